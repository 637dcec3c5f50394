/// <reference lib="webworker" />
import ExcelJS from 'exceljs';
import type { SheetColumn } from '../../engine/exports/excelSheet';

/** Message to the worker: columns and rows already turned into cell values. */
export interface ExcelJob {
  sheetName: string;
  columns: SheetColumn[];
  rows: (string | number | Date | null)[][];
}

/** Messages from the worker. */
export type ExcelProgress = { type: 'progress'; done: number; total: number } | { type: 'done'; buffer: ArrayBuffer } | { type: 'error'; message: string };

const post = (message: ExcelProgress, transfer: Transferable[] = []) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message, transfer);

self.onmessage = async (event: MessageEvent<ExcelJob>) => {
  try {
    const { sheetName, columns, rows } = event.data;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
    sheet.getRow(1).font = { bold: true };
    const step = Math.max(200, Math.floor(rows.length / 50));
    rows.forEach((row, i) => {
      sheet.addRow(row);
      if (i % step === 0) post({ type: 'progress', done: i, total: rows.length });
    });
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    post({ type: 'progress', done: rows.length, total: rows.length });
    const written = (await workbook.xlsx.writeBuffer()) as ArrayBuffer | Uint8Array;
    // ExcelJS answers a Uint8Array-like buffer in browsers: transfer a plain ArrayBuffer of exactly its bytes.
    const buffer = written instanceof ArrayBuffer ? written : (written.buffer.slice(written.byteOffset, written.byteOffset + written.byteLength) as ArrayBuffer);
    post({ type: 'done', buffer }, [buffer]);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
