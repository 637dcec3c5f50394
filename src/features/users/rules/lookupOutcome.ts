/** What a lookup does with the results of a typed code (spec 1 §4.3). */
export type LookupOutcome<T> = { kind: 'select'; item: T } | { kind: 'choose' } | { kind: 'none' };

/** Exactly one result selects it, several open the selection dialog, none shows 'noExisteElemento' and clears the field. */
export function lookupOutcome<T>(items: readonly T[]): LookupOutcome<T> {
  if (items.length === 1) return { kind: 'select', item: items[0]! };
  return items.length > 1 ? { kind: 'choose' } : { kind: 'none' };
}
