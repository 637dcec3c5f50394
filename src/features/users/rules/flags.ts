/** An S/N flag as the ERP sends it. */
export type FlagSN = 'S' | 'N';

/** S/N on the wire → boolean on screen (anything but S is off). */
export const fromSN = (value: string | null | undefined): boolean => String(value ?? '').toUpperCase() === 'S';

/** Boolean on screen → S/N on the wire. */
export const toSN = (value: boolean | null | undefined): FlagSN => (value ? 'S' : 'N');

/** A list of wire entries with an S/N flag → flags by key. */
export function flagsFromWire<T extends { valueSN: string }>(entries: readonly T[], keyOf: (entry: T) => string): Record<string, boolean> {
  return Object.fromEntries(entries.map((e) => [keyOf(e), fromSN(e.valueSN)]));
}

/** Flags by key → wire entries with S/N, in the order of `keys`. */
export function flagsToWire<K extends string>(flags: Readonly<Record<string, boolean>>, keys: readonly string[], field: K): (Record<K, string> & { valueSN: FlagSN })[] {
  return keys.map((key) => ({ [field]: key, valueSN: toSN(flags[key]) }) as Record<K, string> & { valueSN: FlagSN });
}
