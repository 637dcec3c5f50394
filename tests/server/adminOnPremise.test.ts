import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';
import { expectEvery } from '../support/expectEvery';

const P = '/wscomun/portalinformes';

describe('new portal users from ERP users (on-premise)', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer('onpremise');
    admin = (await s.login('admin')).tira;
  });
  afterAll(async () => { await s.close(); });
  const call = (path: string, body: Record<string, unknown> = {}, tira = admin) => s.post(`${P}/${path}`, { tira, ...body });

  it('lists the ERP users that are not in the portal, searchable, up to 9999', async () => {
    const res = await call('listaUsuarios', { idOrganizacion: 1, offset: 1, numRows: 9999 });
    expect(res.statusCode).toBe(200);
    const { result, totalRows } = res.json();
    expect(totalRows).toBe(4);
    expect(result).toHaveLength(4);
    expect(result[0]).toEqual({ usuario: expect.any(String), login: result[0].usuario, nombre: expect.any(String), email: expect.stringContaining('@'), telefono: expect.any(String) });
    const portal = (await call('listadoUsuarios', { numRows: 100 })).json().result.map((u: { usuario: string }) => u.usuario);
    for (const u of result) expect(portal).not.toContain(u.usuario);
    const one = result[0];
    expect((await call('listaUsuarios', { search: one.nombre.slice(0, 4).toUpperCase() })).json().result.map((u: { usuario: string }) => u.usuario)).toContain(one.usuario);
    expect((await call('listaUsuarios', { numRows: 10001 })).statusCode).toBe(400);
  });
  it('adds one inactive and unconfigured, who cannot log in until saved active', async () => {
    const [first] = (await call('listaUsuarios', { numRows: 9999 })).json().result;
    const res = await call('creaUsuarioSP', { idOrganizacion: 1, login: first.usuario, usuario: first.usuario, nombre: first.nombre, email: first.email, telefono: first.telefono });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'ok' });
    const row = (await call('listadoUsuarios', { filters: { usuario: first.usuario } })).json().result[0];
    expect(row).toMatchObject({ usuario: first.usuario, activoSN: 'N', role: null, empresa: '1', cliente: null, usuarioModificacion: 'admin' });
    expectEvery(row.opciones, (o: { valueSN: string }) => o.valueSN === 'N');
    expectEvery(row.informes, (o: { valueSN: string }) => o.valueSN === 'N');
    expect((await call('listaUsuarios', { numRows: 9999 })).json().totalRows).toBe(3);
    const refused = await s.post('/wsr/auth/validateuser', { userName: first.usuario, password: 'demo1234', domain: 'DEMO' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('AUTH_NO_ACCESS');
    // Configured and saved: now a customer user with reports.
    const save = await call('actualizaUsuario', {
      usuario: first.usuario, usuarioModificacion: 'ADMIN', activoSN: 'S', nuevaEmpresa: '1', role: 'CLIENTE', cliente: '000001',
      opciones: [{ id: 4, valueSN: 'S' }], informes: [{ informe: 'ESTADO_PED_ALB', valueSN: 'S' }],
    });
    expect(save.statusCode).toBe(200);
    const again = (await s.login(first.usuario)).tira;
    expect((await call('datosUsuarioPortal', {}, again)).json().result[0]).toMatchObject({ role: 'CLIENTE', cliente: '000001' });
    expect((await call('listaInformesPortal', { idOrganizacion: 1 }, again)).json().result.map((r: { informe: string }) => r.informe)).toEqual(['ESTADO_PED_ALB']);
  });
  it('refuses a user already in the portal (409), an unknown one (404) and a login that is not the user (400)', async () => {
    expect((await call('creaUsuarioSP', { idOrganizacion: 1, usuario: 'cliente' })).statusCode).toBe(409);
    expect((await call('creaUsuarioSP', { idOrganizacion: 1, usuario: 'no-existe' })).statusCode).toBe(404);
    const [next] = (await call('listaUsuarios', { numRows: 1 })).json().result;
    expect((await call('creaUsuarioSP', { idOrganizacion: 1, usuario: next.usuario, login: 'otro' })).statusCode).toBe(400);
    expect((await call('creaUsuarioSP', { idOrganizacion: 1 })).statusCode).toBe(400);
  });
  it('a deleted user can be added again', async () => {
    const [next] = (await call('listaUsuarios', { numRows: 1 })).json().result;
    expect((await call('creaUsuarioSP', { usuario: next.usuario })).statusCode).toBe(200);
    expect((await call('eliminarUsuario', { organizacion: 'DEMO', usuario: next.usuario })).statusCode).toBe(200);
    expect((await call('listaUsuarios', { numRows: 9999 })).json().result.map((u: { usuario: string }) => u.usuario)).toContain(next.usuario);
    expect((await call('creaUsuarioSP', { usuario: next.usuario })).statusCode).toBe(200);
  });
});

describe('the hosted service', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer('hosted'); });
  afterAll(async () => { await s.close(); });
  it('does not add portal users from ERP users (403)', async () => {
    const { tira } = await s.login('admin');
    const [first] = (await s.post(`${P}/listaUsuarios`, { tira, numRows: 9999 })).json().result;
    const res = await s.post(`${P}/creaUsuarioSP`, { tira, idOrganizacion: 1, usuario: first.usuario });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMsg).toContain('on-premise only');
  });
});
