const DAY = 86_400_000;

/** YYYY-MM-DD of a date (UTC, as the foundation seed writes dates). */
export const isoDate = (d: Date): string => d.toISOString().slice(0, 10);

/** The ISO date `days` after (or before, when negative) an ISO date. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

export { daysBetween } from '../../routes/dates.js';

/** The earlier of two ISO dates. */
export const minIso = (a: string, b: string): string => (a < b ? a : b);

/** Left-pads a number with zeros. */
export const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Rounds to cents. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** A deterministic non-negative integer mixed from the given integers (for choices that must not shift when other data changes). */
export function mix(...values: number[]): number {
  let h = 2166136261;
  for (const v of values) {
    h = Math.imul(h ^ (v & 0xffff), 16777619);
    h = Math.imul(h ^ (v >>> 16), 16777619);
  }
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995);
  return (h ^ (h >>> 15)) >>> 0;
}

/** HH:mm of minutes after midnight. */
export const hhmm = (minutes: number): string => `${pad(Math.floor(minutes / 60) % 24, 2)}:${pad(minutes % 60, 2)}`;
