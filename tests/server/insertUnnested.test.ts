import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/server/db/openDatabase';
import { arrayLiteral, insertUnnested } from '../../src/server/db/seed/insertUnnested';
import { postgresDatabase } from './support/testServer';

/**
 * The seed's PostgreSQL insert by column arrays: each column's array literal is the text node-postgres itself sends for the array of
 * the same values, and the rows it writes equal those of a plain value list — on texts that need escaping inside an array (quotes,
 * backslashes, commas, braces, the word NULL, spaces at either end, line breaks), empty texts, numbers, booleans and missing values.
 */

const prepareValue = (createRequire(import.meta.url)('pg/lib/utils') as { prepareValue(value: unknown): unknown }).prepareValue;

const TEXTS = ['plain', '', 'say "hi"', 'C:\\path\\to', '\\"', 'a,b', '{x}', 'NULL', 'null', ' lead', 'trail ', 'line\nbreak', 'tab\tand ñandú €',
  '\\\\', '""', 'x\\', ' '];

const rows = TEXTS.map((text, i) => ({
  id: i + 1,
  text,
  amount: i % 4 === 0 ? null : i * 1.25 - 3,
  flag: i % 3 === 0 ? null : i % 2 === 0,
  note: i % 5 === 0 ? undefined : `${text}|${i}`,
}));

describe('arrayLiteral', () => {
  it('is the literal node-postgres sends for the array of each column', () => {
    for (const name of ['id', 'text', 'amount', 'flag', 'note']) {
      expect(arrayLiteral(rows, name), name).toBe(prepareValue(rows.map((r) => (r as Record<string, unknown>)[name] ?? null)));
    }
  });

  it('writes a missing value as NULL and nothing for no rows', () => {
    expect(arrayLiteral([{ a: 'x' }, {}, { a: null }], 'a')).toBe('{"x",NULL,NULL}');
    expect(arrayLiteral([], 'a')).toBe('{}');
  });
});

describe('insertUnnested on PostgreSQL', () => {
  let open: OpenDatabase | undefined;
  let pg: { drop(): Promise<void> } | undefined;
  let dataDir = '';

  beforeAll(async () => {
    const database = await postgresDatabase();
    if (!database) return;
    pg = database;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'insert-unnested-'));
    open = await openDatabase({ dataDir, databaseUrl: database.url });
    const db = open.db as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const table of ['by_arrays', 'by_values']) {
      await sql`create table ${sql.table(table)} (id integer primary key, text varchar(40) not null, amount numeric(10, 2), flag boolean, note text)`.execute(db);
    }
  });
  afterAll(async () => {
    await open?.close();
    await pg?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the rows a value list writes', async (ctx) => {
    if (!open) return ctx.skip('needs a PostgreSQL server (TEST_POSTGRES_URL is not set)');
    const db = open.db as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(await insertUnnested(db, 'by_arrays', rows)).toBe(true);
    await db.insertInto('by_values').values(rows.map((r) => ({ ...r, note: r.note ?? null }))).execute();
    const read = async (table: string) => (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by id`.execute(db)).rows;
    const written = await read('by_arrays');
    expect(written).toHaveLength(TEXTS.length);
    expect(written.map((r) => r.text)).toEqual(TEXTS);
    expect(written).toEqual(await read('by_values'));
  });

  it('leaves to a value list the rows it cannot send as arrays', async (ctx) => {
    if (!open) return ctx.skip('needs a PostgreSQL server (TEST_POSTGRES_URL is not set)');
    const db = open.db as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(await insertUnnested(db, 'by_arrays', [{ id: 1000, text: 'when', note: new Date(0) }])).toBe(false);
    expect((await sql`select count(*)::int as n from by_arrays where id = 1000`.execute(db)).rows).toEqual([{ n: 0 }]);
  });
});
