import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { noteRequestArrival } from '../../src/server/cache/requestArrivals';
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

  it('uses a read again only until a request arrives, this connection writes a row or the event loop turns', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-reader-'));
    const file = path.join(dir, 'erp.sqlite');
    const db = new SQLite(file);
    db.pragma('journal_mode = WAL');
    db.exec("create table versiones_cache (grupo text primary key, version integer not null); insert into versiones_cache values ('datos', 1); create table t (x integer)");
    db.exec("create trigger t_version after insert on t begin update versiones_cache set version = version + 1 where grupo = 'datos'; end");
    // Another connection stands for another service process (or the ERP) writing to the same file.
    const other = new SQLite(file);
    const bump = () => other.exec("update versiones_cache set version = version + 1 where grupo = 'datos'");
    const read = sqliteVersionsReader(db);
    expect(read()?.datos).toBe(1);
    bump();
    // No request has arrived since the read: every request in flight arrived before the other write, so the read is used again.
    expect(read()?.datos).toBe(1);
    // A request arrives after the write: it reads the versions again and sees it.
    noteRequestArrival();
    expect(read()?.datos).toBe(2);
    // A row written on this connection (its trigger bumps the version) is seen at once by the call that wrote it.
    db.exec('insert into t values (1)');
    expect(read()?.datos).toBe(3);
    bump();
    expect(read()?.datos).toBe(3);
    // Once the event loop has turned, a caller outside any request reads again.
    await new Promise((resolve) => setImmediate(resolve));
    expect(read()?.datos).toBe(4);
    other.close();
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
