import type { Kysely } from 'kysely';
import type { CacheGroup } from '../db/versionTriggers.js';
import { DataVersions } from './dataVersions.js';
import { VersionedCache } from './VersionedCache.js';

const registry = new WeakMap<object, { versions: DataVersions; caches: Map<string, VersionedCache<unknown>> }>();

function entryOf(db: Kysely<any>) { // eslint-disable-line @typescript-eslint/no-explicit-any
  let entry = registry.get(db);
  if (!entry) {
    entry = { versions: new DataVersions(db), caches: new Map() };
    registry.set(db, entry);
  }
  return entry;
}

/** The cache versions of a database (one reader per Kysely instance). */
export function versionsOf(db: Kysely<any>): DataVersions { // eslint-disable-line @typescript-eslint/no-explicit-any
  return entryOf(db).versions;
}

/** The named versioned cache of a database, created at first use with its groups and size. */
export function cacheOf<T>(db: Kysely<any>, name: string, groups: readonly CacheGroup[], max?: number): VersionedCache<T> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const entry = entryOf(db);
  let cache = entry.caches.get(name);
  if (!cache) {
    cache = new VersionedCache<unknown>(entry.versions, groups, max);
    entry.caches.set(name, cache);
  }
  return cache as VersionedCache<T>;
}
