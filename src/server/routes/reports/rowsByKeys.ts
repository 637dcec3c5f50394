import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Page } from './reportRequest.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>;

/**
 * Keys per query of the late row lookup. A page as large as an Excel export (50,000 rows) in one `key in (…)` passes SQLite's
 * 32,766 variables and, on the synchronous SQLite driver, holds the event loop for seconds; in chunks every query stays small.
 */
export const KEY_CHUNK = 1000;

/**
 * The rows of one page of a filtered query by late row lookup, in chunks of at most KEY_CHUNK rows, in page order: the sort and the
 * offset walk only `key` (unique within the filtered rows), then each consecutive slice of the sorted keys is read with its selection
 * (`select`) in the same order. `keysQuery` (default q) is the same filter without the joins the filters and the sort do not need. Between chunks it yields to the event loop, so other calls answer while a large page is read.
 */
export async function* rowsByKeys<Q extends AnyQuery, O>(q: Q, select: (q: Q) => SelectQueryBuilder<any, any, O>, page: Page, key: string, keysQuery: AnyQuery = q): AsyncGenerator<O[]> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const keys = (await keysQuery.clearSelect().select(sql.ref(key).as('k')).orderBy(page.orderBy).limit(page.limit).offset(page.offset).execute()).map((r) => (r as { k: unknown }).k);
  for (let i = 0; i < keys.length; i += KEY_CHUNK) {
    if (i > 0) await nextTurn();
    yield await select(q.where(sql.ref(key), 'in', keys.slice(i, i + KEY_CHUNK)) as Q).orderBy(page.orderBy).execute();
  }
}
