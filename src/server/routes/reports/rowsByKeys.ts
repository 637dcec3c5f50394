import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { keptRowsOf } from '../../cache/keptRows.js';
import { KEYS_MARKER } from '../../cache/TotalsCacheDialect.js';
import type { Page } from './reportRequest.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>;

/**
 * Keys per query of the late row lookup. A page as large as an Excel export (50,000 rows) in one `key in (…)` passes SQLite's
 * 32,766 variables and, on the synchronous SQLite driver, holds the event loop for seconds; in chunks every query stays small.
 */
export const KEY_CHUNK = 1000;

/**
 * A page that ends past DEEP_PAGE rows (a deep page, or an export's pages) reads the search's first sorted keys up to a power of two past its
 * end (at most KEPT_KEYS), kept until a table the search reads changes (TotalsCacheDialect, KEYS_MARKER), and takes its slice: walking to
 * offset 95,000 once per page made an export of 100,000 rows walk its sort twenty times.
 */
export const DEEP_PAGE = 1000;
export const KEPT_KEYS = 250_000;

/** The sorted keys of one page, and the number of keys matching the filters when the walk read them all. */
export interface PageKeys {
  keys: unknown[][];
  /** Known when the keys read were fewer than asked for: every matching key was read, so no count is needed. */
  total?: number;
}

/** How the first keys of a filtered list are read (see keysOfPage). */
export interface KeysReading {
  /** The filters may leave few rows (a search, a number, part of a text). */
  readAhead?: boolean;
  /**
   * A filter that the database reads through its own index (the orders of the lines of an article's name) decides the plan: the matching
   * rows are found unsorted and sorted in full whatever the page, so the walk of the sort costs as much as the count.
   */
  counted?: boolean;
}

/**
 * The sorted keys of one page of a filtered query (`keysQuery`, the filters without the joins they and the sort do not need), and the total
 * when it comes with them. For a page that ends within DEEP_PAGE rows:
 * - `counted`: the page's keys are read with the number of matching rows beside them (`count(*) over ()`), so the filters are evaluated once
 *   instead of once for the sort and once for the count (a year of orders filtered by an article's name: 90 + 45 → 50 ms);
 * - `readAhead`: the first DEEP_PAGE + 1 keys are read; a search that matches fewer rows is then read once — its total is the number of
 *   keys — instead of once to count and once to walk the sort (a walk that, when few rows match, reads every row of the window too); one
 *   that matches more has walked little further than its page. Neither is for every list: where the sort walks an index and stops at the
 *   page's last row, and the count reads a narrow index, reading every matching row through the sort costs more than both (a
 *   certificate-number filter that keeps 25,000 rows: 8 → 25 ms counted), and where the sort has no index the database sorts the matching
 *   rows, and keeping the first thousand of them costs more than keeping ten.
 * A deeper page reads the keys kept for the search (see DEEP_PAGE); a kept list shorter than asked for gives the total too.
 */
export async function keysOfPage(keysQuery: AnyQuery, key: RowKey, page: Page, reading: KeysReading = {}): Promise<PageKeys> {
  const columns = typeof key === 'string' ? [key] : key;
  const sorted = keysQuery.clearSelect().select(columns.map((c, i) => sql.ref(c).as(`k${i}`))).orderBy(page.orderBy);
  const end = page.offset + page.limit;
  const asKeys = (found: unknown[]) => found.map((r) => columns.map((_, i) => (r as Record<string, unknown>)[`k${i}`]));
  if (reading.counted && end <= DEEP_PAGE) {
    const found = await sorted.select(sql<number>`count(*) over ()`.as('n')).limit(page.limit).offset(page.offset).execute();
    // PostgreSQL gives the count as text. A page past the last row has no row to carry it: the count is left to the caller.
    const total = found.length > 0 ? Number((found[0] as { n: unknown }).n) : page.offset === 0 ? 0 : undefined;
    return { keys: asKeys(found), total };
  }
  // How many of the first keys to read: a read-ahead page DEEP_PAGE + 1; a deep page the power of two at or past its end (at most
  // KEPT_KEYS), so one jump walks little more than it needs and the pages after it (a user paging on) slice the same kept list until they
  // pass it, then the next list, twice as long, is read; a page of at least KEY_CHUNK rows (an export's, whose next pages follow) the power
  // of eight at or past its end, so an export of 100,000 rows reads 32,768 keys, then all, instead of 8,192, 16,384, 32,768, 65,536,
  // then all (220,000 keys walked in five sorts → 132,000 in two); powers of eight are powers of two, so both share their lists. Any other
  // page reads only its own keys.
  const deep = end > DEEP_PAGE && end <= KEPT_KEYS;
  const power = Math.ceil(Math.log2(end));
  const reach = deep ? Math.min(KEPT_KEYS, 2 ** (page.limit >= KEY_CHUNK ? 3 * Math.ceil(power / 3) : power)) : end <= DEEP_PAGE && reading.readAhead ? DEEP_PAGE + 1 : undefined;
  if (reach === undefined) return { keys: asKeys(await sorted.limit(page.limit).offset(page.offset).execute()) };
  const first = await (deep ? sorted.limit(reach).modifyEnd(sql.raw(KEYS_MARKER)) : sorted.limit(reach)).execute();
  return { keys: asKeys(first.slice(page.offset, end)), total: first.length < reach ? first.length : undefined };
}

/** The most rows of a page whose rows are kept (see keptRowsOfKeys): a user's page; an export's pages are read, not kept. */
export const KEPT_PAGE_ROWS = 500;

