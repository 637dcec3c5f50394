import { describe, expect, it } from 'vitest';
import { StampedLru } from '../../src/server/cache/StampedLru';
import { seededRandom } from '../server/support/seededRandom';

describe('StampedLru', () => {
  it('serves an entry only with the stamp it was stored with, and drops a stale one', () => {
    const lru = new StampedLru<string>(10);
    lru.store('k', 'v1', 'value');
    expect(lru.lookup('k', 'v1')?.value).toBe('value');
    expect(lru.lookup('k', 'v2')).toBeUndefined();
    expect(lru.lookup('k', 'v1')).toBeUndefined();
  });

  it('lets the least recently used entry go first', () => {
    const lru = new StampedLru<number>(4);
    for (const [i, k] of ['a', 'b', 'c', 'd'].entries()) lru.store(k, '', i);
    expect(lru.lookup('a', '')?.value).toBe(0);
    lru.store('e', '', 4);
    expect(lru.lookup('b', '')).toBeUndefined();
    expect(['a', 'c', 'd', 'e'].map((k) => lru.lookup(k, '')?.value)).toEqual([0, 2, 3, 4]);
  });

  it('keeps an entry used in the recent half while older ones go', () => {
    const lru = new StampedLru<number>(4);
    for (const [i, k] of ['a', 'b', 'c', 'd'].entries()) lru.store(k, '', i);
    // d was just stored: used again, it stays where it is, still after a, b and c.
    expect(lru.lookup('d', '')?.value).toBe(3);
    lru.store('e', '', 4);
    lru.store('f', '', 5);
    lru.store('g', '', 6);
    expect(['a', 'b', 'c'].map((k) => lru.lookup(k, ''))).toEqual([undefined, undefined, undefined]);
    expect(lru.lookup('d', '')?.value).toBe(3);
  });

  it('never lets an entry used again go before half its size of other entries are stored or used (random uses)', () => {
    const max = 100;
    const random = seededRandom(20261130);
    const lru = new StampedLru<number>(max);
    // Each key used again: how many uses of other keys (stored or found) may still come before it may go.
    const protectedFor = new Map<string, number>();
    let checked = 0;
    for (let step = 0; step < 20_000; step++) {
      const key = `k${random.int(0, 199)}`;
      const hit = lru.lookup(key, '') !== undefined;
      if (protectedFor.has(key)) {
        checked++;
        expect(hit, `${key} at step ${step}`).toBe(true);
      }
      if (!hit) lru.store(key, '', step);
      for (const [k, left] of protectedFor) {
        if (k === key) continue;
        if (left === 0) protectedFor.delete(k);
        else protectedFor.set(k, left - 1);
      }
      if (hit) protectedFor.set(key, Math.floor(max / 2) - 1);
    }
    expect(checked).toBeGreaterThan(1_000);
  });

  it('with weights, keeps the total under the most and refuses an entry heavier than one may be', () => {
    const lru = new StampedLru<string>({ weigh: (_, v) => v.length, max: 10, maxEntry: 6 });
    lru.store('a', '', 'xxxx');
    lru.store('b', '', 'yyyy');
    lru.store('big', '', 'zzzzzzz');
    expect(lru.lookup('big', '')).toBeUndefined();
    lru.store('c', '', 'www');
    expect(lru.lookup('a', '')).toBeUndefined();
    expect(lru.lookup('b', '')?.value).toBe('yyyy');
    expect(lru.lookup('c', '')?.value).toBe('www');
  });
});
