import type { Insertable, Kysely } from 'kysely';
import { dialectOf } from '../dialectOf.js';
import type { Database } from '../tables.js';
import { insertUnnested } from './insertUnnested.js';

/**
 * Inserts rows in multi-row statements of at most `chunk` rows (keep chunk × columns under the driver's parameter limit); on PostgreSQL as one
 * array per column instead, when the rows allow it (insertUnnested).
 */
export async function insertChunked<T extends keyof Database & string>(
  db: Kysely<Database>, table: T, rows: Insertable<Database[T]>[], chunk = 400,
): Promise<void> {
  if (!rows.length) return;
  if (dialectOf(db) === 'postgres' && await insertUnnested(db, table, rows as Record<string, unknown>[])) return;
  for (let i = 0; i < rows.length; i += chunk) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db.insertInto(table).values(rows.slice(i, i + chunk) as any).execute();
  }
}
