import ExcelJS from 'exceljs';
import type { SheetColumn } from '../../engine/exports/excelSheet';
import { neutraliseFormula } from '../../engine/exports/neutraliseFormula';

/** An export to write: columns and rows already turned into cell values. */
export interface ExcelJob {
  sheetName: string;
  columns: SheetColumn[];
  rows: (string | number | Date | null)[][];
}

/**
 * The xlsx bytes of a job: one sheet, bold frozen header with an auto filter, each column's width and number format. Every text cell (headers
 * too) goes through neutraliseFormula so a spreadsheet never runs it as a formula; numbers, dates and empty cells keep their type.
 * Reports progress (rows written of total) about fifty times.
 */
export async function writeWorkbook(job: ExcelJob, onProgress: (done: number, total: number) => void = () => {}): Promise<ArrayBuffer> {
  const { sheetName, columns, rows } = job;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: neutraliseFormula(c.header), key: String(i), width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  const step = Math.max(200, Math.floor(rows.length / 50));
  rows.forEach((row, i) => {
    sheet.addRow(row.map(neutraliseFormula));
    if (i % step === 0) onProgress(i, rows.length);
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  onProgress(rows.length, rows.length);
  const written = (await workbook.xlsx.writeBuffer()) as ArrayBuffer | Uint8Array;
  // ExcelJS answers a Uint8Array-like buffer (browsers and Node): a plain ArrayBuffer of exactly its bytes, transferable from a worker.
  return written instanceof ArrayBuffer ? written : (written.buffer.slice(written.byteOffset, written.byteOffset + written.byteLength) as ArrayBuffer);
}
