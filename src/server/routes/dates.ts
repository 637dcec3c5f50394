/** YYYY-MM-DD → DD/MM/YYYY (null stays null). */
export function isoToDmy(iso: string | null): string | null {
  if (!iso) return null;
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** DD/MM/YYYY → YYYY-MM-DD; undefined when the text is not such a date. */
export function dmyToIso(dmy: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dmy);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : undefined;
}

/** Whole days from ISO date `from` to ISO date `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000);
}
