import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { TotalsCacheDialect } from '../cache/TotalsCacheDialect.js';
import { reusePreparedStatements } from './reusePreparedStatements.js';
import type { Database } from './tables.js';

/** Where the reference database lives: an embedded SQLite file, or PostgreSQL when a URL is given. */
export interface DatabaseConfig {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** An open database and the dialect behind it. */
export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

/** Opens the embedded SQLite database (WAL mode, prepared statements reused) in dataDir, or PostgreSQL when databaseUrl is set; both keep list totals (TotalsCacheDialect). */
export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const { default: pg } = await import('pg');
    const db = new Kysely<Database>({
      dialect: new TotalsCacheDialect(new PostgresDialect({ pool: new pg.Pool({ connectionString: config.databaseUrl, max: 10 }) })),
    });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const { default: SQLite } = await import('better-sqlite3');
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(config.dataDir, 'erp.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  reusePreparedStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new TotalsCacheDialect(new SqliteDialect({ database: sqlite })) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
