/// <reference lib="webworker" />
import type { FromExportWorker, ToExportWorker } from './exportJob';
import { runExport } from './runExport';
import { failureOf, workerClient, type WorkerClient } from './workerClient';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromExportWorker) => scope.postMessage(message);
const abort = new AbortController();
let client: WorkerClient | null = null;

scope.onmessage = async (event: MessageEvent<ToExportWorker>) => {
  const msg = event.data;
  if (msg.type === 'cancel') abort.abort();
  else if (msg.type === 'token') client?.tokenArrived(msg.token);
  else {
    const { job } = msg;
    client = workerClient(job.connection, job.language, () => post({ type: 'renew' }));
    try {
      const { blob, rows } = await runExport(job, client.erp, (done, total) => post({ type: 'progress', done, total }), abort.signal);
      if (!abort.signal.aborted) {
        post({ type: 'done', blob: blob ?? new Blob([]), rows });
        scope.close();
      }
    } catch (error) {
      if (!abort.signal.aborted) post({ type: 'error', failure: failureOf(error) });
    }
  }
};
