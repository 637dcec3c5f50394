import { createFetch, type FetchResponse } from 'ofetch';
import { ErpCallError } from './ErpCallError';
import { singleFlight } from './singleFlight';

/** Header with which the services say how they are deployed. */
export const MODE_HEADER = 'x-portal-mode';
/** Header that carries the refresh token on login and refresh replies. */
export const REFRESH_HEADER = 'refresh-token';
/** Length of the server message copied into the error header. */
export const ERROR_HEADER_MESSAGE_LENGTH = 130;

/** The part of the session the client injects into every call. */
export interface ClientSession {
  tira?: string | undefined;
  empresa?: string | undefined;
  usuario?: string | undefined;
  organizacion?: string | undefined;
}

/** How the client reaches the ERP and learns about the session. */
export interface ErpClientOptions {
  /** Base URL of the web services ('' = the page host). */
  baseUrl: string;
  /** Current session, read on every call. */
  session: () => ClientSession;
  /** True on an on-premise installation: the token also travels in headers. */
  isOnPremise: () => boolean;
  /** Gets a new access token after a 401; rejects when the session cannot be renewed. */
  refreshToken: () => Promise<string>;
  /** Called once a 401 cannot be repaired: clear the session and go to the login page. */
  onAuthFailure: (error: ErpCallError) => void;
  /** Called with the deployment mode whenever a reply carries the mode header. */
  onMode?: (onPremise: boolean) => void;
  /** Extra on-premise headers (security key, application origin and destination). */
  onPremiseHeaders?: Record<string, string>;
  /** fetch implementation (tests). */
  fetch?: typeof globalThis.fetch;
}

/** Options of one call. */
export interface CallOptions {
  /** false for calls made before a session exists (login, url info, refresh): no injection, no refresh. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** A successful reply: the body, the headers and, for a non-zero errorCode, the error header text. */
export interface ErpReply<T> {
  status: number;
  data: T;
  headers: Headers;
  /** `code message` (message cut at 130 characters) when the body has a non-zero errorCode. */
  errorHeader?: string;
}

/** The ERP web-service client. */
export interface ErpClient {
  /** POSTs a JSON body, injecting tira and empresa when absent; retries once after a shared token refresh on 401. */
  post<T = unknown>(path: string, body?: Record<string, unknown>, options?: CallOptions): Promise<ErpReply<T>>;
  /** A new access token through the same shared refresh as a 401 (for calls made elsewhere, e.g. by an export worker); rejects when the session ends. */
  renewToken?(): Promise<string>;
  /** How this client reaches the services now (base address, session, deployment), for a worker that makes the same calls. */
  connection?(): ClientConnection;
}

/** What a client injects and where it calls: another client (an export worker's) built from it makes the same calls. */
export interface ClientConnection {
  baseUrl: string;
  session: ClientSession;
  onPremise: boolean;
  onPremiseHeaders?: Record<string, string> | undefined;
}

const isKo = (data: unknown) => typeof data === 'object' && data !== null && (data as { result?: unknown }).result === 'ko';

/** The error header of a body with a non-zero errorCode: code plus the first 130 characters of its message. */
export function errorHeaderOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { errorCode, errorMsg } = data as { errorCode?: unknown; errorMsg?: unknown };
  if (errorCode === undefined || errorCode === null || errorCode === '' || Number(errorCode) === 0) return undefined;
  return `${String(errorCode)} ${String(errorMsg ?? '').slice(0, ERROR_HEADER_MESSAGE_LENGTH)}`.trim();
}

/** Creates the ERP client with the conventions of spec 1 §7.1. */
export function createErpClient(options: ErpClientOptions): ErpClient {
  const $fetch = createFetch({ fetch: options.fetch ?? globalThis.fetch.bind(globalThis), Headers: globalThis.Headers, AbortController: globalThis.AbortController });
  const refresh = singleFlight(options.refreshToken);

  async function send(path: string, body: Record<string, unknown>, auth: boolean, signal?: AbortSignal): Promise<FetchResponse<unknown>> {
    const session = options.session();
    const payload = auth ? { ...body, tira: body.tira ?? session.tira, empresa: body.empresa ?? session.empresa } : body;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (auth && options.isOnPremise()) {
      const token = String(payload.tira ?? '');
      Object.assign(headers, options.onPremiseHeaders, {
        'x-ddol-security-token': token,
        ...(session.organizacion ? { 'x-ddol-org': session.organizacion } : {}),
        ...(session.usuario ? { 'x-ddol-user': session.usuario } : {}),
      });
    }
    try {
      return await $fetch.raw(options.baseUrl + path, { method: 'POST', body: payload, headers, ignoreResponseError: true, signal, retry: 0 });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ErpCallError('network', path, 0, cause instanceof Error ? cause.message : String(cause), undefined, undefined, undefined);
    }
  }

  function failure(kind: 'http' | 'ko' | 'auth', path: string, res: FetchResponse<unknown>): ErpCallError {
    const data = res._data as { errorMsg?: string; statusText?: string; errorCode?: string | number; message?: string } | undefined;
    const message = typeof data === 'object' && data ? data.errorMsg || data.message : undefined;
    return new ErpCallError(kind, path, res.status, (typeof data === 'object' && data?.statusText) || res.statusText, message, data?.errorCode !== undefined ? String(data.errorCode) : undefined, data);
  }

  return {
    connection: () => ({ baseUrl: options.baseUrl, session: { ...options.session() }, onPremise: options.isOnPremise(), onPremiseHeaders: options.onPremiseHeaders }),
    async renewToken() {
      try {
        return await refresh();
      } catch (cause) {
        const error = new ErpCallError('auth', '', 401, 'Unauthorized', cause instanceof Error ? cause.message : undefined, undefined, undefined);
        options.onAuthFailure(error);
        throw error;
      }
    },
    async post<T>(path: string, body: Record<string, unknown> = {}, callOptions: CallOptions = {}): Promise<ErpReply<T>> {
      const auth = callOptions.auth !== false;
      let res = await send(path, body, auth, callOptions.signal);
      if (res.status === 401 && auth) {
        let token: string;
        try {
          token = await refresh();
        } catch {
          const error = failure('auth', path, res);
          options.onAuthFailure(error);
          throw error;
        }
        res = await send(path, { ...body, tira: token }, auth, callOptions.signal);
        if (res.status === 401) {
          const error = failure('auth', path, res);
          options.onAuthFailure(error);
          throw error;
        }
      }
      const mode = res.headers.get(MODE_HEADER);
      if (mode) options.onMode?.(mode === 'onpremise');
      if (res.status !== 200) throw failure(res.status === 401 ? 'auth' : 'http', path, res);
      if (isKo(res._data)) throw failure('ko', path, res);
      const errorHeader = errorHeaderOf(res._data);
      return { status: res.status, data: res._data as T, headers: res.headers, ...(errorHeader ? { errorHeader } : {}) };
    },
  };
}
