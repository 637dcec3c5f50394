import type { ErpClient } from '../../api/erpClient';
import { CsvStreamWriter } from '../../engine/exports/CsvStreamWriter';
import { sheetColumns } from '../../engine/exports/excelSheet';
import { sheetRowOf } from '../../engine/exports/sheetRowOf';
import type { ExportWriter } from '../../engine/exports/exportWriter';
import { XlsxStreamWriter } from '../../engine/exports/XlsxStreamWriter';
import { XLSX_MAX_DATA_ROWS } from '../../engine/exports/exportLimits';
import { SummaryAccumulator } from '../../engine/summaries/SummaryAccumulator';
import { summaryRows, summarySheetOf } from '../../engine/summaries/summarySheet';
import type { ExportJob } from './exportJob';
import { readPages } from './readPages';

export { PAGES_AHEAD } from './readPages';

/** What an export produced: the file (null when the search found nothing) and its data rows. */
export interface ExportResult {
  blob: Blob | null;
  rows: number;
}

/**
 * Runs an export where it is called (the export worker): reads the search page by page (readPages), turns each row into cells (sheetRowOf, in the
 * screen's column order) and appends them to the streaming writer. A spreadsheet with a summary (job.summary) also gets the summary of every
 * row, computed as the rows pass, as its own sheet.
 */
export async function runExport(job: ExportJob, erp: ErpClient, onProgress: (done: number, total: number) => void, signal?: AbortSignal): Promise<ExportResult> {
  const translate = (key: string) => job.texts[key] ?? key;
  const sheet = { sheetName: job.sheetName, columns: sheetColumns(job.columns, translate) };
  const summary = job.format === 'xlsx' && job.summary ? job.summary : undefined;
  const accumulator = summary
    ? new SummaryAccumulator(summary.spec, summary.columns, { empty: summary.groupTexts.empty, quarter: summary.groupTexts.quarter, translate }, job.context)
    : undefined;
  const xlsx = job.format === 'xlsx' ? new XlsxStreamWriter(sheet, XLSX_MAX_DATA_ROWS, summary ? [summarySheetOf(summary.spec.measures, summary.columns, summary.texts)] : []) : undefined;
  const writer: ExportWriter = xlsx ?? new CsvStreamWriter(sheet);
  const cells = sheetRowOf(job.columns, translate, job.context);
  await readPages(job, erp, (rows) => {
    writer.write(rows.map(cells));
    accumulator?.add(rows);
  }, onProgress, signal);
  if (writer.rows === 0) return { blob: null, rows: 0 };
  const blob = xlsx && accumulator && summary ? xlsx.finish([summaryRows(accumulator.result(), summary.texts)]) : writer.finish();
  return { blob, rows: writer.rows };
}
