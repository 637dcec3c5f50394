import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { registerVersionsReader } from '../cache/dataVersions.js';
import { TotalsCacheDialect } from '../cache/TotalsCacheDialect.js';
import { sqliteVersionsReader } from './sqliteVersionsReader.js';
import { ImmediateSqliteDialect } from './immediateSqliteDialect.js';
import { literalRowsDatabase } from './literalRowsDatabase.js';
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

/** How long a statement waits for another process's write on the SQLite file before it fails with SQLITE_BUSY. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;
/** Bytes of the SQLite file read through a memory map, and KiB of page cache per connection. */
const SQLITE_MMAP_BYTES = 2 ** 30;
const SQLITE_CACHE_KIB = 65_536;

/**
 * Opens the embedded SQLite database (WAL mode) in dataDir, or PostgreSQL when databaseUrl is set. Several processes may open the same SQLite
 * file (npm run start:cluster): a write waits for another's to end (busy_timeout), and transactions take the write lock when they begin.
 * SQLite reuses its prepared statements; both keep list totals (TotalsCacheDialect).
 */
export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection ended by the server (a restart, an administrator, a dropped database) is an error event of the pool; unheard, it
    // would end the process. The pool opens a new connection for the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection ended (${error.message}); the next query opens another`));
    const db = new Kysely<Database>({ dialect: new TotalsCacheDialect(new PostgresDialect({ pool })) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const { default: SQLite } = await import('better-sqlite3');
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(config.dataDir, 'erp.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  // Pages are read through a memory map and a larger page cache: a page of a large list touches pages all over the file.
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  const versions = sqliteVersionsReader(sqlite);
  reusePreparedStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new TotalsCacheDialect(new ImmediateSqliteDialect({ database: literalRowsDatabase(sqlite) }), undefined, versions) });
  registerVersionsReader(db, versions);
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
