import type { Column, SummaryMeasure } from '../definition/reportDefinition.gen';
import { formatAmount, formatNumber, formatPrice } from '../format/formatAmount';

/** The text of a measure's figure: counts as whole numbers, the others in their column's format (amounts in euros); a dash when there is none. */
export function formatMeasure(measure: SummaryMeasure, column: Pick<Column, 'format'> | undefined, value: number | null): string {
  if (value === null) return '-';
  if (measure.fn === 'count') return formatNumber(value);
  if (column?.format === 'amount') return formatAmount(value);
  if (column?.format === 'price') return formatPrice(value);
  return formatNumber(value);
}
