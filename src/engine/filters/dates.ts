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
