import type { Faker } from '@faker-js/faker';

/** Relative trade of each month (January first): busy spring and autumn, quiet August and Christmas, as the scrap and waste trade goes. */
export const MONTH_WEIGHTS = [0.8, 0.95, 1.1, 1.15, 1.2, 1.05, 0.9, 0.45, 1.1, 1.2, 1.1, 0.7] as const;
const MAX_WEIGHT = Math.max(...MONTH_WEIGHTS);

/** An age in days (0 to maxDays) drawn so that dates follow the months' trade: a month's dates are drawn in proportion to its weight. */
export function seasonalAge(f: Faker, today: Date, maxDays: number): number {
  for (;;) {
    const age = f.number.int({ min: 0, max: maxDays });
    const month = new Date(today.getTime() - age * 86_400_000).getUTCMonth();
    if (f.number.float({ min: 0, max: MAX_WEIGHT }) <= MONTH_WEIGHTS[month]!) return age;
  }
}
