import type SQLite from 'better-sqlite3';
import { versionsOfRows, type Versions, type VersionsReader } from '../cache/dataVersions.js';
import { requestArrivals } from '../cache/requestArrivals.js';

/** How long a read may be used again at most (a caller outside any request, a timer, never gets an older one). */
export const VERSIONS_KEPT_MS = 2;

/**
 * The cache versions read on the SQLite handle itself, synchronously, while no transaction is open on it: the handle is the one connection
 * Kysely's queries share, so inside a transaction the read would see versions the transaction may still roll back — then it answers undefined
 * and the versions are read as a query, which waits for the transaction to end. Before the migrations have made the table it answers undefined.
 *
 * A read is used again, without a statement, while nothing could have made it stale for its callers: no request has arrived since it was made
 * (every request in flight arrived before it, so it holds whatever was committed before each of them arrived — see requestArrivals), this
 * connection (the process's one handle) has changed no row since (SQLite's total_changes counts the rows triggers write too, and never goes
 * down, so a call that writes — or rolls back — reads its versions again), and it is at most VERSIONS_KEPT_MS old. A list call asks the
 * versions for its session, scope, role dates, reply, kept rows and kept totals: each statement on the file costs its locks and snapshot
 * (10–30 µs), a third of a list page's time before this reuse. Call before the handle's statements are reused (its own are not Kysely's).
 * clock: milliseconds now (tests give their own).
 */
export function sqliteVersionsReader(sqlite: SQLite.Database, clock: () => number = () => performance.now()): VersionsReader {
  // The handle's own prepare, before reusePreparedStatements replaces it: these statements are not ones Kysely's reads share.
  const prepare = sqlite.prepare.bind(sqlite);
  let statement: SQLite.Statement | undefined;
  // total_changes() reads no table: no lock, no snapshot (about 0.1 µs).
  const changes = prepare('select total_changes()').pluck();
  let kept: { versions: Versions; arrivals: number; changes: number; at: number } | undefined;
  return () => {
    if (sqlite.inTransaction) return undefined;
    const written = changes.get() as number;
    const now = clock();
    if (kept && kept.arrivals === requestArrivals() && kept.changes === written && now - kept.at <= VERSIONS_KEPT_MS) return kept.versions;
    try {
      statement ??= prepare('select grupo, version from versiones_cache');
    } catch {
      return undefined;
    }
    const versions = versionsOfRows(statement.all() as { grupo: string; version: number | string }[]);
    kept = { versions, arrivals: requestArrivals(), changes: written, at: now };
    return versions;
  };
}
