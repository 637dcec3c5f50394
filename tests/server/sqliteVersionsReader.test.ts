import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { sqliteVersionsReader } from '../../src/server/db/sqliteVersionsReader';

/** The synchronous versions read on the SQLite handle: what the table holds, and nothing a transaction has not committed. */
describe('sqliteVersionsReader', () => {
  it('reads the committed versions, answers undefined inside a transaction and before the table exists', () => {
    const db = new SQLite(':memory:');
    const read = sqliteVersionsReader(db);
    expect(read()).toBeUndefined();
    db.exec("create table versiones_cache (grupo text primary key, version integer not null); insert into versiones_cache values ('datos', 4), ('sesiones', 7)");
    expect(read()).toEqual({ sesiones: 7, datos: 4, definiciones: 0 });
    db.exec('begin');
    db.exec("update versiones_cache set version = 5 where grupo = 'datos'");
    // A version the transaction may still roll back is never seen.
    expect(read()).toBeUndefined();
    db.exec('rollback');
    expect(read()).toEqual({ sesiones: 7, datos: 4, definiciones: 0 });
    db.exec("update versiones_cache set version = 6 where grupo = 'datos'");
    expect(read()).toEqual({ sesiones: 7, datos: 6, definiciones: 0 });
    db.close();
  });
});
