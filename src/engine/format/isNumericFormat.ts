import type { Column } from '../definition/reportDefinition.gen';

/** Column formats whose values are numbers: right-aligned, compared as numbers, written to spreadsheets as numbers. */
const NUMERIC = new Set<Column['format']>(['amount', 'price', 'number']);

/** Whether a column format shows a number (amount, price per unit, quantity). */
export function isNumericFormat(format: Column['format']): boolean {
  return NUMERIC.has(format);
}
