/// <reference lib="webworker" />
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/en';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import { createErpClient } from '../../api/erpClient';
import { ErpCallError } from '../../api/ErpCallError';
import { SheetFullError } from '../../engine/exports/XlsxStreamWriter';
import type { ExportFailure, FromExportWorker, ToExportWorker } from './exportJob';
import { runExport } from './runExport';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromExportWorker) => scope.postMessage(message);
const abort = new AbortController();
/** The answer the page gives to a token request (null: the session could not be renewed). */
let tokenWaiter: ((token: string | null) => void) | null = null;

/** A failure as plain data: an ErpCallError's fields, or the rows a sheet holds. */
function failureOf(error: unknown): ExportFailure {
  const base = { name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) };
  if (error instanceof ErpCallError) {
    return { ...base, call: { kind: error.kind, path: error.path, status: error.status, statusText: error.statusText, serverMessage: error.serverMessage, errorCode: error.errorCode } };
  }
  return error instanceof SheetFullError ? { ...base, sheetLimit: error.limit } : base;
}

scope.onmessage = async (event: MessageEvent<ToExportWorker>) => {
  const msg = event.data;
  if (msg.type === 'cancel') abort.abort();
  else if (msg.type === 'token') tokenWaiter?.(msg.token);
  else {
    const { job } = msg;
    const session = { ...job.connection.session };
    dayjs.locale(job.language);
    // The worker's own client keeps the portal's conventions (token and company injected, on-premise headers, one retry after a 401);
    // a new token comes from the page, which renews it for every tab at once.
    const erp = createErpClient({
      baseUrl: job.connection.baseUrl,
      session: () => session,
      isOnPremise: () => job.connection.onPremise,
      ...(job.connection.onPremiseHeaders ? { onPremiseHeaders: job.connection.onPremiseHeaders } : {}),
      refreshToken: () => new Promise<string>((resolve, reject) => {
        tokenWaiter = (token) => {
          tokenWaiter = null;
          if (token) {
            session.tira = token;
            resolve(token);
          } else reject(new Error('The session could not be renewed'));
        };
        post({ type: 'renew' });
      }),
      onAuthFailure: () => undefined,
    });
    try {
      const { blob, rows } = await runExport(job, erp, (done, total) => post({ type: 'progress', done, total }), abort.signal);
      if (!abort.signal.aborted) {
        post({ type: 'done', blob: blob ?? new Blob([]), rows });
        scope.close();
      }
    } catch (error) {
      if (!abort.signal.aborted) post({ type: 'error', failure: failureOf(error) });
    }
  }
};
