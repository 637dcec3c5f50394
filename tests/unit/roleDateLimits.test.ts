import { describe, expect, it } from 'vitest';
import { clampRange } from '../../src/server/routes/reports/roleDateLimits';

describe('clampRange (role date limits on the server)', () => {
  it.each([
    [{}, '2026-01-01', '2026-06-30', { from: '2026-01-01', to: '2026-06-30' }],
    [{ from: '2025-01-01', to: '2026-12-31' }, '2026-01-01', '2026-06-30', { from: '2026-01-01', to: '2026-06-30' }],
    [{ from: '2026-03-01', to: '2026-04-01' }, '2026-01-01', '2026-06-30', { from: '2026-03-01', to: '2026-04-01' }],
    [{ from: '2025-01-01' }, null, null, { from: '2025-01-01' }],
    [{ to: '2026-12-31' }, '2026-01-01', null, { from: '2026-01-01', to: '2026-12-31' }],
    // Entirely outside: the start ends after the end, so nothing is found.
    [{ from: '2020-01-01', to: '2020-12-31' }, '2026-01-01', null, { from: '2026-01-01', to: '2020-12-31' }],
  ])('%j within [%s, %s] is %j', (range, start, end, expected) => {
    expect(clampRange(range, start, end)).toEqual(expected);
  });
});
