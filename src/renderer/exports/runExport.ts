import type { ErpClient, ErpReply } from '../../api/erpClient';
import { ErpCallError } from '../../api/ErpCallError';
import { CsvStreamWriter } from '../../engine/exports/CsvStreamWriter';
import { sheetColumns, sheetRow } from '../../engine/exports/excelSheet';
import type { ExportWriter } from '../../engine/exports/exportWriter';
import { XlsxStreamWriter } from '../../engine/exports/XlsxStreamWriter';
import { isReplyOk, mapRows } from '../../engine/reply/mapReply';
import { getPath } from '../../engine/values/getPath';
import type { ExportJob } from './exportJob';

/** Pages asked ahead of the one being written (two keep the service busy while the worker parses and writes). */
export const PAGES_AHEAD = 2;

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
 * Runs an export where it is called (the export worker): asks the search page by page (the next PAGES_AHEAD pages are asked while the current one is written),
 * turns each row into cells (sheetRow, in the screen's column order) and appends them to the streaming writer, reporting rows done of total.
 * A page shorter than asked, or the total reached, ends it; a service that answers the whole export at once is asked once.
 */
export async function runExport(job: ExportJob, erp: ErpClient, onProgress: (done: number, total: number) => void, signal?: AbortSignal): Promise<ExportResult> {
  const translate = (key: string) => job.texts[key] ?? key;
  const pageSize = Math.max(1, Math.min(job.total, job.pageSize));
  let search = job.body;
  const fetchPage = (page: number): Promise<ErpReply<unknown>> => {
    const body = { ...search };
    if (job.paging.offset) body[job.paging.offset] = pageSize * (page - 1) + 1;
    if (job.paging.numRows) body[job.paging.numRows] = pageSize;
    return erp.post(job.endpoint, body, signal ? { signal } : {});
  };
  // A service that refuses the fields asked (a 400 on the first page: one that does not take them) is asked again for every field.
  const firstPage = async (): Promise<ErpReply<unknown>> => {
    const fields = job.paging.fields;
    try {
      return await fetchPage(1);
    } catch (error) {
      if (!fields || !(fields in search) || !(error instanceof ErpCallError) || error.kind !== 'http' || error.status !== 400) throw error;
      const { [fields]: _asked, ...every } = search;
      search = every;
      return fetchPage(1);
    }
  };
  const writer = writerOf(job, translate);
  // Pages asked and not yet written: the service reads the next ones while this one is parsed and written.
  const asked: Promise<ErpReply<unknown>>[] = [];
  let pages = 0;
  const ask = () => {
    const reply = ++pages === 1 ? firstPage() : fetchPage(pages);
    // A page that fails while another one is written is reported when awaited, not as an unhandled rejection.
    reply.catch(() => undefined);
    asked.push(reply);
  };
  ask();
  while (asked.length) {
    const reply: ErpReply<unknown> = await asked.shift()!;
    if (!isReplyOk(job.reply, reply.data)) throw new Error(String(getPath(reply.data, 'errorMsg') ?? ''));
    const rows = mapRows(job.reply, reply.data).rows;
    const done = writer.rows + rows.length;
    if (rows.length === pageSize && done < job.total) {
      // Pages are asked only after the first one came back full (a service that answers everything at once is asked once), at most
      // PAGES_AHEAD at a time, and never past the total the search had when the export began.
      while (asked.length < PAGES_AHEAD && pages * pageSize < job.total) ask();
    } else asked.length = 0;
    writer.write(rows.map((row) => sheetRow(job.columns, row, translate, job.context)));
    onProgress(done, Math.max(job.total, done));
    signal?.throwIfAborted();
  }
  return writer.rows === 0 ? { blob: null, rows: 0 } : { blob: writer.finish(), rows: writer.rows };
}
