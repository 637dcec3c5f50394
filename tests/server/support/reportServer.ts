import { createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { startTestServer, type TestServer } from './testServer';

/** The demo users of the report tests. */
export const USERS = ['admin', 'rep', 'cliente', 'sucursal', 'multi', 'proveedor', 'soporte'] as const;
/** A demo user. */
export type User = (typeof USERS)[number];

/** Secret of the document links in the report tests, so a test can sign (or fail to sign) a link itself. */
export const DOCUMENT_SECRET = 'report-tests-secret';

/** A test server with every demo user logged in and helpers for the report calls. */
export interface ReportServer {
  s: TestServer;
  tokens: Record<User, string>;
  /** POST to /wscomun/portalinformes/<path> (or an absolute path) as a user; the reply and its JSON. */
  call(path: string, user: User | null, body?: Record<string, unknown>): Promise<{ status: number; json: any; res: LightMyRequestResponse }>;
  /** GET of a document link the server returned. */
  download(url: string): Promise<LightMyRequestResponse>;
  /** The representative of the rep user. */
  repCode: string;
  /** The agent of the rep user: a representative is the pair of code and agent. */
  repAgent: string;
  close(): Promise<void>;
}

/**
 * Starts a report test server (small seed, fixed document secret) and logs every demo user in.
 * The report tests check contracts and scope, so every demo user is granted every report (the seed withholds some per role);
 * `seedGrants: true` keeps the seed's grants — the report-permission tests (reportPermissions.test.ts) use them.
 */
export async function startReportServer(opts: { seedGrants?: boolean } = {}): Promise<ReportServer> {
  const s = await startTestServer('hosted', { DOCUMENT_SECRET });
  if (!opts.seedGrants) await s.open.db.updateTable('usuario_informes').set({ value_sn: 'S' }).where('id_organizacion', '=', 1).execute();
  const tokens = {} as Record<User, string>;
  for (const u of USERS) tokens[u] = (await s.login(u)).tira;
  const rep = await s.open.db.selectFrom('usuarios_portal').select(['representante', 'agente']).where('id_organizacion', '=', 1).where('usuario', '=', 'rep').executeTakeFirstOrThrow();
  const [repCode, repAgent] = [rep.representante!, rep.agente!];
  return {
    s, tokens, repCode, repAgent,
    async call(path, user, body = {}) {
      const url = path.startsWith('/') ? path : `/wscomun/portalinformes/${path}`;
      const res = await s.post(url, user ? { tira: tokens[user], ...body } : body);
      return { status: res.statusCode, json: res.json(), res };
    },
    download(url) {
      const u = new URL(url);
      return s.app.inject({ method: 'GET', url: u.pathname + u.search });
    },
    close: () => s.close(),
  };
}

/** Signs a document id the way the server does (for expiry and tamper tests). */
export const sign = (id: string, exp: number) => createHmac('sha256', DOCUMENT_SECRET).update(`${id}.${exp}`).digest('base64url');

/** Asserts that base64 (or bytes) hold a real PDF of a reasonable size and returns the bytes. */
export function expectPdf(data: string | Buffer, minBytes = 1500): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'base64') : data;
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(minBytes);
  expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
  return bytes;
}

/** ISO date `days` before today (UTC, as the server counts). */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
/** DD/MM/YYYY of an ISO date. */
export const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
