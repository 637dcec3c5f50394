import type { Column } from '../definition/reportDefinition.gen';
import { isNumericFormat } from '../format/isNumericFormat';

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

/** The text keys an export's cells (sheetRowOf) may translate for these columns (yes/no of flags, enum labels): the worker gets them translated beforehand. */
export function sheetTextKeys(columns: readonly Column[]): string[] {
  const keys = new Set<string>(['grid.yes', 'grid.no']);
  for (const c of columns) for (const entry of Object.values(c.enum ?? {})) if (entry?.labelKey) keys.add(entry.labelKey);
  return [...keys];
}
