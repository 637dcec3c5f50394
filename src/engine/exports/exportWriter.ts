import type { SheetColumn } from './excelSheet';

/** A cell of an export row (sheetRowOf): text, a number, a day, or nothing. */
export type ExportCell = string | number | Date | null;

/** What a writer needs before the first row: the sheet's name and its columns (header, width, number format). */
export interface ExportSheet {
  sheetName: string;
  columns: SheetColumn[];
}

/** A streaming writer of an export: rows are appended as they arrive and only the finished file keeps them. */
export interface ExportWriter {
  /** Appends rows in order. */
  write(rows: readonly ExportCell[][]): void;
  /** Data rows written so far. */
  readonly rows: number;
  /** Ends the file and gives it. */
  finish(): Blob;
}
