import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../src/server/parseTrustProxy';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false], ['', false], ['false', false], ['FALSE', false], ['true', true], [' True ', true], ['2', 2],
    ['10.0.0.0/8', '10.0.0.0/8'], ['10.0.0.0/8, 127.0.0.1,', '10.0.0.0/8,127.0.0.1'],
  ])('%j trusts %j', (value, expected) => {
    expect(parseTrustProxy(value)).toBe(expected);
  });
});
