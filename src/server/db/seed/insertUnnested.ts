import { sql, type Kysely } from 'kysely';

/** Rows per statement: the statement sends one array per column whatever its number of rows, so the parameter limit does not bound it. */
const ROWS_PER_STATEMENT = 5000;

/** A table's column: its type without length or precision (the insert applies them as it does to a value list), and whether it has a default. */
interface Column { type: string; defaulted: boolean }

/** Each table's columns, per database. */
const tableColumns = new WeakMap<object, Map<string, Map<string, Column>>>();

/** A value PostgreSQL's driver writes as the same text alone and as an array element (no object, date, buffer or array). */
const isPlain = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint';

/** A backslash or double quote: escaped with a backslash inside a quoted array element. */
const ESCAPED = /[\\"]/g;

/**
 * The array literal of one column of rows (`{"a","b",NULL}`), the text node-postgres sends for the array of those values: each element
 * double-quoted with its backslashes and double quotes escaped, a missing value NULL. Built here in one pass over the rows, without the
 * array of values the driver would take and walk again (its per-element conversion and two replacements were a sixth of the seed's time in
 * Node on the large data set).
 */
export function arrayLiteral(rows: readonly Record<string, unknown>[], name: string): string {
  let literal = '{';
  for (let i = 0; i < rows.length; i++) {
    if (i > 0) literal += ',';
    const value = rows[i]![name];
    if (value === null || value === undefined) literal += 'NULL';
    else literal += `"${String(value).replace(ESCAPED, '\\$&')}"`;
  }
  return `${literal}}`;
}

/**
 * Inserts rows into a PostgreSQL table as one array per column, unnested into the table's columns (`insert … select * from unnest($1::text[],
 * …)`), thousands of rows per statement. A multi-row value list costs the server a parse of every value and the driver a parameter each:
 * seeding the large data set spent more time there than in writing the rows. Each element is the text the driver would send for it alone
 * and is read by the column type's own input, so the rows written are the same.
 *
 * Returns false, writing nothing, when the rows must go as a value list: a value that is not plain, or a column some rows leave out that has
 * a default (a value list writes the default there; an array can only say null, which is the default of a column without one).
 */
export async function insertUnnested(db: Kysely<any>, table: string, rows: readonly Record<string, unknown>[]): Promise<boolean> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const names = new Set<string>();
  for (const row of rows) {
    for (const name in row) {
      const value = row[name];
      if (value === undefined) continue;
      if (!isPlain(value)) return false;
      names.add(name);
    }
  }
  const columns = [...names];
  const shape = await columnsOf(db, table);
  for (const name of columns) {
    const column = shape.get(name);
    if (!column) throw new Error(`${table} has no column ${name}`);
    if (column.defaulted && rows.some((r) => r[name] === undefined)) return false;
  }
  const arrayTypes = columns.map((name) => sql.raw(`${shape.get(name)!.type}[]`));
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
    const arrays = columns.map((name, n) => sql`${arrayLiteral(chunk, name)}::${arrayTypes[n]!}`);
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.id(c)))}) select * from unnest(${sql.join(arrays)})`.execute(db);
  }
  return true;
}

async function columnsOf(db: Kysely<any>, table: string): Promise<Map<string, Column>> { // eslint-disable-line @typescript-eslint/no-explicit-any
  let tables = tableColumns.get(db);
  if (!tables) tableColumns.set(db, tables = new Map());
  let columns = tables.get(table);
  if (!columns) {
    const found = await sql<{ name: string; type: string; defaulted: boolean }>`select attname as name, format_type(atttypid, null) as type,
      atthasdef or attidentity <> '' or attgenerated <> '' as defaulted from pg_attribute
      where attrelid = to_regclass(${table}) and attnum > 0 and not attisdropped`.execute(db);
    tables.set(table, columns = new Map(found.rows.map((r) => [r.name, { type: r.type, defaulted: r.defaulted }])));
  }
  return columns;
}
