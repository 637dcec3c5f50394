import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportsByEndpoint } from '../../src/server/auth/reportsByEndpoint';
import { DefinitionStore } from '../../src/server/definitions/definitionStore';
import { startReportServer, type ReportServer, type User } from './support/reportServer';

/**
 * Report permissions on the data calls (spec 1 §6): a report-data call (declared `callKind: 'report'` where its route is defined) named by a
 * report's definition answers 403 to a user who holds none of the reports that name it, and serves a user who holds one; a shared call (a lookup)
 * a definition names stays open to every user. The matrix is built from the definitions themselves; the seed's grants per role are kept (no
 * report is granted here but by the test).
 */

type Schema = {
  type?: string | string[]; enum?: unknown[]; anyOf?: Schema[]; oneOf?: Schema[];
  properties?: Record<string, Schema>; required?: string[]; items?: Schema; minItems?: number; minimum?: number;
};

/** The smallest body a route's schema accepts: its required fields with a value of their type (first enum value, 1, "1", S). */
function minimalBody(schema: Schema | undefined): Record<string, unknown> {
  const value = (s: Schema): unknown => {
    if (s.enum) return s.enum[0];
    const alternatives = s.anyOf ?? s.oneOf;
    if (alternatives?.length) return value(alternatives[0]!);
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (types.includes('string')) return '1';
    if (types.includes('integer') || types.includes('number')) return Math.max(1, s.minimum ?? 1);
    if (types.includes('boolean')) return true;
    if (types.includes('array')) return Array.from({ length: s.minItems ?? 0 }, () => value(s.items ?? {}));
    if (types.includes('object')) return minimalBody(s);
    return '1';
  };
  return Object.fromEntries((schema?.required ?? []).filter((k) => k !== 'tira').map((k) => [k, value(schema?.properties?.[k] ?? {})]));
}

let r: ReportServer;
let schemas: Record<string, Schema | undefined>;
/** The declared kind of every call (x-call-kind of the OpenAPI document). */
let kinds: Record<string, string | undefined>;
const map = await reportsByEndpoint(new DefinitionStore([path.resolve('report-definitions')]))();
const pairs = [...map].flatMap(([endpoint, reports]) => reports.map((code) => [code, endpoint, reports] as const)).sort();

beforeAll(async () => {
  r = await startReportServer({ seedGrants: true });
  await r.s.app.ready();
  const doc = r.s.app.swagger() as { paths: Record<string, { post?: { 'x-call-kind'?: string; requestBody?: { content?: Record<string, { schema?: Schema }> } } }> };
  schemas = Object.fromEntries(Object.entries(doc.paths).map(([p, item]) => [p, item.post?.requestBody?.content?.['application/json']?.schema]));
  kinds = Object.fromEntries(Object.entries(doc.paths).map(([p, item]) => [p, item.post?.['x-call-kind']]));
});
afterAll(async () => { await r.close(); });

const grant = (usuario: string, reports: readonly string[], value: 'S' | 'N') =>
  r.s.open.db.updateTable('usuario_informes').set({ value_sn: value }).where('id_organizacion', '=', 1).where('usuario', '=', usuario).where('informe', 'in', [...reports]).execute();
const held = async (usuario: string) => (await r.s.open.db.selectFrom('usuario_informes').select('informe')
  .where('id_organizacion', '=', 1).where('usuario', '=', usuario).where('value_sn', '=', 'S').execute()).map((x) => x.informe);
const call = (user: User, endpoint: string, body: Record<string, unknown> = minimalBody(schemas[endpoint])) => r.call(endpoint, user, body);

/** What a call serving several reports needs in its body to be the variant of one of them. */
const VARIANT_OF: Record<string, Record<string, unknown>> = {
  CARTERA_CLIENTS: { codigoInforme: 'efj325' },
  IMPAGADOS: { SituacionInforme: 'IMPAGADO', situacionCartera: 'AMBOS' },
};

