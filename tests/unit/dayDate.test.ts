import { describe, expect, it } from 'vitest';
import { dayDate, parseDay } from '../../src/engine/filters/dates';

describe('dayDate (the export\'s date cells without dayjs)', () => {
  it('reads every form parseDay reads, to the same local midnight, and refuses what parseDay refuses', () => {
    const values: unknown[] = [
      '2026-04-08', '2026-04-08T13:45:00', '2026-04-08 13:45', '08/04/2026', '29/02/2024', '29/02/2026', '31/04/2026', '2026-02-30', '2026-13-01',
      '2026-04', '04/2026', '0099-01-01', '1900-01-01', '9999-12-31', '8/4/2026', '2026-4-8', '', 'abc', '2026/04/08', null, undefined, 20260408, '00/01/2026',
    ];
    for (const value of values) expect([value, dayDate(value)?.getTime()]).toEqual([value, parseDay(value)?.toDate().getTime()]);
    expect(dayDate('2026-04-08')).toEqual(new Date(2026, 3, 8));
  });
});
