import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/buildServer';
import { readConfig } from '../../src/server/config';
import type { OpenDatabase } from '../../src/server/db/openDatabase';
import { otherConnection, startTestServer, type TestServer } from './support/testServer';

/**
 * Saved views of the reports: who sees which view, the report scope of a shared view's values, the bounds and limits of saving,
 * default and pinned views, the designer's list of views a definition would leave stale, two processes on one database and the column state.
 * On PostgreSQL when TEST_POSTGRES_URL is set, else on the embedded SQLite.
 */

const P = '/wscomun/portalinformes';
/** The orders report: held by ADMIN, REPRESENTANTE and CLIENTE users of both organisations. */
const ORDERS = 'ESTADO_PED_ALB';
type Login = 'admin' | 'rep' | 'cliente' | 'sucursal' | 'proveedor' | 'norteAdmin' | 'norteCliente';

let s: TestServer;
const tira = {} as Record<Login, string>;

beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'rep', 'cliente', 'sucursal', 'proveedor'] as const) tira[u] = (await s.login(u)).tira;
  tira.norteAdmin = (await s.login('admin.norte', undefined, 'NORTE')).tira;
  tira.norteCliente = (await s.login('cliente.norte', undefined, 'NORTE')).tira;
}, 120_000);
afterAll(async () => { await s?.close(); });

const call = (who: Login, name: string, body: Record<string, unknown> = {}, app?: FastifyInstance): Promise<LightMyRequestResponse> =>
  app ? app.inject({ method: 'POST', url: `${P}/${name}`, payload: { tira: tira[who], ...body } }) : s.post(`${P}/${name}`, { tira: tira[who], ...body });
const save = (who: Login, body: Record<string, unknown>, app?: FastifyInstance) => call(who, 'guardarVista', { informe: ORDERS, filtros: {}, ...body }, app);
const savedId = async (who: Login, body: Record<string, unknown>): Promise<number> => {
  const res = await save(who, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
};
interface ListedView {
  id: number; nombre: string; propia: string; autor: string; autorNombre: string; filtros: Record<string, unknown>;
  predeterminada: string; fijada: string; compartidaRoles: string[]; compartidaTodos: string;
}
interface ViewList { result: ListedView[]; predeterminada: string | null; columnas: unknown; puedeCompartir: string; roles: { role: string }[] }
const list = async (who: Login, informe = ORDERS, app?: FastifyInstance): Promise<ViewList> => {
  const res = await call(who, 'vistasInforme', { informe }, app);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ViewList>();
};
const names = async (who: Login, informe = ORDERS) => (await list(who, informe)).result.map((v) => v.nombre);
const pinned = async (who: Login) => (await call(who, 'vistasFijadas')).json<{ result: { id: number; informe: string; nombre: string }[] }>().result;
const expectError = (res: LightMyRequestResponse, status: number, code: string, field?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ result: 'ko', statusCode: String(status), errorCode: code });
  if (field) expect(res.json<{ errorMsg: string }>().errorMsg).toContain(field);
};

describe('who sees a view', () => {
  it('own views, views shared with the caller\'s role or everyone in the organisation; never another user\'s or another organisation\'s', async () => {
    await savedId('admin', { nombre: 'V1 para clientes', compartidaRoles: ['CLIENTE'] });
    await savedId('admin', { nombre: 'V1 para todos', compartidaTodos: 'S' });
    await savedId('admin', { nombre: 'V1 de admin' });
    await savedId('cliente', { nombre: 'V1 de cliente', filtros: { numeroPedido: '7' } });
    await savedId('norteAdmin', { nombre: 'V1 norte para clientes', compartidaRoles: ['CLIENTE'], compartidaTodos: 'S' });

    const mine = await list('cliente');
    // Own first, then by name.
    expect(mine.result.map((v) => [v.nombre, v.propia])).toEqual([['V1 de cliente', 'S'], ['V1 para clientes', 'N'], ['V1 para todos', 'N']]);
    expect(mine.result[1]).toMatchObject({ autor: 'admin', autorNombre: 'Ana Martín Ruiz', compartidaRoles: ['CLIENTE'], compartidaTodos: 'N' });
    expect(mine.result[0]!.filtros).toEqual({ numeroPedido: '7' });
    expect(mine).toMatchObject({ puedeCompartir: 'N', roles: [], predeterminada: null, columnas: null });

    expect(await names('rep')).toEqual(['V1 para todos']);
    expect(await names('sucursal')).toEqual(['V1 para todos']);
    expect(await names('admin')).toEqual(['V1 de admin', 'V1 para clientes', 'V1 para todos']);
    // The other organisation: a customer there sees its own organisation's shared view only, whatever the role.
    expect(await names('norteCliente')).toEqual(['V1 norte para clientes']);
    expect(await names('norteAdmin')).toEqual(['V1 norte para clientes']);

    const admin = await list('admin');
    expect(admin.puedeCompartir).toBe('S');
    expect(admin.roles.map((r) => r.role)).toEqual(expect.arrayContaining(['ADMIN', 'CLIENTE', 'REPRESENTANTE']));
  });
});

