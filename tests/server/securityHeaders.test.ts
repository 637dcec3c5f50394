import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS_VALUE } from '../../src/server/securityHeaders';
import { startTestServer, type TestServer } from './support/testServer';

// The test server trusts the loopback proxy, as `inject` requests come from 127.0.0.1; other addresses are not trusted.
let s: TestServer;
beforeAll(async () => { s = await startTestServer('hosted', { TRUST_PROXY: '127.0.0.1' }); });
afterAll(async () => { await s?.close(); });

const P = '/wscomun/portalinformes';

/** The CSP header as a map of directive → sources. */
function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map((header as string).split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const [name, ...sources] = d.split(/\s+/);
    return [name!, sources];
  }));
}

describe('API replies are never stored', () => {
  it('the login reply (hosted and on-premise), which carries the token', async () => {
    const hosted = await s.post('/wsr/auth/validateuser', { userName: 'cliente', password: 'demo1234', domain: 'DEMO' });
    expect(hosted.statusCode).toBe(200);
    expect(hosted.headers['cache-control']).toBe('no-store');
    const onPremise = await s.post('/wscomun/procExpert/login', { usuario: 'cliente', password: 'demo1234', dominio: 'demo' });
    expect(onPremise.headers['cache-control']).toBe('no-store');
  });
  it('datosUsuarioPortal, which echoes the token, and a refused login', async () => {
    const { tira } = await s.login('cliente');
    const res = await s.post(`${P}/datosUsuarioPortal`, { tira });
    expect(res.statusCode).toBe(200);
    expect(res.json().result[0].tira).toBe(tira);
    expect(res.headers['cache-control']).toBe('no-store');
    const refused = await s.post('/wsr/auth/validateuser', { userName: 'cliente', password: 'nope', domain: 'DEMO' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
  it.each([
    ['a /wsutils document link (refused signature)', 'GET', '/wsutils/documentos/abc?exp=1&sig=x', 403],
    ['an unknown /wsr path', 'POST', '/wsr/nothing', 404],
    ['an unknown /wsedrive path', 'POST', '/wsedrive/nothing', 404],
    ['a call without a session', 'POST', `${P}/datosUsuarioPortal`, 401],
  ] as const)('%s', async (_case, method, url, status) => {
    const res = await s.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });
  it('the portal outside the API keeps its own caching', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/portal-config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('Strict-Transport-Security only over HTTPS', () => {
  it('is absent on plain HTTP', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/portal-config.json' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const api = await s.post('/wsr/auth/validateuser', { userName: 'cliente', password: 'demo1234', domain: 'DEMO' });
    expect(api.headers['strict-transport-security']).toBeUndefined();
  });
  it('is sent when a trusted proxy says the request came over HTTPS (TRUST_PROXY + X-Forwarded-Proto)', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/portal-config.json', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe(HSTS_VALUE);
    expect(HSTS_VALUE).toMatch(/^max-age=31536000; includeSubDomains$/);
    const api = await s.post('/wsr/auth/validateuser', { userName: 'cliente', password: 'demo1234', domain: 'DEMO' }, { 'x-forwarded-proto': 'https' });
    expect(api.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });
  it('is not sent when X-Forwarded-Proto comes from an address that is not a trusted proxy', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/portal-config.json', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Content-Security-Policy', () => {
  it.each([
    ['the portal', 'GET', '/portal-config.json'],
    ['an API reply', 'POST', '/wsr/nothing'],
  ] as const)('on %s: no eval, no plugins, no <base>, framed only by the portal itself', async (_case, method, url) => {
    const res = await s.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    const header = res.headers['content-security-policy'] as string;
    expect(header).not.toContain('unsafe-eval');
    const policy = csp(header);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    // PDFs are shown in frames: signed same-origin links and blob: URLs.
    expect(policy.get('frame-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });
});
