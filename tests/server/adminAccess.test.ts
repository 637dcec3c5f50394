import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

let s: TestServer;
const tokens: Record<string, string> = {};
const NON_ADMINS = ['rep', 'cliente', 'sucursal', 'multi', 'proveedor', 'soporte'];
beforeAll(async () => {
  s = await startTestServer('hosted');
  for (const u of ['admin', ...NON_ADMINS]) tokens[u] = (await s.login(u)).tira;
});
afterAll(async () => { await s.close(); });

const P = '/wscomun/portalinformes';
/** Every administration call with a valid body. */
const ADMIN_ROUTES: [string, Record<string, unknown>][] = [
  ['listadoUsuarios', { idOrganizacion: 1, offset: 1, numRows: 5, orderBy: 'usuario', order: 'ASC', search: '' }],
  ['listaUsuarios', { idOrganizacion: 1, offset: 1, numRows: 9999 }],
  ['creaUsuarioSP', { idOrganizacion: 1, usuario: 'nobody' }],
  ['actualizaUsuario', { usuario: 'cliente', activoSN: 'S', nuevaEmpresa: '1', role: 'CLIENTE', cliente: '000001', opciones: [], informes: [] }],
  ['eliminarUsuario', { organizacion: 'DEMO', usuario: 'nobody', empresa: '1' }],
  ['listaRoles', { idOrganizacion: 1 }],
  ['addFechaRol', { empresa: '1', idRol: 3, fechaInicial: '', fechaFinal: '', diasAntiguedad: 365, autoFiltro: 'S' }],
  ['administracionAlmacenesUbicaciones', { idOrganizacion: 1, empresa: '1', offset: 1, numRows: 10 }],
  ['actualizaAlmacenesUbicaciones', { empresa: '1', gestionAlmUbi: { almacenes: [], ubicaciones: [] } }],
];
const LOOKUPS: [string, Record<string, unknown>][] = [
  ['lovAlm', { offset: 1, numRows: 5 }], ['lovUbi', { almacen: 'A01' }], ['lovProv', { estado: 'A', conCompras: 'N' }], ['lovSucursalProveedor', { codigoProveedor: 'P00001' }],
];

describe('only administrators may call the administration routes', () => {
  it.each([...ADMIN_ROUTES, ...LOOKUPS])('%s: 401 without a token', async (path, body) => {
    const res = await s.post(`${P}/${path}`, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: 'ko', errorCode: 'AUTH_REQUIRED' });
  });
  it.each([...ADMIN_ROUTES, ...LOOKUPS])('%s: 401 with an invalid token', async (path, body) => {
    expect((await s.post(`${P}/${path}`, { ...body, tira: 'not-a-token' })).statusCode).toBe(401);
  });
  const cases = ADMIN_ROUTES.flatMap(([path, body]) => NON_ADMINS.map((user) => [path, user, body] as const));
  it.each(cases)('%s: 403 for %s', async (path, user, body) => {
    const res = await s.post(`${P}/${path}`, { ...body, tira: tokens[user] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ result: 'ko', errorCode: 'FORBIDDEN' });
  });
  it.each(ADMIN_ROUTES)('%s: 400 for an unknown field, even for the admin', async (path, body) => {
    const res = await s.post(`${P}/${path}`, { ...body, tira: tokens.admin, inyeccion: "' or 1=1" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'ko', errorCode: 'VALIDATION_ERROR' });
    expect(res.json().errorMsg).toContain('must NOT have additional properties');
  });
  it('an ADMIN without the ADMIN_USU option is refused too, and allowed again once it is back', async () => {
    const flag = (value: string) => s.open.db.updateTable('usuario_opciones').set({ value_sn: value }).where('usuario', '=', 'admin').where('id_opcion', '=', 5).execute();
    await flag('N');
    try {
      const res = await s.post(`${P}/listaRoles`, { tira: tokens.admin, idOrganizacion: 1 });
      expect(res.statusCode).toBe(403);
      expect(res.json().errorMsg).toContain('ADMIN_USU');
    } finally {
      await flag('S');
    }
    expect((await s.post(`${P}/listaRoles`, { tira: tokens.admin, idOrganizacion: 1 })).statusCode).toBe(200);
  });
  it('another organisation is refused', async () => {
    const res = await s.post(`${P}/listadoUsuarios`, { tira: tokens.admin, idOrganizacion: 2 });
    expect(res.statusCode).toBe(403);
    expect((await s.post(`${P}/eliminarUsuario`, { tira: tokens.admin, organizacion: 'OTRA', usuario: 'cliente' })).statusCode).toBe(403);
  });
  it('a company of another organisation is refused', async () => {
    const res = await s.post(`${P}/administracionAlmacenesUbicaciones`, { tira: tokens.admin, empresa: '99' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('COMPANY_NOT_ALLOWED');
  });
  it('the administration calls are documented under their own tag in the OpenAPI', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const [path] of ADMIN_ROUTES) expect(doc.paths[`${P}/${path}`].post.tags, path).toEqual(['User administration']);
    for (const [path] of LOOKUPS) expect(doc.paths[`${P}/${path}`].post.tags, path).toEqual(['Lookups']);
  });
});
