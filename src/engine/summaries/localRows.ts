import type { ConditionContext } from '../conditions/conditionContext';
import type { Column } from '../definition/reportDefinition.gen';
import { dayDate } from '../filters/dates';
import { isNumericFormat } from '../format/isNumericFormat';
import { cellValue } from '../values/cellValue';
import { getPath, isEmpty } from '../values/getPath';

/** A page of rows held on the client: the rows and how many there are in all. */
export interface LocalPage {
  rows: Record<string, unknown>[];
  total: number;
}

const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

/** A comparable form of a cell: a number (amounts, numbers, months, days as time) or a text; null when empty. */
function sortValue(column: Column, row: Record<string, unknown>, ctx?: ConditionContext): number | string | null {
  const value = cellValue(column, row, ctx);
  if (isEmpty(value)) return null;
  if (column.format === 'date') return dayDate(value)?.getTime() ?? String(value);
  if (isNumericFormat(column.format) || column.format === 'month') {
    const n = Number(value);
    return Number.isFinite(n) ? n : String(value);
  }
  return String(column.format === 'code' ? (getPath(value, 'codigo') ?? value) : value);
}

/**
 * A page of rows held on the client, sorted by one of the columns the way the grid shows it (numbers and days in order, texts as in Spanish,
 * empty values last) — the grid's data while it shows the rows of a summary's group.
 */
export function localPage(rows: readonly Record<string, unknown>[], columns: readonly Column[], query: { page: number; pageSize: number; sort?: { column: string; direction: 'asc' | 'desc' } | undefined }, ctx?: ConditionContext): LocalPage {
  let sorted = rows as Record<string, unknown>[];
  const column = query.sort ? columns.find((c) => c.field === query.sort!.column) : undefined;
  if (column) {
    const sign = query.sort!.direction === 'desc' ? -1 : 1;
    const keyed = rows.map((row) => ({ row, key: sortValue(column, row, ctx) }));
    keyed.sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? 0 : a.key === null ? 1 : -1;
      if (typeof a.key === 'number' && typeof b.key === 'number') return sign * (a.key - b.key);
      return sign * collator.compare(String(a.key), String(b.key));
    });
    sorted = keyed.map((k) => k.row);
  }
  const start = Math.max(0, (query.page - 1) * query.pageSize);
  return { rows: sorted.slice(start, start + query.pageSize), total: rows.length };
}
