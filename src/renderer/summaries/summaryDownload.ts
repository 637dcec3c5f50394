import type { Column } from '../../engine/definition/reportDefinition.gen';
import { CsvStreamWriter } from '../../engine/exports/CsvStreamWriter';
import { exportFileName, type ExportFormat } from '../../engine/exports/exportLimits';
import { XlsxStreamWriter } from '../../engine/exports/XlsxStreamWriter';
import type { SummaryResult } from '../../engine/summaries/SummaryAccumulator';
import { summaryRows, summarySheetOf, type SummarySheetTexts } from '../../engine/summaries/summarySheet';
import type { SummarySpec } from '../../engine/summaries/summarySpec';

/** A summary on its own as a file: a spreadsheet of one sheet, or CSV (a thousand groups at most: written on the page at once). */
export function summaryFile(format: ExportFormat, spec: SummarySpec, result: SummaryResult, columns: readonly Column[], texts: SummarySheetTexts): Blob {
  const sheet = summarySheetOf(spec.measures, columns, texts);
  const writer = format === 'csv' ? new CsvStreamWriter(sheet) : new XlsxStreamWriter(sheet);
  writer.write(summaryRows(result, texts));
  return writer.finish();
}

/** The file name of a summary: the report's name and the summary's ("Compras y ventas - Beneficio por mes.xlsx"). */
export function summaryFileName(report: string, summary: string, format: ExportFormat): string {
  return exportFileName(`${report} - ${summary}`.replace(/[\\/:*?"<>|]/g, ' ').trim(), format);
}
