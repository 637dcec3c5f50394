import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildServer } from '../../../src/server/buildServer';
import { readConfig, type PortalMode } from '../../../src/server/config';
import { prepareDatabase } from '../../../src/server/db/prepareDatabase';
import { openDatabase, type OpenDatabase } from '../../../src/server/db/openDatabase';

/** A reference server on its own freshly seeded database (small scale): embedded SQLite, or PostgreSQL when TEST_POSTGRES_URL is set. */
export interface TestServer {
  app: FastifyInstance;
  open: OpenDatabase;
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Logs a user in (domain DEMO unless given, e.g. NORTE for the second organisation). */
  login(user: string, password?: string, domain?: string): Promise<{ tira: string; refresh: string }>;
  close(): Promise<void>;
}

/**
 * A fresh PostgreSQL database for one test server when TEST_POSTGRES_URL points to a server (e.g. postgres://postgres@localhost:5432/postgres):
 * the same server tests then run on PostgreSQL instead of the embedded SQLite.
 */
export async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const base = process.env.TEST_POSTGRES_URL;
  if (!base) return undefined;
  const { default: pg } = await import('pg');
  const name = `report_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Starts a server in the given mode with fresh demo data. */
export async function startTestServer(mode: PortalMode = 'hosted', env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-server-test-'));
  const pgDb = env.DATABASE_URL ? undefined : await postgresDatabase();
  const config = { ...readConfig({
    DATA_DIR: dataDir, PORTAL_MODE: mode, SEED_SCALE: 'small', LOGIN_RATE_LIMIT: '1000', STATIC_DIR: path.join(dataDir, 'no-dist'),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}), ...env,
  }) };
  const open = await prepareDatabase({ ...config, scale: 'small' });
  const app = await buildServer(open.db, config);
  const post = (url: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: body as Record<string, unknown>, headers: { 'content-type': 'application/json', ...headers } });
  return {
    app, open, post,
    async login(user, password = 'demo1234', domain = 'DEMO') {
      const res = await post('/wsr/auth/validateuser', { userName: user, password, domain, refreshToken: { expirationSeconds: 864000 } });
      if (res.statusCode !== 200) throw new Error(`login ${user}: ${res.statusCode} ${res.body}`);
      return { tira: res.json<{ data: string }>().data, refresh: String(res.headers['refresh-token']) };
    },
    async close() {
      await app.close();
      await open.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** How another process would reach the database of a test server: the same PostgreSQL database, or the same SQLite file. */
export async function sameDatabase(s: TestServer): Promise<{ dataDir: string; databaseUrl?: string }> {
  if (s.open.dialect === 'postgres') {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(s.open.db);
    const url = new URL(process.env.TEST_POSTGRES_URL!);
    url.pathname = `/${rows[0]!.name}`;
    return { dataDir: '', databaseUrl: url.toString() };
  }
  const file = (await sql<{ file: string }>`pragma database_list`.execute(s.open.db)).rows.find((r) => r.file)!.file;
  return { dataDir: path.dirname(file) };
}

/** A second connection to the database of a test server, as another service process or the ERP itself would have. */
export async function otherConnection(s: TestServer): Promise<OpenDatabase> {
  const target = await sameDatabase(s);
  return openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
}
