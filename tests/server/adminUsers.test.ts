import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer('hosted');
  admin = (await s.login('admin')).tira;
});
afterAll(async () => { await s.close(); });

const P = '/wscomun/portalinformes';
const call = (path: string, body: Record<string, unknown> = {}, tira = admin) => s.post(`${P}/${path}`, { tira, ...body });
const list = async (body: Record<string, unknown>) => {
  const res = await call('listadoUsuarios', { idOrganizacion: 1, ...body });
  expect(res.statusCode).toBe(200);
  return res.json() as { statusCode: string; totalRows: number; result: Record<string, any>[] };
};
const userRow = async (usuario: string) => (await list({ filters: { usuario } })).result[0]!;
const OPTION_IDS = { CATALOGO: 1, TIENDA: 2, PRESUPUESTOS: 3, INFORMES: 4, ADMIN_USU: 5, ADMIN_INF: 6 };
/** The save body of a user as it is now, with changes. */
async function saveBody(usuario: string, changes: Record<string, unknown> = {}) {
  const u = await userRow(usuario);
  return {
    usuario, usuarioModificacion: 'admin', activoSN: 'S', nuevaEmpresa: u.empresa, nombreEmpresa: u.nombreEmpresa, role: u.role,
    opciones: u.opciones.map((o: { id: number; valueSN: string }) => ({ id: o.id, valueSN: o.valueSN })),
    informes: u.informes.map((i: { informe: string; valueSN: string }) => ({ informe: i.informe, valueSN: i.valueSN })),
    ...(u.role === 'CLIENTE' ? { cliente: u.cliente } : {}),
    ...changes,
  };
}
const reportsOf = async (tira: string) => (await call('listaInformesPortal', { idOrganizacion: 1 }, tira)).json().result.map((r: { informe: string }) => r.informe) as string[];
const optionsOf = async (tira: string) => (await call('listaOpcionesPortal', { idOrganizacion: 1 }, tira)).json().result.map((r: { codigo: string }) => r.codigo) as string[];

