import { PostgresAdapter, type Kysely } from 'kysely';

/** Which database a Kysely instance speaks to: PostgreSQL, or the embedded SQLite. */
export function dialectOf(db: Kysely<unknown>): 'postgres' | 'sqlite' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
