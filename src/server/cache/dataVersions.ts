import { CompiledQuery, type Kysely } from 'kysely';
import { dialectOf } from '../db/dialectOf.js';
import { CACHE_GROUPS, type CacheGroup } from '../db/versionTriggers.js';

/** The versions of every cache group at one moment. */
export type Versions = Readonly<Record<CacheGroup, number>>;

const READ = CompiledQuery.raw('select grupo, version from versiones_cache');

/** The versions of the table's rows (groups without a row are at 0). */
export function versionsOfRows(rows: readonly { grupo: string; version: number | string }[]): Versions {
  const found = Object.fromEntries(CACHE_GROUPS.map((g) => [g, 0])) as Record<CacheGroup, number>;
  for (const row of rows) found[row.grupo as CacheGroup] = Number(row.version);
  return found;
}

/** The stamp of an entry read from these groups at these versions: it is served again only while the stamp is the same. */
export function stampOf(versions: Versions, groups: readonly CacheGroup[]): string {
  return groups.map((g) => versions[g]).join(':');
}

/** Reads the versions through any query runner (a Kysely instance or a connection). */
export async function readVersions(run: (q: CompiledQuery) => Promise<{ rows: unknown[] }>): Promise<Versions> {
  return versionsOfRows((await run(READ)).rows as { grupo: string; version: number | string }[]);
}

/**
 * Reads the versions at once, without a query through Kysely, or answers undefined when it cannot (then the versions are read as a query).
 * On SQLite (see openDatabase and sqliteVersionsReader) it reads the table on the database handle when no transaction is open on it, and
 * uses a read again while no request has arrived, the handle has written nothing since and it is at most VERSIONS_KEPT_MS old: a list call
 * asks the versions for its session, its reply, its scope and each kept total, and every query through Kysely waits its turn for the one
 * connection and costs more than the read. Inside a transaction it answers undefined, so no version a transaction has not committed is ever
 * seen.
 */
export type VersionsReader = () => Versions | undefined;
const readers = new WeakMap<object, VersionsReader>();

/** Registers the synchronous versions reader of a database (a Kysely instance). */
export function registerVersionsReader(db: Kysely<any>, reader: VersionsReader): void { // eslint-disable-line @typescript-eslint/no-explicit-any
  readers.set(db, reader);
}

/**
 * The current versions of the cache groups: every answer holds whatever was committed (by any process) before the requests in flight
 * arrived, and this process's own writes, so a write committed before a request arrived is seen by that request. On SQLite the tiny table is
 * read on the handle (a few microseconds, no network) and the read used again by the requests in flight until another arrives, the handle
 * writes or it is VERSIONS_KEPT_MS old (sqliteVersionsReader); on PostgreSQL every answer comes from a read that began after the call did,
 * the calls made while a read is under way sharing the next read.
 */
export class DataVersions {
  private readonly postgres: boolean;
  private readonly reader: VersionsReader | undefined;
  private next: Promise<Versions> | undefined;
  private running: Promise<unknown> | undefined;

  constructor(private readonly db: Kysely<unknown>) {
    this.postgres = dialectOf(db) === 'postgres';
    this.reader = readers.get(db);
  }

  current(): Promise<Versions> {
    if (!this.postgres) {
      const now = this.reader?.();
      return now ? Promise.resolve(now) : readVersions((q) => this.db.executeQuery(q));
    }
    // A read already under way may have begun before this call: wait for it and share the one after.
    if (!this.next) {
      const after = this.running ?? Promise.resolve();
      this.next = after.then(() => {
        this.next = undefined;
        const read = readVersions((q) => this.db.executeQuery(q));
        this.running = read.catch(() => undefined);
        return read;
      });
    }
    return this.next;
  }
}
