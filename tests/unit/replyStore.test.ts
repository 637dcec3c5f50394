import { describe, expect, it } from 'vitest';
import { replyStore } from '../../src/server/cache/replyCache';

describe('the kept replies (replyStore)', () => {
  it('serves a reply only with the stamp it was stored at, and drops it once stale', () => {
    const store = replyStore({ maxBytes: 10_000, maxReplyBytes: 1_000 });
    store.store('a', '1:1:1:2026-11-26', '{"numReg":3}');
    expect(store.lookup('a', '1:1:1:2026-11-26')?.value).toBe('{"numReg":3}');
    expect(store.lookup('a', '1:2:1:2026-11-26')?.value).toBeUndefined();
    // Gone, even for the old stamp.
    expect(store.lookup('a', '1:1:1:2026-11-26')?.value).toBeUndefined();
    expect(store.lookup('b', '1:1:1:2026-11-26')?.value).toBeUndefined();
  });

  it('keeps within its byte budget, least recently used first, and never keeps a reply over the size limit', () => {
    // Each entry: key of 1 character + text of 99 = 200 bytes; the budget holds three.
    const store = replyStore({ maxBytes: 600, maxReplyBytes: 300 });
    const text = (c: string) => c.repeat(99);
    for (const k of ['a', 'b', 'c']) store.store(k, 's', text(k));
    expect(store.lookup('a', 's')?.value).toBe(text('a')); // a is now the most recently used
    store.store('d', 's', text('d'));
    expect(store.lookup('b', 's')?.value).toBeUndefined();
    expect(store.lookup('a', 's')?.value).toBe(text('a'));
    expect(store.lookup('c', 's')?.value).toBe(text('c'));
    expect(store.lookup('d', 's')?.value).toBe(text('d'));
    // Replacing an entry does not count it twice.
    store.store('d', 's', text('e'));
    expect(store.lookup('a', 's')?.value).toBe(text('a'));
    expect(store.lookup('d', 's')?.value).toBe(text('e'));
    // Too large to keep: not stored, and nothing else is evicted for it.
    store.store('x', 's', 'x'.repeat(200));
    expect(store.lookup('x', 's')?.value).toBeUndefined();
    expect(store.lookup('c', 's')?.value).toBe(text('c'));
  });
});
