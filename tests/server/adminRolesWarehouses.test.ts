import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';
import { expectEvery } from '../support/expectEvery';

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer('hosted');
  for (const u of ['admin', 'cliente', 'proveedor', 'soporte', 'rep']) tokens[u] = (await s.login(u)).tira;
});
afterAll(async () => { await s.close(); });

const P = '/wscomun/portalinformes';
const call = (path: string, body: Record<string, unknown> = {}, user = 'admin') => s.post(`${P}/${path}`, { tira: tokens[user], ...body });

describe('listaRoles', () => {
  it('lists the roles in order, MULTISUCURSAL last, with what each may hold', async () => {
    const res = await call('listaRoles', { idOrganizacion: 1 });
    expect(res.statusCode).toBe(200);
    const roles = res.json().result as { idRol: number; role: string; descripcion: string; opciones: number[]; informes: string[] }[];
    expect(roles.map((r) => r.role)).toEqual(['ADMIN', 'REPRESENTANTE', 'CLIENTE', 'SUCURSAL', 'PROVEEDOR', 'SOPORTE', 'MULTISUCURSAL']);
    const byRole = Object.fromEntries(roles.map((r) => [r.role, r]));
    // ADMIN_USU (5) and the report designer ADMIN_INF (6) only for ADMIN.
    expect(byRole.ADMIN!.opciones).toEqual([1, 2, 3, 4, 5, 6]);
    expect(byRole.CLIENTE!.opciones).toEqual([1, 2, 3, 4]);
    expect(byRole.ADMIN!.informes).toHaveLength(20);
    expect(byRole.REPRESENTANTE!.informes).toContain('PRESUPUESTOS');
    expect(byRole.CLIENTE!.informes).not.toContain('PRESUPUESTOS');
    expect(byRole.CLIENTE).toMatchObject({ idRol: 3, descripcion: 'Cliente' });
  });
});

describe('addFechaRol and getFechasRoles', () => {
  const dates = async (rol: number, empresa = '1', user = 'admin') => (await call('getFechasRoles', { organizacion: 'DEMO', rol, empresa }, user)).json().roles;
  it('updates an existing configuration (code 2) and the role\'s users read it at their next login', async () => {
    const res = await call('addFechaRol', { empresa: '1', idRol: 3, fechaInicial: '01/02/2024', fechaFinal: '30/11/2025', diasAntiguedad: 45, autoFiltro: 'N' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: '200', codigo: 2, errorMsg: '' });
    expect(await dates(3, '1', 'cliente')).toEqual([{ idRol: 3, fechaInicio: '01/02/2024', fechaFinal: '30/11/2025', diasAntiguedad: 45, autoFiltro: 'N' }]);
  });
  it('inserts a new configuration (code 1) for a role without one, then updates it (code 2)', async () => {
    expect(await dates(2, '2')).toEqual([]);
    const first = await call('addFechaRol', { empresa: '2', idRol: 2, fechaInicial: '', fechaFinal: null, diasAntiguedad: 90, autoFiltro: 'S' });
    expect(first.json().codigo).toBe(1);
    expect(await dates(2, '2')).toEqual([{ idRol: 2, fechaInicio: null, fechaFinal: null, diasAntiguedad: 90, autoFiltro: 'S' }]);
    const second = await call('addFechaRol', { empresa: '2', idRol: 2, fechaInicial: '2025-01-15', diasAntiguedad: null, autoFiltro: '' });
    expect(second.json().codigo).toBe(2);
    expect(await dates(2, '2')).toEqual([{ idRol: 2, fechaInicio: '15/01/2025', fechaFinal: null, diasAntiguedad: null, autoFiltro: null }]);
    expect(await dates(2, '1')).toEqual([]);
  });
  it('answers -1 for a start after the end and keeps what was saved', async () => {
    const before = await dates(3);
    const res = await call('addFechaRol', { empresa: '1', idRol: 3, fechaInicial: '02/02/2026', fechaFinal: '01/02/2026', diasAntiguedad: 1, autoFiltro: 'S' });
    expect(res.statusCode).toBe(200);
    expect(res.json().codigo).toBe(-1);
    expect(res.json().errorMsg).toContain('fechaInicialMayorFinal');
    expect(await dates(3)).toEqual(before);
  });
  it.each<[string, Record<string, unknown>, RegExp]>([
    ['an impossible date', { fechaInicial: '31/02/2025' }, /fechaInicial must be a date/],
    ['a date in another format', { fechaFinal: '2025/01/01' }, /fechaFinal/],
    ['days with decimals', { diasAntiguedad: 2.5 }, /diasAntiguedad must be integer/],
    ['negative days', { diasAntiguedad: -3 }, /diasAntiguedad must be >= 0/],
    ['days as text', { diasAntiguedad: '30' }, /diasAntiguedad must be integer/],
    ['an auto-filter other than S/N', { autoFiltro: 'X' }, /autoFiltro/],
    ['an unknown role', { idRol: 77 }, /role 77 does not exist/],
    ['no role', { idRol: undefined }, /required property 'idRol'/],
  ])('refuses %s with 400', async (_name, changes, message) => {
    const res = await call('addFechaRol', { empresa: '1', idRol: 3, fechaInicial: '', fechaFinal: '', diasAntiguedad: 10, autoFiltro: 'S', ...changes });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toMatch(message);
  });
  it('refuses a company of another organisation', async () => {
    expect((await call('addFechaRol', { empresa: '9', idRol: 3 })).statusCode).toBe(403);
  });
});

