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
  close(): Promise<void>;
}

/** Starts a report test server (small seed, fixed document secret) and logs every demo user in. */
export async function startReportServer(): Promise<ReportServer> {
  const s = await startTestServer('hosted', { DOCUMENT_SECRET });
  const tokens = {} as Record<User, string>;
  for (const u of USERS) tokens[u] = (await s.login(u)).tira;
  const repCode = (await s.open.db.selectFrom('usuarios_portal').select('representante').where('usuario', '=', 'rep').executeTakeFirstOrThrow()).representante!;
  return {
    s, tokens, repCode,
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