describe('the matrix is read from the definitions', () => {
  it('names the data calls of the reports, shared calls with every report that uses them', () => {
    expect(map.size).toBeGreaterThan(10);
    expect(map.get('/wscomun/portalinformes/recuperarDocumentoCab')).toEqual(expect.arrayContaining(['REIMP_FACT']));
    expect(map.get('/wscomun/portalinformes/getURLFacturas')).toEqual(expect.arrayContaining(['ESTADO_PED_ALB', 'REIMP_FACT']));
    // One call serves the collections due, the customer portfolio and the unpaid payments (each variant then needs its own report).
    expect([...map.get('/wscomun/portalinformes/informeVencimientos')!].sort()).toEqual(['CARTERA_CLIENTS', 'ESTADO_VENCI', 'IMPAGADOS']);
    expect(map.get('/wscomun/portalinformes/informeRiesgoClientes')).toEqual(['RIESGOS']);
    expect(map.get('/wscomun/portalinformes/urlPanelConsultas')).toEqual(['CONSULTAS']);
    // The lookups (the option lists, the calls made before a request, the list of a selection result) are named too: their routes declare them shared.
    for (const lookup of ['lovClte', 'lovCos', 'situacionesPago', 'lovPai', 'lovEpp', 'lovDic']) {
      expect(map.has(`/wscomun/portalinformes/${lookup}`), lookup).toBe(true);
      expect(kinds[`/wscomun/portalinformes/${lookup}`], lookup).toBe('shared');
    }
  });
});

describe.each(pairs)('%s → %s', (code, endpoint, reports) => {
  // The label names the report and the call; the body is the smallest one the call's schema accepts.
  it('a report call: 403 to an administrator who holds none of the reports naming it, served once it holds this one; a shared call: served all along', async () => {
    expect(schemas[endpoint], `${endpoint} is a route of the services`).toBeDefined();
    try {
      await grant('admin', reports, 'N');
      if (kinds[endpoint] === 'shared') {
        const open = await call('admin', endpoint);
        expect(open.status, JSON.stringify(open.json)).not.toBe(403);
        expect(open.status).toBeLessThan(500);
        return;
      }
      expect(kinds[endpoint]).toBe('report');
      const refused = await call('admin', endpoint);
      expect(refused.status, JSON.stringify(refused.json)).toBe(403);
      expect(refused.json.errorCode).toBe('FORBIDDEN');
      expect(refused.json.errorMsg).toContain(code);
      await grant('admin', [code], 'S');
      const served = await call('admin', endpoint, { ...minimalBody(schemas[endpoint]), ...VARIANT_OF[code] });
      expect(served.status, JSON.stringify(served.json)).not.toBe(403);
      expect(served.status).toBeLessThan(500);
    } finally {
      await grant('admin', reports, 'S');
    }
  });
});

