import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../../src/server/buildServer';
import { readConfig, type PortalMode } from '../../../src/server/config';
import { prepareDatabase } from '../../../src/server/db/prepareDatabase';
import type { OpenDatabase } from '../../../src/server/db/openDatabase';

/** A reference server on its own freshly seeded SQLite database (small scale). */
export interface TestServer {
  app: FastifyInstance;
  open: OpenDatabase;
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  login(user: string, password?: string): Promise<{ tira: string; refresh: string }>;
  close(): Promise<void>;
}

/** Starts a server in the given mode with fresh demo data. */
export async function startTestServer(mode: PortalMode = 'hosted', env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-server-test-'));
  const config = { ...readConfig({ DATA_DIR: dataDir, PORTAL_MODE: mode, SEED_SCALE: 'small', LOGIN_RATE_LIMIT: '1000', STATIC_DIR: path.join(dataDir, 'no-dist'), ...env }) };
  const open = await prepareDatabase({ ...config, scale: 'small' });
  const app = await buildServer(open.db, config);
  const post = (url: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: body as Record<string, unknown>, headers: { 'content-type': 'application/json', ...headers } });
  return {
    app, open, post,
    async login(user, password = 'demo1234') {
      const res = await post('/wsr/auth/validateuser', { userName: user, password, domain: 'DEMO', refreshToken: { expirationSeconds: 864000 } });
      if (res.statusCode !== 200) throw new Error(`login ${user}: ${res.statusCode} ${res.body}`);
      return { tira: res.json<{ data: string }>().data, refresh: String(res.headers['refresh-token']) };
    },
    async close() {
      await app.close();
      await open.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
