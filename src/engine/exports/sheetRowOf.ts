import type { ConditionContext } from '../conditions/conditionContext';
import type { Column } from '../definition/reportDefinition.gen';
import { dayDate } from '../filters/dates';
import { formatCell } from '../format/formatCell';
import { isNumericFormat } from '../format/isNumericFormat';
import { cellValue } from '../values/cellValue';
import { isEmpty } from '../values/getPath';
import type { ExportCell } from './exportWriter';

/** Distinct date texts whose day is kept per column (an export's dates repeat: a few hundred days over 100,000 rows). */
const KEPT_DAYS = 4096;

/** A column's cell from a row. */
type CellOf = (row: Record<string, unknown>) => ExportCell;

/** The value of a column in a row, as cellValue reads it: a plain field read directly, a path or a computed value through cellValue. */
function valueOf(column: Column, ctx: ConditionContext | undefined): (row: Record<string, unknown>) => unknown {
  const { field } = column;
  if (column.value || field === '*' || field.includes('.')) return (row) => cellValue(column, row, ctx);
  return (row) => (row !== null && typeof row === 'object' ? row[field] : undefined);
}

/**
 * The cells of an export's rows, made once for its columns and used for each row (computed columns included): dates as Date, amounts and
 * numbers as numbers, everything else as the text the grid shows. Each column's kind is decided once, not for each of the 3.5 million cells
 * of an export of every column, and a date text's day is kept per column, so repeated days share one Date (cells are only read) instead of
 * the same few hundred dates being parsed a hundred thousand times.
 */
export function sheetRowOf(columns: readonly Column[], translate: (key: string) => string, ctx?: ConditionContext): (row: Record<string, unknown>) => ExportCell[] {
  const cells: CellOf[] = columns.map((c) => {
    const value = valueOf(c, ctx);
    if (c.format === 'date') {
      const days = new Map<string, Date | undefined>();
      return (row) => {
        const v = value(row);
        if (isEmpty(v)) return null;
        if (typeof v !== 'string') return dayDate(v) ?? String(v);
        let day = days.get(v);
        if (day === undefined && !days.has(v)) {
          if (days.size >= KEPT_DAYS) days.clear();
          day = dayDate(v);
          days.set(v, day);
        }
        return day ?? v;
      };
    }
    if (isNumericFormat(c.format)) {
      return (row) => {
        const v = value(row);
        if (isEmpty(v)) return null;
        const n = typeof v === 'number' ? v : Number(v);
        return Number.isFinite(n) ? n : String(v);
      };
    }
    return (row) => {
      const v = value(row);
      return isEmpty(v) ? null : formatCell(c, v, translate);
    };
  });
  const n = cells.length;
  return (row) => {
    const out: ExportCell[] = new Array(n);
    for (let i = 0; i < n; i++) out[i] = cells[i]!(row);
    return out;
  };
}
