const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });

/** Formats an amount in German locale with the euro sign (1.234,50 €); '' for empty or non-numeric input. */
export function formatAmount(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? euro.format(n) : '';
}

/** Formats a quantity in German locale (1.234,5). */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : number.format(value);
}