describe('the seed\'s grants per role', () => {
  const invoices = { tiposDocBusqueda: 'F', offset: 1, numRows: 10 };
  it('SOPORTE without REIMP_FACT cannot read invoices through recuperarDocumentoCab', async () => {
    expect(await held('soporte')).not.toContain('REIMP_FACT');
    expect((await call('soporte', 'recuperarDocumentoCab', invoices)).status).toBe(403);
  });
  it('CLIENTE holds REIMP_FACT and reads its invoices', async () => {
    expect(await held('cliente')).toContain('REIMP_FACT');
    const res = await call('cliente', 'recuperarDocumentoCab', invoices);
    expect(res.status).toBe(200);
    expect(res.json.documentosCab.length).toBeGreaterThan(0);
  });
  it('SUCURSAL without ESTADO_VENCI gets no collections statement through the call it uses for its unpaid payments', async () => {
    expect(await held('sucursal')).not.toContain('ESTADO_VENCI');
    expect(await held('sucursal')).toContain('IMPAGADOS');
    const res = await call('sucursal', 'informeVencimientos', { SituacionInforme: 'NO_COBRADO', TipoSeleccionRepresentante: 'E', tipoEmpresa: 0, pdfSn: 'S' });
    expect(res.status).toBe(403);
    expect(res.json.errorMsg).toContain('ESTADO_VENCI');
    const unpaid = await call('sucursal', 'informeVencimientos', { SituacionInforme: 'IMPAGADO', situacionCartera: 'AMBOS', TipoSeleccionRepresentante: 'E', tipoEmpresa: 0, pdfSn: 'S' });
    expect(unpaid.status).toBe(200);
  });
  it('CLIENTE without CONSULTAS gets no dashboard address; SOPORTE, who holds it, does', async () => {
    expect(await held('cliente')).not.toContain('CONSULTAS');
    expect((await call('cliente', 'urlPanelConsultas', { panel: 'ventas' })).status).toBe(403);
    const ok = await call('soporte', 'urlPanelConsultas', { panel: 'ventas' });
    expect(ok.status).toBe(200);
    expect(ok.json.url).toContain('/wsutils/documentos/');
  });
  it('a report taken away answers 403 at once, without logging in again', async () => {
    try {
      await grant('cliente', ['REIMP_FACT', 'FACT_CLIENTES'], 'N');
      expect((await call('cliente', 'recuperarDocumentoCab', invoices)).status).toBe(403);
    } finally {
      await grant('cliente', ['REIMP_FACT', 'FACT_CLIENTES'], 'S');
    }
  });
});

describe('the definition call: 404 for a code without a definition, 403 only for a report the user may not open', () => {
  it('an unknown code is 404 for every user, whether or not it looks like a report', async () => {
    for (const user of ['admin', 'cliente', 'soporte'] as const) {
      const res = await call(user, 'definicionInforme', { informe: 'NO_SUCH_REPORT' });
      expect(res.status, user).toBe(404);
      expect(res.json.errorCode).toBe('NOT_FOUND');
    }
    // A listed report that has no definition (its card says "not available") is 404 too, not 403: the ERP lists a report the portal has no file for.
    const store = new DefinitionStore([path.resolve('report-definitions')]);
    const withoutDefinition = 'INFORME_SIN_DEFINICION';
    expect(await store.codes()).not.toContain(withoutDefinition);
    const db = r.s.open.db;
    await db.insertInto('informes').values({ informe: withoutDefinition, descripcion: 'Listed without a definition', url: '/informes/sin', parametros: '{}', orden: 99 }).execute();
    try {
      const soporte = await db.selectFrom('usuarios_portal').select(['id_organizacion', 'usuario']).where('usuario', '=', 'soporte').executeTakeFirstOrThrow();
      await db.insertInto('organizacion_informes').values({ id_organizacion: soporte.id_organizacion, informe: withoutDefinition }).execute();
      await db.insertInto('usuario_informes').values({ id_organizacion: soporte.id_organizacion, usuario: 'soporte', informe: withoutDefinition, value_sn: 'S' }).execute();
      expect((await call('soporte', 'definicionInforme', { informe: withoutDefinition })).status).toBe(404);
    } finally {
      await db.deleteFrom('usuario_informes').where('informe', '=', withoutDefinition).execute();
      await db.deleteFrom('organizacion_informes').where('informe', '=', withoutDefinition).execute();
      await db.deleteFrom('informes').where('informe', '=', withoutDefinition).execute();
    }
  });
  it('a report with a definition the user does not hold is 403; held, it is served', async () => {
    expect(await held('cliente')).not.toContain('CONSULTAS');
    const refused = await call('cliente', 'definicionInforme', { informe: 'CONSULTAS' });
    expect(refused.status).toBe(403);
    expect(refused.json.errorCode).toBe('FORBIDDEN');
    const served = await call('soporte', 'definicionInforme', { informe: 'CONSULTAS' });
    expect(served.status).toBe(200);
    expect(served.json.definicion.code).toBe('CONSULTAS');
  });
});
