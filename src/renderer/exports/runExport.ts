import type { ErpClient, ErpReply } from '../../api/erpClient';
import { CsvStreamWriter } from '../../engine/exports/CsvStreamWriter';
import { sheetColumns, sheetRow } from '../../engine/exports/excelSheet';
import type { ExportWriter } from '../../engine/exports/exportWriter';
import { XlsxStreamWriter } from '../../engine/exports/XlsxStreamWriter';
import { isReplyOk, mapRows } from '../../engine/reply/mapReply';
import { getPath } from '../../engine/values/getPath';
import type { ExportJob } from './exportJob';

/** What an export produced: the file (null when the search found nothing) and its data rows. */
export interface ExportResult {
  blob: Blob | null;
  rows: number;
}

/** The writer of a job's format, with its columns' headers, widths and number formats. */
function writerOf(job: ExportJob, translate: (key: string) => string): ExportWriter {
  const sheet = { sheetName: job.sheetName, columns: sheetColumns(job.columns, translate) };
  return job.format === 'csv' ? new CsvStreamWriter(sheet) : new XlsxStreamWriter(sheet);
}

/**
 * Runs an export where it is called (the export worker): asks the search page by page (the next page is asked while the current one is written),
 * turns each row into cells (sheetRow, in the screen's column order) and appends them to the streaming writer, reporting rows done of total.
 * A page shorter than asked, or the total reached, ends it; a service that answers the whole export at once is asked once.
 */
export async function runExport(job: ExportJob, erp: ErpClient, onProgress: (done: number, total: number) => void, signal?: AbortSignal): Promise<ExportResult> {
  const translate = (key: string) => job.texts[key] ?? key;
  const pageSize = Math.max(1, Math.min(job.total, job.pageSize));
  const fetchPage = (page: number): Promise<ErpReply<unknown>> => {
    const body = { ...job.body };
    if (job.paging.offset) body[job.paging.offset] = pageSize * (page - 1) + 1;
    if (job.paging.numRows) body[job.paging.numRows] = pageSize;
    return erp.post(job.endpoint, body, signal ? { signal } : {});
  };
  const writer = writerOf(job, translate);
  let next: Promise<ErpReply<unknown>> | null = fetchPage(1);
  for (let page = 1; next; page++) {
    const reply: ErpReply<unknown> = await next;
    if (!isReplyOk(job.reply, reply.data)) throw new Error(String(getPath(reply.data, 'errorMsg') ?? ''));
    const rows = mapRows(job.reply, reply.data).rows;
    const done = writer.rows + rows.length;
    next = rows.length === pageSize && done < job.total ? fetchPage(page + 1) : null;
    // A page that fails while this one is written is reported when awaited, not as an unhandled rejection.
    next?.catch(() => undefined);
    writer.write(rows.map((row) => sheetRow(job.columns, row, translate, job.context)));
    onProgress(done, Math.max(job.total, done));
    signal?.throwIfAborted();
  }
  return writer.rows === 0 ? { blob: null, rows: 0 } : { blob: writer.finish(), rows: writer.rows };
}
