import { CompiledQuery, type Kysely } from 'kysely';
import { dialectOf } from '../db/dialectOf.js';
import { CACHE_GROUPS, type CacheGroup } from '../db/versionTriggers.js';

/** The versions of every cache group at one moment. */
export type Versions = Readonly<Record<CacheGroup, number>>;

const READ = CompiledQuery.raw('select grupo, version from versiones_cache');

/** Reads the versions through any query runner (a Kysely instance or a connection). */
export async function readVersions(run: (q: CompiledQuery) => Promise<{ rows: unknown[] }>): Promise<Versions> {
  const found = Object.fromEntries(CACHE_GROUPS.map((g) => [g, 0])) as Record<CacheGroup, number>;
  for (const row of (await run(READ)).rows as { grupo: string; version: number | string }[]) found[row.grupo as CacheGroup] = Number(row.version);
  return found;
}

/**
 * The current versions of the cache groups, exact at the moment of the call: every answer comes from a read that began after the call did,
 * so a write committed (by any process) before a request arrived is seen by that request. On SQLite each call reads the tiny table (a few
 * microseconds, no network); on PostgreSQL the calls made while a read is under way share the next read.
 */
export class DataVersions {
  private readonly postgres: boolean;
  private next: Promise<Versions> | undefined;
  private running: Promise<unknown> | undefined;

  constructor(private readonly db: Kysely<unknown>) {
    this.postgres = dialectOf(db) === 'postgres';
  }

  current(): Promise<Versions> {
    if (!this.postgres) return readVersions((q) => this.db.executeQuery(q));
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
