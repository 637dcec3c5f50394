/**
 * Entries kept with the stamp (the data versions) they were read at: an entry is served only while the stamp is the same. The least recently
 * used entries go first once `max` is reached.
 */
export class StampedLru<T> {
  private readonly entries = new Map<string, { stamp: string; value: T }>();

  constructor(private readonly max: number) {}

  /** The value of key when it was stored with this stamp (a stale entry is dropped). */
  lookup(key: string, stamp: string): { value: T } | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.stamp !== stamp) return undefined;
    this.entries.set(key, hit);
    return hit;
  }

  store(key: string, stamp: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { stamp, value });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}
