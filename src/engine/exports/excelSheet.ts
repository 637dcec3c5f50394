import type { Column } from '../definition/reportDefinition.gen';
import { isNumericFormat } from '../format/isNumericFormat';
import { dayDate } from '../filters/dates';
import { formatCell } from '../format/formatCell';
import type { ConditionContext } from '../conditions/conditionContext';
import { cellValue } from '../values/cellValue';
import { isEmpty } from '../values/getPath';

/** A spreadsheet column: header text, width and cell number format. */
export interface SheetColumn {
  header: string;
  width: number;
  numFmt?: string;
}

/** Spreadsheet columns for the columns the user sees, in their order. */
export function sheetColumns(columns: readonly Column[], translate: (key: string) => string): SheetColumn[] {
  return columns.map((c) => ({
    header: translate(c.headerKey),
    width: c.format === 'date' ? 12 : isNumericFormat(c.format) ? 14 : Math.max(12, Math.min(40, (c.width ?? 140) / 7)),
    ...(c.format === 'date' ? { numFmt: 'dd/mm/yyyy' } : c.format === 'amount' ? { numFmt: '#,##0.00 "€"' } : c.format === 'price' ? { numFmt: '#,##0.00#### "€"' } : c.format === 'number' ? { numFmt: '#,##0.###' } : {}),
  }));
}

/** One row of cell values (computed columns included): dates as Date, amounts and numbers as numbers, everything else as the text the grid shows. */
export function sheetRow(columns: readonly Column[], row: Record<string, unknown>, translate: (key: string) => string, ctx?: ConditionContext): (string | number | Date | null)[] {
  return columns.map((c) => {
    const value = cellValue(c, row, ctx);
    if (isEmpty(value)) return null;
    if (c.format === 'date') return dayDate(value) ?? String(value);
    if (isNumericFormat(c.format)) {
      const n = Number(value);
      return Number.isFinite(n) ? n : String(value);
    }
    return formatCell(c, value, translate);
  });
}

/** The text keys sheetRow may translate for these columns (yes/no of flags, enum labels): the worker gets them translated beforehand. */
export function sheetTextKeys(columns: readonly Column[]): string[] {
  const keys = new Set<string>(['grid.yes', 'grid.no']);
  for (const c of columns) for (const entry of Object.values(c.enum ?? {})) if (entry?.labelKey) keys.add(entry.labelKey);
  return [...keys];
}
