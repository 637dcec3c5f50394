import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/buildServer';
import { readConfig } from '../../src/server/config';
import { startTestServer, type TestServer } from './support/testServer';

/** Issue 35, point 6: one malformed customer definition file is listed with its error and file name, logged, and the others keep working. */

const customerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'customer-malformed-'));
// A trailing comma on line 3, and a good customer overlay beside it.
fs.writeFileSync(path.join(customerDir, 'MI_INFORME.json'), '{\n  "code": "MI_INFORME",\n  "titleKey": "x",\n}\n');
fs.writeFileSync(path.join(customerDir, 'FACT_PROV.json'), JSON.stringify({ overlayOf: 'ALB_PROV', code: 'FACT_PROV' }));

let s: TestServer;
let app: FastifyInstance;
const logLines: string[] = [];
let tira: string;

beforeAll(async () => {
  s = await startTestServer('hosted', { CUSTOMER_DEFINITIONS_DIR: customerDir });
  // The same database served with a logger writing into logLines.
  app = await buildServer(s.open.db, readConfig({ DATA_DIR: '/nonexistent', PORTAL_MODE: 'hosted', STATIC_DIR: '/nonexistent', CUSTOMER_DEFINITIONS_DIR: customerDir }), { logStream: { write: (line) => logLines.push(line) } });
  tira = (await s.login('admin')).tira;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await s?.close();
  fs.rmSync(customerDir, { recursive: true, force: true });
});

const call = (name: string, body: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: name, payload: { tira, ...body }, headers: { 'content-type': 'application/json' } });

interface Listed {
  informe: string; origen: string; estado: string; errores: number; archivo: string | null;
  problema: { code: string; path: string; message: string; params: Record<string, unknown> } | null;
}

describe('a malformed customer definition file', () => {
  it('is listed by the designer with its error and its file name; every other definition is listed as before', async () => {
    const res = await call('/wscomun/portaldesigner/listaDefiniciones');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ result: Listed[] }>().result;
    expect(list.find((r) => r.informe === 'MI_INFORME')).toMatchObject({
      origen: 'customer', estado: 'errors', errores: 1, archivo: 'MI_INFORME.json',
      problema: { code: 'jsonTrailingComma', path: '', params: { line: 3, column: 18 }, message: 'line 3, column 18: a comma before the end of an object or list' },
    });
    expect(list.find((r) => r.informe === 'FACT_PROV')).toMatchObject({ origen: 'customer', estado: 'valid', archivo: 'FACT_PROV.json', problema: null });
    expect(list.find((r) => r.informe === 'ALB_PROV')).toMatchObject({ origen: 'standard', estado: 'valid', archivo: 'ALB_PROV.json' });
    expect(list.filter((r) => r.estado !== 'valid').map((r) => r.informe)).toEqual(['MI_INFORME']);
  });

  it('is logged as a warning naming the file', async () => {
    await call('/wscomun/portaldesigner/listaDefiniciones');
    const warnings = logLines.map((l) => JSON.parse(l) as { level: number; msg: string; archivo?: string }).filter((l) => l.level === 40);
    expect(warnings.some((w) => w.archivo === 'MI_INFORME.json' && w.msg.includes('MI_INFORME.json') && w.msg.includes('line 3, column 18'))).toBe(true);
  });

  it('opening it in the designer answers 422 with the file and where; the other definitions open, and the portal lists its reports', async () => {
    const bad = await call('/wscomun/portaldesigner/definicionDesigner', { informe: 'MI_INFORME' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errorMsg: string }>().errorMsg).toContain('MI_INFORME.json: / line 3, column 18');
    expect((await call('/wscomun/portaldesigner/definicionDesigner', { informe: 'FACT_PROV' })).statusCode).toBe(200);
    const reports = await call('/wscomun/portalinformes/listaInformesPortal', { idOrganizacion: 1 });
    expect(reports.statusCode).toBe(200);
  });

  it('does not stop a publication of another report (the check for overlays it would make stale skips it)', async () => {
    const res = await call('/wscomun/portaldesigner/publicarDefinicion', {
      informe: 'ALB_PROV', definicion: { overlayOf: 'ALB_PROV', dialog: { maxWidth: 1600 } }, comentario: 'Más ancho', versionBase: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
