import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIXES } from '../../src/server/buildServer';
import { reportsByEndpoint } from '../../src/server/auth/reportsByEndpoint';
import { DefinitionStore } from '../../src/server/definitions/definitionStore';
import { startReportServer, type ReportServer, type User } from './support/reportServer';

/**
 * Every call of the services declares its kind where its route is defined (config.callKind, documented as x-call-kind in the OpenAPI document):
 * only report-data calls are restricted by the report-permission map, so publishing or granting a report never narrows what another user could
 * call before — an administrator-only report whose request is the customer lookup leaves the lookup open, with each user's own rows.
 */

/** The kinds a call may be of (src/server/routes/callKind.ts). */
const KINDS = ['public', 'session', 'report', 'shared', 'module', 'admin'];
const P = '/wscomun/portalinformes';

type Operation = { 'x-call-kind'?: string; summary?: string };
let r: ReportServer;
let operations: { name: string; path: string; kind: string | undefined }[];

beforeAll(async () => {
  r = await startReportServer({ seedGrants: true });
  const res = await r.s.app.inject({ method: 'GET', url: '/docs/json' });
  const doc = res.json<{ paths: Record<string, Record<string, Operation>> }>();
  operations = Object.entries(doc.paths).flatMap(([p, methods]) => Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${p}`, path: p, kind: op['x-call-kind'] })));
}, 120_000);
afterAll(async () => {
  await r?.close();
});

describe('the kind of every call is declared where its route is defined', () => {
  it('every route of the services has a declared kind (the list names those without one)', () => {
    const undeclared = operations.filter((o) => !o.kind || !KINDS.includes(o.kind)).map((o) => `${o.name}${o.kind ? ` (unknown kind ${o.kind})` : ''}`);
    expect(undeclared).toEqual([]);
    // Every route of the services is in the document (none hidden from it), so none escapes the list above.
    const routes = r.s.app.printRoutes({ commonPrefix: false }).split('\n').map((l) => l.replace(/^[\s│├└─]+/, '').split(' (')[0]!.trim());
    const documented = new Set(operations.map((o) => o.path.replace(/\{(\w+)\}/g, ':$1')));
    expect(routes.filter((u) => API_PREFIXES.some((p) => u.startsWith(p)) && !documented.has(u))).toEqual([]);
  });
  it('the customer, branch, representative, zone, supplier, warehouse and tracking lookups are shared; the report data calls are report calls', () => {
    const kindOf = (name: string) => operations.find((o) => o.path === (name.startsWith('/') ? name : `${P}/${name}`))?.kind;
    for (const call of ['lovClte', 'lovDic', 'lovRep', 'getRepres', 'lovZon', 'AgenciasTransporte', 'lovProv', 'lovSucursalProveedor', 'lovAlm', 'lovUbi', 'obtenerTraking']) {
      expect(kindOf(call), call).toBe('shared');
    }
    for (const call of ['getPedidosAlbaranesCab', 'informeRiesgoClientes', 'urlPanelConsultas', 'recuperarDocumentoCab', 'validateService', '/wsutils/obtenerZipFacturas']) expect(kindOf(call), call).toBe('report');
    expect(kindOf('/wsr/auth/validateuser')).toBe('public');
    expect(kindOf('/wscomun/portaldesigner/publicarDefinicion')).toBe('admin');
  });
  it('every report-data call is named by a standard definition (or no one could call it), and the definitions name only report and shared calls', async () => {
    const map = await reportsByEndpoint(new DefinitionStore([path.resolve('report-definitions')]))();
    const reportCalls = operations.filter((o) => o.kind === 'report').map((o) => o.path.replace(/\{(\w+)\}/g, ':$1'));
    expect(reportCalls.filter((c) => !map.has(c))).toEqual([]);
    const kinds = new Map(operations.map((o) => [o.path, o.kind]));
    expect([...map.keys()].filter((c) => !['report', 'shared'].includes(kinds.get(c) ?? '')).map((c) => `${c}: ${kinds.get(c)}`)).toEqual([]);
  });
});

describe('publishing an administrator-only report never narrows what another user could call before', () => {
  const designer = async (name: string, body: Record<string, unknown>) => {
    const res = await r.call(`/wscomun/portaldesigner/${name}`, 'admin', body);
    expect(res.status, `${name}: ${JSON.stringify(res.json)}`).toBe(200);
    return res.json;
  };
  /** A grid report whose request is `endpoint`, published and granted to the ADMIN role only. */
  const publishAdminOnly = async (code: string, endpoint: string, columns: string[]) => {
    await designer('nuevoInforme', { informe: code, descripcion: `Solo administradores: ${endpoint}`, modo: 'blank' });
    const draft = (await designer('definicionDesigner', { informe: code })).fuente as Record<string, unknown>;
    const definicion = {
      ...draft,
      request: { endpoint, payload: {} },
      result: { kind: 'grid', rowKey: [columns[0]], pageSize: 25, pageSizes: [25, 50, 100], columns: columns.map((field) => ({ field, headerKey: 'columns.name' })) },
    };
    const published = await designer('publicarDefinicion', { informe: code, definicion, comentario: 'Solo para administradores', versionBase: 0 });
    expect(published.version).toBe(1);
    await designer('concederInforme', { informe: code, roles: ['ADMIN'] });
  };
  const codes = (res: { json: { dataRes: { codigo: string }[] } }) => res.json.dataRes.map((x) => x.codigo).sort();
  const lookups: [User, string, Record<string, unknown>][] = [
    ['cliente', 'lovClte', { offset: 1, numRows: 100 }], ['rep', 'lovClte', { offset: 1, numRows: 100 }],
    ['cliente', 'lovRep', { offset: 1, numRows: 100 }], ['rep', 'lovRep', { offset: 1, numRows: 100 }],
  ];
  const before = new Map<string, string[]>();

  beforeAll(async () => {
    for (const [user, call, body] of lookups) {
      const res = await r.call(call, user, body);
      expect(res.status, `${user} ${call} before: ${JSON.stringify(res.json)}`).toBe(200);
      before.set(`${user} ${call}`, codes(res));
    }
    await publishAdminOnly('SOLO_ADMIN_CLIENTES', `${P}/lovClte`, ['codigo', 'nombre']);
    await publishAdminOnly('SOLO_ADMIN_REPRES', `${P}/lovRep`, ['codigo', 'nombre']);
    await publishAdminOnly('SOLO_ADMIN_PANEL', `${P}/urlPanelConsultas`, ['url']);
  });

  it('a CLIENTE and a REPRESENTANTE still get 200 on lovClte and lovRep, with their own scoped rows', async () => {
    const db = r.s.open.db;
    const own = await db.selectFrom('usuarios_portal').select(['cliente', 'empresa']).where('id_organizacion', '=', 1).where('usuario', '=', 'cliente').executeTakeFirstOrThrow();
    const represented = (await db.selectFrom('clientes').select('cliente').where('empresa', '=', own.empresa).where('representante', '=', r.repCode).where('agente', '=', r.repAgent).execute())
      .map((c) => c.cliente);
    for (const [user, call, body] of lookups) {
      const res = await r.call(call, user, body);
      expect(res.status, `${user} ${call}: ${JSON.stringify(res.json)}`).toBe(200);
      expect(codes(res), `${user} ${call}`).toEqual(before.get(`${user} ${call}`));
      expect(codes(res).length, `${user} ${call}`).toBeGreaterThan(0);
    }
    // Scoped: the customer sees only its customer, the representative only the customers it represents.
    expect(codes(await r.call('lovClte', 'cliente', { offset: 1, numRows: 100 }))).toEqual([own.cliente]);
    const repCustomers = codes(await r.call('lovClte', 'rep', { offset: 1, numRows: 100 }));
    expect(repCustomers.every((c) => represented.includes(c)), repCustomers.join(',')).toBe(true);
  });
  it('the administrator holding the new reports calls them too', async () => {
    expect((await r.call('lovClte', 'admin', { offset: 1, numRows: 5 })).status).toBe(200);
  });
  it('a report-data call named only by reports the user does not hold is still 403; it stays open to every holder of any report naming it', async () => {
    const held = async (usuario: string) => (await r.s.open.db.selectFrom('usuario_informes').select('informe')
      .where('id_organizacion', '=', 1).where('usuario', '=', usuario).where('value_sn', '=', 'S').execute()).map((x) => x.informe);
    expect(await held('cliente')).not.toContain('CONSULTAS');
    expect(await held('cliente')).not.toContain('SOLO_ADMIN_PANEL');
    const refused = await r.call('urlPanelConsultas', 'cliente', { panel: 'ventas' });
    expect(refused.status).toBe(403);
    expect(refused.json.errorCode).toBe('FORBIDDEN');
    // SOPORTE holds CONSULTAS (not the new report naming the same call): still served.
    expect(await held('soporte')).toContain('CONSULTAS');
    expect((await r.call('urlPanelConsultas', 'soporte', { panel: 'ventas' })).status).toBe(200);
    expect((await r.call('urlPanelConsultas', 'admin', { panel: 'ventas' })).status).toBe(200);
  });
});
