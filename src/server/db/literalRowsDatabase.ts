import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

type RowBuilder = (values: unknown[]) => Record<string, unknown>;

/**
 * A function that turns one raw row (its values in column order) into an object written as one literal, so every row of a statement has the
 * same shape from its first property. better-sqlite3 adds a row object's properties one by one; on a page of thousands of rows of dozens of
 * columns that costs about as much as reading the rows, and the objects are slower to serialise. A later column of the same name wins, as in
 * better-sqlite3's own objects; `__proto__` is written as a computed key so it stays an ordinary property.
 */
export function rowBuilder(names: readonly string[]): RowBuilder {
  const properties = names.map((name, i) => `${name === '__proto__' ? `[${JSON.stringify(name)}]` : JSON.stringify(name)}: values[${i}]`);
  // eslint-disable-next-line no-new-func -- the names come from the statement's own columns, each quoted by JSON.stringify
  return new Function('values', `return { ${properties.join(', ')} };`) as RowBuilder;
}

/**
 * The better-sqlite3 database as Kysely's SQLite dialect sees it: a reading statement returns its rows as raw value arrays, made into objects by
 * the statement's row builder (rowBuilder). Writes and iteration are better-sqlite3's own. Only Kysely's calls go through here; the statement's
 * raw mode is switched on for the read and back off before the rows are returned (the read is synchronous, nothing runs in between).
 */
export function literalRowsDatabase(database: SQLite.Database): SqliteDatabase {
  const wrapped = new WeakMap<SQLite.Statement, SqliteStatement>();
  const wrap = (statement: SQLite.Statement): SqliteStatement => {
    let build: RowBuilder | undefined;
    let width = -1;
    return {
      reader: statement.reader,
      all(parameters) {
        if (!statement.reader) return statement.all(parameters);
        let rows: unknown[][];
        try {
          rows = statement.raw(true).all(parameters) as unknown[][];
        } finally {
          statement.raw(false);
        }
        // A statement SQLite prepared again after a schema change (a table given a column) may answer other columns: built again then.
        if (!build || (rows.length && rows[0]!.length !== width)) {
          const names = statement.columns().map((c) => c.name);
          build = rowBuilder(names);
          width = names.length;
        }
        const out: Record<string, unknown>[] = new Array(rows.length);
        for (let i = 0; i < rows.length; i++) out[i] = build(rows[i]!);
        return out;
      },
      run: (parameters) => statement.run(parameters),
      iterate: (parameters) => statement.iterate(parameters),
    };
  };
  return {
    close: () => database.close(),
    prepare(sql) {
      const statement = database.prepare(sql);
      let found = wrapped.get(statement);
      if (!found) wrapped.set(statement, (found = wrap(statement)));
      return found;
    },
  };
}
