/** How an LRU weighs its entries: the weight of one, the most all may weigh together, and the most one may weigh (heavier ones are not kept). */
export interface LruWeights<T> { weigh: (key: string, value: T) => number; max: number; maxEntry: number }

/**
 * Entries kept with the stamp (the data versions) they were read at: an entry is served only while the stamp is the same. The least recently
 * used entries go first once `max` entries are kept — or, with weights, once they weigh more than `max`.
 */
export class StampedLru<T> {
  private readonly entries = new Map<string, { stamp: string; value: T; weight: number }>();
  private readonly weights: LruWeights<T>;
  private total = 0;

  constructor(limit: number | LruWeights<T>) {
    this.weights = typeof limit === 'number' ? { weigh: () => 1, max: limit, maxEntry: 1 } : limit;
  }

  /** The value of key when it was stored with this stamp (a stale entry is dropped). */
  lookup(key: string, stamp: string): { value: T } | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.stamp !== stamp) {
      this.total -= hit.weight;
      return undefined;
    }
    this.entries.set(key, hit);
    return hit;
  }

  store(key: string, stamp: string, value: T): void {
    const weight = this.weights.weigh(key, value);
    if (weight > this.weights.maxEntry) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.total -= old.weight;
    }
    this.entries.set(key, { stamp, value, weight });
    this.total += weight;
    for (const [k, e] of this.entries) {
      if (this.total <= this.weights.max) break;
      this.entries.delete(k);
      this.total -= e.weight;
    }
  }
}
