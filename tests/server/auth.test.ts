import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

let s: TestServer;
beforeAll(async () => { s = await startTestServer('hosted'); });
afterAll(async () => { await s.close(); });

const P = '/wscomun/portalinformes';

describe('POST /wsr/auth/validateuser', () => {
  it('returns the token as data and a refresh token header', async () => {
    const res = await s.post('/wsr/auth/validateuser', { userName: 'cliente', password: 'demo1234', domain: 'DEMO', refreshToken: { expirationSeconds: 864000 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatch(/^[\w-]{40,}$/);
    expect(res.headers['refresh-token']).toMatch(/^[\w-]{40,}$/);
    expect(res.headers['x-portal-mode']).toBe('hosted');
  });
  it('is case-insensitive on user and domain', async () => {
    const res = await s.post('/wsr/auth/validateuser', { userName: 'CLIENTE', password: 'demo1234', domain: 'demo' });
    expect(res.statusCode).toBe(200);
  });
  it.each([
    ['wrong password', { userName: 'cliente', password: 'nope', domain: 'DEMO' }],
    ['unknown user', { userName: 'nadie', password: 'demo1234', domain: 'DEMO' }],
    ['wrong domain', { userName: 'cliente', password: 'demo1234', domain: 'OTRO' }],
  ])('refuses a %s with 401 and the same message', async (_case, body) => {
    const res = await s.post('/wsr/auth/validateuser', body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: 'ko', errorCode: 'AUTH_INVALID_CREDENTIALS', errorMsg: 'The user does not exist or the password is invalid.' });
  });
  it.each([
    ['no password', { userName: 'cliente', domain: 'DEMO' }, "body.password must have required property 'password'"],
    ['an unknown field', { userName: 'cliente', password: 'x', domain: 'DEMO', admin: true }, 'body.admin must NOT have additional properties'],
    ['a refresh lifetime above 864000', { userName: 'cliente', password: 'x', domain: 'DEMO', refreshToken: { expirationSeconds: 864001 } }, 'body.refreshToken.expirationSeconds must be <= 864000'],
    ['an empty user', { userName: '', password: 'x', domain: 'DEMO' }, 'body.userName must NOT have fewer than 1 characters'],
  ])('answers 400 with a clear message for %s', async (_case, body, message) => {
    const res = await s.post('/wsr/auth/validateuser', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'ko', errorCode: 'VALIDATION_ERROR' });
    expect(res.json().errorMsg).toContain(message);
  });
  it('stores passwords hashed with scrypt, never in clear', async () => {
    const rows = await s.open.db.selectFrom('usuarios_erp').select(['usuario', 'password_hash']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const r of rows) {
      expect(r.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(r.password_hash).not.toContain('demo1234');
    }
    expect(new Set(rows.map((r) => r.password_hash)).size).toBeGreaterThan(1);
  });
});

describe('POST /wsr/Auth/tokenRefreshGetAuth', () => {
  async function ids(user: string) {
    const r = await s.open.db.selectFrom('usuarios_erp').select(['user_id', 'id_organizacion']).where('usuario', '=', user).executeTakeFirstOrThrow();
    return { userId: r.user_id, orgId: r.id_organizacion };
  }
  it('an expired token gets 401; refresh gives a new token that works; the call succeeds on retry', async () => {
    const { tira, refresh } = await s.login('rep');
    await s.open.db.updateTable('tokens').set({ expires_at: 0 }).execute();
    const before = await s.post(`${P}/datosUsuario`, { tira });
    expect(before.statusCode).toBe(401);
    expect(before.json().errorCode).toBe('AUTH_INVALID_TOKEN');
    const refreshed = await s.post('/wsr/Auth/tokenRefreshGetAuth', { ...(await ids('rep')), refreshTokenId: refresh });
    expect(refreshed.statusCode).toBe(200);
    const newToken = refreshed.json().data as string;
    expect(newToken).not.toBe(tira);
    const retried = await s.post(`${P}/datosUsuario`, { tira: newToken });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().usuario).toBe('rep');
  });
  it('rotates the refresh token: the new one renews again, the old one cannot be used twice', async () => {
    const { refresh } = await s.login('cliente');
    const who = await ids('cliente');
    const first = await s.post('/wsr/Auth/tokenRefreshGetAuth', { ...who, refreshTokenId: refresh });
    expect(first.statusCode).toBe(200);
    const rotated = String(first.headers['refresh-token']);
    expect(rotated).not.toBe(refresh);
    const next = await s.post('/wsr/Auth/tokenRefreshGetAuth', { ...who, refreshTokenId: rotated });
    expect(next.statusCode).toBe(200);
    // A second use of a refresh token ends its whole session (tests/server/sessions.test.ts).
    const reuse = await s.post('/wsr/Auth/tokenRefreshGetAuth', { ...who, refreshTokenId: refresh });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().errorCode).toBe('AUTH_INVALID_REFRESH');
  });
  it("refuses another user's refresh token", async () => {
    const { refresh } = await s.login('cliente');
    const res = await s.post('/wsr/Auth/tokenRefreshGetAuth', { ...(await ids('admin')), refreshTokenId: refresh });
    expect(res.statusCode).toBe(401);
  });
  it('refuses an expired refresh token', async () => {
    const { refresh } = await s.login('sucursal');
    await s.open.db.updateTable('refresh_tokens').set({ expires_at: 1 }).execute();
    const res = await s.post('/wsr/Auth/tokenRefreshGetAuth', { ...(await ids('sucursal')), refreshTokenId: refresh });
    expect(res.statusCode).toBe(401);
  });
  it('validates its body', async () => {
    const res = await s.post('/wsr/Auth/tokenRefreshGetAuth', { orgId: '1', userId: 1000 });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /wscomun/portalinformes/getData (url info)', () => {
  it('identifies the organisation from a registered host and says so', async () => {
    const res = await s.post(`${P}/getData`, { url: 'demo.localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ empresa: '1', organizacion: 'DEMO', idOrganizacion: 1, marca: 'demo', dominioDesdeHost: 'S' });
  });
  it('falls back to the domain for an unknown host', async () => {
    const res = await s.post(`${P}/getData`, { url: 'localhost', dominio: 'demo' });
    expect(res.json()).toMatchObject({ organizacion: 'DEMO', dominioDesdeHost: 'N' });
  });
  it('answers 404 when neither host nor domain are known', async () => {
    const res = await s.post(`${P}/getData`, { url: 'localhost', dominio: 'X' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('UNKNOWN_DOMAIN');
  });
  it('needs the url', async () => {
    expect((await s.post(`${P}/getData`, { dominio: 'DEMO' })).statusCode).toBe(400);
  });
});

describe('the contract document', () => {
  it('serves OpenAPI with every route, its body schema and the error codes', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, { post?: { requestBody?: unknown } }>; info: { description: string } }>();
    for (const path of ['/wsr/auth/validateuser', '/wscomun/procExpert/login', '/wsr/Auth/tokenRefreshGetAuth', `${P}/getData`, `${P}/datosUsuarioPortal`, `${P}/datosUsuario`,
      `${P}/listaOpcionesPortal`, `${P}/listaInformesPortal`, `${P}/lovEmpresa`, `${P}/setEmpresa`, `${P}/cambiaIdioma`, `${P}/rolePortal`, `${P}/getFechasRoles`, `${P}/getEstadosPedidosWeb`]) {
      expect(doc.paths[path]?.post?.requestBody, path).toBeTruthy();
    }
    expect(doc.info.description).toContain('AUTH_INVALID_TOKEN');
  });
  it('answers unknown API paths with a ko 404', async () => {
    const res = await s.post('/wscomun/portalinformes/noExiste', {});
    expect(res.statusCode).toBe(404);
    expect(res.json().result).toBe('ko');
  });
});

describe('POST /wsr/auth/logout', () => {
  it("revokes the session's access and refresh tokens at once; the user's other sessions stay", async () => {
    const user = await s.open.db.selectFrom('usuarios_erp').select(['user_id', 'id_organizacion']).where('usuario', '=', 'sucursal').executeTakeFirstOrThrow();
    const ended = await s.login('sucursal');
    const other = await s.login('sucursal');
    expect((await s.post(`${P}/datosUsuario`, { tira: ended.tira })).statusCode).toBe(200);
    const res = await s.post('/wsr/auth/logout', { tira: ended.tira, refreshTokenId: ended.refresh });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'ok' });
    expect((await s.post(`${P}/datosUsuario`, { tira: ended.tira })).statusCode).toBe(401);
    const refresh = await s.post('/wsr/Auth/tokenRefreshGetAuth', { userId: user.user_id, orgId: user.id_organizacion, refreshTokenId: ended.refresh });
    expect(refresh.statusCode).toBe(401);
    expect((await s.post(`${P}/datosUsuario`, { tira: other.tira })).statusCode).toBe(200);
  });
  it('accepts unknown tokens silently and validates its body', async () => {
    expect((await s.post('/wsr/auth/logout', { tira: 'unknown' })).json()).toEqual({ result: 'ok' });
    expect((await s.post('/wsr/auth/logout', {})).statusCode).toBe(200);
    const bad = await s.post('/wsr/auth/logout', { tira: 'x', usuario: 'admin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).toContain('body.usuario');
  });
});
