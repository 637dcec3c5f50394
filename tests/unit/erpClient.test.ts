import { describe, expect, it, vi } from 'vitest';
import { createErpClient, ERROR_HEADER_MESSAGE_LENGTH, errorHeaderOf, type ErpClientOptions } from '../../src/api/erpClient';
import { ErpCallError } from '../../src/api/ErpCallError';
import { pagingParams } from '../../src/api/paging';

type Handler = (body: Record<string, unknown>, headers: Headers, url: string) => { status?: number; body: unknown; headers?: Record<string, string> }
  | Promise<{ status?: number; body: unknown; headers?: Record<string, string> }>;

/** A fetch that answers with a handler and records every request. */
function fakeFetch(handler: Handler) {
  const calls: { url: string; body: Record<string, unknown>; headers: Headers }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = JSON.parse(await request.text()) as Record<string, unknown>;
    calls.push({ url: request.url, body, headers: request.headers });
    const res = await handler(body, request.headers, request.url);
    return new Response(JSON.stringify(res.body), { status: res.status ?? 200, headers: { 'content-type': 'application/json', ...res.headers } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function client(handler: Handler, overrides: Partial<ErpClientOptions> = {}) {
  const f = fakeFetch(handler);
  const options: ErpClientOptions = {
    baseUrl: 'http://erp.test',
    session: () => ({ tira: 'T1', empresa: '1', usuario: 'ana', organizacion: 'DEMO' }),
    isOnPremise: () => false,
    refreshToken: vi.fn(async () => 'T2'),
    onAuthFailure: vi.fn(),
    fetch: f.fetch,
    ...overrides,
  };
  return { erp: createErpClient(options), calls: f.calls, options };
}

describe('paging', () => {
  it.each([
    [1, 10, 1], [2, 10, 11], [3, 25, 51], [1, 5, 1], [10, 5, 46],
  ])('page %i of %i rows starts at offset %i', (page, rows, offset) => {
    expect(pagingParams(page, rows)).toEqual({ offset, numRows: rows });
  });
  it('rejects page 0 and non-integer sizes', () => {
    expect(() => pagingParams(0, 10)).toThrow(RangeError);
    expect(() => pagingParams(1, 2.5)).toThrow(RangeError);
  });
});

describe('session injection', () => {
  it('adds tira and empresa when absent', async () => {
    const { erp, calls } = client(() => ({ body: { ok: 1 } }));
    await erp.post('/wscomun/x', { a: 1 });
    expect(calls[0]!.body).toEqual({ a: 1, tira: 'T1', empresa: '1' });
    expect(calls[0]!.url).toBe('http://erp.test/wscomun/x');
  });
  it('keeps tira and empresa the caller sent', async () => {
    const { erp, calls } = client(() => ({ body: {} }));
    await erp.post('/wscomun/x', { tira: 'OTHER', empresa: '2' });
    expect(calls[0]!.body).toEqual({ tira: 'OTHER', empresa: '2' });
  });
  it('injects nothing into calls made without a session', async () => {
    const { erp, calls } = client(() => ({ body: { data: 'tok' } }));
    await erp.post('/wsr/auth/validateuser', { userName: 'a' }, { auth: false });
    expect(calls[0]!.body).toEqual({ userName: 'a' });
  });
  it('on-premise also sends the token, org and user in headers', async () => {
    const { erp, calls } = client(() => ({ body: {} }), { isOnPremise: () => true, onPremiseHeaders: { 'x-ddol-app-origin': 'PORTAL' } });
    await erp.post('/wscomun/x', {});
    expect(calls[0]!.headers.get('x-ddol-security-token')).toBe('T1');
    expect(calls[0]!.headers.get('x-ddol-org')).toBe('DEMO');
    expect(calls[0]!.headers.get('x-ddol-user')).toBe('ana');
    expect(calls[0]!.headers.get('x-ddol-app-origin')).toBe('PORTAL');
  });
  it('hosted sends no security headers', async () => {
    const { erp, calls } = client(() => ({ body: {} }));
    await erp.post('/wscomun/x', {});
    expect(calls[0]!.headers.get('x-ddol-security-token')).toBeNull();
  });
});

describe('success rule', () => {
  it('HTTP 200 with a result other than ko is a success', async () => {
    const { erp } = client(() => ({ body: { result: 'ok', n: 3 } }));
    await expect(erp.post('/x')).resolves.toMatchObject({ status: 200, data: { result: 'ok', n: 3 } });
  });
  it("HTTP 200 with result 'ko' fails with the server message", async () => {
    const { erp } = client(() => ({ body: { result: 'ko', errorMsg: 'Error al cambiar la empresa' } }));
    const error = await erp.post('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErpCallError);
    expect(error).toMatchObject({ kind: 'ko', status: 200, serverMessage: 'Error al cambiar la empresa' });
  });
  it('a non-200 status fails with status and code', async () => {
    const { erp } = client(() => ({ status: 500, body: { result: 'ko', errorCode: 'INTERNAL', errorMsg: 'boom', statusText: 'INTERNAL' } }));
    await expect(erp.post('/x')).rejects.toMatchObject({ kind: 'http', status: 500, errorCode: 'INTERNAL', serverMessage: 'boom' });
  });
  it('reports the deployment mode from the reply header', async () => {
    const onMode = vi.fn();
    const { erp } = client(() => ({ body: {}, headers: { 'x-portal-mode': 'onpremise' } }), { onMode });
    await erp.post('/x');
    expect(onMode).toHaveBeenCalledWith(true);
  });
});

describe('error header', () => {
  it('copies a non-zero errorCode with the first 130 characters of the message', async () => {
    const message = 'x'.repeat(200);
    const { erp } = client(() => ({ body: { errorCode: 7, errorMsg: message } }));
    const reply = await erp.post('/x');
    expect(reply.errorHeader).toBe(`7 ${'x'.repeat(ERROR_HEADER_MESSAGE_LENGTH)}`);
  });
  it('adds nothing for errorCode 0 or absent', () => {
    expect(errorHeaderOf({ errorCode: 0, errorMsg: 'fine' })).toBeUndefined();
    expect(errorHeaderOf({ errorCode: '0' })).toBeUndefined();
    expect(errorHeaderOf({ data: 1 })).toBeUndefined();
  });
});

describe('401 and token refresh', () => {
  it('refreshes once for concurrent 401s and retries every call with the new token', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const refreshToken = vi.fn(async () => { await gate; return 'T2'; });
    const { erp, calls, options } = client((body) => (body.tira === 'T2' ? { body: { who: body.n } } : { status: 401, body: { result: 'ko', errorCode: 'AUTH_INVALID_TOKEN' } }), { refreshToken });
    const pending = [1, 2, 3, 4, 5].map((n) => erp.post<{ who: number }>('/x', { n }));
    await vi.waitFor(() => expect(calls.length).toBe(5));
    release();
    const replies = await Promise.all(pending);
    expect(replies.map((r) => r.data.who)).toEqual([1, 2, 3, 4, 5]);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(options.onAuthFailure).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.body.tira === 'T2')).toHaveLength(5);
  });
  it('a later 401 starts a new refresh', async () => {
    let token = 'T1';
    const refreshToken = vi.fn(async () => { token = token === 'T1' ? 'T2' : 'T3'; return token; });
    const { erp } = client((body) => (body.tira === token && token !== 'T1' ? { body: {} } : { status: 401, body: {} }), { refreshToken, session: () => ({ tira: 'T1' }) });
    await erp.post('/x');
    await erp.post('/x');
    expect(refreshToken).toHaveBeenCalledTimes(2);
  });
  it('a failed refresh ends the session and rejects with an auth error', async () => {
    const refreshToken = vi.fn(async () => { throw new Error('expired'); });
    const { erp, options } = client(() => ({ status: 401, body: { result: 'ko' } }), { refreshToken });
    await expect(erp.post('/x')).rejects.toMatchObject({ kind: 'auth', status: 401 });
    expect(options.onAuthFailure).toHaveBeenCalledTimes(1);
  });
  it('calls without a session never refresh', async () => {
    const refreshToken = vi.fn(async () => 'T2');
    const { erp } = client(() => ({ status: 401, body: { result: 'ko', errorMsg: 'The user does not exist or the password is invalid' } }), { refreshToken });
    await expect(erp.post('/wsr/auth/validateuser', {}, { auth: false })).rejects.toMatchObject({ kind: 'auth', status: 401 });
    expect(refreshToken).not.toHaveBeenCalled();
  });
  it('a network failure is reported as such', async () => {
    const fetch = vi.fn(async () => { throw new TypeError('Failed to fetch'); }) as unknown as typeof globalThis.fetch;
    const { erp } = client(() => ({ body: {} }), { fetch });
    await expect(erp.post('/x')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });
});
