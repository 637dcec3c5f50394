/**
 * Keys asked recently, remembered by a 30-bit hash (a small integer: no memory per key beyond its slot) in two generations of `generation`
 * keys each: once the newer generation is full it becomes the older one and the oldest is forgotten, so between `generation` and twice as many
 * of the last distinct keys are remembered. Two keys of one hash count as one: a key may then be taken as seen before, never the reverse.
 */
export class SeenKeys {
  private newer = new Set<number>();
  private older = new Set<number>();

  constructor(private readonly generation = 16_384) {}

  /** Whether the key was asked before (within the remembered keys); it is remembered now either way. */
  again(key: string): boolean {
    const hash = hashOf(key);
    if (this.newer.has(hash)) return true;
    const seen = this.older.has(hash);
    this.newer.add(hash);
    if (this.newer.size >= this.generation) {
      this.older = this.newer;
      this.newer = new Set();
    }
    return seen;
  }
}

/** FNV-1a over the text's UTF-16 code units, cut to 30 bits (a small integer on any V8 build). */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 2;
}