describe('the scope of a shared view', () => {
  it('a customer running a view that names another customer gets only their own rows', async () => {
    const me = await s.open.db.selectFrom('usuarios_portal').select('cliente').where('id_organizacion', '=', 1).where('usuario', '=', 'cliente').executeTakeFirstOrThrow();
    const other = await s.open.db.selectFrom('pedidos').select('cliente').where('empresa', '=', '1').where('cliente', '!=', me.cliente!).executeTakeFirstOrThrow();
    await savedId('admin', { nombre: 'V2 otro cliente', filtros: { cliente: other.cliente }, compartidaRoles: ['CLIENTE'] });
    const view = (await list('cliente')).result.find((v) => v.nombre === 'V2 otro cliente')!;
    expect(view.filtros).toEqual({ cliente: other.cliente });
    const code = String(view.filtros.cliente);
    const asked = await call('cliente', 'getPedidosAlbaranesCab', { offset: 1, numRows: 500, clienteInicial: code, clienteFinal: code });
    expect(asked.statusCode, asked.body).toBe(200);
    const rows = asked.json<{ dataRes: { clteCodigo: string }[] }>().dataRes;
    expect(rows.filter((r) => r.clteCodigo !== me.cliente)).toEqual([]);
    // The admin's own run of the same values does reach the other customer's orders.
    const admin = await call('admin', 'getPedidosAlbaranesCab', { offset: 1, numRows: 500, clienteInicial: code, clienteFinal: code });
    expect(admin.json<{ dataRes: { clteCodigo: string }[] }>().dataRes.some((r) => r.clteCodigo === other.cliente)).toBe(true);
  });
});

