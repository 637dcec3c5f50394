import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/buildServer';
import { readConfig } from '../../src/server/config';
import { LATEST_MIGRATION, migrate } from '../../src/server/db/migrate';
import { openDatabase, type OpenDatabase } from '../../src/server/db/openDatabase';
import { shutDown } from '../../src/server/readiness';
import { DOCUMENT_SECRET_SETTING, loadDocumentSecret } from '../../src/server/routes/reports/documentLinks';
import { postgresDatabase, sameDatabase, startTestServer, type TestServer } from './support/testServer';

/**
 * Scale-out: two service processes on one database (each with its own data folder and connection, no DOCUMENT_SECRET) behave as one service —
 * document links, login limits, sessions — and each tells its balancer whether it is ready and shuts down gracefully.
 * On PostgreSQL when TEST_POSTGRES_URL is set, else on the embedded SQLite.
 */

const LIMITS = { TRUST_PROXY: 'true', LOGIN_RATE_LIMIT: '4', LOGIN_ACCOUNT_RATE_LIMIT: '3' };

/** A service process on a database: its own data folder, its own connection to the database, the given settings. */
interface Instance { app: FastifyInstance; open: OpenDatabase; dataDir: string; close(): Promise<void> }

/** Starts another process's services on the database of s (not listening unless asked). */
async function instanceOn(s: TestServer, env: Record<string, string> = {}, setup?: (app: FastifyInstance) => void): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scale-out-'));
  const target = await sameDatabase(s);
  const open = await openDatabase({ dataDir: target.dataDir || dataDir, databaseUrl: target.databaseUrl });
  const app = await buildServer(open.db, readConfig({ DATA_DIR: dataDir, PORTAL_MODE: 'hosted', STATIC_DIR: path.join(dataDir, 'no-dist'), ...env }));
  setup?.(app);
  return {
    app, open, dataDir,
    async close() {
      await app.close();
      await open.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let a: TestServer;
let b: Instance;
beforeAll(async () => {
  a = await startTestServer('hosted', LIMITS);
  b = await instanceOn(a, LIMITS);
}, 120_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const post = (app: FastifyInstance, url: string, body: unknown, from = '192.0.2.1'): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url, payload: body as Record<string, unknown>, headers: { 'content-type': 'application/json', 'x-forwarded-for': from } });
const login = (app: FastifyInstance, userName: string, password: string, from: string) =>
  post(app, '/wsr/auth/validateuser', { userName, password, domain: 'DEMO' }, from);
const apps = () => [a.app, b.app] as const;

describe('two processes on one database', () => {
  it('a signed document link issued by one opens on the other (the key is generated once, in the database)', async () => {
    const { tira } = await a.login('cliente');
    const invoice = await a.open.db.selectFrom('facturas').select(['numero', 'serie', 'ejercicio']).where('empresa', '=', '1').where('cliente', '=', '000001').orderBy('fecha', 'desc').executeTakeFirstOrThrow();
    const body = { tira, tipoEmpresa: 0, pdfSn: 'S', factIni: invoice.numero, factFin: invoice.numero, serie: invoice.serie, ejercicio: invoice.ejercicio };
    const fromA = (await post(a.app, '/wscomun/portalinformes/getURLFacturas', body)).json<{ report: string }>().report;
    const fromB = (await post(b.app, '/wscomun/portalinformes/getURLFacturas', body)).json<{ report: string }>().report;
    for (const [link, server] of [[fromA, b.app], [fromB, a.app], [fromA, a.app]] as const) {
      const url = new URL(link);
      const res = await server.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
    }
    // Neither process wrote a key into its data folder: the one key lives in the database.
    expect(fs.existsSync(path.join(b.dataDir, 'document-secret'))).toBe(false);
    expect(await a.open.db.selectFrom('ajustes_servicio').select('clave').where('clave', '=', DOCUMENT_SECRET_SETTING).execute()).toHaveLength(1);
  });

  it('failed logins of an account count across both: it is blocked after the limit whichever process gets the attempts, even with the right password', async () => {
    const codes: number[] = [];
    for (const [i, app] of [a.app, b.app, a.app].entries()) codes.push((await login(app, 'cliente', 'guess', `198.51.100.${i + 1}`)).statusCode);
    for (const [i, app] of apps().entries()) {
      const blocked = await login(app, 'cliente', 'demo1234', `198.51.100.${10 + i}`);
      codes.push(blocked.statusCode);
      expect(blocked.json()).toMatchObject({ result: 'ko', errorCode: 'RATE_LIMITED' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    // A success on one process clears the count for both.
    const sucursal: number[] = [];
    for (const [i, [app, password]] of ([[a.app, 'guess'], [b.app, 'guess'], [a.app, 'demo1234'], [b.app, 'guess'], [a.app, 'guess'], [b.app, 'guess'], [a.app, 'demo1234']] as const).entries()) {
      sucursal.push((await login(app, 'sucursal', password, `198.51.100.${20 + i}`)).statusCode);
    }
    expect(sucursal).toEqual([401, 401, 200, 401, 401, 401, 429]);
  });

  it('attempts from one client address count across both (LOGIN_RATE_LIMIT), with the same 429 reply', async () => {
    const codes: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 1; i <= 5; i++) {
      last = await login(i % 2 ? a.app : b.app, `nadie${i}`, 'guess', '203.0.113.50');
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 429]);
    expect(last!.json()).toMatchObject({ result: 'ko', errorCode: 'RATE_LIMITED' });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(a.app, 'rep', 'demo1234', '203.0.113.50')).statusCode).toBe(429);
    // Another address is not affected.
    expect((await login(b.app, 'rep', 'demo1234', '203.0.113.51')).statusCode).toBe(200);
  });

  it('a session started on one process works on the other, and a logout on one is refused on the other at once', async () => {
    const { tira } = await a.login('rep');
    const datos = (app: FastifyInstance) => post(app, '/wscomun/portalinformes/datosUsuario', { tira });
    expect((await datos(b.app)).statusCode).toBe(200);
    expect((await post(b.app, '/wsr/auth/logout', { tira })).json()).toEqual({ result: 'ok' });
    expect((await datos(a.app)).statusCode).toBe(401);
    expect((await datos(b.app)).statusCode).toBe(401);
  });

  it('the key is adopted from an earlier data folder once, and processes generating it together agree on one', async () => {
    const db = a.open.db;
    const original = (await db.selectFrom('ajustes_servicio').select('valor').where('clave', '=', DOCUMENT_SECRET_SETTING).executeTakeFirstOrThrow()).valor;
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-legacy-secret-')));
    try {
      await db.deleteFrom('ajustes_servicio').where('clave', '=', DOCUMENT_SECRET_SETTING).execute();
      const keys = await Promise.all(Array.from({ length: 6 }, () => loadDocumentSecret(db, { dataDir: dirs[0]! })));
      expect(new Set(keys.map((k) => k.toString('hex'))).size).toBe(1);
      await db.deleteFrom('ajustes_servicio').where('clave', '=', DOCUMENT_SECRET_SETTING).execute();
      const legacy = ['ab'.repeat(32), 'cd'.repeat(32)];
      dirs.forEach((dir, i) => fs.writeFileSync(path.join(dir, 'document-secret'), legacy[i]!));
      expect((await loadDocumentSecret(db, { dataDir: dirs[0]! })).toString('hex')).toBe(legacy[0]);
      expect((await loadDocumentSecret(db, { dataDir: dirs[1]! })).toString('hex')).toBe(legacy[0]);
      expect((await loadDocumentSecret(db, { dataDir: dirs[1]!, documentSecret: 'given' })).toString('utf8')).toBe('given');
    } finally {
      await db.updateTable('ajustes_servicio').set({ valor: original }).where('clave', '=', DOCUMENT_SECRET_SETTING).execute();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('readiness and graceful shutdown', () => {
  const ready = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/ready' });

  it('/ready answers 200 on both processes, without a session, and is documented', async () => {
    for (const app of apps()) {
      const res = await ready(app);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
    const doc = (await a.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>> }>();
    expect(doc.paths['/ready']?.get?.security).toEqual([]);
    expect(Object.keys(doc.paths['/ready']!.get!.responses)).toEqual(expect.arrayContaining(['200', '503']));
  });

  it('/ready answers 503 when the newest migration is not recorded, or when the database does not answer', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ready-'));
    const pg = a.open.dialect === 'postgres' ? await postgresDatabase() : undefined;
    const open = await openDatabase({ dataDir, databaseUrl: pg?.url });
    let app: FastifyInstance | undefined;
    try {
      await migrate(open.db);
      app = await buildServer(open.db, readConfig({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-dist') }));
      expect((await ready(app)).statusCode).toBe(200);
      await sql`delete from kysely_migration where name = ${LATEST_MIGRATION}`.execute(open.db);
      const stale = await ready(app);
      expect(stale.statusCode).toBe(503);
      expect(stale.json()).toEqual({ status: 'unavailable', reason: `migration ${LATEST_MIGRATION} is not applied` });
      await open.close();
      const down = await ready(app);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', reason: 'the database does not answer' });
    } finally {
      await app?.close();
      await open.close().catch(() => undefined);
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  /** A process listening on a port, with a route that answers when the test lets it (a request in flight). */
  async function listeningInstance() {
    let release = () => {};
    let entered = () => {};
    const inside = new Promise<void>((resolve) => { entered = resolve; });
    const instance = await instanceOn(a, {}, (app) => {
      app.get('/slow-for-test', { schema: { hide: true } }, async () => {
        entered();
        await new Promise<void>((resolve) => { release = resolve; });
        return { done: true };
      });
    });
    await instance.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = instance.app.server.address() as { port: number };
    return { instance, base: `http://127.0.0.1:${port}`, inside, release: () => release() };
  }

  it('on shutdown /ready answers 503 at once, new connections are refused, the request in flight finishes, then the database closes', async () => {
    const { instance, base, inside, release } = await listeningInstance();
    try {
      expect((await fetch(`${base}/ready`)).status).toBe(200);
      const inFlight = fetch(`${base}/slow-for-test`);
      await inside;
      const stopping = shutDown(instance.app, () => instance.open.close(), 10_000);
      expect((await ready(instance.app)).statusCode).toBe(503);
      await expect(fetch(`${base}/ready`)).rejects.toThrow();
      release();
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ done: true });
      expect(await stopping).toEqual({ forced: false });
      await expect(sql`select 1`.execute(instance.open.db)).rejects.toThrow();
      // The other process still serves.
      expect((await ready(a.app)).statusCode).toBe(200);
    } finally {
      release();
      fs.rmSync(instance.dataDir, { recursive: true, force: true });
    }
  });

  it('a request still running after the shutdown timeout has its connection cut, and the shutdown completes', async () => {
    const { instance, base, inside, release } = await listeningInstance();
    try {
      const inFlight = fetch(`${base}/slow-for-test`).then((r) => r.status, () => 'cut');
      await inside;
      const started = Date.now();
      expect(await shutDown(instance.app, () => instance.open.close(), 300)).toEqual({ forced: true });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await inFlight).toBe('cut');
    } finally {
      release();
      fs.rmSync(instance.dataDir, { recursive: true, force: true });
    }
  });
});