/** Alias prefix of the key columns a page read for the kept rows adds to its selection (taken off the rows it returns). */
const KEY_ALIAS = '__key';

/**
 * The rows of the given keys (at most KEPT_PAGE_ROWS) in their order, read as rowsOfKeys reads them, the rows read before with the same
 * statement (selection, joins, scope and parameters) served from the database's kept rows while no table the statement reads has changed
 * (see KeptRows), the others read by key — with their key columns beside them, so each row is kept under its own key whatever order the
 * database answers in — and kept. Every row it answers is frozen: shared with later calls.
 */
export async function keptRowsOfKeys<Q extends AnyQuery, O>(db: Kysely<any>, rowsQuery: Q, select: (q: Q) => SelectQueryBuilder<any, any, O>, key: RowKey, keys: unknown[][]): Promise<O[]> { // eslint-disable-line @typescript-eslint/no-explicit-any
  if (keys.length === 0) return [];
  const columns = typeof key === 'string' ? [key] : key;
  const compiled = select(rowsQuery).compile();
  const kept = keptRowsOf(db);
  const shape = kept.statementOf(compiled.sql, compiled.parameters);
  const stamp = await kept.stampOf(shape);
  const ids = keys.map((k) => JSON.stringify(k));
  const found: (O | undefined)[] = ids.map((id) => kept.lookup(shape, id, stamp) as O | undefined);
  const missing = keys.filter((_, i) => found[i] === undefined);
  if (missing.length) {
    const read = await select(rowsQuery.where(keyIn(columns, missing)) as Q).select(columns.map((c, i) => sql.ref(c).as(`${KEY_ALIAS}${i}`))).execute() as Record<string, unknown>[];
    const byId = new Map<string, Record<string, unknown>>();
    for (const r of read) {
      const id = JSON.stringify(columns.map((_, i) => r[`${KEY_ALIAS}${i}`]));
      const row: Record<string, unknown> = {};
      for (const name in r) if (!name.startsWith(KEY_ALIAS)) row[name] = r[name];
      byId.set(id, row);
    }
    ids.forEach((id, i) => {
      const row = found[i] === undefined ? byId.get(id) : undefined;
      if (row) found[i] = kept.store(shape, id, stamp, row) as O;
    });
  }
  // A key whose row is gone (deleted since the keys were read) is left out, as the rows statement leaves it out.
  return found.filter((row): row is O => row !== undefined);
}

/**
 * The rows of the given keys in their order, read from `rowsQuery` with its selection (`select`) in chunks of at most KEY_CHUNK rows.
 * `rowsQuery` is q's joins and the caller's scope without the other filters, where each key is one row of them, so a filter's subquery (the
 * orders of a reference, the articles of a name) is not evaluated again for the page. Between chunks it yields to the event loop, so other
 * calls answer while a large page is read.
 */
export async function* rowsOfKeys<Q extends AnyQuery, O>(rowsQuery: Q, select: (q: Q) => SelectQueryBuilder<any, any, O>, page: Page, key: RowKey, keys: unknown[][]): AsyncGenerator<O[]> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const columns = typeof key === 'string' ? [key] : key;
  const chunk = Math.floor(KEY_CHUNK / columns.length);
  for (let i = 0; i < keys.length; i += chunk) {
    if (i > 0) await nextTurn();
    yield await select(rowsQuery.where(keyIn(columns, keys.slice(i, i + chunk))) as Q).orderBy(page.orderBy).execute();
  }
}

/**
 * The rows of one page of a filtered query by late row lookup, in page order: the sort and the offset walk only `key` (unique within the
 * filtered rows; keysOfPage), then the page's rows are read by key (rowsOfKeys). `keysQuery` and `rowsQuery` default to q.
 */
export async function* rowsByKeys<Q extends AnyQuery, O>(q: Q, select: (q: Q) => SelectQueryBuilder<any, any, O>, page: Page, key: RowKey, // eslint-disable-line @typescript-eslint/no-explicit-any
  keysQuery: AnyQuery = q, rowsQuery: Q = q): AsyncGenerator<O[]> {
  const { keys } = await keysOfPage(keysQuery, key, page);
  yield* rowsOfKeys(rowsQuery, select, page, key, keys);
}

/** A column unique within the filtered rows, or the columns that together are (a document's year, series and number). */
export type RowKey = string | string[];

/**
 * The rows whose key is one of `keys`: `key in (…)` for one column, `(a, b) in (values (?, ?), …)` otherwise — a row-value list each key of
 * which is one index search (SQLite 3.15+ and PostgreSQL), where one `(a = ? and b = ?)` per key joined by `or` cost ten times as much.
 */
function keyIn(columns: string[], keys: unknown[][]): RawBuilder<SqlBool> {
  if (keys.length === 0) return sql<SqlBool>`1 = 0`;
  if (columns.length === 1) return sql<SqlBool>`${sql.ref(columns[0]!)} in (${sql.join(keys.map((k) => k[0]))})`;
  return sql<SqlBool>`(${sql.join(columns.map((c) => sql.ref(c)))}) in (values ${sql.join(keys.map((k) => sql`(${sql.join(k.map(typed))})`))})`;
}

/** A key value typed for a VALUES list (PostgreSQL reads untyped parameters there as text, which an integer column does not compare with). */
function typed(value: unknown): RawBuilder<unknown> {
  if (typeof value === 'number' && Number.isInteger(value)) return sql`cast(${value} as bigint)`;
  if (typeof value === 'string') return sql`cast(${value} as text)`;
  return sql`${value}`;
}
