import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { literalRowsDatabase, rowBuilder } from '../../src/server/db/literalRowsDatabase';

let open: SQLite.Database[] = [];
afterEach(() => {
  for (const d of open) if (d.open) d.close();
  open = [];
});
function database() {
  const d = new SQLite(':memory:');
  open.push(d);
  d.exec(`create table t (id integer primary key, name text, amount real, note text);
    insert into t values (1, 'uno', 1.5, null), (2, 'dos', -2.25, 'x'), (3, 'ñandú', 0, '');`);
  return d;
}

describe('literalRowsDatabase (rows of Kysely reads built as one object literal)', () => {
  it('gives the same rows as better-sqlite3, in the same property order, for selections, aliases, expressions and repeated names', async () => {
    const plain = database();
    const db = new Kysely<never>({ dialect: new SqliteDialect({ database: literalRowsDatabase(plain) }) });
    const queries = [
      'select * from t order by id',
      'select id as "k0", name as "clteNombre", amount * 2 as doble, note is null as sin from t where id > ? order by name desc',
      'select a.id, b.id, a.name from t a join t b on b.id = a.id + 1',
      'select count(*) as n from t where id > ?',
      'select * from t where id = ?',
    ];
    for (const text of queries) {
      const parameters = text.includes('?') ? [1] : [];
      const expected = plain.prepare(text).all(...parameters);
      const { rows } = await db.executeQuery(CompiledQuery.raw(text, parameters));
      expect(rows).toEqual(expected);
      expect(rows.map((r) => Object.keys(r as object))).toEqual(expected.map((r) => Object.keys(r as object)));
    }
    // The statement is left in its own mode: the same SQL prepared directly still answers objects.
    expect(plain.prepare('select * from t order by id').all()[0]).toEqual({ id: 1, name: 'uno', amount: 1.5, note: null });
    await db.destroy();
    expect(plain.open).toBe(false);
  });

  it('writes go through better-sqlite3 (changes and ids), and a statement SQLite prepared again after a new column answers it', async () => {
    const plain = database();
    const db = new Kysely<{ t: { id: number; name: string; amount: number; note: string | null } }>({ dialect: new SqliteDialect({ database: literalRowsDatabase(plain) }) });
    const inserted = await db.insertInto('t').values({ id: 4, name: 'cuatro', amount: 4, note: null }).executeTakeFirst();
    expect(inserted.insertId).toBe(4n);
    expect(Number(inserted.numInsertedOrUpdatedRows)).toBe(1);
    const all = () => sql<Record<string, unknown>>`select * from t where id = ${4}`.execute(db);
    expect((await all()).rows).toEqual([{ id: 4, name: 'cuatro', amount: 4, note: null }]);
    plain.exec("alter table t add column extra text default 'e'");
    expect((await all()).rows).toEqual([{ id: 4, name: 'cuatro', amount: 4, note: null, extra: 'e' }]);
  });

  it('a column named __proto__ is an own property, not the prototype', () => {
    const row = rowBuilder(['a', '__proto__', 'constructor'])([1, { polluted: true }, 2]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.keys(row)).toEqual(['a', '__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
