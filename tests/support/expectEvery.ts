import { expect } from 'vitest';

/**
 * Asserts that a list is not empty and that every item satisfies the predicate, naming the items that do not.
 * `expect(list.every(p)).toBe(true)` alone passes on an empty list, which is how a filter that returns nothing would slip through.
 */
export function expectEvery<T>(list: readonly T[], predicate: (item: T) => boolean, label = 'items'): void {
  expect(list.length, `${label}: the list is empty, so "every" would prove nothing`).toBeGreaterThan(0);
  expect(list.filter((item) => !predicate(item)), `${label}: items that do not match`).toEqual([]);
}