describe('bounds and limits of saving', () => {
  it('refuses an empty, blank or too long name (400 naming nombre) and a name the user already has, whatever its case (409)', async () => {
    for (const nombre of ['', '   ', 'x'.repeat(81)]) expectError(await save('cliente', { nombre }), 400, 'VALIDATION_ERROR', 'nombre');
    await savedId('cliente', { nombre: 'V3 Pedidos abiertos' });
    expectError(await save('cliente', { nombre: '  v3 PEDIDOS ABIERTOS ' }), 409, 'VIEW_NAME_TAKEN');
    // Another user may use the name; the same user renaming a view to its own name is fine.
    const own = await savedId('rep', { nombre: 'V3 Pedidos abiertos' });
    expect(await savedId('rep', { id: own, nombre: 'v3 pedidos abiertos', filtros: { numeroPedido: '1' } })).toBe(own);
  });

  it('refuses oversize state (400 naming the field)', async () => {
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, 'x']));
    expectError(await save('cliente', { nombre: 'V3 grande', filtros: many }), 400, 'VALIDATION_ERROR', 'filtros');
    expectError(await save('cliente', { nombre: 'V3 grande', filtros: { cliente: 'x'.repeat(2001) } }), 400, 'VALIDATION_ERROR', 'filtros');
    expectError(await save('cliente', { nombre: 'V3 grande', filtros: { estados: Array.from({ length: 501 }, () => 1) } }), 400, 'VALIDATION_ERROR', 'filtros');
    expectError(await save('cliente', { nombre: 'V3 grande', filtros: { ['k'.repeat(101)]: 1 } }), 400, 'VALIDATION_ERROR', 'filtros');
    expectError(await save('cliente', { nombre: 'V3 grande', filtros: { rango: { desde: { dia: 1 } } } }), 400, 'VALIDATION_ERROR', 'filtros.rango');
    expectError(await save('cliente', { nombre: 'V3 grande', filtros: { rango: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])) } }), 400, 'VALIDATION_ERROR', 'filtros');
    // Values within the bounds are stored as they are.
    const fine = { cliente: 'x'.repeat(2000), estados: [1, '2', null, true], representante: { codigo: '01', agente: null }, obra: null };
    const id = await savedId('cliente', { nombre: 'V3 acotada', filtros: fine });
    expect((await list('cliente')).result.find((v) => v.id === id)!.filtros).toEqual(fine);
    expectError(await save('cliente', { nombre: 'V3 grande', columnas: Array.from({ length: 201 }, (_, i) => `c${i}`) }), 400, 'VALIDATION_ERROR', 'columnas');
    expectError(await save('cliente', { nombre: 'V3 grande', tamPagina: 1001 }), 400, 'VALIDATION_ERROR', 'tamPagina');
    expectError(await save('cliente', { nombre: 'V3 grande', orden: { columna: 'importe', direccion: 'up' } }), 400, 'VALIDATION_ERROR', 'orden');
    expectError(await save('cliente', { nombre: 'V3 grande', busqueda: 'x'.repeat(201) }), 400, 'VALIDATION_ERROR', 'busqueda');
    expectError(await save('admin', { nombre: 'V3 grande', compartidaRoles: ['NADIE'] }), 400, 'VALIDATION_ERROR', 'compartidaRoles');
  });

  it('only an administrator shares (403 VIEW_SHARE_FORBIDDEN)', async () => {
    expectError(await save('cliente', { nombre: 'V3 compartida', compartidaRoles: ['CLIENTE'] }), 403, 'VIEW_SHARE_FORBIDDEN');
    expectError(await save('rep', { nombre: 'V3 compartida', compartidaTodos: 'S' }), 403, 'VIEW_SHARE_FORBIDDEN');
    expect((await save('rep', { nombre: 'V3 compartida', compartidaRoles: [], compartidaTodos: 'N' })).statusCode).toBe(200);
  });

  it('changes and deletes only the caller\'s own views (404 VIEW_NOT_FOUND)', async () => {
    const shared = await savedId('admin', { nombre: 'V3 del admin', compartidaRoles: ['CLIENTE'] });
    expectError(await save('cliente', { id: shared, nombre: 'Mía ya' }), 404, 'VIEW_NOT_FOUND');
    expectError(await call('cliente', 'borrarVista', { id: shared }), 404, 'VIEW_NOT_FOUND');
    expectError(await call('cliente', 'borrarVista', { id: 999_999 }), 404, 'VIEW_NOT_FOUND');
    expectError(await call('norteAdmin', 'borrarVista', { id: shared }), 404, 'VIEW_NOT_FOUND');
    expect((await names('cliente'))).toContain('V3 del admin');
  });

  it('refuses a report the caller does not hold (403)', async () => {
    expectError(await call('cliente', 'vistasInforme', { informe: 'STOCK_ARTICULOS' }), 403, 'FORBIDDEN');
    expectError(await save('cliente', { informe: 'STOCK_ARTICULOS', nombre: 'V3 stock' }), 403, 'FORBIDDEN');
    expectError(await call('cliente', 'marcarVista', { informe: 'STOCK_ARTICULOS', vista: '', predeterminada: 'S' }), 403, 'FORBIDDEN');
    expectError(await call('cliente', 'guardarColumnasInforme', { informe: 'STOCK_ARTICULOS', columnas: ['a'] }), 403, 'FORBIDDEN');
  });

  it(`keeps at most 200 views per user and report (409 VIEW_LIMIT)`, async () => {
    const report = 'CARTERA_CLIENTS';
    const now = new Date().toISOString();
    await s.open.db.insertInto('vistas_informe').values(Array.from({ length: 199 }, (_, i) => ({
      id_organizacion: 1, usuario: 'rep', informe: report, nombre: `Lote ${i}`, estado: '{"filtros":{}}', ejecutar_al_abrir: 'N', compartida_todos: 'N', creada: now, modificada: now,
    }))).execute();
    expect((await save('rep', { informe: report, nombre: 'La 200' })).statusCode).toBe(200);
    const over = await save('rep', { informe: report, nombre: 'La 201' });
    expectError(over, 409, 'VIEW_LIMIT', '200');
    // Another user, or another report, is not limited by them; replacing one of the 200 is fine.
    expect((await save('admin', { informe: report, nombre: 'La 201' })).statusCode).toBe(200);
    const first = (await list('rep', report)).result.find((v) => v.nombre === 'Lote 0')!;
    expect((await save('rep', { informe: report, id: first.id, nombre: 'Lote cero' })).statusCode).toBe(200);
  });
});