describe('warehouse configuration', () => {
  const warehouses = async (body: Record<string, unknown> = {}) => (await call('administracionAlmacenesUbicaciones', { idOrganizacion: 1, empresa: '1', ...body })).json();
  it('pages the warehouses 10 by default, sorted by code, with their marks and location counts', async () => {
    const page1 = await warehouses({ offset: 1, numRows: 10 });
    expect(page1).toMatchObject({ statusCode: '200', numReg: 14 });
    expect(page1.dataRes).toHaveLength(10);
    expect(page1.dataRes[0]).toEqual({ centro: '01', almacen: 'A01', nombre: expect.stringContaining('Almacén de'), marcado: expect.stringMatching(/^[SN]$/), numUbicaciones: expect.any(Number), ubicacionesMarcadas: expect.any(Number) });
    expect((await warehouses({ offset: 11, numRows: 10 })).dataRes.map((a: { almacen: string }) => a.almacen)).toEqual(['A11', 'A12', 'A13', 'A14']);
    expect((await warehouses({ orderBy: 'nombre', order: 'DESC', numRows: 25 })).dataRes.map((a: { nombre: string }) => a.nombre)).toEqual(
      [...page1.dataRes, ...(await warehouses({ offset: 11 })).dataRes].map((a: { nombre: string }) => a.nombre).sort().reverse());
    expectEvery((await warehouses({ search: 'zaragoza', numRows: 25 })).dataRes, (a: { centro: string }) => a.centro === '02');
  });
  it('pages the locations of a warehouse 5 by default', async () => {
    const a = (await warehouses({ numRows: 25 })).dataRes.find((w: { numUbicaciones: number }) => w.numUbicaciones > 5);
    const locations = await warehouses({ centro: a.centro, almacen: a.almacen });
    expect(locations.numReg).toBe(a.numUbicaciones);
    expect(locations.dataRes).toHaveLength(5);
    expect(locations.dataRes[0]).toMatchObject({ centro: a.centro, almacen: a.almacen, ubicacion: expect.stringMatching(/^[A-C]-\d{2}-\d$/), nombreUbicacion: expect.stringContaining('Pasillo'), marcado: expect.stringMatching(/^[SN]$/) });
    expect(locations.dataRes.filter((l: { marcado: string }) => l.marcado === 'S').length).toBeLessThanOrEqual(a.ubicacionesMarcadas);
  });
  it('saves marks, which reload and change what the warehouse and location pickers offer', async () => {
    const [a1, a2] = (await warehouses({ numRows: 2 })).dataRes;
    const location = (await warehouses({ centro: a1.centro, almacen: a1.almacen, numRows: 1 })).dataRes[0];
    const flip = (m: string) => (m === 'S' ? 'N' : 'S');
    const res = await call('actualizaAlmacenesUbicaciones', {
      empresa: '1', gestionAlmUbi: {
        almacenes: [{ centro: a1.centro, almacen: a1.almacen, marcado: 'S' }, { centro: a2.centro, almacen: a2.almacen, marcado: flip(a2.marcado) }],
        ubicaciones: [{ centro: location.centro, almacen: location.almacen, ubicacion: location.ubicacion, marcado: flip(location.marcado) }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe('ok');
    const [b1, b2] = (await warehouses({ numRows: 2 })).dataRes;
    expect([b1.marcado, b2.marcado]).toEqual(['S', flip(a2.marcado)]);
    expect((await warehouses({ centro: a1.centro, almacen: a1.almacen, numRows: 1 })).dataRes[0].marcado).toBe(flip(location.marcado));
    const picker = async (user: string) => (await call('lovAlm', { numRows: 100 }, user)).json().dataRes.map((r: { codigo: string }) => r.codigo) as string[];
    expect(await picker('cliente')).toContain(a1.almacen);
    expect((await picker('cliente')).includes(a2.almacen)).toBe(flip(a2.marcado) === 'S');
    const locations = (await call('lovUbi', { almacen: a1.almacen, centro: a1.centro, numRows: 100 }, 'soporte')).json().dataRes.map((r: { codigo: string }) => r.codigo);
    expect(locations.includes(location.ubicacion)).toBe(flip(location.marcado) === 'S');
    // An unmarked warehouse offers no locations.
    await call('actualizaAlmacenesUbicaciones', { empresa: '1', gestionAlmUbi: { almacenes: [{ centro: a1.centro, almacen: a1.almacen, marcado: 'N' }], ubicaciones: [] } });
    expect((await call('lovUbi', { almacen: a1.almacen, numRows: 100 })).json().numReg).toBe(0);
    expect(await picker('admin')).not.toContain(a1.almacen);
  });
  it('saves all or nothing: an unknown location refuses the whole change', async () => {
    const [a1] = (await warehouses({ numRows: 1 })).dataRes;
    const res = await call('actualizaAlmacenesUbicaciones', {
      empresa: '1', gestionAlmUbi: { almacenes: [{ centro: a1.centro, almacen: a1.almacen, marcado: a1.marcado === 'S' ? 'N' : 'S' }], ubicaciones: [{ centro: '01', almacen: 'A01', ubicacion: 'Z-99-9', marcado: 'S' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toContain('location 01/A01/Z-99-9 does not exist');
    expect((await warehouses({ numRows: 1 })).dataRes[0].marcado).toBe(a1.marcado);
  });
  it.each<[string, unknown]>([
    ['a mark other than S/N', { almacenes: [{ centro: '01', almacen: 'A01', marcado: 'Y' }], ubicaciones: [] }],
    ['a warehouse without centre', { almacenes: [{ almacen: 'A01', marcado: 'S' }], ubicaciones: [] }],
    ['no location list', { almacenes: [] }],
    ['an extra field', { almacenes: [], ubicaciones: [], todo: true }],
  ])('refuses %s by schema', async (_name, gestionAlmUbi) => {
    expect((await call('actualizaAlmacenesUbicaciones', { empresa: '1', gestionAlmUbi })).statusCode).toBe(400);
  });
  it('the pickers need a company the caller works in', async () => {
    expect((await call('lovAlm', { empresa: '2' }, 'cliente')).json().numReg).toBe(0);
    expect((await call('lovAlm', { empresa: '2' }, 'admin')).json().numReg).toBeGreaterThan(0);
    expect((await call('lovAlm', { empresa: '77' }, 'cliente')).statusCode).toBe(403);
    expect((await call('lovUbi', {}, 'cliente')).statusCode).toBe(400);
  });
});

describe('supplier pickers', () => {
  const codes = async (path: string, user: string, body: Record<string, unknown> = {}) => (await call(path, { numRows: 100, ...body }, user))
    .json().dataRes.map((r: { codigo: string }) => r.codigo) as string[];
  it('ADMIN and SOPORTE see every supplier, a supplier user only their own, others none', async () => {
    const all = await codes('lovProv', 'admin', { estado: 'A', conCompras: 'N', orderBy: 'codigo' });
    expect(all.length).toBe(8);
    expect(await codes('lovProv', 'soporte')).toHaveLength(8);
    expect(await codes('lovProv', 'proveedor')).toEqual(['P00001']);
    expect(await codes('lovProv', 'cliente')).toEqual([]);
    expect(await codes('lovProv', 'admin', { proveedor: 'P00002' })).toEqual(['P00002']);
  });
  it('branches of a supplier, limited like the suppliers', async () => {
    expect((await codes('lovSucursalProveedor', 'admin', { codigoProveedor: 'P00001' })).length).toBeGreaterThan(0);
    expect(await codes('lovSucursalProveedor', 'proveedor', { codigoProveedor: 'P00001' })).toEqual(['001']);
    expect(await codes('lovSucursalProveedor', 'proveedor', { codigoProveedor: 'P00002' })).toEqual([]);
    expect(await codes('lovSucursalProveedor', 'rep', { codigoProveedor: 'P00001' })).toEqual([]);
  });
});

describe('warehouse seed', () => {
  it('a database seeded before the warehouses existed gets them on the next start, once', async () => {
    const { ensureWarehouses, ALMACENES_POR_EMPRESA } = await import('../../src/server/db/seed/seedWarehouses');
    const { SECOND_ORGANISATION_REPORTS } = await import('../../src/server/db/seed/demoOrganisations');
    const count = async () => Number((await s.open.db.selectFrom('almacenes_logisticos').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    // The demo organisation's two companies at the small scale, and the second organisation's one company with its own count.
    expect(before).toBe(2 * ALMACENES_POR_EMPRESA.small + SECOND_ORGANISATION_REPORTS.almacenes);
    await s.open.db.deleteFrom('ubicaciones_almacen').execute();
    await s.open.db.deleteFrom('almacenes_logisticos').execute();
    await ensureWarehouses(s.open.db, 'small');
    expect(await count()).toBe(before);
    await ensureWarehouses(s.open.db, 'small');
    expect(await count()).toBe(before);
    expect((await call('administracionAlmacenesUbicaciones', { numRows: 1 })).json().dataRes[0].almacen).toBe('A01');
  });
});
