/// <reference lib="webworker" />
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/en';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import { createErpClient, type ClientConnection, type ErpClient } from '../../api/erpClient';
import { ErpCallError } from '../../api/ErpCallError';
import { SheetFullError } from '../../engine/exports/XlsxStreamWriter';
import type { ExportFailure } from './exportJob';

/** A failure as plain data: an ErpCallError's fields, or the rows a sheet holds. */
export function failureOf(error: unknown): ExportFailure {
  const base = { name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) };
  if (error instanceof ErpCallError) {
    return { ...base, call: { kind: error.kind, path: error.path, status: error.status, statusText: error.statusText, serverMessage: error.serverMessage, errorCode: error.errorCode } };
  }
  return error instanceof SheetFullError ? { ...base, sheetLimit: error.limit } : base;
}

/** A worker's client of the services, and where the page's answer to its token request goes. */
export interface WorkerClient {
  erp: ErpClient;
  /** The page's answer to a 'renew' message (null: the session could not be renewed). */
  tokenArrived: (token: string | null) => void;
}

/**
 * The client a worker reaches the services with, in the user's language: it keeps the portal's conventions (token and company injected,
 * on-premise headers, one retry after a 401); a new token comes from the page (askToken posts 'renew'), which renews it for every tab at once.
 */
export function workerClient(connection: ClientConnection, language: string, askToken: () => void): WorkerClient {
  const session = { ...connection.session };
  dayjs.locale(language);
  let tokenWaiter: ((token: string | null) => void) | null = null;
  const erp = createErpClient({
    baseUrl: connection.baseUrl,
    session: () => session,
    isOnPremise: () => connection.onPremise,
    ...(connection.onPremiseHeaders ? { onPremiseHeaders: connection.onPremiseHeaders } : {}),
    refreshToken: () => new Promise<string>((resolve, reject) => {
      tokenWaiter = (token) => {
        tokenWaiter = null;
        if (token) {
          session.tira = token;
          resolve(token);
        } else reject(new Error('The session could not be renewed'));
      };
      askToken();
    }),
    onAuthFailure: () => undefined,
  });
  return { erp, tokenArrived: (token) => tokenWaiter?.(token) };
}
