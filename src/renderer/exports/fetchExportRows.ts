import { buildPayload } from '../../engine/request/buildPayload';
import { mapRows } from '../../engine/reply/mapReply';
import type { ActionRun } from '../actions/actionTypes';
import type { ExcelOptions } from '../actions/ExcelExportDialog';

/** Rows asked per call of an export: a large search comes in several pages (the services cap the rows of one call). */
export const EXPORT_CHUNK_ROWS = 5000;

/**
 * Every row of the search, in pages of EXPORT_CHUNK_ROWS with the grid's sort, filters and search and the export's own payload fields;
 * a service that answers the whole export at once (e.g. with descargaExcelSN S) is asked once.
 */
export async function fetchExportRows(run: Pick<ActionRun, 'definition' | 'context' | 'erp' | 'sort' | 'gridQuery'>, o: Pick<ExcelOptions, 'payload' | 'reply'>, total: number, onFetched: (done: number) => void): Promise<Record<string, unknown>[]> {
  const request = run.definition.request!;
  const pageSize = Math.min(total, EXPORT_CHUNK_ROWS);
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const payload = { ...buildPayload(request, run.context, { page, pageSize, sort: run.sort, ...run.gridQuery }), ...buildPayload({ endpoint: request.endpoint, payload: o.payload ?? {} }, run.context) };
    const reply = await run.erp.post(request.endpoint, payload);
    const part = mapRows(o.reply ?? run.definition.reply, reply.data).rows;
    rows.push(...part);
    onFetched(Math.min(rows.length, total));
    if (part.length !== pageSize || rows.length >= total) return rows;
  }
}
