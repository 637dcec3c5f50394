import { neutraliseFormula } from './neutraliseFormula';

/** How csvField writes a value: field separator, and for numbers the decimals (fixed when given) and the decimal mark. */
export interface CsvFieldOptions {
  separator?: string;
  decimals?: number;
  decimalComma?: boolean;
}

/**
 * One CSV field. Text is neutralised against formula injection (neutraliseFormula) and quoted (RFC 4180, inner quotes doubled) when it holds the
 * separator, a quote, a line break or was neutralised. Numbers are written as numbers — a negative amount stays -12,50, never escaped — with
 * `decimals` fixed and a decimal comma when asked. null and undefined give an empty field.
 */
export function csvField(value: string | number | null | undefined, { separator = ';', decimals, decimalComma = false }: CsvFieldOptions = {}): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    const n = decimals === undefined ? String(value) : value.toFixed(decimals);
    return decimalComma ? n.replace('.', ',') : n;
  }
  const safe = neutraliseFormula(value);
  return safe !== value || safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
