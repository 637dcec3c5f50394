const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });

/** Formats an amount in German locale with the euro sign (1.234,50 €); '' for empty or non-numeric input. */
export function formatAmount(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? euro.format(n) : '';
}

const unitPrice = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 6 });

/**
 * Formats a price per unit with the decimals it has, at least 2 and at most 6, trailing zeros trimmed (0,01186 €; 12,50 €): a price per kilo
 * rounded to cents would no longer make quantity × price = amount.
 */
export function formatPrice(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? unitPrice.format(n) : '';
}

/** Formats a quantity in German locale (1.234,5). */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : number.format(value);
}
