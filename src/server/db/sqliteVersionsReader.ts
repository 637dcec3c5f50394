import type SQLite from 'better-sqlite3';
import { versionsOfRows, type Versions, type VersionsReader } from '../cache/dataVersions.js';
import { requestArrivals } from '../cache/requestArrivals.js';

/**
 * The cache versions read on the SQLite handle itself, synchronously, while no transaction is open on it: the handle is the one connection
 * Kysely's queries share, so inside a transaction the read would see versions the transaction may still roll back — then it answers undefined
 * and the versions are read as a query, which waits for the transaction to end. Before the migrations have made the table it answers undefined.
 *
 * A read is used again, without a statement, while nothing could have made it stale for its callers: no request has arrived since it was made
 * (every request in flight arrived before it, so it holds whatever was committed before each of them arrived — see requestArrivals), this
 * connection has changed no row since (SQLite's total_changes counts the rows written by triggers too, so a call that writes reads its own
 * versions again), and the event loop has not turned since (a caller outside any request, e.g. a timer, reads again). A list call asks the
 * versions for its session, scope, reply, kept rows and kept totals: each statement on the file costs its locks and snapshot (10–30 µs), a
 * third of a list page's time before this reuse. Call before the handle's statements are reused (its own statements are not Kysely's).
 */
export function sqliteVersionsReader(sqlite: SQLite.Database): VersionsReader {
  // The handle's own prepare, before reusePreparedStatements replaces it: these statements are not ones Kysely's reads share.
  const prepare = sqlite.prepare.bind(sqlite);
  let statement: SQLite.Statement | undefined;
  // total_changes() reads no table: no lock, no snapshot (about 0.1 µs).
  const changes = prepare('select total_changes()').pluck();
  let kept: { versions: Versions; arrivals: number; changes: number } | undefined;
  let clearing = false;
  return () => {
    if (sqlite.inTransaction) return undefined;
    const written = changes.get() as number;
    if (kept && kept.arrivals === requestArrivals() && kept.changes === written) return kept.versions;
    try {
      statement ??= prepare('select grupo, version from versiones_cache');
    } catch {
      return undefined;
    }
    const versions = versionsOfRows(statement.all() as { grupo: string; version: number | string }[]);
    kept = { versions, arrivals: requestArrivals(), changes: written };
    if (!clearing) {
      clearing = true;
      setImmediate(() => {
        clearing = false;
        kept = undefined;
      });
    }
    return versions;
  };
}
