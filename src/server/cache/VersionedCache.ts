import type { CacheGroup } from '../db/versionTriggers.js';
import { stampOf, type DataVersions } from './dataVersions.js';
import { StampedLru } from './StampedLru.js';

/**
 * An in-process cache whose entries are valid while the versions of their groups stay as they were when the value was read: a write of
 * any table of those groups, by any process, makes every entry stale at the next get. Values are shared between requests: never mutate them.
 * Least recently used entries go first once `max` is reached.
 */
export class VersionedCache<T> {
  private readonly entries: StampedLru<T>;

  constructor(private readonly versions: DataVersions, private readonly groups: readonly CacheGroup[], max = 5_000) {
    this.entries = new StampedLru(max);
  }

  /** The cached value of key, or what load gives (then kept). The stamp is taken before loading, so a write during the load is not hidden. */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    const stamp = stampOf(await this.versions.current(), this.groups);
    const hit = this.entries.lookup(key, stamp);
    if (hit) return hit.value;
    const value = await load();
    this.entries.store(key, stamp, value);
    return value;
  }
}
