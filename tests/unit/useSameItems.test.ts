import { describe, expect, it, vi } from 'vitest';

// One component's ref across its renders: the hook's only React call.
const ref: { current: unknown } = { current: undefined };
vi.mock('react', () => ({ useRef: (initial: unknown) => { if (ref.current === undefined) ref.current = initial; return ref; } }));
const { useSameItems } = await import('../../src/kit/hooks/useSameItems');

describe('useSameItems', () => {
  it('answers the earlier list while the items are the same, in the same order, and the new one as soon as they differ', () => {
    const a = { field: 'a' };
    const b = { field: 'b' };
    const first = [a, b];
    expect(useSameItems(first)).toBe(first);
    expect(useSameItems([a, b])).toBe(first);
    const reordered = [b, a];
    expect(useSameItems(reordered)).toBe(reordered);
    const shorter = [b];
    expect(useSameItems(shorter)).toBe(shorter);
    // An equal-looking item that is another object is another item.
    const copy = [{ field: 'b' }];
    expect(useSameItems(copy)).toBe(copy);
    expect(useSameItems([...copy])).toBe(copy);
    const empty: unknown[] = [];
    expect(useSameItems(empty)).toBe(empty);
    expect(useSameItems([])).toBe(empty);
  });
});
