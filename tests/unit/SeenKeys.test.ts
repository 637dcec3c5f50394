import { describe, expect, it } from 'vitest';
import { hashOf, SeenKeys } from '../../src/server/cache/SeenKeys';

describe('SeenKeys', () => {
  it('says a key was asked before from its second time on, each key apart', () => {
    const seen = new SeenKeys();
    expect(seen.again('/orders\u0000admin\u0000{"offset":1}')).toBe(false);
    expect(seen.again('/orders\u0000admin\u0000{"offset":11}')).toBe(false);
    expect(seen.again('/orders\u0000admin\u0000{"offset":1}')).toBe(true);
    expect(seen.again('/orders\u0000admin\u0000{"offset":1}')).toBe(true);
    expect(seen.again('/orders\u0000admin\u0000{"offset":11}')).toBe(true);
    expect(seen.again('/orders\u0000cliente\u0000{"offset":1}')).toBe(false);
  });

  it('remembers between one and two generations of keys: a key asked again is kept in mind, the others are forgotten', () => {
    const seen = new SeenKeys(3);
    for (const key of ['a', 'b', 'c']) expect(seen.again(key)).toBe(false);
    // a, b and c are now the older generation.
    expect(seen.again('d')).toBe(false);
    expect(seen.again('a')).toBe(true);
    expect(seen.again('e')).toBe(false);
    // d, a and e are now the older generation: b and c are forgotten, a is still remembered.
    expect(seen.again('b')).toBe(false);
    expect(seen.again('a')).toBe(true);
    expect(seen.again('d')).toBe(true);
  });

  it('hashes a text to a 30-bit integer, the same for the same text', () => {
    const texts = ['', 'a', 'b', 'ñandú €', 'x'.repeat(5000)];
    for (const text of texts) {
      const hash = hashOf(text);
      expect(Number.isInteger(hash)).toBe(true);
      expect(hash).toBeGreaterThanOrEqual(0);
      expect(hash).toBeLessThan(2 ** 30);
      expect(hashOf(`${text}`)).toBe(hash);
    }
    expect(new Set(texts.map(hashOf)).size).toBe(texts.length);
  });
});