describe('listadoUsuarios', () => {
  it('pages 5 users sorted by user ascending by default, with the total', async () => {
    const page1 = await list({ offset: 1, numRows: 5 });
    const page2 = await list({ offset: 6, numRows: 5 });
    expect(page1.statusCode).toBe('200');
    expect(page1.result).toHaveLength(5);
    expect(page1.totalRows).toBeGreaterThan(10);
    const names = [...page1.result, ...page2.result].map((u) => u.usuario);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(10);
  });
  it.each(['usuario', 'nombre', 'email'])('sorts by %s both ways', async (column) => {
    const asc = (await list({ orderBy: column, order: 'ASC', numRows: 100 })).result.map((u) => u[column] as string);
    const desc = (await list({ orderBy: column, order: 'DESC', numRows: 100 })).result.map((u) => u[column] as string);
    expect(asc).toEqual([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(desc).toEqual([...asc].reverse());
  });
  it('refuses an unknown sort column with the valid ones', async () => {
    const res = await call('listadoUsuarios', { orderBy: 'password_hash' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toContain('usuario, nombre, email');
  });
  it('searches user, name and e-mail case-insensitively', async () => {
    expect((await list({ search: 'CLIENTE' })).result.map((u) => u.usuario)).toContain('cliente');
    expect((await list({ search: 'carmen l' })).result.map((u) => u.usuario)).toEqual(['cliente']);
    expect((await list({ search: 'multi@demo' })).result.map((u) => u.usuario)).toEqual(['multi']);
    expect((await list({ search: 'zzz-nadie' })).totalRows).toBe(0);
  });
  it('returns a user with role, links, names and every option and report as S/N', async () => {
    const multi = await userRow('multi');
    expect(multi).toMatchObject({
      usuario: 'multi', login: 'multi', nombre: 'Marta Iglesias Soler', email: 'multi@demo-erp.es', activoSN: 'S', empresa: '1', nombreEmpresa: 'Iberia Metales y Reciclaje S.L.',
      role: 'MULTISUCURSAL', idRol: 7, cliente: '000003', clienteNombre: expect.any(String), fechaAlta: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    });
    expect(multi.sucursales.map((b: { sucursal: string }) => b.sucursal)).toEqual(['001', '002', '003']);
    expect(multi.opciones.map((o: { codigo: string; valueSN: string }) => `${o.codigo}:${o.valueSN}`)).toEqual(['CATALOGO:N', 'TIENDA:N', 'PRESUPUESTOS:N', 'INFORMES:S', 'ADMIN_USU:N', 'ADMIN_INF:N']);
    expect(multi.informes).toHaveLength(20);
    expect(multi.informes.find((i: { informe: string }) => i.informe === 'ESTADO_PED_ALB').valueSN).toBe('S');
    const rep = await userRow('rep');
    expect(rep).toMatchObject({ role: 'REPRESENTANTE', representante: expect.stringMatching(/^R\d{3}$/), agente: expect.any(String), representanteNombre: expect.any(String) });
    const prov = await userRow('proveedor');
    expect(prov).toMatchObject({ role: 'PROVEEDOR', proveedor: 'P00001', proveedorNombre: expect.any(String), sucursalProv: '001', sucursalProvNombre: expect.any(String) });
    expect((await list({ filters: { role: 'ADMIN' } })).result.map((u) => u.usuario)).toEqual(['admin']);
  });
});

describe('actualizaUsuario', () => {
  it('a report removed from a user disappears from their next calls at once, and comes back', async () => {
    const cliente = (await s.login('cliente')).tira;
    expect(await reportsOf(cliente)).toContain('CERT_MEDIOAMB');
    expect((await call('definicionInforme', { informe: 'CERT_MEDIOAMB' }, cliente)).statusCode).toBe(200);
    const body = await saveBody('cliente');
    body.informes = body.informes.map((i: { informe: string; valueSN: string }) => (i.informe === 'CERT_MEDIOAMB' ? { ...i, valueSN: 'N' } : i));
    const res = await call('actualizaUsuario', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'ok' });
    expect(await reportsOf(cliente)).not.toContain('CERT_MEDIOAMB');
    expect((await call('definicionInforme', { informe: 'CERT_MEDIOAMB' }, cliente)).statusCode).toBe(403);
    expect((await userRow('cliente')).usuarioModificacion).toBe('admin');
    await call('actualizaUsuario', await saveBody('cliente', { informes: [{ informe: 'CERT_MEDIOAMB', valueSN: 'S' }] }));
    expect(await reportsOf(cliente)).toContain('CERT_MEDIOAMB');
  });
  it('a menu option given to a user shows in their next options call; a role kept keeps the session', async () => {
    const { tira } = await s.login('sucursal');
    expect(await optionsOf(tira)).toEqual(['INFORMES']);
    const body = await saveBody('sucursal', { cliente: '000002', sucursal: '001', opciones: [{ id: OPTION_IDS.CATALOGO, valueSN: 'S' }] });
    expect((await call('actualizaUsuario', body)).statusCode).toBe(200);
    expect(await optionsOf(tira)).toEqual(['CATALOGO', 'INFORMES']);
    await call('actualizaUsuario', { ...body, opciones: [{ id: OPTION_IDS.CATALOGO, valueSN: 'N' }] });
    expect(await optionsOf(tira)).toEqual(['INFORMES']);
  });
  it('a changed role ends the user\'s sessions and the new links apply', async () => {
    const { tira, refresh } = await s.login('rep');
    const body = await saveBody('rep', { role: 'CLIENTE', cliente: '000004' });
    delete (body as Record<string, unknown>).representante;
    expect((await call('actualizaUsuario', body)).statusCode).toBe(200);
    expect((await call('datosUsuarioPortal', {}, tira)).statusCode).toBe(401);
    const userId = (await s.open.db.selectFrom('usuarios_erp').select('user_id').where('usuario', '=', 'rep').executeTakeFirstOrThrow()).user_id;
    expect((await s.post('/wsr/Auth/tokenRefreshGetAuth', { orgId: 1, userId, refreshTokenId: refresh })).statusCode).toBe(401);
    const again = (await s.login('rep')).tira;
    expect((await call('datosUsuarioPortal', {}, again)).json().result[0]).toMatchObject({ role: 'CLIENTE', cliente: '000004', representante: null });
    // Back to the representative it was.
    const rep = (await s.open.db.selectFrom('clientes').select(['representante', 'agente']).where('empresa', '=', '1').where('cliente', '=', '000001').executeTakeFirstOrThrow());
    const back = await saveBody('rep', { role: 'REPRESENTANTE', representante: rep.representante, agente: rep.agente });
    delete (back as Record<string, unknown>).cliente;
    expect((await call('actualizaUsuario', back)).statusCode).toBe(200);
    expect((await userRow('rep')).role).toBe('REPRESENTANTE');
  });
  it('flags alone do not end the session', async () => {
    const { tira } = await s.login('multi');
    const body = await saveBody('multi', { cliente: '000003', sucursales: ['001', '002', '003'] });
    expect((await call('actualizaUsuario', body)).statusCode).toBe(200);
    expect((await call('datosUsuarioPortal', {}, tira)).statusCode).toBe(200);
  });
  it('MULTISUCURSAL branches are replaced, and the user sees only those', async () => {
    const body = await saveBody('multi', { cliente: '000003', sucursales: ['002', '004', '004'] });
    expect((await call('actualizaUsuario', body)).statusCode).toBe(200);
    expect((await userRow('multi')).sucursales.map((b: { sucursal: string }) => b.sucursal)).toEqual(['002', '004']);
    const { tira } = await s.login('multi');
    const branches = (await call('lovDic', { cliente: '000003', numRows: 50 }, tira)).json().dataRes.map((b: { codigo: string }) => b.codigo);
    expect(branches).toEqual(['002', '004']);
    await call('actualizaUsuario', { ...body, sucursales: ['001', '002', '003'] });
  });
  it('moves a user to the other company: options and links follow, the session ends', async () => {
    const { tira } = await s.login('sucursal');
    const body = await saveBody('sucursal', { nuevaEmpresa: '2', nombreEmpresa: 'Levante', cliente: '000001', sucursal: '001' });
    expect((await call('actualizaUsuario', body)).statusCode).toBe(200);
    expect((await call('datosUsuarioPortal', {}, tira)).statusCode).toBe(401);
    expect(await userRow('sucursal')).toMatchObject({ empresa: '2', nombreEmpresa: 'Levante Reciclaje y Distribución S.A.', cliente: '000001', sucursal: '001' });
    expect((await call('actualizaUsuario', { ...body, nuevaEmpresa: '1', cliente: '000002' })).statusCode).toBe(200);
  });
  it.each<[string, Record<string, unknown>, RegExp]>([
    ['activation without customer', { role: 'CLIENTE', cliente: null }, /cannot be activated: the role needs a customer/],
    ['SUCURSAL without branch', { role: 'SUCURSAL', cliente: '000001' }, /needs a branch/],
    ['MULTISUCURSAL without branches', { role: 'MULTISUCURSAL', cliente: '000001', sucursales: [] }, /at least one branch/],
    ['REPRESENTANTE without agent', { role: 'REPRESENTANTE', cliente: null, representante: 'R001' }, /representative and agent/],
    ['PROVEEDOR without supplier', { role: 'PROVEEDOR', cliente: null }, /needs a supplier/],
    ['a link the role does not use', { role: 'CLIENTE', cliente: '000001', sucursal: '001' }, /sucursal is not used by role CLIENTE/],
    ['links of ADMIN', { role: 'ADMIN', cliente: '000001' }, /cliente is not used by role ADMIN/],
    ['an unknown customer', { role: 'CLIENTE', cliente: '999999' }, /cliente 999999 does not exist in company 1/],
    ['a branch of another customer', { role: 'SUCURSAL', cliente: '000001', sucursal: '099' }, /branch 099 is not a branch of customer 000001/],
    ['branches of another customer', { role: 'MULTISUCURSAL', cliente: '000001', sucursales: ['001', '777'] }, /sucursales: branch 777/],
    ['an unknown representative', { role: 'REPRESENTANTE', cliente: null, representante: 'R999', agente: '1' }, /representante R999\/1 does not exist/],
    ['an unknown supplier branch', { role: 'PROVEEDOR', cliente: null, proveedor: 'P00001', sucursalProv: '999' }, /sucursalProv 999 is not a branch/],
    ['an unknown role', { role: 'JEFE' }, /role JEFE does not exist/],
    ['an option of nobody', { opciones: [{ id: 99, valueSN: 'S' }] }, /option 99 is not an option/],
    ['ADMIN_USU for a customer', { opciones: [{ id: OPTION_IDS.ADMIN_USU, valueSN: 'S' }] }, /ADMIN_USU is only for role ADMIN/],
    ['ADMIN_INF for a customer', { opciones: [{ id: OPTION_IDS.ADMIN_INF, valueSN: 'S' }] }, /ADMIN_INF is only for role ADMIN/],
    ['an unknown report', { informes: [{ informe: 'NO_EXISTE', valueSN: 'S' }] }, /NO_EXISTE is not a report/],
  ])('refuses %s with a 400 naming the problem and changes nothing', async (_name, changes, message) => {
    const before = await userRow('cliente');
    const res = await call('actualizaUsuario', await saveBody('cliente', changes));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'ko', errorCode: 'VALIDATION_ERROR' });
    expect(res.json().errorMsg).toMatch(message);
    expect(await userRow('cliente')).toEqual(before);
  });
  it.each<[string, Record<string, unknown>]>([
    ['a flag that is not S/N', { activoSN: 'X' }],
    ['options without valueSN', { opciones: [{ id: 1 }] }],
    ['no role', { role: '' }],
    ['an object as customer', { cliente: { codigo: '000001' } }],
  ])('refuses %s by schema', async (_name, changes) => {
    const res = await call('actualizaUsuario', await saveBody('cliente', changes));
    expect(res.statusCode).toBe(400);
  });
  it('a missing required field is named', async () => {
    const { role: _role, ...body } = await saveBody('cliente');
    const res = await call('actualizaUsuario', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toContain("must have required property 'role'");
  });
  it('keeps an inactive user with incomplete links (activoSN N)', async () => {
    const body = await saveBody('sucursal', { role: 'SUCURSAL', cliente: '000002', activoSN: 'N' });
    expect((await call('actualizaUsuario', body)).statusCode).toBe(200);
    expect(await userRow('sucursal')).toMatchObject({ activoSN: 'N', sucursal: null });
    // Inactive: the user cannot log in (no application access) until activated again.
    expect((await s.post('/wsr/auth/validateuser', { userName: 'sucursal', password: 'demo1234', domain: 'DEMO' })).statusCode).toBe(403);
    expect((await call('actualizaUsuario', { ...body, activoSN: 'S', sucursal: '001' })).statusCode).toBe(200);
  });
  it('an unknown user is 404; usuarioModificacion must be the caller', async () => {
    expect((await call('actualizaUsuario', await saveBody('cliente', { usuario: 'nadie' }))).statusCode).toBe(404);
    expect((await call('actualizaUsuario', await saveBody('cliente', { usuarioModificacion: 'rep' }))).statusCode).toBe(403);
  });
  it('an administrator cannot take away their own access', async () => {
    const noAdminOption = { opciones: [{ id: OPTION_IDS.ADMIN_USU, valueSN: 'N' }] };
    for (const changes of [{ role: 'REPRESENTANTE', representante: 'R001', agente: '1', ...noAdminOption }, { activoSN: 'N' }, noAdminOption]) {
      const res = await call('actualizaUsuario', await saveBody('admin', changes));
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMsg).toContain('your own administration access');
    }
    expect((await userRow('admin')).role).toBe('ADMIN');
    const own = await call('actualizaUsuario', await saveBody('admin', { informes: [{ informe: 'RIESGOS', valueSN: 'N' }] }));
    expect(own.statusCode).toBe(200);
    expect((await call('listaRoles', { idOrganizacion: 1 })).statusCode).toBe(200);
    await call('actualizaUsuario', await saveBody('admin', { informes: [{ informe: 'RIESGOS', valueSN: 'S' }] }));
  });
});

describe('eliminarUsuario', () => {
  it('removes the portal configuration and ends the sessions; the ERP user stays', async () => {
    const victim = (await list({ orderBy: 'usuario', order: 'DESC', numRows: 1 })).result[0]!.usuario as string;
    const { tira } = await s.login(victim);
    const before = (await list({})).totalRows;
    const res = await call('eliminarUsuario', { organizacion: 'DEMO', usuario: victim, empresa: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'ok' });
    expect((await list({})).totalRows).toBe(before - 1);
    expect((await list({ filters: { usuario: victim } })).result).toEqual([]);
    expect((await call('datosUsuarioPortal', {}, tira)).statusCode).toBe(401);
    for (const table of ['usuario_opciones', 'usuario_informes', 'usuario_sucursales'] as const) {
      expect(await s.open.db.selectFrom(table).select('usuario').where('usuario', '=', victim).execute()).toEqual([]);
    }
    expect(await s.open.db.selectFrom('usuarios_erp').select('usuario').where('usuario', '=', victim).executeTakeFirst()).toBeTruthy();
    expect((await call('eliminarUsuario', { organizacion: 1, usuario: victim })).statusCode).toBe(404);
  });
  it('an administrator cannot delete themselves', async () => {
    const res = await call('eliminarUsuario', { organizacion: 'DEMO', usuario: 'admin' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('CONFLICT');
  });
  it('requires the user', async () => {
    expect((await call('eliminarUsuario', { organizacion: 'DEMO' })).statusCode).toBe(400);
  });
});
