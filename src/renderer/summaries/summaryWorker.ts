/// <reference lib="webworker" />
import { SummaryAccumulator } from '../../engine/summaries/SummaryAccumulator';
import { localPage } from '../../engine/summaries/localRows';
import { specKey, type SummarySpec } from '../../engine/summaries/summarySpec';
import { readPages } from '../exports/readPages';
import { failureOf, workerClient, type WorkerClient } from '../exports/workerClient';
import type { FromSummaryWorker, GroupPageQuery, SummaryJob, ToSummaryWorker } from './summaryJob';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromSummaryWorker) => scope.postMessage(message);
let client: WorkerClient | null = null;
let job: SummaryJob | null = null;
/** The rows of the search as last read, and the fields they carry (null: every field). */
let held: { rows: Record<string, unknown>[]; fields: Set<string> | null } | null = null;
/** Readings run one after the other. */
let reading: Promise<unknown> = Promise.resolve();
/** The rows of the last group asked for, by its summary and keys (the grid pages and sorts them). */
let lastGroup: { key: string; rows: Record<string, unknown>[] } | null = null;

const covers = (fields: Set<string> | null, wanted: string[] | null) => fields === null || (wanted !== null && wanted.every((f) => fields.has(f)));

/**
 * The search's rows with at least these fields: those held, or the search read again (pages of 5,000, progress posted) with the fields
 * held and these. A service that takes no field list returns every field: the rows are read once.
 */
function rowsWith(fields: string[] | null): Promise<Record<string, unknown>[]> {
  const next = reading.then(async () => {
    if (held && covers(held.fields, fields)) return held.rows;
    const { search } = job!;
    const param = search.paging.fields;
    const union = !param || fields === null || (held && held.fields === null) ? null : new Set([...(held?.fields ?? []), ...fields]);
    const body = { ...search.body };
    if (param) {
      if (union) body[param] = [...union].join(',');
      else delete body[param];
    }
    const rows: Record<string, unknown>[] = [];
    post({ type: 'progress', done: 0, total: search.total });
    await readPages({ ...search, body }, client!.erp, (page) => { for (const row of page) rows.push(row); }, (done, total) => post({ type: 'progress', done, total }));
    held = { rows, fields: union };
    lastGroup = null;
    return rows;
  });
  reading = next.catch(() => undefined);
  return next;
}

const accumulatorOf = (spec: SummarySpec) => {
  const translate = (key: string) => job!.texts[key] ?? key;
  return new SummaryAccumulator(spec, job!.columns, { ...job!.groupTexts, translate }, job!.context);
};

function groupRows(rows: Record<string, unknown>[], query: GroupPageQuery): Record<string, unknown>[] {
  const key = JSON.stringify([specKey(query.spec), query.keys]);
  if (lastGroup?.key !== key) {
    const accumulator = accumulatorOf(query.spec);
    const wanted = query.keys;
    lastGroup = { key, rows: rows.filter((row) => accumulator.keysOf(row).every((k, i) => i >= wanted.length || k === wanted[i])) };
  }
  return lastGroup.rows;
}

scope.onmessage = async (event: MessageEvent<ToSummaryWorker>) => {
  const msg = event.data;
  if (msg.type === 'token') {
    client?.tokenArrived(msg.token);
    return;
  }
  if (msg.type === 'start') {
    job = msg.job;
    client = workerClient(job.connection, job.language, () => post({ type: 'renew' }));
    return;
  }
  try {
    const rows = await rowsWith(msg.fields);
    if (msg.type === 'compute') {
      const accumulator = accumulatorOf(msg.spec);
      accumulator.add(rows);
      post({ type: 'result', id: msg.id, result: accumulator.result() });
    } else {
      post({ type: 'page', id: msg.id, page: localPage(groupRows(rows, msg.query), job!.columns, msg.query, job!.context) });
    }
  } catch (error) {
    post({ type: 'error', id: msg.id, failure: failureOf(error) });
  }
};
