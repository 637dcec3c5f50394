import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DefinitionStore } from '../../src/server/definitions/definitionStore';
import { MAX_NESTING_DEPTH } from '../../src/engine/json/nestingDepth';
import { expectEvery } from '../support/expectEvery';
import { designerClient } from './support/designerCalls';
import { startReportServer, type ReportServer } from './support/reportServer';
import { routeBodies } from './support/routeBodies';

/**
 * Deeply nested JSON is a 400 naming the field, never a 500: every request body is bounded to MAX_NESTING_DEPTH levels before anything walks it
 * recursively (the reply cache's key, the designer's JSON.stringify of a draft, the endpoints of a previewed definition), and so is every definition.
 */

let r: ReportServer;
let c: ReturnType<typeof designerClient>;

/** The list routes that keep their replies (config replyCache) and take a filters (or filter) object. */
const REPLY_CACHED_LISTS = [
  'lovClte', 'lovZon', 'getPedidosAlbaranesCab', 'recuperarDocumentoCab', 'CertificadosMedioAmbiente', 'RecogidasEntregas',
  'stockArticulos', 'getOrdenesCompraPendientes', 'lovCentro', 'getComprasVentas', 'getAlbaranesProveedor', 'ContratoCab',
].map((name) => `/wscomun/portalinformes/${name}`);

/** JSON text of an object nested `levels` deep: {"a":{"a":…1…}}. */
const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
/** The JSON path the server names for the first level beyond the limit, under `field` at `level` of the body (the body is level 1). */
const pathBeyond = (field: string, level = 2) => `body.${field}${'.a'.repeat(MAX_NESTING_DEPTH + 1 - level)}`;

beforeAll(async () => {
  r = await startReportServer();
  c = designerClient(r.s);
});
afterAll(async () => {
  await r?.close();
});

describe('a filters object 4,500 levels deep (~27 KB)', () => {
  it('is a 400 BODY_TOO_DEEP naming the field on each reply-cached list route, and on every other route that takes filters or filter', async () => {
    const bodies = routeBodies(r.s.app.swagger() as never);
    const targets = bodies.flatMap((route) => ['filters', 'filter'].filter((f) => Object.keys(route.schema?.properties ?? {}).includes(f)).map((field) => ({ path: route.path, field })));
    expect(targets.map((t) => t.path)).toEqual(expect.arrayContaining(REPLY_CACHED_LISTS));
    const answers = [];
    for (const { path: url, field } of targets) {
      const raw = `{"tira":"${r.tokens.admin}","${field}":${nested(4500)}}`;
      expect(raw.length).toBeGreaterThan(27_000);
      const res = await r.s.post(url, raw);
      answers.push({ url, field, status: res.statusCode, code: res.json().errorCode, message: String(res.json().errorMsg) });
    }
    expectEvery(answers, (a) => a.status === 400 && a.code === 'BODY_TOO_DEEP' && a.message.includes(`${pathBeyond(a.field)} nests objects or arrays deeper than ${MAX_NESTING_DEPTH} levels`), 'deep filters');
  });

  it('a filters object as deep as the limit allows is not refused for its depth', async () => {
    // The body is level 1 and filters level 2: MAX_NESTING_DEPTH - 1 levels of filters fill the body exactly.
    const res = await r.s.post('/wscomun/portalinformes/getPedidosAlbaranesCab', `{"tira":"${r.tokens.admin}","filters":${nested(MAX_NESTING_DEPTH - 1)}}`);
    expect(res.statusCode, res.body).toBe(200);
    const over = await r.s.post('/wscomun/portalinformes/getPedidosAlbaranesCab', `{"tira":"${r.tokens.admin}","filters":${nested(MAX_NESTING_DEPTH)}}`);
    expect(over.statusCode).toBe(400);
    expect(over.json().errorCode).toBe('BODY_TOO_DEEP');
  });

  it('arrays count as levels too, and the limit holds before the session is looked at', async () => {
    const res = await r.s.post('/wscomun/portalinformes/lovClte', `{"filters":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'ko', errorCode: 'BODY_TOO_DEEP' });
    expect(res.json().errorMsg).toContain(`body.filters${'.0'.repeat(MAX_NESTING_DEPTH - 1)} nests objects`);
  });
});

describe('a definition 5,000 levels deep on the designer routes', () => {
  it.each(['validarDefinicion', 'guardarBorrador', 'sesionVista'])('%s answers 400 BODY_TOO_DEEP naming body.definicion', async (name) => {
    // Raw JSON: the test's own JSON.stringify would overflow on such an object.
    const raw = `{"tira":"${r.tokens.admin}","informe":"ESTADO_PED_ALB",${name === 'sesionVista' ? '"usuario":"cliente",' : ''}"definicion":{"overlayOf":"ESTADO_PED_ALB","texts":${nested(5000)}}}`;
    const res = await r.s.post(`/wscomun/portaldesigner/${name}`, raw);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().errorCode).toBe('BODY_TOO_DEEP');
    expect(res.json().errorMsg).toContain(`${pathBeyond('definicion.texts', 3)} nests objects or arrays deeper than ${MAX_NESTING_DEPTH} levels`);
  });

  it('a real definition (the deepest standard one nests 15 levels) passes', async () => {
    const orders = (await c.portal(r.tokens.admin, 'definicionInforme', { informe: 'ESTADO_PED_ALB' })).json<{ definicion: Record<string, unknown> }>().definicion;
    const res = await c.designer(r.tokens.admin, 'validarDefinicion', { informe: 'ESTADO_PED_ALB', definicion: orders });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().errores).toEqual([]);
  });
});

describe('a definition file nested deeper than the limit', () => {
  it('is invalid with the tooDeep check and its JSON path, not a stack overflow', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deep-definition-'));
    try {
      fs.writeFileSync(path.join(dir, 'HONDO.json'), `{"overlayOf":"ESTADO_PED_ALB","texts":${nested(20_000)}}`);
      const store = new DefinitionStore([path.resolve('report-definitions'), dir]);
      expect(() => store.fileDefinition('HONDO')).toThrow(`HONDO.json: /texts${'/a'.repeat(MAX_NESTING_DEPTH - 2)} nests objects or arrays deeper than ${MAX_NESTING_DEPTH - 1} levels`);
      const failures = await store.validateAll();
      expect(failures.find((f) => f.code === 'HONDO')?.message).toContain(`nests objects or arrays deeper than ${MAX_NESTING_DEPTH - 1} levels`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
