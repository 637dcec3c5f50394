/** How much of the serialised replies a process keeps, and the largest reply it keeps. */
export interface ReplyCacheLimits { maxBytes: number; maxReplyBytes: number }

/** The serialised replies, least recently used first, within a byte budget (a character counts as two bytes). */
export class ReplyStore {
  private readonly entries = new Map<string, { stamp: string; text: string }>();
  private bytes = 0;

  constructor(private readonly limits: ReplyCacheLimits) {}

  lookup(key: string, stamp: string): string | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.stamp !== stamp) {
      this.bytes -= 2 * (key.length + hit.text.length);
      return undefined;
    }
    this.entries.set(key, hit);
    return hit.text;
  }

  store(key: string, stamp: string, text: string): void {
    const size = 2 * (key.length + text.length);
    if (size > this.limits.maxReplyBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= 2 * (key.length + old.text.length);
    }
    this.entries.set(key, { stamp, text });
    this.bytes += size;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= 2 * (k.length + e.text.length);
    }
  }
}
