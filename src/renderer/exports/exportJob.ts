import type { ClientConnection } from '../../api/erpClient';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import type { Column } from '../../engine/definition/reportDefinition.gen';
import type { ExportFormat } from '../../engine/exports/exportLimits';
import type { SummarySheetTexts } from '../../engine/summaries/summarySheet';
import type { SummarySpec } from '../../engine/summaries/summarySpec';
import type { PagedSearch } from './readPages';

/** Rows asked per call of an export (the services take up to 10,000 a call). */
export const EXPORT_PAGE_ROWS = 5000;

/**
 * Everything the export worker needs, plain data: the search it reads page by page (its body carries the grid's sort, filter row and search,
 * and the export's own payload fields; its total is the list's numReg when the export starts), the columns and their texts, and the file to write.
 */
export interface ExportJob extends PagedSearch {
  format: ExportFormat;
  sheetName: string;
  /** Columns in the order of the screen, then the export-only ones. */
  columns: Column[];
  /** The column headers and the texts the cells translate (sheetTextKeys), translated in the user's language, by key. */
  texts: Record<string, string>;
  /** The user's language (month names). */
  language: string;
  context: ConditionContext;
  /** How the worker reaches the services (the page client's base address, resolved, and its session). */
  connection: ClientConnection;
  /** The summary shown in the report's Resumen panel, written as its own sheet of a spreadsheet. */
  summary?: SummaryExport | undefined;
}

/** A summary to write beside the rows: what it computes, the columns it reads, and its texts in the user's language. */
export interface SummaryExport {
  spec: SummarySpec;
  columns: Column[];
  texts: SummarySheetTexts;
  groupTexts: { empty: string; quarter: string };
}

/** A failed call, as the worker reports it (an ErpCallError's fields), for the page to explain in the user's language. */
export interface ExportFailure {
  name: string;
  message: string;
  call?: { kind: 'http' | 'ko' | 'auth' | 'network'; path: string; status: number; statusText: string; serverMessage?: string | undefined; errorCode?: string | undefined };
  /** Rows an Excel sheet holds, when the search grew past it. */
  sheetLimit?: number;
}

/** Messages to the worker. */
export type ToExportWorker = { type: 'start'; job: ExportJob } | { type: 'token'; token: string | null } | { type: 'cancel' };

/** Messages from the worker: progress, a token request after a 401, the file, or why it failed. */
export type FromExportWorker =
  | { type: 'progress'; done: number; total: number }
  | { type: 'renew' }
  | { type: 'done'; blob: Blob; rows: number }
  | { type: 'error'; failure: ExportFailure };
