import type { ErpClient, ErpReply } from '../../api/erpClient';
import { ErpCallError } from '../../api/ErpCallError';
import type { ReplySpec } from '../../engine/definition/reportDefinition.gen';
import { isReplyOk, mapRows } from '../../engine/reply/mapReply';
import { getPath } from '../../engine/values/getPath';

/** Pages asked ahead of the one being handled (two keep the service busy while the worker parses and uses a page). */
export const PAGES_AHEAD = 2;

/** A search read page by page: its call, the body of its first page, the paging names, the page size and the rows it had when the reading began. */
export interface PagedSearch {
  endpoint: string;
  body: Record<string, unknown>;
  /** Names of the paging fields (offset = pageSize*(page-1)+1, numRows = pageSize), and of the fields asked for when the body carries them. */
  paging: { offset?: string | undefined; numRows?: string | undefined; fields?: string | undefined };
  pageSize: number;
  total: number;
  reply?: ReplySpec | undefined;
}

/**
 * Reads every row of a search where it is called (a worker): page by page, the next PAGES_AHEAD pages asked while the current one is handled
 * (onPage), reporting rows done of total. A page shorter than asked, or the total reached, ends it; a service that answers everything at once is
 * asked once. Gives the rows read.
 */
export async function readPages(search: PagedSearch, erp: ErpClient, onPage: (rows: Record<string, unknown>[]) => void,
  onProgress: (done: number, total: number) => void, signal?: AbortSignal): Promise<number> {
  const pageSize = Math.max(1, Math.min(search.total, search.pageSize));
  let body = search.body;
  const fetchPage = (page: number): Promise<ErpReply<unknown>> => {
    const asked = { ...body };
    if (search.paging.offset) asked[search.paging.offset] = pageSize * (page - 1) + 1;
    if (search.paging.numRows) asked[search.paging.numRows] = pageSize;
    return erp.post(search.endpoint, asked, signal ? { signal } : {});
  };
  // A service that refuses the fields asked (a 400 on the first page: one that does not take them) is asked again for every field.
  const firstPage = async (): Promise<ErpReply<unknown>> => {
    const fields = search.paging.fields;
    try {
      return await fetchPage(1);
    } catch (error) {
      if (!fields || !(fields in body) || !(error instanceof ErpCallError) || error.kind !== 'http' || error.status !== 400) throw error;
      const { [fields]: _asked, ...every } = body;
      body = every;
      return fetchPage(1);
    }
  };
  // Pages asked and not yet handled: the service reads the next ones while this one is parsed and used.
  const asked: Promise<ErpReply<unknown>>[] = [];
  let pages = 0;
  let done = 0;
  const ask = () => {
    const reply = ++pages === 1 ? firstPage() : fetchPage(pages);
    // A page that fails while another one is handled is reported when awaited, not as an unhandled rejection.
    reply.catch(() => undefined);
    asked.push(reply);
  };
  ask();
  while (asked.length) {
    const reply: ErpReply<unknown> = await asked.shift()!;
    if (!isReplyOk(search.reply, reply.data)) throw new Error(String(getPath(reply.data, 'errorMsg') ?? ''));
    const rows = mapRows(search.reply, reply.data).rows;
    done += rows.length;
    if (rows.length === pageSize && done < search.total) {
      // Pages are asked only after the first one came back full (a service that answers everything at once is asked once), at most
      // PAGES_AHEAD at a time, and never past the total the search had when the reading began.
      while (asked.length < PAGES_AHEAD && pages * pageSize < search.total) ask();
    } else asked.length = 0;
    onPage(rows);
    onProgress(done, Math.max(search.total, done));
    signal?.throwIfAborted();
  }
  return done;
}
