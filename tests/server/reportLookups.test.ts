import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReportServer, type ReportServer } from './support/reportServer';
import { expectEvery } from '../support/expectEvery';

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });

const codes = (json: { dataRes: { codigo: string }[] }) => json.dataRes.map((x) => x.codigo);

describe('lookups: conventions', () => {
  const routes: [string, Record<string, unknown>][] = [
    ['lovClte', { offset: 1, numRows: 10 }], ['lovDic', { cliente: '000001' }], ['lovRep', {}], ['getRepres', {}], ['lovZon', {}], ['AgenciasTransporte', {}],
    ['lovCos', { visibleWebSN: 'S' }], ['lovPas', { visibleWebSN: 'S' }], ['situacionesPago', {}],
  ];
  it.each(routes)('%s: 401 without a token', async (path, body) => {
    const res = await r.call(path, null, body);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ result: 'ko', errorCode: 'AUTH_REQUIRED' });
  });
  it.each(routes)('%s: 400 for an unknown field', async (path, body) => {
    const res = await r.call(path, 'admin', { ...body, clienteX: '1' });
    expect(res.status).toBe(400);
    expect(res.json.errorMsg).toContain('must NOT have additional properties');
  });
  it.each(routes)('%s: 403 for a company outside the organisation', async (path, body) => {
    const res = await r.call(path, 'admin', { ...body, empresa: '99' });
    expect(res.status).toBe(403);
    expect(res.json.errorCode).toBe('COMPANY_NOT_ALLOWED');
  });
  it('accepts the token in the x-ddol-security-token header', async () => {
    const res = await r.s.post('/wscomun/portalinformes/lovZon', {}, { 'x-ddol-security-token': r.tokens.cliente });
    expect(res.statusCode).toBe(200);
  });
});

describe('lovClte', () => {
  it('pages ADMIN over every customer, sorted by name by default', async () => {
    const p1 = (await r.call('lovClte', 'admin', { offset: 1, numRows: 10 })).json;
    const p2 = (await r.call('lovClte', 'admin', { offset: 11, numRows: 10 })).json;
    expect(p1).toMatchObject({ statusCode: '200', statusText: 'OK', numReg: 40 });
    expect(p1.dataRes).toHaveLength(10);
    expect(Object.keys(p1.dataRes[0]).sort()).toEqual(['cif', 'codigo', 'codigoAcreedor', 'nombre', 'razonSocial']);
    const names = [...p1.dataRes, ...p2.dataRes].map((c: { nombre: string }) => c.nombre);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set([...codes(p1), ...codes(p2)]).size).toBe(20);
  });
  it('sorts by code descending and searches code and name case-insensitively', async () => {
    const desc = (await r.call('lovClte', 'admin', { offset: 1, numRows: 3, orderBy: 'codigo', order: 'DESC' })).json;
    expect(codes(desc)).toEqual(['000040', '000039', '000038']);
    const one = (await r.call('lovClte', 'admin', { cliente: '000001' })).json;
    const word = one.dataRes[0].nombre.split(' ')[0].toLowerCase();
    const found = (await r.call('lovClte', 'admin', { search: word, numRows: 100 })).json;
    expect(codes(found)).toContain('000001');
    expectEvery(found.dataRes, (c: { nombre: string; razonSocial: string; codigo: string }) => `${c.codigo} ${c.nombre} ${c.razonSocial}`.toLowerCase().includes(word));
  });
  it('refuses an unknown sort column with the valid ones', async () => {
    const res = await r.call('lovClte', 'admin', { orderBy: 'password' });
    expect(res.status).toBe(400);
    expect(res.json.errorMsg).toContain('razonSocial');
  });
  it.each([['cliente', '000001'], ['sucursal', '000002'], ['multi', '000003']])('%s sees only its customer %s', async (user, code) => {
    expect(codes((await r.call('lovClte', user as 'cliente', { numRows: 100 })).json)).toEqual([code]);
  });
  it('a CLIENTE asking for another customer gets an empty list, not an error', async () => {
    const res = await r.call('lovClte', 'cliente', { cliente: '000002' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ dataRes: [], numReg: 0 });
  });
  it('a REPRESENTANTE sees only the customers it represents: those of its code and agent', async () => {
    const own = await r.s.open.db.selectFrom('clientes').select('cliente').where('empresa', '=', '1').where('representante', '=', r.repCode).where('agente', '=', r.repAgent)
      .orderBy('cliente').execute();
    expect(own.length).toBeGreaterThan(0);
    const seen = codes((await r.call('lovClte', 'rep', { numRows: 100, orderBy: 'codigo' })).json);
    expect(seen).toEqual(own.map((c) => c.cliente));
    const other = await r.s.open.db.selectFrom('clientes').select('cliente').where('empresa', '=', '1').where('representante', '!=', r.repCode).executeTakeFirstOrThrow();
    expect((await r.call('lovClte', 'rep', { cliente: other.cliente })).json.numReg).toBe(0);
    // The same representative code with another agent is another representative.
    const otherAgent = await r.s.open.db.selectFrom('clientes').select('cliente').where('empresa', '=', '1').where('representante', '=', r.repCode).where('agente', '!=', r.repAgent)
      .executeTakeFirstOrThrow();
    expect((await r.call('lovClte', 'rep', { cliente: otherAgent.cliente })).json.numReg).toBe(0);
  });
  it('a supplier user sees no customer', async () => {
    expect((await r.call('lovClte', 'proveedor', {})).json).toMatchObject({ dataRes: [], numReg: 0 });
  });
});

