import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErpClient, type ErpClient } from '../../src/api/erpClient';
import { loginWithCredentials } from '../../src/kit/auth/loginFlow';
import en from '../../src/locales/portal/en.json';
import { TokenStore } from '../../src/server/auth/tokenStore';
import { migrate, migrations } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/openDatabase';
import type { Database } from '../../src/server/db/tables';
import { postgresDatabase, startTestServer, type TestServer } from './support/testServer';

const P = '/wscomun/portalinformes';

let s: TestServer;
beforeAll(async () => { s = await startTestServer('hosted'); });
afterAll(async () => { await s.close(); });

/** HTTP status of a session call made with the token. */
async function status(tira: string): Promise<number> {
  return (await s.post(`${P}/datosUsuario`, { tira })).statusCode;
}

async function refresh(user: string, refreshTokenId: string) {
  const ids = await s.open.db.selectFrom('usuarios_erp').select(['user_id', 'id_organizacion']).where('usuario', '=', user).executeTakeFirstOrThrow();
  return s.post('/wsr/Auth/tokenRefreshGetAuth', { userId: ids.user_id, orgId: ids.id_organizacion, refreshTokenId });
}

/** The portal's ERP client, talking to the test server in-process. */
function portalClient(): ErpClient {
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const res = await s.app.inject({ method: 'POST', url: new URL(req.url).pathname, payload: await req.text(), headers: Object.fromEntries(req.headers) });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type']) } });
  }) as typeof globalThis.fetch;
  return createErpClient({
    baseUrl: 'http://portal.test', session: () => ({}), isOnPremise: () => false,
    refreshToken: async () => { throw new Error('no session'); }, onAuthFailure: () => undefined, fetch,
  });
}

describe('logout revokes the session however the token is sent', () => {
  it.each([
    ['the body tira', (tira: string) => [{ tira }, {}] as const],
    ['an Authorization Bearer header', (tira: string) => [{}, { authorization: `Bearer ${tira}` }] as const],
    ['the x-ddol-security-token header', (tira: string) => [{}, { 'x-ddol-security-token': tira }] as const],
  ])('by %s: the access token and the refresh token stop working; other sessions stay', async (_how, request) => {
    const ended = await s.login('rep');
    const other = await s.login('rep');
    expect(await status(ended.tira)).toBe(200);
    const [body, headers] = request(ended.tira);
    const res = await s.post('/wsr/auth/logout', body, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'ok' });
    expect(await status(ended.tira)).toBe(401);
    expect((await refresh('rep', ended.refresh)).statusCode).toBe(401);
    expect(await status(other.tira)).toBe(200);
  });
});

describe('refresh-token reuse', () => {
  it('presenting a used refresh token again revokes every token of its session, the ones the first refresh gave too', async () => {
    const login = await s.login('cliente');
    const other = await s.login('cliente');
    const first = await refresh('cliente', login.refresh);
    expect(first.statusCode).toBe(200);
    const renewed = { tira: first.json<{ data: string }>().data, refresh: String(first.headers['refresh-token']) };
    expect(await status(renewed.tira)).toBe(200);

    const reuse = await refresh('cliente', login.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ result: 'ko', errorCode: 'AUTH_INVALID_REFRESH', errorMsg: expect.stringContaining('already used') });
    expect(await status(renewed.tira)).toBe(401);
    expect(await status(login.tira)).toBe(401);
    expect((await refresh('cliente', renewed.refresh)).statusCode).toBe(401);
    expect(await status(other.tira)).toBe(200);
  });
  it('two simultaneous presentations of one refresh token leave no working token', async () => {
    const login = await s.login('cliente');
    const replies = await Promise.all([refresh('cliente', login.refresh), refresh('cliente', login.refresh)]);
    expect(replies.map((r) => r.statusCode)).toContain(401);
    const issued = replies.flatMap((r) => (r.statusCode === 200 ? [r.json<{ data: string }>().data] : []));
    expect(await Promise.all([login.tira, ...issued].map(status))).toEqual([login.tira, ...issued].map(() => 401));
  });
});

