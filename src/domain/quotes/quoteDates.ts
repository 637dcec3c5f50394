/** Days of validity a new quote gets by default (spec 3 §9). */
export const DEFAULT_VALIDITY_DAYS = 7;

const DAY_MS = 86_400_000;

/** True for an existing calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The YYYY-MM-DD day `days` after an ISO day (before it when negative). */
export function addDaysIso(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD → DD/MM/YYYY, the format quote calls exchange; blank stays blank. */
export function isoToWire(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** DD/MM/YYYY or YYYY-MM-DD (an existing day) → YYYY-MM-DD; undefined for anything else. */
export function wireToIso(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : value.slice(0, 10);
  return isIsoDay(iso) ? iso : undefined;
}

/** Creation and validity dates of a new quote: today and today plus seven days. */
export function defaultQuoteDates(todayIso: string): { fecha: string; fechaVigencia: string } {
  return { fecha: todayIso, fechaVigencia: addDaysIso(todayIso, DEFAULT_VALIDITY_DAYS) };
}

/** The fechaFin the list call receives: the chosen end day plus one (the server keeps dates before it). */
export function listEndParam(endIso: string | null | undefined): string {
  return endIso ? isoToWire(addDaysIso(endIso, 1)) : '';
}
