import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { noteRequestArrival } from '../../src/server/cache/requestArrivals';
import { sqliteVersionsReader, VERSIONS_KEPT_MS } from '../../src/server/db/sqliteVersionsReader';

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

  it('uses a read again only until a request arrives, this connection writes or rolls back a row, or it is too old', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-reader-'));
    const file = path.join(dir, 'erp.sqlite');
    const db = new SQLite(file);
    // Another connection stands for another service process (or the ERP) writing to the same file.
    let other: SQLite.Database | undefined;
    try {
      db.pragma('journal_mode = WAL');
      db.exec("create table versiones_cache (grupo text primary key, version integer not null); insert into versiones_cache values ('datos', 1); create table t (x integer)");
      db.exec("create trigger t_version after insert on t begin update versiones_cache set version = version + 1 where grupo = 'datos'; end");
      other = new SQLite(file);
      const bump = () => other!.exec("update versiones_cache set version = version + 1 where grupo = 'datos'");
      // A clock of the test's own: the reuse below does not depend on how fast this machine runs the statements.
      let now = 0;
      const read = sqliteVersionsReader(db, () => now);
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
      // A transaction begun after a kept read: nothing is answered inside it, kept or not.
      db.exec('begin');
      expect(read()).toBeUndefined();
      // A row written and rolled back still counts as written: the versions are read again (and the other write is seen).
      db.exec('insert into t values (2)');
      db.exec('rollback');
      expect(read()?.datos).toBe(4);
      bump();
      expect(read()?.datos).toBe(4);
      // Up to VERSIONS_KEPT_MS the read is used again; past it a caller outside any request (a timer) reads again.
      now += VERSIONS_KEPT_MS;
      expect(read()?.datos).toBe(4);
      now += 0.01;
      expect(read()?.datos).toBe(5);
    } finally {
      other?.close();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
