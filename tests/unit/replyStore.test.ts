import { describe, expect, it } from 'vitest';
import { ReplyStore } from '../../src/server/cache/ReplyStore';

describe('ReplyStore', () => {
  it('serves a reply only with the stamp it was stored at, and drops it once stale', () => {
    const store = new ReplyStore({ maxBytes: 10_000, maxReplyBytes: 1_000 });
    store.store('a', '1:1:1:2026-11-26', '{"numReg":3}');
    expect(store.lookup('a', '1:1:1:2026-11-26')).toBe('{"numReg":3}');
    expect(store.lookup('a', '1:2:1:2026-11-26')).toBeUndefined();
    // Gone, even for the old stamp.
    expect(store.lookup('a', '1:1:1:2026-11-26')).toBeUndefined();
    expect(store.lookup('b', '1:1:1:2026-11-26')).toBeUndefined();
  });

  it('keeps within its byte budget, least recently used first, and never keeps a reply over the size limit', () => {
    // Each entry: key of 1 character + text of 99 = 200 bytes; the budget holds three.
    const store = new ReplyStore({ maxBytes: 600, maxReplyBytes: 300 });
    const text = (c: string) => c.repeat(99);
    for (const k of ['a', 'b', 'c']) store.store(k, 's', text(k));
    expect(store.lookup('a', 's')).toBe(text('a')); // a is now the most recently used
    store.store('d', 's', text('d'));
    expect(store.lookup('b', 's')).toBeUndefined();
    expect(store.lookup('a', 's')).toBe(text('a'));
    expect(store.lookup('c', 's')).toBe(text('c'));
    expect(store.lookup('d', 's')).toBe(text('d'));
    // Replacing an entry does not count it twice.
    store.store('d', 's', text('e'));
    expect(store.lookup('a', 's')).toBe(text('a'));
    expect(store.lookup('d', 's')).toBe(text('e'));
    // Too large to keep: not stored, and nothing else is evicted for it.
    store.store('x', 's', 'x'.repeat(200));
    expect(store.lookup('x', 's')).toBeUndefined();
    expect(store.lookup('c', 's')).toBe(text('c'));
  });
});