describe('lovDic', () => {
  it('lists the branches of a customer with their shipping data', async () => {
    const res = (await r.call('lovDic', 'admin', { cliente: '000001' })).json;
    expect(codes(res)).toEqual(['001', '002', '003', '004']);
    expect(Object.keys(res.dataRes[0]).sort()).toEqual(['codigo', 'direccionEnvio', 'email', 'nombre', 'poblacionEnvio', 'proveedor', 'telefono']);
  });
  it('limits MULTISUCURSAL to its branches and SUCURSAL to its branch', async () => {
    expect(codes((await r.call('lovDic', 'multi', { cliente: '000003' })).json)).toEqual(['001', '002', '003']);
    expect(codes((await r.call('lovDic', 'sucursal', { cliente: '000002' })).json)).toEqual(['001']);
    expect(codes((await r.call('lovDic', 'sucursal', { cliente: '000002', sucursal: '002' })).json)).toEqual([]);
  });
  it('gives nothing of another customer and needs the customer', async () => {
    expect((await r.call('lovDic', 'cliente', { cliente: '000002' })).json.numReg).toBe(0);
    const res = await r.call('lovDic', 'cliente', {});
    expect(res.status).toBe(400);
    expect(res.json.errorMsg).toContain('cliente');
  });
});

describe('lovRep and getRepres', () => {
  it('lovRep lists every representative and agent for ADMIN and REPRESENTANTE', async () => {
    const admin = (await r.call('lovRep', 'admin', { numRows: 100 })).json;
    expect(admin.numReg).toBeGreaterThan(5);
    expect(Object.keys(admin.dataRes[0]).sort()).toEqual(['codigo', 'nombre', 'subfield']);
    expect((await r.call('lovRep', 'rep', { numRows: 100 })).json.numReg).toBe(admin.numReg);
  });
  it('getRepres gives a REPRESENTANTE only itself', async () => {
    const res = (await r.call('getRepres', 'rep', {})).json;
    expect(res.dataRes).toHaveLength(1);
    expect(res.dataRes[0].codigo).toBe(r.repCode);
  });
  it('a customer user sees only its representative; a supplier none', async () => {
    const res = (await r.call('lovRep', 'cliente', {})).json;
    expect(codes(res)).toEqual([r.repCode]);
    expect((await r.call('getRepres', 'proveedor', {})).json.numReg).toBe(0);
  });
  it('searches and filters by code', async () => {
    const res = (await r.call('lovRep', 'admin', { representante: r.repCode })).json;
    expectEvery(res.dataRes, (x: { codigo: string }) => x.codigo === r.repCode);
  });
});

describe('lovZon and AgenciasTransporte', () => {
  it('lists the zones', async () => {
    const res = (await r.call('lovZon', 'cliente', {})).json;
    expect(res.numReg).toBe(6);
    expect(res.dataRes[0]).toEqual({ codigo: '01', nombre: 'Zona norte' });
  });
  it('lists parcel and waste carriers sorted by name', async () => {
    const res = (await r.call('AgenciasTransporte', 'cliente', {})).json;
    expect(res.statusCode).toBe('200');
    const names = res.dataRes.map((a: { NombreAgenica: string }) => a.NombreAgenica);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(res.dataRes).toContainEqual({ AgenciaTransporte: 'SEUR', NombreAgenica: 'SEUR Geopost S.L.' });
    expect(res.dataRes.some((a: { AgenciaTransporte: string }) => a.AgenciaTransporte === 'T01')).toBe(true);
  });
});

describe('OpenAPI', () => {
  it('documents every report call with a summary, a tag and the body and reply schemas', async () => {
    const res = await r.s.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { summary?: string; tags?: string[]; requestBody?: unknown; responses?: Record<string, unknown> }>>;
    const calls = ['lovClte', 'lovDic', 'lovRep', 'getRepres', 'lovZon', 'AgenciasTransporte', 'getPedidosAlbaranesCab', 'getPedidosAlbaranes', 'estadoPedidoAlbaranCab', 'obtenerTraking',
      'obtenerUrlTracking', 'getDescargaProforma', 'getURLFacturas', 'imprimirAlbaran', 'imprimirFacturaCSV', 'generarOcPedido', 'recuperarDocumentoCab', 'CertificadosMedioAmbiente',
      'CertificadosMedioAmbienteDet', 'RecogidasEntregas', 'DetRecogidasEntregas', 'getPermisosResiduos', 'validateService', 'informeVencimientos'].map((c) => `/wscomun/portalinformes/${c}`);
    for (const path of [...calls, '/wsutils/obtenerZipFacturas']) {
      const op = paths[path]?.post;
      expect(op, path).toBeDefined();
      expect(op!.summary, path).toBeTruthy();
      expect(op!.tags?.length, path).toBe(1);
      expect(op!.requestBody, path).toBeDefined();
      expect(op!.responses?.['200'], path).toBeDefined();
    }
    expect(paths['/wsutils/documentos/{id}']?.get?.summary).toContain('signed link');
  });
});
