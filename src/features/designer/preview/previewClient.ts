import { createErpClient, type ErpClient } from '../../../api/erpClient';
import { ErpCallError } from '../../../api/ErpCallError';
import { portalConfig } from '../../../kit/config/portalConfig';
import { appStore, isOnPremiseAtom } from '../../../kit/session/sessionStore';

/** One call the previewed report made: what it sent and what came back. */
export interface PreviewCall {
  id: number;
  endpoint: string;
  payload: Record<string, unknown>;
  status: number | null;
  reply: unknown;
  ms: number;
}

/** What a preview client needs: the preview session's token and company, and listeners of calls and of the session's end. */
export interface PreviewClientOptions {
  tira: string;
  empresa: string;
  usuario: string;
  onCall: (call: PreviewCall) => void;
  onExpired: () => void;
}

let nextCall = 1;

/**
 * A client of the services bound to a read-only preview session (never to the administrator's own): it has no refresh token,
 * so a 401 ends the preview instead of the administrator's session, and every call is reported with its body and reply.
 */
export function createPreviewClient(options: PreviewClientOptions): ErpClient {
  const config = portalConfig();
  const inner = createErpClient({
    baseUrl: config.apiBaseUrl,
    session: () => ({ tira: options.tira, empresa: options.empresa, usuario: options.usuario }),
    isOnPremise: () => appStore.get(isOnPremiseAtom) === 'S',
    onPremiseHeaders: config.onPremiseHeaders,
    refreshToken: () => Promise.reject(new Error('A preview session is not renewed')),
    onAuthFailure: () => options.onExpired(),
  });
  return {
    connection: () => inner.connection!(),
    renewToken: () => inner.renewToken!(),
    async post<T = unknown>(path: string, body?: Record<string, unknown>, callOptions?: Parameters<ErpClient['post']>[2]) {
      const id = nextCall++;
      const started = performance.now();
      const payload = { ...(body ?? {}) };
      try {
        const reply = await inner.post<T>(path, body, callOptions);
        options.onCall({ id, endpoint: path, payload, status: reply.status, reply: reply.data, ms: Math.round(performance.now() - started) });
        return reply;
      } catch (error) {
        const status = error instanceof ErpCallError ? error.status : null;
        const reply = error instanceof ErpCallError ? error.body ?? error.message : (error as Error).message;
        options.onCall({ id, endpoint: path, payload, status, reply, ms: Math.round(performance.now() - started) });
        throw error;
      }
    },
  };
}
