import Database from 'better-sqlite3';
import path from 'node:path';

/** Runs SQL on the database of the server started for the journeys (its data folder), closing it after. */
export function serverDatabase<T>(dataDir: string, work: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'erp.sqlite'));
  try {
    return work(db);
  } finally {
    db.close();
  }
}
