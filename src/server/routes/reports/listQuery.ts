import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { TOTAL_MARKER } from '../../cache/TotalsCacheDialect.js';
import type { Page } from './reportRequest.js';
import { KEPT_PAGE_ROWS, keptRowsOfKeys, keysOfPage, rowsOfKeys, type RowKey } from './rowsByKeys.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>;

/** Counts the rows of a query (PostgreSQL returns the count as text); the count is kept until a table it reads changes (TotalsCacheDialect). */
export async function countRows(q: AnyQuery): Promise<number> {
  const row = await q.clearSelect().clearOrderBy().select(sql<number>`count(*) ${sql.raw(TOTAL_MARKER)}`.as('n')).executeTakeFirst();
  return Number((row as { n?: number } | undefined)?.n ?? 0);
}

/**
 * How a large list is paged: `key` (unique within the filtered rows) sorts and cuts on the key alone, then reads the page's full rows; `count`
 * counts without joins the filters do not need; `keys` walks the sort on a query without joins the filters and the sort do not need (default: the list's query);
 * `rows` reads the page's rows by key (default: the list's query): its joins and the scope without the other filters, where each key is one row of them (see rowsByKeys);
 * `searched`: a search or a filter on a number or part of a text may leave few rows, so a first page reads ahead; `counted`: a filter read through its own
 * index decides the plan, so a first page is read with its total (see keysOfPage) — where the keys are walked on the count query itself (a walk
 * through another table first, the customers', would read that table for every matching row); `db`: the database whose kept rows serve the
 * rows of a page of at most KEPT_PAGE_ROWS read before by the same statement (see keptRowsOfKeys).
 */
export interface PageOptions {
  key?: RowKey;
  db?: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  count?: AnyQuery;
  keys?: AnyQuery;
  rows?: AnyQuery;
  searched?: boolean;
  counted?: boolean;
}

/**
 * One page of a filtered query (its selection added by `select`, sorted and cut by `page`) and the total of rows matching the filters. With
 * a key, the page's keys are walked first; when the walk read every matching key (few match), their number is the total and nothing is counted.
 */
export async function pageOf<Q extends AnyQuery, O>(q: Q, select: (q: Q) => SelectQueryBuilder<any, any, O>, page: Page, opts: PageOptions = {}): Promise<[O[], number]> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const { key } = opts;
  if (!key) return Promise.all([select(q).orderBy(page.orderBy).limit(page.limit).offset(page.offset).execute(), countRows(opts.count ?? q)]);
  // Late row lookup: the sort and the offset walk only the keys; computed columns are read for the page alone, in chunks of keys.
  const { keys, total } = await keysOfPage(opts.keys ?? q, key, page, { readAhead: opts.searched, counted: opts.counted && (opts.keys ?? q) === (opts.count ?? q) });
  const rows = async (): Promise<O[]> => {
    if (opts.db && keys.length <= KEPT_PAGE_ROWS) return keptRowsOfKeys(opts.db, (opts.rows ?? q) as Q, select, key, keys);
    const found: O[] = [];
    for await (const chunk of rowsOfKeys((opts.rows ?? q) as Q, select, page, key, keys)) for (const row of chunk) found.push(row);
    return found;
  };
  return Promise.all([rows(), total ?? countRows(opts.count ?? q)]);
}
