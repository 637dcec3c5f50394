import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/buildServer';
import { readConfig } from '../../src/server/config';
import { openDatabase, type OpenDatabase } from '../../src/server/db/openDatabase';
import { DESIGNER_CALLS, designerClient } from './support/designerCalls';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * The report designer's services (/wscomun/portaldesigner): only a portal ADMIN holding ADMIN_INF; publishing checks the definition and stores
 * immutable versions per organisation that users get at their next definition call, in every server process; new reports and their grants.
 */

let s: TestServer;
let c: ReturnType<typeof designerClient>;
const tira: Record<'admin' | 'rep' | 'cliente', string> = { admin: '', rep: '', cliente: '' };
/** A second server on the same database (its own connection on SQLite), as another process would be. */
let other: { app: FastifyInstance; open?: OpenDatabase };

beforeAll(async () => {
  s = await startTestServer();
  c = designerClient(s);
  for (const u of ['admin', 'rep', 'cliente'] as const) tira[u] = (await s.login(u)).tira;
  let db = s.open.db;
  let open: OpenDatabase | undefined;
  if (s.open.dialect === 'sqlite') {
    const file = (await sql<{ file: string }>`pragma database_list`.execute(s.open.db)).rows.find((r) => r.file)!.file;
    open = await openDatabase({ dataDir: path.dirname(file) });
    db = open.db;
  }
  other = { app: await buildServer(db, readConfig({ DATA_DIR: '/nonexistent', PORTAL_MODE: 'hosted', STATIC_DIR: '/nonexistent' })), ...(open ? { open } : {}) };
}, 120_000);
afterAll(async () => {
  await other?.app.close();
  await other?.open?.close();
  await s?.close();
});

const definitionOf = async (server: FastifyInstance, token: string, informe: string) => {
  const res = await server.inject({ method: 'POST', url: '/wscomun/portalinformes/definicionInforme', payload: { tira: token, informe } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ definicion: Record<string, any> }>().definicion;
};

describe('access: only a portal ADMIN holding ADMIN_INF', () => {
  it('every call answers 401 without a session', async () => {
    for (const [name, body] of Object.entries(DESIGNER_CALLS)) expect((await c.designer(null, name, body)).statusCode, name).toBe(401);
  });
  it('every call answers 403 to REPRESENTANTE, CLIENTE and to an ADMIN without ADMIN_INF', async () => {
    for (const user of ['rep', 'cliente'] as const) {
      for (const [name, body] of Object.entries(DESIGNER_CALLS)) expect((await c.designer(tira[user], name, body)).statusCode, `${user} ${name}`).toBe(403);
    }
    await c.setDesignerOption('admin', 'N');
    try {
      for (const [name, body] of Object.entries(DESIGNER_CALLS)) expect((await c.designer(tira.admin, name, body)).statusCode, `admin ${name}`).toBe(403);
    } finally {
      await c.setDesignerOption('admin', 'S');
    }
    expect((await c.designer(tira.admin, 'listaDefiniciones')).statusCode).toBe(200);
  });
  it('ADMIN_INF is a menu option of every organisation, held by the ADMIN users, and only the ADMIN role may hold it', async () => {
    const options = async (token: string) => (await c.portal(token, 'listaOpcionesPortal', { idOrganizacion: 1 })).json<{ result: { codigo: string }[] }>().result.map((o) => o.codigo);
    expect(await options(tira.admin)).toContain('ADMIN_INF');
    expect(await options(tira.cliente)).not.toContain('ADMIN_INF');
    const contracted = await s.open.db.selectFrom('organizacion_opciones').select('id_organizacion').where('id_opcion', '=', 6).execute();
    const orgs = await s.open.db.selectFrom('organizaciones').select('id_organizacion').execute();
    expect(contracted.length).toBe(orgs.length);
    const roles = (await c.portal(tira.admin, 'listaRoles', { idOrganizacion: 1 })).json<{ result: { role: string; opciones: number[] }[] }>().result;
    expect(roles.find((r) => r.role === 'ADMIN')!.opciones).toContain(6);
    for (const r of roles.filter((x) => x.role !== 'ADMIN')) expect(r.opciones, r.role).not.toContain(6);
    const listed = await c.portal(tira.admin, 'listadoUsuarios', { idOrganizacion: 1, filters: { usuario: 'cliente' } });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ result: { opciones: { codigo: string; valueSN: string }[] }[] }>().result[0]!.opciones).toContainEqual(expect.objectContaining({ codigo: 'ADMIN_INF', valueSN: 'N' }));
  });
  it('the designer calls are exactly the contract\'s: none changes or deletes a published version', async () => {
    await s.app.ready();
    const paths = Object.keys((s.app.swagger() as { paths: Record<string, unknown> }).paths).filter((p) => p.startsWith('/wscomun/portaldesigner/'));
    expect(paths.map((p) => p.split('/').pop()).sort()).toEqual(Object.keys(DESIGNER_CALLS).sort());
  });
});

