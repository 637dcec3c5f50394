import type SQLite from 'better-sqlite3';
import { versionsOfRows, type VersionsReader } from '../cache/dataVersions.js';

/**
 * The cache versions read on the SQLite handle itself, synchronously (a few microseconds), while no transaction is open on it: the handle is
 * the one connection Kysely's queries share, so inside a transaction the read would see versions the transaction may still roll back — then
 * it answers undefined and the versions are read as a query, which waits for the transaction to end. Before the migrations have made the
 * table it answers undefined too. Call before the handle's statements are reused (its own statement is not shared with Kysely's reads).
 */
export function sqliteVersionsReader(sqlite: SQLite.Database): VersionsReader {
  // The handle's own prepare, before reusePreparedStatements replaces it: this statement is not one Kysely's reads share.
  const prepare = sqlite.prepare.bind(sqlite);
  let statement: SQLite.Statement | undefined;
  return () => {
    if (sqlite.inTransaction) return undefined;
    try {
      statement ??= prepare('select grupo, version from versiones_cache');
    } catch {
      return undefined;
    }
    return versionsOfRows(statement.all() as { grupo: string; version: number | string }[]);
  };
}