describe('default and pinned views', () => {
  it('marcarVista sets the default and pins; deleting the view clears both', async () => {
    const id = await savedId('cliente', { nombre: 'V4 por defecto' });
    expect((await call('cliente', 'marcarVista', { informe: ORDERS, vista: String(id), predeterminada: 'S', fijada: 'S' })).statusCode).toBe(200);
    let views = await list('cliente');
    expect(views.predeterminada).toBe(String(id));
    expect(views.result.find((v) => v.id === id)).toMatchObject({ predeterminada: 'S', fijada: 'S' });
    expect(await pinned('cliente')).toContainEqual({ id, informe: ORDERS, nombre: 'V4 por defecto' });

    // The standard state as default, then the view again through guardarVista; N clears it only when it is that view.
    await call('cliente', 'marcarVista', { informe: ORDERS, vista: '', predeterminada: 'S' });
    expect((await list('cliente')).predeterminada).toBeNull();
    await savedId('cliente', { id, nombre: 'V4 por defecto', predeterminada: 'S' });
    expect((await list('cliente')).predeterminada).toBe(String(id));

    expect((await call('cliente', 'borrarVista', { id })).json()).toMatchObject({ result: 'ok', statusCode: '200' });
    views = await list('cliente');
    expect(views.predeterminada).toBeNull();
    expect(views.result.some((v) => v.id === id)).toBe(false);
    expect((await pinned('cliente')).some((v) => v.id === id)).toBe(false);
    expect(await s.open.db.selectFrom('vistas_fijadas').select('id_vista').where('id_vista', '=', id).execute()).toEqual([]);
    expect(await s.open.db.selectFrom('vistas_usuario').select('usuario').where('vista_predeterminada', '=', String(id)).execute()).toEqual([]);
  });

  it('refuses views the caller may not use, unknown presets and pinning what is not a stored view', async () => {
    const personal = await savedId('admin', { nombre: 'V4 sólo admin' });
    expectError(await call('cliente', 'marcarVista', { informe: ORDERS, vista: String(personal), predeterminada: 'S' }), 404, 'VIEW_NOT_FOUND');
    expectError(await call('cliente', 'marcarVista', { informe: ORDERS, vista: 'def:nada', predeterminada: 'S' }), 404, 'VIEW_NOT_FOUND');
    expectError(await call('cliente', 'marcarVista', { informe: ORDERS, vista: 'abc', fijada: 'S' }), 404, 'VIEW_NOT_FOUND');
    expectError(await call('cliente', 'marcarVista', { informe: ORDERS, vista: '', fijada: 'S' }), 400, 'VALIDATION_ERROR', 'fijada');
  });

  it('vistasFijadas lists only views still usable: a view unshared from the role leaves the other user\'s pins', async () => {
    const id = await savedId('admin', { nombre: 'V4 fijable', compartidaRoles: ['CLIENTE', 'REPRESENTANTE'], fijada: 'S' });
    await call('cliente', 'marcarVista', { informe: ORDERS, vista: String(id), fijada: 'S', predeterminada: 'S' });
    expect(await pinned('cliente')).toContainEqual({ id, informe: ORDERS, nombre: 'V4 fijable' });
    expect((await list('cliente')).predeterminada).toBe(String(id));

    await savedId('admin', { id, nombre: 'V4 fijable', compartidaRoles: ['REPRESENTANTE'] });
    expect((await pinned('cliente')).some((v) => v.id === id)).toBe(false);
    // The default is answered only while usable.
    expect((await list('cliente')).predeterminada).toBeNull();
    expect(await pinned('admin')).toContainEqual({ id, informe: ORDERS, nombre: 'V4 fijable' });

    // A report the user no longer holds leaves the pins too.
    await s.open.db.updateTable('usuario_informes').set({ value_sn: 'N' }).where('id_organizacion', '=', 1).where('usuario', '=', 'admin').where('informe', '=', ORDERS).execute();
    expect((await pinned('admin')).some((v) => v.id === id)).toBe(false);
    await s.open.db.updateTable('usuario_informes').set({ value_sn: 'S' }).where('id_organizacion', '=', 1).where('usuario', '=', 'admin').where('informe', '=', ORDERS).execute();
    expect((await pinned('admin')).some((v) => v.id === id)).toBe(true);
  });
});