describe('definitions: list, check, draft, publish', () => {
  it('lists the standard and overlay definitions with origin, state and roles', async () => {
    const res = await c.designer(tira.admin, 'listaDefiniciones');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ result: any[] }>().result;
    const orders = list.find((d) => d.informe === 'ESTADO_PED_ALB');
    expect(orders).toMatchObject({ origen: 'standard', overlayOf: null, estado: 'valid', version: null, borrador: false, errores: 0 });
    expect(orders.roles).toEqual(expect.arrayContaining(['ADMIN', 'CLIENTE']));
    expect(orders.titulo).toBeTruthy();
    expect(list.find((d) => d.informe === 'FACT_PROV')).toMatchObject({ overlayOf: 'ALB_PROV', estado: 'valid' });
  });
  it('checks without storing, and refuses to publish a definition with errors (422, nothing stored)', async () => {
    const broken = { overlayOf: 'ESTADO_PED_ALB', dialog: { maxWidth: 1234 } };
    const checked = await c.designer(tira.admin, 'validarDefinicion', { informe: 'ESTADO_PED_ALB', definicion: broken });
    expect(checked.statusCode).toBe(200);
    const { errores, efectiva } = checked.json<{ errores: { path: string; code: string; message: string }[]; efectiva: any }>();
    expect(errores).toContainEqual(expect.objectContaining({ path: '/dialog/maxWidth', code: 'schema' }));
    expect(efectiva.code).toBe('ESTADO_PED_ALB');
    const refused = await c.designer(tira.admin, 'publicarDefinicion', { informe: 'ESTADO_PED_ALB', definicion: broken, comentario: 'roto', versionBase: 0 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ result: 'ko', errores: expect.arrayContaining([expect.objectContaining({ path: '/dialog/maxWidth' })]), huerfanos: [] });
    expect((await c.designer(tira.admin, 'versionesDefinicion', { informe: 'ESTADO_PED_ALB' })).json().result).toEqual([]);
    const wrongCode = await c.designer(tira.admin, 'validarDefinicion', { informe: 'ESTADO_PED_ALB', definicion: { ...(await definitionOf(s.app, tira.admin, 'ESTADO_VENCI')) } });
    expect(wrongCode.json().errores).toContainEqual(expect.objectContaining({ path: '/code', code: 'codeMismatch' }));
  });
  it('keeps a draft (even with errors) until it is discarded or published', async () => {
    const saved = await c.designer(tira.admin, 'guardarBorrador', { informe: 'ESTADO_PED_ALB', definicion: { overlayOf: 'ESTADO_PED_ALB', icon: 'nope' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().errores.length).toBeGreaterThan(0);
    let opened = (await c.designer(tira.admin, 'definicionDesigner', { informe: 'ESTADO_PED_ALB' })).json();
    expect(opened).toMatchObject({ informe: 'ESTADO_PED_ALB', origen: 'standard', borrador: { autor: 'admin', definicion: { icon: 'nope' } }, publicada: null, errores: [] });
    expect(opened.fuente.code).toBe('ESTADO_PED_ALB');
    expect(opened.standard.code).toBe('ESTADO_PED_ALB');
    expect((await c.designer(tira.admin, 'descartarBorrador', { informe: 'ESTADO_PED_ALB' })).json()).toEqual({ ok: true });
    opened = (await c.designer(tira.admin, 'definicionDesigner', { informe: 'ESTADO_PED_ALB' })).json();
    expect(opened.borrador).toBeNull();
    expect((await c.designer(tira.admin, 'definicionDesigner', { informe: 'NO_EXISTE' })).statusCode).toBe(404);
    expect((await c.designer(tira.admin, 'guardarBorrador', { informe: 'NO_EXISTE', definicion: { code: 'NO_EXISTE' } })).statusCode).toBe(404);
    expect((await c.designer(tira.admin, 'publicarDefinicion', { informe: 'NO_EXISTE', definicion: { code: 'NO_EXISTE' }, versionBase: 0 })).statusCode).toBe(404);
  });
  it('publishes an overlay that users get at their next definition call, on another server process too; versions are immutable and restoring makes a new one', async () => {
    // The other server reads the definition first, so it has it in its cache.
    expect((await definitionOf(other.app, tira.cliente, 'ESTADO_PED_ALB')).dialog).not.toEqual({ maxWidth: 800 });
    await c.designer(tira.admin, 'guardarBorrador', { informe: 'ESTADO_PED_ALB', definicion: { overlayOf: 'ESTADO_PED_ALB', dialog: { fullScreen: null, maxWidth: 800 } } });
    const first = await c.designer(tira.admin, 'publicarDefinicion', { informe: 'ESTADO_PED_ALB', definicion: { overlayOf: 'ESTADO_PED_ALB', dialog: { fullScreen: null, maxWidth: 800 } }, comentario: 'Más estrecho', versionBase: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ version: 1 });
    expect((await definitionOf(s.app, tira.cliente, 'ESTADO_PED_ALB')).dialog).toEqual({ maxWidth: 800 });
    expect((await definitionOf(other.app, tira.cliente, 'ESTADO_PED_ALB')).dialog).toEqual({ maxWidth: 800 });
    const opened = (await c.designer(tira.admin, 'definicionDesigner', { informe: 'ESTADO_PED_ALB' })).json();
    expect(opened).toMatchObject({ origen: 'portal', borrador: null, publicada: { version: 1, definicion: { overlayOf: 'ESTADO_PED_ALB' } }, fuente: { overlayOf: 'ESTADO_PED_ALB' } });
    expect(opened.efectiva.dialog).toEqual({ maxWidth: 800 });

    const second = await c.designer(tira.admin, 'publicarDefinicion', { informe: 'ESTADO_PED_ALB', definicion: { overlayOf: 'ESTADO_PED_ALB', dialog: { fullScreen: null, maxWidth: 1600 } }, comentario: 'Más ancho', versionBase: 1 });
    expect(second.json()).toEqual({ version: 2 });
    expect((await definitionOf(other.app, tira.cliente, 'ESTADO_PED_ALB')).dialog).toEqual({ maxWidth: 1600 });
    const versions = (await c.designer(tira.admin, 'versionesDefinicion', { informe: 'ESTADO_PED_ALB' })).json().result;
    expect(versions).toEqual([
      expect.objectContaining({ version: 2, autor: 'admin', comentario: 'Más ancho' }),
      expect.objectContaining({ version: 1, autor: 'admin', comentario: 'Más estrecho' }),
    ]);
    const restored = await c.designer(tira.admin, 'restaurarVersion', { informe: 'ESTADO_PED_ALB', version: 1 });
    expect(restored.json()).toEqual({ version: 3 });
    const v3 = (await c.designer(tira.admin, 'versionDefinicion', { informe: 'ESTADO_PED_ALB', version: 3 })).json();
    expect(v3).toMatchObject({ version: 3, autor: 'admin', definicion: { overlayOf: 'ESTADO_PED_ALB', dialog: { maxWidth: 800 } } });
    expect(v3.comentario).toContain('1');
    // Version 1 itself is unchanged.
    expect((await c.designer(tira.admin, 'versionDefinicion', { informe: 'ESTADO_PED_ALB', version: 1 })).json()).toMatchObject({ comentario: 'Más estrecho', definicion: { dialog: { maxWidth: 800 } } });
    expect((await c.designer(tira.admin, 'versionDefinicion', { informe: 'ESTADO_PED_ALB', version: 9 })).statusCode).toBe(404);
    expect((await definitionOf(other.app, tira.cliente, 'ESTADO_PED_ALB')).dialog).toEqual({ maxWidth: 800 });
    expect((await c.designer(tira.admin, 'listaDefiniciones')).json().result.find((d: any) => d.informe === 'ESTADO_PED_ALB')).toMatchObject({ origen: 'portal', version: 3 });
    // Another organisation still gets the standard definition.
    const norte = (await s.login('admin.norte', undefined, 'NORTE')).tira;
    expect((await definitionOf(s.app, norte, 'ESTADO_PED_ALB')).dialog).not.toEqual({ maxWidth: 800 });
  });
});

describe('new reports and grants', () => {
  it('creates a report with a draft, publishes it, grants it to a role: it appears in the user\'s report list with its own texts', async () => {
    const created = await c.designer(tira.admin, 'nuevoInforme', { informe: 'MIS_CLIENTES', descripcion: 'Mis clientes', modo: 'blank' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ informe: 'MIS_CLIENTES' });
    expect((await c.designer(tira.admin, 'nuevoInforme', { informe: 'MIS_CLIENTES', descripcion: 'Otra vez', modo: 'blank' })).statusCode).toBe(409);
    expect((await c.designer(tira.admin, 'nuevoInforme', { informe: 'ESTADO_PED_ALB', descripcion: 'Ya existe', modo: 'blank' })).statusCode).toBe(409);
    const row = await s.open.db.selectFrom('informes').selectAll().where('informe', '=', 'MIS_CLIENTES').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ url: '/informes/mis_clientes', parametros: '{}', descripcion: 'Mis clientes' });

    const reports = async (token: string) => (await c.portal(token, 'listaInformesPortal', { idOrganizacion: 1 })).json<{ result: { informe: string; textos?: any }[] }>().result;
    expect((await reports(tira.cliente)).map((r) => r.informe)).not.toContain('MIS_CLIENTES');
    const opened = (await c.designer(tira.admin, 'definicionDesigner', { informe: 'MIS_CLIENTES' })).json();
    expect(opened).toMatchObject({ origen: 'portal', publicada: null, errores: [] });
    expect((await c.designer(tira.admin, 'listaDefiniciones')).json().result.find((d: any) => d.informe === 'MIS_CLIENTES'))
      .toMatchObject({ borrador: true, version: null, estado: 'valid', titulo: 'Mis clientes' });
    const published = await c.designer(tira.admin, 'publicarDefinicion', { informe: 'MIS_CLIENTES', definicion: opened.borrador.definicion, comentario: 'Primera', versionBase: 0 });
    expect(published.statusCode, published.body).toBe(200);
    // Published but not granted: the customer still does not see it.
    expect((await reports(tira.cliente)).map((r) => r.informe)).not.toContain('MIS_CLIENTES');
    const granted = await c.designer(tira.admin, 'concederInforme', { informe: 'MIS_CLIENTES', roles: ['CLIENTE'], usuarios: ['rep'] });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().usuarios).toBeGreaterThanOrEqual(2);
    const listed = (await reports(tira.cliente)).find((r) => r.informe === 'MIS_CLIENTES');
    expect(listed?.textos?.es).toEqual({ nombre: 'Mis clientes', descripcion: 'Mis clientes' });
    expect((await reports(tira.rep)).map((r) => r.informe)).toContain('MIS_CLIENTES');
    expect((await definitionOf(s.app, tira.cliente, 'MIS_CLIENTES')).code).toBe('MIS_CLIENTES');
    // Permissions follow the published definition: its data call serves the customer through the new report alone.
    const grant = (informe: string, value: 'S' | 'N') => s.open.db.updateTable('usuario_informes').set({ value_sn: value })
      .where('id_organizacion', '=', 1).where('usuario', '=', 'cliente').where('informe', '=', informe).execute();
    const orders = () => c.portal(tira.cliente, 'getPedidosAlbaranesCab', { offset: 1, numRows: 10 });
    await grant('ESTADO_PED_ALB', 'N');
    try {
      expect((await orders()).statusCode).toBe(200);
      await grant('MIS_CLIENTES', 'N');
      expect((await orders()).statusCode).toBe(403);
    } finally {
      await grant('ESTADO_PED_ALB', 'S');
      await grant('MIS_CLIENTES', 'S');
    }
    expect((await c.designer(tira.admin, 'concederInforme', { informe: 'MIS_CLIENTES', roles: ['JEFE'] })).statusCode).toBe(400);
    expect((await c.designer(tira.admin, 'concederInforme', { informe: 'NO_CONTRATADO', roles: ['CLIENTE'] })).statusCode).toBe(404);
  });
  it('a copy starts from the effective definition with its code changed; an overlay names its target', async () => {
    expect((await c.designer(tira.admin, 'nuevoInforme', { informe: 'COPIA_VENCI', descripcion: 'Copia', modo: 'copy', desde: 'ESTADO_VENCI' })).statusCode).toBe(200);
    const copy = (await c.designer(tira.admin, 'definicionDesigner', { informe: 'COPIA_VENCI' })).json();
    expect(copy.borrador.definicion.code).toBe('COPIA_VENCI');
    expect(copy.borrador.definicion.result).toEqual((await definitionOf(s.app, tira.admin, 'ESTADO_VENCI')).result);
    expect((await c.designer(tira.admin, 'nuevoInforme', { informe: 'VENCI_PROPIO', descripcion: 'Variante', modo: 'overlay', desde: 'ESTADO_VENCI' })).statusCode).toBe(200);
    const overlay = (await c.designer(tira.admin, 'definicionDesigner', { informe: 'VENCI_PROPIO' })).json();
    expect(overlay.borrador.definicion).toEqual({ overlayOf: 'ESTADO_VENCI', code: 'VENCI_PROPIO', formatVersion: 2 });
    expect(overlay.standard.code).toBe('ESTADO_VENCI');
    expect(overlay.efectiva.code).toBe('VENCI_PROPIO');
    expect((await c.designer(tira.admin, 'nuevoInforme', { informe: 'SIN_ORIGEN', descripcion: 'x', modo: 'copy', desde: 'NO_EXISTE' })).statusCode).toBe(404);
  });
});
