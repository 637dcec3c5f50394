import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer('hosted');
  for (const u of ['admin', 'rep', 'cliente', 'sucursal', 'multi', 'proveedor', 'soporte']) tokens[u] = (await s.login(u)).tira;
});
afterAll(async () => { await s.close(); });

const P = '/wscomun/portalinformes';
const call = (path: string, user: string, body: Record<string, unknown> = {}) => s.post(`${P}/${path}`, { tira: tokens[user], ...body });

describe('every session call needs a valid token', () => {
  const routes: [string, Record<string, unknown>][] = [
    ['datosUsuario', { getAvatarSN: 'N' }], ['datosUsuarioPortal', {}], ['listaOpcionesPortal', { idOrganizacion: 1 }], ['listaInformesPortal', { idOrganizacion: 1 }],
    ['lovEmpresa', { orderBy: 'nombre', order: 'ASC' }], ['setEmpresa', { usuario: 'CLIENTE', empresa: '1' }], ['cambiaIdioma', { idioma: 'en', usuario: 'cliente' }],
    ['rolePortal', { idOrganizacion: 1 }], ['getFechasRoles', { organizacion: 'DEMO', rol: 3 }], ['getEstadosPedidosWeb', { idioma: 'ES', order: 'ASC' }],
  ];
  it.each(routes)('%s: 401 without a token', async (path, body) => {
    const res = await s.post(`${P}/${path}`, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: 'ko', errorCode: 'AUTH_REQUIRED' });
  });
  it.each(routes)('%s: 401 with an invalid token', async (path, body) => {
    const res = await s.post(`${P}/${path}`, { ...body, tira: 'not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('AUTH_INVALID_TOKEN');
  });
  it.each(routes)('%s: 400 for an unknown field', async (path, body) => {
    const res = await s.post(`${P}/${path}`, { ...body, tira: tokens.cliente, sqlInjection: "' or 1=1" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toContain('body.sqlInjection must NOT have additional properties');
  });
  it('accepts the token in the x-ddol-security-token header', async () => {
    const res = await s.post(`${P}/datosUsuario`, {}, { 'x-ddol-security-token': tokens.cliente! });
    expect(res.statusCode).toBe(200);
    expect(res.json().usuario).toBe('cliente');
  });
});

describe('datosUsuario and datosUsuarioPortal', () => {
  it('datosUsuario returns the ERP session data', async () => {
    const res = await call('datosUsuario', 'admin', { getAvatarSN: 'N' });
    expect(res.json()).toMatchObject({ usuario: 'admin', empresa: '2', orgId: 1, idiomaUsuario: 'E', errorCode: 0 });
    expect(res.json().userId).toBeTypeOf('number');
  });
  it.each([
    ['admin', { role: 'ADMIN', empresa: '1', usuarioExpertSN: 'S', permiteCreaOCSN: 'S' }],
    ['rep', { role: 'REPRESENTANTE', representante: expect.stringMatching(/^R\d{3}$/), representanteNombre: expect.any(String) }],
    ['cliente', { role: 'CLIENTE', cliente: '000001', clienteNombre: expect.any(String) }],
    ['sucursal', { role: 'SUCURSAL', cliente: '000002', sucursal: '001', sucursalNombre: expect.any(String) }],
    ['proveedor', { role: 'PROVEEDOR', proveedor: 'P00001', sucursalProv: '001' }],
    ['soporte', { role: 'SOPORTE' }],
  ])('%s gets their role and links', async (user, expected) => {
    const res = await call('datosUsuarioPortal', user);
    expect(res.statusCode).toBe(200);
    expect(res.json().statusCode).toBe('200');
    expect(res.json().result[0]).toMatchObject({ usuario: user, organizacion: 'DEMO', idOrganizacion: 1, nombreEmpresa: 'Iberia Metales y Reciclaje S.L.', ...expected });
  });
  it('a MULTISUCURSAL user gets their branches', async () => {
    const row = (await call('datosUsuarioPortal', 'multi')).json().result[0];
    expect(row).toMatchObject({ role: 'MULTISUCURSAL', cliente: '000003' });
    expect(row.sucursales.map((b: { sucursal: string }) => b.sucursal)).toEqual(['001', '002', '003']);
  });
  it('an ERP user without portal configuration cannot log in: no application access', async () => {
    const erpOnly = await s.open.db.selectFrom('usuarios_erp as u').leftJoin('usuarios_portal as p', 'p.usuario', 'u.usuario')
      .select('u.usuario').where('p.usuario', 'is', null).executeTakeFirstOrThrow();
    const res = await s.post('/wsr/auth/validateuser', { userName: erpOnly.usuario, password: 'demo1234', domain: 'DEMO' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ result: 'ko', errorCode: 'AUTH_NO_ACCESS' });
  });
});

describe('listaOpcionesPortal and listaInformesPortal', () => {
  it('ADMIN gets every menu option; a customer only reports', async () => {
    const admin = (await call('listaOpcionesPortal', 'admin', { idOrganizacion: 1 })).json().result.map((o: { codigo: string }) => o.codigo);
    expect(admin).toEqual(['CATALOGO', 'TIENDA', 'PRESUPUESTOS', 'INFORMES', 'ADMIN_USU', 'ADMIN_INF']);
    const cliente = (await call('listaOpcionesPortal', 'cliente', { idOrganizacion: 1 })).json().result.map((o: { id: number }) => o.id);
    expect(cliente).toEqual([4]);
  });
  it('ADMIN gets all nineteen reports plus the query tool, each with informe, url and parametros', async () => {
    const result = (await call('listaInformesPortal', 'admin', { idOrganizacion: 1 })).json().result as { informe: string; url: string; parametros: string }[];
    expect(result).toHaveLength(20);
    for (const r of result) {
      expect(r.url).toMatch(/^\/informes\//);
      expect(() => JSON.parse(r.parametros) as unknown).not.toThrow();
    }
    expect(result.map((r) => r.informe)).toContain('CONSULTAS');
  });
  it('a report switched off for a user disappears at once', async () => {
    const before = (await call('listaInformesPortal', 'cliente', { idOrganizacion: 1 })).json().result.map((r: { informe: string }) => r.informe);
    expect(before).toContain('CERT_MEDIOAMB');
    await s.open.db.updateTable('usuario_informes').set({ value_sn: 'N' }).where('usuario', '=', 'cliente').where('informe', '=', 'CERT_MEDIOAMB').execute();
    const after = (await call('listaInformesPortal', 'cliente', { idOrganizacion: 1 })).json().result.map((r: { informe: string }) => r.informe);
    expect(after).toEqual(before.filter((c: string) => c !== 'CERT_MEDIOAMB'));
    await s.open.db.updateTable('usuario_informes').set({ value_sn: 'S' }).where('usuario', '=', 'cliente').where('informe', '=', 'CERT_MEDIOAMB').execute();
  });
  it('PRESUPUESTOS is never listed for roles other than ADMIN and REPRESENTANTE, even when flagged', async () => {
    await s.open.db.updateTable('usuario_informes').set({ value_sn: 'S' }).where('usuario', '=', 'cliente').where('informe', '=', 'PRESUPUESTOS').execute();
    const codes = (await call('listaInformesPortal', 'cliente', { idOrganizacion: 1 })).json().result.map((r: { informe: string }) => r.informe);
    expect(codes).not.toContain('PRESUPUESTOS');
    const rep = (await call('listaInformesPortal', 'rep', { idOrganizacion: 1 })).json().result.map((r: { informe: string }) => r.informe);
    expect(rep).toContain('PRESUPUESTOS');
  });
  it("refuses another organisation's id with 403", async () => {
    for (const path of ['listaOpcionesPortal', 'listaInformesPortal', 'rolePortal']) {
      const res = await call(path, 'cliente', { idOrganizacion: 99 });
      expect(res.statusCode, path).toBe(403);
      expect(res.json().errorCode).toBe('FORBIDDEN');
    }
  });
  it('needs idOrganizacion', async () => {
    expect((await call('listaInformesPortal', 'cliente')).statusCode).toBe(400);
  });
});

describe('companies, set-company and change-language', () => {
  it('lovEmpresa lists the organisation companies sorted by name, paged', async () => {
    const res = await call('lovEmpresa', 'admin', { orderBy: 'nombre', order: 'ASC', offset: 1, numRows: 10 });
    expect(res.json()).toMatchObject({ statusCode: '200', numReg: 2 });
    expect(res.json().dataRes.map((e: { empresa: string }) => e.empresa)).toEqual(['1', '2']);
    const byCode = await call('lovEmpresa', 'admin', { orderBy: 'nombre', order: 'DESC', offset: 1, numRows: 10 });
    expect(byCode.json().dataRes.map((e: { empresa: string }) => e.empresa)).toEqual(['2', '1']);
    const page2 = await call('lovEmpresa', 'admin', { orderBy: 'nombre', order: 'ASC', offset: 2, numRows: 1 });
    expect(page2.json().dataRes).toEqual([{ empresa: '2', nombre: 'Levante Reciclaje y Distribución S.A.' }]);
  });
  it('lovEmpresa rejects a bad order', async () => {
    expect((await call('lovEmpresa', 'admin', { order: 'SIDEWAYS' })).statusCode).toBe(400);
  });
  it('setEmpresa switches the ERP session company of the caller', async () => {
    const res = await call('setEmpresa', 'soporte', { usuario: 'SOPORTE', empresa: '2' });
    expect(res.json()).toMatchObject({ result: 'ok' });
    expect((await call('datosUsuario', 'soporte')).json().empresa).toBe('2');
    await call('setEmpresa', 'soporte', { usuario: 'SOPORTE', empresa: '1' });
  });
  it('setEmpresa answers ko for a company outside the organisation', async () => {
    const res = await call('setEmpresa', 'soporte', { usuario: 'SOPORTE', empresa: '77' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'ko', errorMsg: 'Error al cambiar la empresa' });
  });
  it("setEmpresa refuses to change another user's company", async () => {
    const res = await call('setEmpresa', 'cliente', { usuario: 'ADMIN', empresa: '2' });
    expect(res.statusCode).toBe(403);
  });
  it('cambiaIdioma stores the language (Spanish as E)', async () => {
    expect((await call('cambiaIdioma', 'sucursal', { idioma: 'it', usuario: 'sucursal' })).json().result).toBe('ok');
    expect((await call('datosUsuario', 'sucursal')).json().idiomaUsuario).toBe('IT');
    await call('cambiaIdioma', 'sucursal', { idioma: 'es', usuario: 'sucursal' });
    expect((await call('datosUsuario', 'sucursal')).json().idiomaUsuario).toBe('E');
  });
  it('cambiaIdioma rejects an unknown language and another user', async () => {
    expect((await call('cambiaIdioma', 'sucursal', { idioma: 'de', usuario: 'sucursal' })).statusCode).toBe(400);
    expect((await call('cambiaIdioma', 'sucursal', { idioma: 'en', usuario: 'cliente' })).statusCode).toBe(403);
  });
});

describe('role, role dates and order statuses', () => {
  it('rolePortal gives the id and name of the role', async () => {
    expect((await call('rolePortal', 'cliente', { idOrganizacion: 1 })).json()).toMatchObject({ idRol: 3, role: 'CLIENTE' });
    expect((await call('rolePortal', 'admin', { idOrganizacion: '1' })).json()).toMatchObject({ idRol: 1, role: 'ADMIN' });
  });
  it('getFechasRoles returns the limits of a role as DD/MM/YYYY', async () => {
    const res = await call('getFechasRoles', 'cliente', { organizacion: 'DEMO', rol: 3 });
    const [dates] = res.json().roles;
    expect(dates).toMatchObject({ idRol: 3, diasAntiguedad: 365, autoFiltro: 'S', fechaFinal: null });
    expect(dates.fechaInicio).toMatch(/^01\/01\/\d{4}$/);
  });
  it('getFechasRoles is empty for a role without configuration', async () => {
    expect((await call('getFechasRoles', 'admin', { organizacion: 1, rol: 1 })).json().roles).toEqual([]);
  });
  it('getFechasRoles refuses another organisation', async () => {
    expect((await call('getFechasRoles', 'cliente', { organizacion: 'OTRA', rol: 3 })).statusCode).toBe(403);
  });
  it('getEstadosPedidosWeb describes the statuses in the asked language with the combined ERP code', async () => {
    const es = (await call('getEstadosPedidosWeb', 'cliente', { idioma: 'ES', order: 'ASC' })).json().estados;
    expect(es).toHaveLength(7);
    expect(es[0]).toMatchObject({ estadoPedidoWeb: 1, descripcion: 'Recibido', estadoCompletoExpert: 10 });
    expect(es[2]).toMatchObject({ estadoPedidoExpert: 3, estadoFabricacionExpert: 1, estadoCompletoExpert: 31 });
    const en = (await call('getEstadosPedidosWeb', 'cliente', { idioma: 'EN', order: 'DESC' })).json().estados;
    expect(en[0]).toMatchObject({ estadoPedidoWeb: 7, descripcion: 'Invoiced' });
  });
  it('getEstadosPedidosWeb refuses a company of another organisation and a lower-case language', async () => {
    expect((await call('getEstadosPedidosWeb', 'cliente', { idioma: 'ES', empresa: '99' })).statusCode).toBe(403);
    expect((await call('getEstadosPedidosWeb', 'cliente', { idioma: 'es' })).statusCode).toBe(400);
  });
});

describe('sessions end', () => {
  it('a deactivated user is refused at once', async () => {
    const { tira } = await s.login('soporte');
    await s.open.db.updateTable('usuarios_erp').set({ activo_sn: 'N' }).where('usuario', '=', 'soporte').execute();
    expect((await s.post(`${P}/datosUsuario`, { tira })).statusCode).toBe(401);
    expect((await s.post('/wsr/auth/validateuser', { userName: 'soporte', password: 'demo1234', domain: 'DEMO' })).statusCode).toBe(403);
    await s.open.db.updateTable('usuarios_erp').set({ activo_sn: 'S' }).where('usuario', '=', 'soporte').execute();
  });
});
