import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEEP_PAGE, KEY_CHUNK, keysOfPage } from '../../src/server/routes/reports/rowsByKeys';
import type { Page } from '../../src/server/routes/reports/reportRequest';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
let db: Kysely<any>;
const ROWS = 3 * DEEP_PAGE;
beforeAll(() => {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table t (id integer primary key, grupo integer not null)');
  const insert = sqlite.prepare('insert into t values (?, ?)');
  // grupo 0: every tenth row (few), grupo 1: the rest (many).
  for (let id = 1; id <= ROWS; id++) insert.run(id, id % 10 === 0 ? 0 : 1);
  db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
});
afterAll(async () => { await db.destroy(); });

const page = (offset: number, limit: number): Page => ({ offset, limit, orderBy: sql`id desc`, sortColumn: 'id' });
const ids = (grupo: number) => Array.from({ length: ROWS }, (_, i) => ROWS - i).filter((id) => (id % 10 === 0 ? 0 : 1) === grupo);

describe('keysOfPage (the sorted keys of a page, and the total when every matching key was read)', () => {
  it('few matching rows, read ahead (a search): the page\'s keys and, from the same walk, their number as the total', async () => {
    const q = db.selectFrom('t').where('grupo', '=', 0);
    const expected = ids(0);
    expect(expected.length).toBeLessThanOrEqual(DEEP_PAGE);
    expect(await keysOfPage(q, 't.id', page(0, 10), { readAhead: true })).toEqual({ keys: expected.slice(0, 10).map((id) => [id]), total: expected.length });
    expect(await keysOfPage(q, 't.id', page(290, 25), { readAhead: true })).toEqual({ keys: expected.slice(290, 300).map((id) => [id]), total: expected.length });
    expect(await keysOfPage(db.selectFrom('t').where('grupo', '=', 2), 't.id', page(0, 10), { readAhead: true })).toEqual({ keys: [], total: 0 });
  });

  it('not read ahead (no search): only the page\'s keys, the total left to the count', async () => {
    const q = db.selectFrom('t').where('grupo', '=', 0);
    expect(await keysOfPage(q, 't.id', page(0, 10))).toEqual({ keys: ids(0).slice(0, 10).map((id) => [id]) });
    expect(await keysOfPage(q, 't.id', page(295, 10))).toEqual({ keys: ids(0).slice(295, 300).map((id) => [id]) });
  });

  it('many matching rows, read ahead: the page\'s keys without a total (it is counted), first pages and a page ending at DEEP_PAGE', async () => {
    const q = db.selectFrom('t').where('grupo', '=', 1);
    const expected = ids(1);
    expect(await keysOfPage(q, 't.id', page(0, 10), { readAhead: true })).toEqual({ keys: expected.slice(0, 10).map((id) => [id]), total: undefined });
    expect(await keysOfPage(q, 't.id', page(DEEP_PAGE - 10, 10), { readAhead: true })).toEqual({ keys: expected.slice(DEEP_PAGE - 10, DEEP_PAGE).map((id) => [id]), total: undefined });
  });

  it('counted (a filter that decides the plan): the page\'s keys with the number of matching rows from the same statement, few or many', async () => {
    const few = db.selectFrom('t').where('grupo', '=', 0);
    const many = db.selectFrom('t').where('grupo', '=', 1);
    expect(ids(1).length).toBeGreaterThan(DEEP_PAGE);
    expect(await keysOfPage(few, 't.id', page(0, 10), { counted: true })).toEqual({ keys: ids(0).slice(0, 10).map((id) => [id]), total: ids(0).length });
    expect(await keysOfPage(many, 't.id', page(0, 10), { counted: true })).toEqual({ keys: ids(1).slice(0, 10).map((id) => [id]), total: ids(1).length });
    expect(await keysOfPage(many, 't.id', page(DEEP_PAGE - 10, 10), { counted: true })).toEqual({ keys: ids(1).slice(DEEP_PAGE - 10, DEEP_PAGE).map((id) => [id]), total: ids(1).length });
    expect(await keysOfPage(db.selectFrom('t').where('grupo', '=', 2), 't.id', page(0, 10), { counted: true })).toEqual({ keys: [], total: 0 });
    // Past the last row no row carries the count: it is left to the caller.
    expect(await keysOfPage(few, 't.id', page(DEEP_PAGE - 10, 10), { counted: true })).toEqual({ keys: [] });
  });

  it('deep pages: the slice of the kept keys, with the total once the list read is shorter than its reach', async () => {
    const q = db.selectFrom('t').where('grupo', '=', 1);
    const expected = ids(1);
    // Ends at 1,510: reads the first 2,048 keys, and only 2,700 match, so the list is full and the total is counted.
    expect(await keysOfPage(q, 't.id', page(1500, 10))).toEqual({ keys: expected.slice(1500, 1510).map((id) => [id]), total: undefined });
    // Ends at 2,510: reads up to 4,096 keys and finds 2,700, every matching one.
    expect(await keysOfPage(q, 't.id', page(2500, 10))).toEqual({ keys: expected.slice(2500, 2510).map((id) => [id]), total: expected.length });
    // Past the end: no keys, and the total all the same.
    expect(await keysOfPage(q, 't.id', page(2800, 10))).toEqual({ keys: [], total: expected.length });
  });

  it('an export\'s pages (at least KEY_CHUNK rows) read up to a power of eight, so the pages after them slice the same list', async () => {
    const q = db.selectFrom('t').where('grupo', '=', 1);
    const expected = ids(1);
    // Ends at 2,000: a page of 10 reads 2,048 keys (not every matching one, so no total); a page of KEY_CHUNK reads 4,096 and finds all 2,700.
    expect(await keysOfPage(q, 't.id', page(1990, 10))).toEqual({ keys: expected.slice(1990, 2000).map((id) => [id]), total: undefined });
    expect(await keysOfPage(q, 't.id', page(2000 - KEY_CHUNK, KEY_CHUNK))).toEqual({ keys: expected.slice(2000 - KEY_CHUNK, 2000).map((id) => [id]), total: expected.length });
  });

  it('keys of several columns, in the sort\'s order', async () => {
    const q = db.selectFrom('t').where('grupo', '=', 0);
    const { keys, total } = await keysOfPage(q, ['t.grupo', 't.id'], page(0, 3), { readAhead: true });
    expect(keys).toEqual(ids(0).slice(0, 3).map((id) => [0, id]));
    expect(total).toBe(ids(0).length);
  });
});
