import type { ErpClient } from '../../api/erpClient';
import type { SummaryResult } from '../../engine/summaries/SummaryAccumulator';
import type { LocalPage } from '../../engine/summaries/localRows';
import type { SummarySpec } from '../../engine/summaries/summarySpec';
import { errorOf } from '../exports/startExport';
import type { FromSummaryWorker, GroupPageQuery, SummaryJob, ToSummaryWorker } from './summaryJob';

/** Rows read of the search's total, while the summary's worker reads them. */
export interface SummaryProgress {
  done: number;
  total: number;
}

/**
 * The summaries of one search, in their own worker: the worker reads the search's rows (pages of 5,000, with progress) the first time a
 * summary needs them — only the fields summaries read, where the service returns only the fields asked, and again with more fields when a
 * later summary or a group's rows need them — keeps them, and computes summaries and pages of a group's rows off the page's thread. The
 * page renews the token when the worker's call gets a 401. close() stops the worker: the calls in flight end and the rows are freed.
 */
export class SummarySession {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  private next = 1;
  private closed = false;
  private readonly listeners = new Set<(progress: SummaryProgress) => void>();

  constructor(readonly job: SummaryJob, erp: ErpClient) {
    this.worker = new Worker(new URL('./summaryWorker.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = (event: MessageEvent<FromSummaryWorker>) => {
      const msg = event.data;
      if (msg.type === 'progress') for (const listener of this.listeners) listener({ done: msg.done, total: msg.total });
      else if (msg.type === 'renew') {
        (erp.renewToken?.() ?? Promise.reject(new Error('no renewal'))).then((token) => this.send({ type: 'token', token }), () => this.send({ type: 'token', token: null }));
      } else {
        const waiter = this.waiting.get(msg.id);
        this.waiting.delete(msg.id);
        if (msg.type === 'error') waiter?.reject(errorOf(msg.failure));
        else waiter?.resolve((msg.type === 'result' ? msg.result : msg.page) as never);
      }
    };
    this.worker.onerror = (e) => {
      for (const waiter of this.waiting.values()) waiter.reject(new Error(e.message));
      this.waiting.clear();
    };
    this.send({ type: 'start', job });
  }

  /** Follows the readings' progress; gives the function that stops following. */
  onProgress(listener: (progress: SummaryProgress) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The summary of every row of the search; `fields` are the row fields it reads (null: every field). */
  compute(spec: SummarySpec, fields: string[] | null): Promise<SummaryResult> {
    return this.ask((id) => ({ type: 'compute', id, spec, fields }));
  }

  /** A page of one group's rows, sorted like the grid; `fields` are those the grid shows (null: every field). */
  page(query: GroupPageQuery, fields: string[] | null): Promise<LocalPage> {
    return this.ask((id) => ({ type: 'page', id, query, fields }));
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Stops the worker: its calls end, its rows are freed, and what was asked is refused. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.worker.terminate();
    const cancelled = new Error('cancelled');
    cancelled.name = 'AbortError';
    for (const waiter of this.waiting.values()) waiter.reject(cancelled);
    this.waiting.clear();
    this.listeners.clear();
  }

  private ask<T>(message: (id: number) => ToSummaryWorker): Promise<T> {
    if (this.closed) return Promise.reject(new Error('closed'));
    const id = this.next++;
    const answer = new Promise<T>((resolve, reject) => this.waiting.set(id, { resolve: resolve as (value: never) => void, reject }));
    this.send(message(id));
    return answer;
  }

  private send(message: ToSummaryWorker): void {
    if (!this.closed) this.worker.postMessage(message);
  }
}
