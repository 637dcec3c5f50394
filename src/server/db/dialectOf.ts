import { PostgresAdapter, type Kysely } from 'kysely';

/** Which database a Kysely instance speaks to: PostgreSQL, or the embedded SQLite. */
export function dialectOf<DB>(db: Kysely<DB>): 'postgres' | 'sqlite' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
