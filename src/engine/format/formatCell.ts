import dayjs from 'dayjs';
import type { Column } from '../definition/reportDefinition.gen';
import { getPath, isEmpty } from '../values/getPath';
import { formatAmount, formatNumber, formatPrice } from './formatAmount';
import { formatDate } from './formatDate';

/** Text shown for an empty value (spec 2 §5: a dash). */
export const EMPTY_CELL = '-';

/** The name of month 1–12 in the current dayjs locale. */
export function monthName(value: unknown): string {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 12) return EMPTY_CELL;
  const name = dayjs().month(n - 1).format('MMMM');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The display text of a cell by the column's format; enum labels come back as keys for the caller to translate. */
export function formatCell(column: Pick<Column, 'field' | 'format' | 'enum'>, value: unknown, translate: (key: string) => string = (k) => k): string {
  if (isEmpty(value)) return column.format === 'amount' ? formatAmount(0) : EMPTY_CELL;
  switch (column.format) {
    case 'date':
      return formatDate(String(value)) || String(value);
    case 'amount':
      return formatAmount(value as number);
    case 'price':
      return formatPrice(value as number);
    case 'number':
      return formatNumber(Number(value));
    case 'month':
      return monthName(value);
    case 'flagIcon':
      return value === 'S' || value === true ? translate('grid.yes') : translate('grid.no');
    case 'code':
      return String(getPath(value, 'codigo') ?? value);
    case 'enum': {
      const entry = column.enum?.[String(value)];
      return entry?.labelKey ? translate(entry.labelKey) : String(value);
    }
    default:
      return String(value);
  }
}