describe('a user who loses access to the portal', () => {
  it.each([
    ['deactivated in the portal', 'sucursal', (db: Kysely<Database>) => db.updateTable('usuarios_portal').set({ activo_sn: 'N' }).where('usuario', '=', 'sucursal').execute()],
    ['deactivated in the ERP', 'multi', (db: Kysely<Database>) => db.updateTable('usuarios_erp').set({ activo_sn: 'N' }).where('usuario', '=', 'multi').execute()],
    ['deleted from the portal', 'proveedor', (db: Kysely<Database>) => db.deleteFrom('usuarios_portal').where('usuario', '=', 'proveedor').execute()],
  ])('%s: their live session stops at the next call and login says they have no access', async (_case, user, change) => {
    const live = await s.login(user);
    expect(await status(live.tira)).toBe(200);
    await change(s.open.db);

    expect(await status(live.tira)).toBe(401);
    expect((await refresh(user, live.refresh)).statusCode).toBe(401);

    const hosted = await s.post('/wsr/auth/validateuser', { userName: user, password: 'demo1234', domain: 'DEMO' });
    expect(hosted.statusCode).toBe(403);
    expect(hosted.json()).toMatchObject({ result: 'ko', errorCode: 'AUTH_NO_ACCESS' });
    expect(hosted.headers['refresh-token']).toBeUndefined();
    const onPremise = await s.post('/wscomun/procExpert/login', { usuario: user, password: 'demo1234', dominio: 'DEMO' });
    expect(onPremise.json()).toEqual({ errorCode: 2, errorMsg: 'The user has no access to the application' });
    // Without the right password nothing is told.
    const wrong = await s.post('/wsr/auth/validateuser', { userName: user, password: 'not-it', domain: 'DEMO' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorCode).toBe('AUTH_INVALID_CREDENTIALS');

    // The portal shows the catalogue's 'no application access' message, hosted and on-premise.
    const creds = { usuario: user, password: 'demo1234', dominio: 'DEMO' };
    expect(await loginWithCredentials(portalClient(), creds, false)).toEqual({ kind: 'error', titleKey: 'errors.loginTitle', messageKey: 'errors.noAccess' });
    expect(await loginWithCredentials(portalClient(), creds, true)).toEqual({ kind: 'error', titleKey: 'errors.loginOnPremiseTitle', messageKey: 'errors.noAccess' });
    expect(en.errors.noAccess).toBe('This user has no access to the application. Consult your administrator.');
  });
});

describe('login limits', () => {
  let proxied: TestServer;
  let direct: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer('hosted', { TRUST_PROXY: 'true', LOGIN_RATE_LIMIT: '3', LOGIN_ACCOUNT_RATE_LIMIT: '3' });
    direct = await startTestServer('hosted', { LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });
  const attempt = (server: TestServer, from: string, userName: string, password: string) =>
    server.post('/wsr/auth/validateuser', { userName, password, domain: 'DEMO' }, { 'x-forwarded-for': from });

  it('failed attempts are counted per account whatever address they come from; then even the right password answers 429', async () => {
    const codes: number[] = [];
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) codes.push((await attempt(proxied, ip, 'cliente', 'guess')).statusCode);
    const blocked = await attempt(proxied, '203.0.113.4', 'cliente', 'demo1234');
    codes.push(blocked.statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect(blocked.json()).toMatchObject({ result: 'ko', errorCode: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same account however it is spelled, and through the on-premise login too.
    expect((await attempt(proxied, '203.0.113.5', 'CLIENTE', 'demo1234')).statusCode).toBe(429);
    const onPremise = await proxied.post('/wscomun/procExpert/login', { usuario: 'cliente', password: 'demo1234', dominio: 'demo' }, { 'x-forwarded-for': '203.0.113.6' });
    expect(onPremise.statusCode).toBe(429);
    // Other accounts are not affected.
    expect((await attempt(proxied, '203.0.113.7', 'rep', 'demo1234')).statusCode).toBe(200);
  });
  it('a successful login clears the account’s failures', async () => {
    const codes: number[] = [];
    for (const [i, password] of ['guess', 'guess', 'demo1234', 'guess', 'guess', 'guess', 'demo1234'].entries()) {
      codes.push((await attempt(proxied, `203.0.113.${20 + i}`, 'sucursal', password)).statusCode);
    }
    expect(codes).toEqual([401, 401, 200, 401, 401, 401, 429]);
  });
  it('behind a trusted proxy, attempts are counted per real client (X-Forwarded-For)', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 4; i++) codes.push((await attempt(proxied, '198.51.100.7', `nadie${i}`, 'guess')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await attempt(proxied, '198.51.100.7', 'rep', 'demo1234')).statusCode).toBe(429);
    expect((await attempt(proxied, '198.51.100.8', 'nadie5', 'guess')).statusCode).toBe(401);
    // The client is the first address of the chain, whichever proxies it came through.
    const chained: number[] = [];
    for (let i = 1; i <= 3; i++) chained.push((await attempt(proxied, `198.51.100.8, 10.0.0.${i}`, `nadie${5 + i}`, 'guess')).statusCode);
    expect(chained).toEqual([401, 401, 429]);
  });
  it('without a trusted proxy, X-Forwarded-For is ignored: changing it does not escape the limit', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 4; i++) codes.push((await attempt(direct, `198.51.100.${i}`, `nadie${i}`, 'guess')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});

describe('migration 006 on an existing database', () => {
  it('gives older tokens a family per user: they keep working, and a reuse ends that user’s older sessions only', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-m006-'));
    const pgDb = await postgresDatabase();
    const open = await openDatabase({ dataDir, databaseUrl: pgDb?.url });
    try {
      const migrator = new Migrator({ db: open.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('005-search-indexes')).error).toBeUndefined();
      const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
      const far = Date.now() + 3_600_000;
      await sql`insert into tokens (token_hash, user_id, expires_at) values (${hash('old-access')}, ${7}, ${far}), (${hash('other-access')}, ${8}, ${far})`.execute(open.db);
      await sql`insert into refresh_tokens (token_hash, user_id, expires_at) values (${hash('old-refresh')}, ${7}, ${far})`.execute(open.db);

      await migrate(open.db);
      const families = await open.db.selectFrom('tokens').select(['user_id', 'family']).orderBy('user_id').execute();
      expect(families).toEqual([{ user_id: 7, family: 'legacy-7' }, { user_id: 8, family: 'legacy-8' }]);

      const store = new TokenStore(open.db, 3600);
      expect(await store.verifyAccess('old-access')).toBe(7);
      const rotated = await store.rotate(7, 'old-refresh');
      if (rotated.kind !== 'rotated') throw new Error(`expected a rotation, got ${rotated.kind}`);
      expect(await store.verifyAccess(rotated.tokens.access)).toBe(7);
      expect(await store.rotate(7, 'old-refresh')).toEqual({ kind: 'reused' });
      expect(await store.verifyAccess(rotated.tokens.access)).toBeUndefined();
      expect(await store.verifyAccess('old-access')).toBeUndefined();
      expect(await store.verifyAccess('other-access')).toBe(8);
    } finally {
      await open.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
