import { sql, type SelectQueryBuilder } from 'kysely';
import type { Page } from './reportRequest.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>;

/** Counts the rows of a query (PostgreSQL returns the count as text). */
export async function countRows(q: AnyQuery): Promise<number> {
  const row = await q.clearSelect().clearOrderBy().select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  return Number((row as { n?: number } | undefined)?.n ?? 0);
}

/** One page of a filtered query (its selection added by `select`, sorted and cut by `page`) and the total of rows matching the filters. */
export async function pageOf<Q extends AnyQuery, O>(q: Q, select: (q: Q) => SelectQueryBuilder<any, any, O>, page: Page): Promise<[O[], number]> { // eslint-disable-line @typescript-eslint/no-explicit-any
  return Promise.all([select(q).orderBy(page.orderBy).limit(page.limit).offset(page.offset).execute(), countRows(q)]);
}
