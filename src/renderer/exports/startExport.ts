import type { ErpClient } from '../../api/erpClient';
import { ErpCallError } from '../../api/ErpCallError';
import type { ExportFailure, ExportJob, FromExportWorker, ToExportWorker } from './exportJob';

/** A running export: its outcome (the file and its rows) and a way to stop it. */
export interface RunningExport {
  done: Promise<{ blob: Blob; rows: number }>;
  /** Stops the calls and the writing at once; done then never settles with a file. */
  cancel: () => void;
}

/** A worker's failure as the error the page's alerts explain: an ErpCallError for a failed call, else an Error with the name it had. */
export function errorOf(failure: ExportFailure): Error {
  if (failure.call) {
    const c = failure.call;
    return new ErpCallError(c.kind, c.path, c.status, c.statusText, c.serverMessage, c.errorCode, undefined);
  }
  const error = new Error(failure.message);
  error.name = failure.name;
  return error;
}

/**
 * Starts an export in its own worker, which asks the rows page by page and writes the file as they arrive: the page only relays progress,
 * renews the token when the worker's call gets a 401 (the same shared refresh as its own calls), and gets the finished file.
 */
export function startExport(job: ExportJob, erp: ErpClient, onProgress: (done: number, total: number) => void): RunningExport {
  const worker = new Worker(new URL('./exportWorker.ts', import.meta.url), { type: 'module' });
  const send = (message: ToExportWorker) => worker.postMessage(message);
  let settle: ((outcome: { error?: Error; file?: { blob: Blob; rows: number } }) => void) | null = null;
  const done = new Promise<{ blob: Blob; rows: number }>((resolve, reject) => {
    settle = ({ error, file }) => {
      settle = null;
      // A worker that sent its file closes itself (its large heap is freed on its own thread, not in a task of the page); any other end stops it here.
      if (file) resolve(file);
      else {
        worker.terminate();
        reject(error);
      }
    };
  });
  worker.onmessage = (event: MessageEvent<FromExportWorker>) => {
    const msg = event.data;
    if (msg.type === 'progress') onProgress(msg.done, msg.total);
    else if (msg.type === 'renew') {
      (erp.renewToken?.() ?? Promise.reject(new Error('no renewal'))).then((token) => send({ type: 'token', token }), () => send({ type: 'token', token: null }));
    } else if (msg.type === 'done') settle?.({ file: { blob: msg.blob, rows: msg.rows } });
    else settle?.({ error: errorOf(msg.failure) });
  };
  worker.onerror = (e) => settle?.({ error: new Error(e.message) });
  send({ type: 'start', job });
  return {
    done,
    cancel: () => {
      send({ type: 'cancel' });
      // Ends the calls in flight and the writing; the outcome is dropped.
      settle = null;
      worker.terminate();
    },
  };
}