describe('definitions and views', () => {
  const designer = (name: string, body: Record<string, unknown>) => s.post(`/wscomun/portaldesigner/${name}`, { tira: tira.admin, ...body });

  it('validarDefinicion lists the views a definition would leave stale, with the parts they would miss', async () => {
    const stale = await savedId('cliente', {
      nombre: 'V5 obsoleta', filtros: { zona: '01', numeroPedido: '3' }, columnas: ['clteCodigo', 'importe'], orden: { columna: 'importe', direccion: 'desc' },
      filaFiltros: { obra: { operador: 'contains', valor: 'x' }, clteCodigo: { operador: 'equals', valor: '1' } },
    });
    const fine = await savedId('cliente', { nombre: 'V5 vigente', filtros: { numeroPedido: '3' }, columnas: ['clteCodigo'] });
    const file = JSON.parse(fs.readFileSync(path.resolve('report-definitions', `${ORDERS}.json`), 'utf8')) as {
      filters: { schema: { properties: Record<string, unknown> } }; result: { columns: { field: string }[] };
    };
    delete file.filters.schema.properties.zona;
    file.result.columns = file.result.columns.filter((c) => c.field !== 'importe' && c.field !== 'obra');

    const res = await designer('validarDefinicion', { informe: ORDERS, definicion: file });
    expect(res.statusCode, res.body).toBe(200);
    const affected = res.json<{ vistasAfectadas: { id: number }[] }>().vistasAfectadas;
    expect(affected).toContainEqual({ id: stale, nombre: 'V5 obsoleta', autor: 'cliente', autorNombre: 'Carmen López Vidal', filtros: ['zona'], columnas: ['importe'], orden: 'importe', filaFiltros: ['obra'] });
    expect(affected.some((v) => v.id === fine)).toBe(false);

    // The definition as it is leaves no view stale; the designer's open answers the same list.
    const unchanged = await designer('definicionDesigner', { informe: ORDERS });
    expect(unchanged.json<{ vistasAfectadas: unknown[] }>().vistasAfectadas).toEqual([]);
  });

  it('a report whose definition switches views off lists none and stores none (409 VIEWS_DISABLED); presets may be defaults', async () => {
    const report = 'ESTADO_VENTAS';
    const before = await savedId('cliente', { informe: report, nombre: 'V5 antes' });
    const off = await designer('publicarDefinicion', { informe: report, definicion: { overlayOf: report, views: { enabled: false } }, versionBase: 0 });
    expect(off.statusCode, off.body).toBe(200);
    expect((await list('cliente', report)).result).toEqual([]);
    expectError(await save('cliente', { informe: report, nombre: 'V5 después' }), 409, 'VIEWS_DISABLED');
    expectError(await call('cliente', 'marcarVista', { informe: report, vista: String(before), fijada: 'S' }), 409, 'VIEWS_DISABLED');
    // Its owner may still delete it.
    expect((await call('cliente', 'borrarVista', { id: before })).statusCode).toBe(200);

    const presets = { overlayOf: 'ESTADIST_VENTAS', views: { presets: [{ id: 'anual', labelKey: 'reports.codes.ESTADIST_VENTAS.name' }] } };
    const on = await designer('publicarDefinicion', { informe: 'ESTADIST_VENTAS', definicion: presets, versionBase: 0 });
    expect(on.statusCode, on.body).toBe(200);
    expect((await call('cliente', 'marcarVista', { informe: 'ESTADIST_VENTAS', vista: 'def:anual', predeterminada: 'S' })).statusCode).toBe(200);
    expect((await list('cliente', 'ESTADIST_VENTAS')).predeterminada).toBe('def:anual');
    expectError(await call('cliente', 'marcarVista', { informe: 'ESTADIST_VENTAS', vista: 'def:anual', fijada: 'S' }), 400, 'VALIDATION_ERROR', 'fijada');
  });
});

