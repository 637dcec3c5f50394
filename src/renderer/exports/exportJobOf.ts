import type { ActionOptionsExcelExport } from '../../engine/definition/reportDefinition.gen';
import { evaluateCondition } from '../../engine/conditions/evaluateCondition';
import { sheetTextKeys } from '../../engine/exports/excelSheet';
import type { ExportFormat } from '../../engine/exports/exportLimits';
import { rowFieldsRead } from '../../engine/exports/rowFieldsRead';
import { buildPayload } from '../../engine/request/buildPayload';
import type { ActionRun } from '../actions/actionTypes';
import { EXPORT_PAGE_ROWS, type ExportJob } from './exportJob';

/**
 * The worker's job for an export of the search on screen: the search call with the grid's sort, filter row and search and the export's own
 * payload fields; the columns on screen in their order, then the export-only ones the user may see (once: a field already on screen is not
 * repeated); their headers and texts translated here, in the user's language; the row fields those columns read, where the service takes them
 * (request.paging.fields); and the client's connection with an absolute base address.
 */
export function exportJobOf(run: Pick<ActionRun, 'definition' | 'context' | 'erp' | 'sort' | 'gridQuery' | 'total' | 'visibleColumns' | 't'>, o: ActionOptionsExcelExport, format: ExportFormat, language: string, pageUrl: string): ExportJob {
  const request = run.definition.request!;
  const shown = run.visibleColumns ?? [];
  const columns = [...shown, ...(o.extraColumns ?? []).filter((c) => evaluateCondition(c.visibleWhen, run.context) && !shown.some((v) => v.field === c.field))];
  const body = { ...buildPayload(request, run.context, { page: 1, pageSize: EXPORT_PAGE_ROWS, sort: run.sort, ...run.gridQuery }),
    ...buildPayload({ endpoint: request.endpoint, payload: o.payload ?? {} }, run.context) };
  // A service that returns only the fields asked is asked for those the sheet's cells read (every field when that cannot be told).
  const fieldsParam = request.paging?.fields;
  const fields = fieldsParam ? rowFieldsRead(columns) : null;
  if (fieldsParam && fields) body[fieldsParam] = fields.join(',');
  const keys = [...columns.map((c) => c.headerKey), ...sheetTextKeys(columns)];
  const connection = run.erp.connection?.() ?? { baseUrl: '', session: {}, onPremise: false };
  // The worker's script lives elsewhere (assets): an address relative to the page is made absolute here.
  const baseUrl = new URL(connection.baseUrl || '/', pageUrl).href.replace(/\/$/, '');
  return {
    format, sheetName: o.sheetName, endpoint: request.endpoint, body, paging: { offset: request.paging?.offset, numRows: request.paging?.numRows, fields: request.paging?.fields },
    pageSize: EXPORT_PAGE_ROWS, total: run.total ?? 0, reply: o.reply ?? run.definition.reply, columns,
    texts: Object.fromEntries(keys.map((k) => [k, run.t(k)])), language,
    // Plain data only: the context crosses to the worker by structured clone.
    context: JSON.parse(JSON.stringify(run.context)) as ExportJob['context'],
    connection: { ...connection, baseUrl },
  };
}
