import type { Column } from '../definition/reportDefinition.gen';

/** Formats whose values must never be cut: dates, months, amounts, numbers and codes. */
const EXACT_FORMATS = new Set(['date', 'amount', 'price', 'number', 'month', 'code']);

/**
 * Whether a result column takes the width of its content (and header) instead of a share of the free width: a column with a
 * fixed width in the definition (codes, dates, states) or a date, amount or number format. Its definition width is then the minimum.
 * Other columns (names, descriptions) share what is left and show their whole text on hover.
 */
export function sizesToContent(column: Pick<Column, 'width' | 'flex' | 'format'>): boolean {
  if (column.flex !== undefined) return false;
  return column.width !== undefined || (column.format !== undefined && EXACT_FORMATS.has(column.format));
}
