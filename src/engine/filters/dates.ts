import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** Date filters travel inside the portal as YYYY-MM-DD (the pickers' exchange format). */
export const ISO = 'YYYY-MM-DD';

/** Parses YYYY-MM-DD or DD/MM/YYYY strictly (a month YYYY-MM or MM/YYYY as its first day); undefined when invalid or empty. */
export function parseDay(value: unknown): dayjs.Dayjs | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  const d = /^\d{2}\/\d{2}\/\d{4}$/.test(value) ? dayjs(value, 'DD/MM/YYYY', true)
    : /^\d{4}-\d{2}$/.test(value) ? dayjs(`${value}-01`, ISO, true)
      : /^\d{2}\/\d{4}$/.test(value) ? dayjs(`01/${value}`, 'DD/MM/YYYY', true) : dayjs(value.slice(0, 10), ISO, true);
  return d.isValid() ? d.startOf('day') : undefined;
}

/**
 * The day parseDay reads, as a Date at local midnight, without dayjs for the two usual forms (YYYY-MM-DD, optionally with a time, and
 * DD/MM/YYYY): an export turns every date cell of up to a million rows into a Date, and a strict dayjs parse costs microseconds each.
 */
export function dayDate(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const dmy = iso ? null : /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const [y, m, d] = iso ? [+iso[1]!, +iso[2]!, +iso[3]!] : dmy ? [+dmy[3]!, +dmy[2]!, +dmy[1]!] : [0, 0, 0];
  if (y < 100) return parseDay(value)?.toDate();
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : undefined;
}

/** YYYY-MM-DD of a date-like value, or null. */
export function toIso(value: unknown): string | null {
  return parseDay(value)?.format(ISO) ?? null;
}

/** DD/MM/YYYY of a YYYY-MM-DD date (as the pickers show it). */
export function toDmy(iso: string): string {
  return parseDay(iso)?.format('DD/MM/YYYY') ?? iso;
}

/** The later of two YYYY-MM-DD dates (missing ones ignored). */
export function laterOf(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a > b ? a : b;
}

/** The earlier of two YYYY-MM-DD dates (missing ones ignored). */
export function earlierOf(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a < b ? a : b;
}
