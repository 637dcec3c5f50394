import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designerClient } from './support/designerCalls';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * Designer preview sessions (sesionVista): a short read-only session as another user of the organisation, with that user's scope; the data calls
 * of the previewed definition are allowed before the user holds the report; every write route refuses it; it expires; every one is recorded.
 */

let s: TestServer;
let c: ReturnType<typeof designerClient>;
const tira: Record<'admin' | 'cliente', string> = { admin: '', cliente: '' };
let ownCustomer: string;
let otherCustomer: string;
/** The previewed draft: a copy of the orders report under a new code (not published, held by nobody). */
let draft: Record<string, unknown>;

const rows = (x: unknown): any[] => (Array.isArray(x) ? x : Array.isArray((x as { result?: unknown })?.result) ? (x as { result: any[] }).result : []);

beforeAll(async () => {
  s = await startTestServer();
  c = designerClient(s);
  for (const u of ['admin', 'cliente'] as const) tira[u] = (await s.login(u)).tira;
  const p = await s.open.db.selectFrom('usuarios_portal').select(['cliente', 'empresa']).where('id_organizacion', '=', 1).where('usuario', '=', 'cliente').executeTakeFirstOrThrow();
  ownCustomer = p.cliente!;
  otherCustomer = (await s.open.db.selectFrom('pedidos').select('cliente').where('empresa', '=', p.empresa).where('cliente', '!=', ownCustomer).limit(1).executeTakeFirstOrThrow()).cliente;
  const orders = (await c.portal(tira.admin, 'definicionInforme', { informe: 'ESTADO_PED_ALB' })).json<{ definicion: Record<string, unknown> }>().definicion;
  draft = { ...orders, code: 'VISTA_PEDIDOS' };
  // The customer no longer holds the orders report: its data call is refused to their own session.
  await s.open.db.updateTable('usuario_informes').set({ value_sn: 'N' }).where('id_organizacion', '=', 1).where('usuario', '=', 'cliente').where('informe', '=', 'ESTADO_PED_ALB').execute();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const openPreview = async (usuario = 'cliente') => {
  const res = await c.designer(tira.admin, 'sesionVista', { usuario, informe: 'VISTA_PEDIDOS', definicion: draft });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ tira: string; expira: number; sesion: any; fechasRoles: any; permisos: string[] }>();
};

describe('a preview session as a customer user', () => {
  it('answers the user\'s session data, role dates and permissions in the shapes of the portal\'s own calls', async () => {
    const before = Date.now();
    const preview = await openPreview();
    expect(preview.expira).toBeGreaterThan(before + 4 * 60_000);
    expect(preview.expira).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    const own = (await c.portal(tira.cliente, 'datosUsuarioPortal')).json();
    expect(preview.sesion).toEqual({ ...own, result: [{ ...own.result[0], tira: preview.tira }] });
    const dates = (await c.portal(tira.cliente, 'getFechasRoles', { organizacion: 'DEMO', rol: own.result[0].idRol })).json();
    expect(preview.fechasRoles).toEqual(dates);
    expect(preview.fechasRoles.roles.length).toBeGreaterThan(0);
    const perms = (await c.portal(tira.cliente, 'getPermisosResiduos', { usuario: 'cliente' })).json();
    expect(preview.permisos).toEqual(perms.result.map((r: { permiso: string }) => r.permiso));
    // Its token authenticates as the customer user.
    expect((await c.portal(preview.tira, 'datosUsuarioPortal')).json().result[0]).toMatchObject({ usuario: 'cliente', role: 'CLIENTE', cliente: ownCustomer });
  });
  it('may call the previewed definition\'s data calls with the customer\'s scope, though the user does not hold the report', async () => {
    const body = { offset: 1, numRows: 200 };
    expect((await c.portal(tira.cliente, 'getPedidosAlbaranesCab', body)).statusCode).toBe(403);
    const preview = await openPreview();
    const mine = await c.portal(preview.tira, 'getPedidosAlbaranesCab', body);
    expect(mine.statusCode, mine.body).toBe(200);
    const mineRows = rows(mine.json().dataRes);
    expect(mineRows.length).toBeGreaterThan(0);
    expect(new Set(mineRows.map((r) => r.clteCodigo))).toEqual(new Set([ownCustomer]));
    // Asking for another customer does not widen the scope.
    const asked = await c.portal(preview.tira, 'getPedidosAlbaranesCab', { ...body, clienteInicial: otherCustomer, clienteFinal: otherCustomer });
    expect(asked.statusCode).toBe(200);
    for (const r of rows(asked.json().dataRes)) expect(r.clteCodigo).toBe(ownCustomer);
    // A data call of a report the definition does not name stays refused (the customer does not hold the supplier notes report either).
    await s.open.db.updateTable('usuario_informes').set({ value_sn: 'N' }).where('id_organizacion', '=', 1).where('usuario', '=', 'cliente').where('informe', '=', 'ALB_PROV').execute();
    expect((await c.portal(preview.tira, 'getAlbaranesProveedor', { offset: 1, numRows: 10 })).statusCode).toBe(403);
  });
  it('is read-only: every route that changes data answers 403', async () => {
    const preview = await openPreview();
    await s.app.ready();
    const paths = Object.keys((s.app.swagger() as { paths: Record<string, unknown> }).paths);
    const writes = paths.filter((p) => /\/(guarda|borra|actualiza|elimina|crea|add|set|cambia|generar|validateService|aceptar|publicar|restaurar|descartar|nuevo|conceder|sesionVista)/i.test(p));
    for (const known of ['setEmpresa', 'cambiaIdioma', 'generarOcPedido', 'validateService', 'guardaPresupuesto', 'aceptarPresupuesto', 'borraPresupuesto', 'actualizaUsuario',
      'eliminarUsuario', 'creaUsuarioSP', 'addFechaRol', 'actualizaAlmacenesUbicaciones', 'guardaDetallePresupuesto', 'borraLineaPresupuesto', 'guardaAgrupacion', 'borraAgrupacion']) {
      expect(writes.some((p) => p.endsWith(`/${known}`)), known).toBe(true);
    }
    for (const path of writes) {
      const res = await s.post(path, { tira: preview.tira });
      expect(res.statusCode, `${path} ${res.body}`).toBe(403);
      expect((await s.post(path, {}, { 'x-ddol-security-token': preview.tira })).statusCode, path).toBe(403);
    }
    // Nothing changed: the customer's language is as it was.
    expect((await s.open.db.selectFrom('usuarios_erp').select('idioma').where('usuario', '=', 'cliente').executeTakeFirstOrThrow()).idioma).toBe('E');
    // Reads still work.
    expect((await c.portal(preview.tira, 'listaInformesPortal', { idOrganizacion: 1 })).statusCode).toBe(200);
  });
  it('a preview as an administrator cannot use user administration nor the designer', async () => {
    const res = await c.designer(tira.admin, 'sesionVista', { usuario: 'admin', informe: 'VISTA_PEDIDOS', definicion: draft });
    const preview = res.json<{ tira: string }>();
    expect((await c.portal(preview.tira, 'listadoUsuarios', { idOrganizacion: 1 })).statusCode).toBe(403);
    expect((await c.designer(preview.tira, 'listaDefiniciones')).statusCode).toBe(403);
    expect((await c.portal(preview.tira, 'datosUsuarioPortal')).json().result[0].usuario).toBe('admin');
  });
  it('is refused after it expires', async () => {
    const preview = await openPreview();
    expect((await c.portal(preview.tira, 'datosUsuarioPortal')).statusCode).toBe(200);
    await s.open.db.updateTable('vistas_previas').set({ expira: Date.now() - 1 }).execute();
    expect((await c.portal(preview.tira, 'datosUsuarioPortal')).statusCode).toBe(401);
    expect((await c.portal(preview.tira, 'getPedidosAlbaranesCab', { offset: 1, numRows: 10 })).statusCode).toBe(401);
  });
  it('ends at logout', async () => {
    const preview = await openPreview();
    expect((await s.post('/wsr/auth/logout', { tira: preview.tira })).statusCode).toBe(200);
    expect((await c.portal(preview.tira, 'datosUsuarioPortal')).statusCode).toBe(401);
  });
  it('refuses a user of another organisation or an unknown one', async () => {
    expect((await c.designer(tira.admin, 'sesionVista', { usuario: 'cliente.norte', informe: 'VISTA_PEDIDOS', definicion: draft })).statusCode).toBe(404);
    expect((await c.designer(tira.admin, 'sesionVista', { usuario: 'nadie', informe: 'VISTA_PEDIDOS', definicion: draft })).statusCode).toBe(404);
  });
  it('every preview is recorded: who, as whom, which report, when and until when', async () => {
    const log = (await c.designer(tira.admin, 'registroVistas')).json<{ result: any[] }>().result;
    expect(log.length).toBeGreaterThanOrEqual(5);
    expect(log[0]).toMatchObject({ admin: 'admin', informe: 'VISTA_PEDIDOS' });
    expect(log.filter((r) => r.usuario === 'cliente').length).toBeGreaterThanOrEqual(4);
    expect(log.some((r) => r.usuario === 'admin')).toBe(true);
    for (const r of log) expect(typeof r.expira).toBe('number');
    const dates = log.map((r) => r.fecha);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
  it('lists the users to preview as, by role and search', async () => {
    const res = (await c.designer(tira.admin, 'usuariosVista', { role: 'CLIENTE', search: 'clien' })).json<{ result: any[] }>().result;
    expect(res).toContainEqual(expect.objectContaining({ usuario: 'cliente', role: 'CLIENTE', cliente: ownCustomer }));
    expect(res.every((u) => u.role === 'CLIENTE')).toBe(true);
    expect(res.some((u) => u.usuario === 'cliente.norte')).toBe(false);
  });
});