describe('two processes on one database', () => {
  let other: { app: FastifyInstance; open: OpenDatabase };
  beforeAll(async () => {
    const open = await otherConnection(s);
    other = { open, app: await buildServer(open.db, readConfig({ DATA_DIR: '/nonexistent', PORTAL_MODE: 'hosted', STATIC_DIR: '/nonexistent' })) };
  }, 60_000);
  afterAll(async () => {
    await other?.app.close();
    await other?.open.close();
  });

  it('a view saved through one is listed by the other, and a delete on one is seen by the other', async () => {
    const id = (await save('cliente', { nombre: 'V6 de un proceso' }, other.app)).json<{ id: number }>().id;
    expect((await list('cliente')).result.some((v) => v.id === id)).toBe(true);
    expect((await list('cliente', ORDERS, other.app)).result.some((v) => v.id === id)).toBe(true);
    expect((await call('cliente', 'borrarVista', { id })).statusCode).toBe(200);
    expect((await list('cliente', ORDERS, other.app)).result.some((v) => v.id === id)).toBe(false);
  });

  it('the limit holds across both: of twelve saves beyond 194 views, through both at once, six are stored', async () => {
    const report = 'ESTAD_PROV_REP';
    const now = new Date().toISOString();
    await s.open.db.insertInto('vistas_informe').values(Array.from({ length: 194 }, (_, i) => ({
      id_organizacion: 1, usuario: 'cliente', informe: report, nombre: `Lote ${i}`, estado: '{"filtros":{}}', ejecutar_al_abrir: 'N', compartida_todos: 'N', creada: now, modificada: now,
    }))).execute();
    const apps = Array.from({ length: 12 }, (_, i) => (i % 2 ? other.app : s.app));
    const replies = await Promise.all(apps.map((app, i) => save('cliente', { informe: report, nombre: `Carrera ${i}` }, app)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([...Array(6).fill(200), ...Array(6).fill(409)]);
    expect((await list('cliente', report)).result).toHaveLength(200);
    // The same name saved through both at once: one is stored.
    await s.open.db.deleteFrom('vistas_informe').where('usuario', '=', 'cliente').where('informe', '=', report).where('nombre', 'like', 'Lote%').execute();
    const twins = await Promise.all([s.app, other.app].map((app) => save('cliente', { informe: report, nombre: 'Gemela' }, app)));
    expect(twins.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('column state', () => {
  it('guardarColumnasInforme stores the caller\'s columns and widths; vistasInforme answers them; null clears', async () => {
    const stored = await call('rep', 'guardarColumnasInforme', { informe: ORDERS, columnas: ['importe', 'clteCodigo'], anchos: { importe: 120, clteCodigo: 80 } });
    expect(stored.json()).toMatchObject({ result: 'ok', statusCode: '200' });
    expect((await list('rep')).columnas).toEqual({ columnas: ['importe', 'clteCodigo'], anchos: { importe: 120, clteCodigo: 80 } });
    expect((await list('cliente')).columnas).toBeNull();
    await call('rep', 'guardarColumnasInforme', { informe: ORDERS, columnas: null, anchos: { importe: 150 } });
    expect((await list('rep')).columnas).toEqual({ anchos: { importe: 150 } });
    await call('rep', 'guardarColumnasInforme', { informe: ORDERS, anchos: null });
    expect((await list('rep')).columnas).toBeNull();
    expectError(await call('rep', 'guardarColumnasInforme', { informe: ORDERS, anchos: { importe: 19 } }), 400, 'VALIDATION_ERROR', 'anchos');
    expectError(await call('rep', 'guardarColumnasInforme', { informe: ORDERS, columnas: ['x'.repeat(101)] }), 400, 'VALIDATION_ERROR', 'columnas');
  });

  it('a preview session reads but does not write (403)', async () => {
    const preview = await s.post('/wscomun/portaldesigner/sesionVista', { tira: tira.admin, usuario: 'cliente', informe: ORDERS, definicion: { overlayOf: ORDERS } });
    expect(preview.statusCode, preview.body).toBe(200);
    const pv = preview.json<{ tira: string }>().tira;
    expect((await s.post(`${P}/vistasInforme`, { tira: pv, informe: ORDERS })).statusCode).toBe(200);
    expect((await s.post(`${P}/guardarVista`, { tira: pv, informe: ORDERS, nombre: 'V7 vista previa', filtros: {} })).statusCode).toBe(403);
  });
});
