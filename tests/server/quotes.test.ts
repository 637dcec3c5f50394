import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReportServer, type ReportServer, type User } from './support/reportServer';
import { articles, repCustomers, wireDay } from './support/quoteHelpers';
import { expectEvery } from '../support/expectEvery';

let r: ReportServer;
let own: { cliente: string; sucursal: string }[];
let other: { cliente: string; sucursal: string };
beforeAll(async () => {
  r = await startReportServer();
  ({ own, other } = await repCustomers(r));
});
afterAll(async () => { await r.close(); });

const db = () => r.s.open.db;
const ADMIN_PATHS: [string, Record<string, unknown>][] = [
  ['listado', {}], ['borraPresupuesto', { cliente: '000001', numeroPedido: 1, numeroBis: 0 }], ['numeroPresupuesto', { cliente: '000001' }], ['cabecerPresupuesto', { id: 1 }],
  ['guardaPresupuesto', { accion: 'I', cliente: '000001', sucursalEnvio: '001', fecha: '01/01/2026', fechaVigencia: '08/01/2026', formaPago: 'T30', dtoRappel: 'R00', dtoPP: 'PP0' }],
  ['detallePresupuesto', { cliente: '000001', numeroPedido: 1, numeroBis: 0 }], ['guardaDetallePresupuesto', { listaLineasPresupuesto: [{ idCabecera: 1, articulo: 'A000001', accion: 'I' }] }],
  ['borraLineaPresupuesto', { cliente: '000001', numeroPedido: 1, numeroBis: 0, numeroItem: 1 }], ['impresionPresupuesto', { idPresupuesto: 1 }],
  ['aceptarPresupuesto', { tipo: '0', cliente: '000001', numeroPedido: 1, numeroBis: 0 }], ['obtenTipologiaPresupuesto', {}], ['formasPago', { pais: '011' }],
  ['getListaDtos', { tipoDescuento: 'PP' }], ['getListaTarifas', { articulo: 'A000001' }], ['agrupacionesNom', { agrupaEmpresa: '1' }],
  ['guardaAgrupacion', { agrupaEmpresa: '1', agrupaDenominacion: 'X' }], ['borraAgrupacion', { agrupaEmpresa: '1', agrupaCodigo: 1 }], ['lovArt', { cliente: '000001' }],
];

describe('quotes: access', () => {
  it.each(ADMIN_PATHS)('%s: 401 without a token', async (path, body) => {
    expect((await r.call(path, null, body)).status).toBe(401);
  });
  it.each(ADMIN_PATHS)('%s: 403 for every role but ADMIN and REPRESENTANTE', async (path, body) => {
    for (const user of ['cliente', 'sucursal', 'multi', 'proveedor', 'soporte'] as User[]) {
      const res = await r.call(path, user, body);
      expect(res.status, `${user} ${path}`).toBe(403);
      expect(res.json).toMatchObject({ result: 'ko', errorCode: 'FORBIDDEN' });
    }
  });
  it.each(ADMIN_PATHS)('%s: 400 for an unknown field', async (path, body) => {
    const res = await r.call(path, 'admin', { ...body, desconocido: 1 });
    expect(res.status).toBe(400);
    expect(res.json.errorMsg).toContain('must NOT have additional properties');
  });
  it('403 for a usuario that is not the session user and for a company outside the organisation', async () => {
    expect((await r.call('listado', 'rep', { usuario: 'admin' })).status).toBe(403);
    expect((await r.call('listado', 'rep', { usuario: 'REP' })).status).toBe(200);
    expect((await r.call('listado', 'admin', { empresa: '99' })).json.errorCode).toBe('COMPANY_NOT_ALLOWED');
    // A representative works only in their portal company.
    expect((await r.call('listado', 'rep', { empresa: '2' })).status).toBe(403);
  });
  it('403 for a representative whose quotes option was taken away', async () => {
    const option = db().selectFrom('opciones').select('id').where('codigo', '=', 'PRESUPUESTOS');
    await db().updateTable('usuario_opciones').set({ value_sn: 'N' }).where('usuario', '=', 'rep').where('id_opcion', '=', option).execute();
    try {
      expect((await r.call('listado', 'rep', {})).status).toBe(403);
    } finally {
      await db().updateTable('usuario_opciones').set({ value_sn: 'S' }).where('usuario', '=', 'rep').where('id_opcion', '=', option).execute();
    }
    expect((await r.call('listado', 'rep', {})).status).toBe(200);
  });
});

describe('listado', () => {
  it('answers the list fields, newest first, 10 a page, with the total', async () => {
    const p1 = (await r.call('listado', 'admin', { offset: 1, numRows: 10 })).json;
    const p2 = (await r.call('listado', 'admin', { offset: 11, numRows: 10 })).json;
    expect(p1.statusCode).toBe('200');
    expect(p1.totalRows).toBe(80);
    expect(p1.numRegs).toBe(80);
    expect(p1.presupuestos).toHaveLength(10);
    expect(Object.keys(p1.presupuestos[0]).sort()).toEqual(['cliente', 'estado', 'fechaCreacion', 'fechaVigencia', 'id', 'importePedidoEntrado', 'nombreCliente', 'nombreEstado',
      'numeroBis', 'numeroPedido', 'numeroPedidoGenerado', 'razonSocial', 'sucursalEnvio', 'tipo'].sort());
    const iso = (d: string) => d.split('/').reverse().join('-');
    const dates = [...p1.presupuestos, ...p2.presupuestos].map((q: { fechaCreacion: string }) => iso(q.fechaCreacion));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(p1.presupuestos[0].fechaCreacion).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(new Set(p1.presupuestos.map((q: { nombreEstado: string }) => q.nombreEstado)).size).toBeGreaterThan(0);
  });
  it('gives a representative only the quotes of their customers', async () => {
    const rep = (await r.call('listado', 'rep', { numRows: 500 })).json;
    const customers = new Set(own.map((c) => c.cliente));
    expect(rep.totalRows).toBeGreaterThan(10);
    expect(rep.totalRows).toBeLessThan(80);
    expectEvery(rep.presupuestos, (q: { cliente: string }) => customers.has(q.cliente));
    expect((await r.call('listado', 'rep', { codCliente: other.cliente })).json.totalRows).toBe(0);
  });
  it('filters by dates (end exclusive), customer, number, status and search text', async () => {
    const all = (await r.call('listado', 'admin', { numRows: 500 })).json.presupuestos as { fechaCreacion: string; cliente: string; numeroPedido: number; nombreCliente: string; estado: number }[];
    const sample = all[5]!;
    const day = sample.fechaCreacion;
    const [d, m, y] = day.split('/');
    const next = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + 1)).toISOString().slice(0, 10);
    const sameDay = (await r.call('listado', 'admin', { fechaIni: day, fechaFin: next, numRows: 500 })).json.presupuestos;
    expect(sameDay.length).toBe(all.filter((q) => q.fechaCreacion === day).length);
    expect((await r.call('listado', 'admin', { fechaIni: day, fechaFin: day })).status).toBe(400);
    expect((await r.call('listado', 'admin', { fechaIni: '31/02/2026' })).status).toBe(400);
    const byCustomer = (await r.call('listado', 'admin', { codCliente: sample.cliente, numRows: 500 })).json;
    expect(byCustomer.totalRows).toBe(all.filter((q) => q.cliente === sample.cliente).length);
    expect((await r.call('listado', 'admin', { numPedido: String(sample.numeroPedido) })).json.presupuestos.map((q: { numeroPedido: number }) => q.numeroPedido)).toEqual([sample.numeroPedido]);
    expect((await r.call('listado', 'admin', { numPedido: 'abc' })).status).toBe(400);
    const accepted = (await r.call('listado', 'admin', { estado: 2, numRows: 500 })).json.presupuestos;
    expect(accepted.length).toBe(all.filter((q) => q.estado === 2).length);
    const word = sample.nombreCliente.split(' ')[0]!.toLowerCase();
    const found = (await r.call('listado', 'admin', { search: word, numRows: 500 })).json.presupuestos;
    expect(found.map((q: { cliente: string }) => q.cliente)).toContain(sample.cliente);
  });
  it('sorts by any list column and refuses unknown ones', async () => {
    const byAmount = (await r.call('listado', 'admin', { orderBy: 'importePedidoEntrado', order: 'ASC', numRows: 30 })).json.presupuestos.map((q: { importePedidoEntrado: number }) => q.importePedidoEntrado);
    expect(byAmount).toEqual([...byAmount].sort((a: number, b: number) => a - b));
    const byNumber = (await r.call('listado', 'admin', { orderBy: 'numeroPedido', order: 'DESC', numRows: 30 })).json.presupuestos.map((q: { numeroPedido: number }) => q.numeroPedido);
    expect(byNumber).toEqual([...byNumber].sort((a: number, b: number) => b - a));
    expect((await r.call('listado', 'admin', { orderBy: 'secreto' })).status).toBe(400);
  });
});

describe('catalogues', () => {
  it('formasPago lists the payment methods by name', async () => {
    const res = (await r.call('formasPago', 'rep', { pais: '011' })).json;
    expect(res.statusCode).toBe('200');
    expect(res.FORMAS_PAGO.length).toBe(6);
    expect(res.FORMAS_PAGO[0]).toEqual({ formaPago: 'CNF', formaPagoNombre: 'Confirming a 90 días', dias: 90 });
    const names = res.FORMAS_PAGO.map((p: { formaPagoNombre: string }) => p.formaPagoNombre);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });
  it('getListaDtos lists the discount types of a kind with their combined percentage', async () => {
    const lin = (await r.call('getListaDtos', 'rep', { tipoDescuento: 'LIN', fechaAplicacion: wireDay() })).json.DTOS;
    expect(lin.find((d: { tipoDescuento: string }) => d.tipoDescuento === 'L12')).toEqual({
      tipoDescuento: 'L12', denomDto: 'Promoción 15 − 3', dto: 12, porc1Dto: 15, entre12: '-', porc2Dto: 3, entre23: '+', porc3Dto: 0,
    });
    expect(lin.find((d: { tipoDescuento: string }) => d.tipoDescuento === 'L20').dto).toBe(20);
    expect((await r.call('getListaDtos', 'rep', { tipoDescuento: 'CAB' })).json.DTOS.map((d: { tipoDescuento: string }) => d.tipoDescuento)).toEqual(['R00', 'R02', 'R03', 'R05']);
    expect((await r.call('getListaDtos', 'rep', { tipoDescuento: 'PP' })).json.DTOS).toHaveLength(4);
    expect((await r.call('getListaDtos', 'rep', { tipoDescuento: 'XX' })).status).toBe(400);
    expect((await r.call('getListaDtos', 'rep', {})).status).toBe(400);
  });
  it('getListaTarifas prices an article in each rate on a date', async () => {
    const [art] = await articles(r);
    const year = new Date().getUTCFullYear();
    const now = (await r.call('getListaTarifas', 'rep', { articulo: art!.articulo, fechaTarifa: wireDay(), moneda: 'EUR', unidadMedida: art!.ump })).json.tarifas;
    expect(now.map((t: { tarifa: string }) => t.tarifa)).toEqual(['GEN', 'NET', 'OBR', 'PRO']);
    const gen = now.find((t: { tarifa: string }) => t.tarifa === 'GEN');
    expect(gen).toEqual({ tarifa: 'GEN', nombre: 'Tarifa general', precioA: art!.precio, brutoNeto: 'B', tipoDto: 'L00', dto: 0, moneda: 'EUR', fechaTarifa: `01/01/${year}` });
    expect(now.find((t: { tarifa: string }) => t.tarifa === 'OBR')).toMatchObject({ dto: 15, tipoDto: 'L10' });
    expect(now.find((t: { tarifa: string }) => t.tarifa === 'NET')).toMatchObject({ brutoNeto: 'N', tipoDto: null, dto: 0 });
    const lastYear = (await r.call('getListaTarifas', 'rep', { articulo: art!.articulo, fechaTarifa: `15/06/${year - 1}` })).json.tarifas;
    expect(lastYear.find((t: { tarifa: string }) => t.tarifa === 'GEN').precioA).toBeLessThan(art!.precio);
    expect((await r.call('getListaTarifas', 'rep', { articulo: art!.articulo, fechaTarifa: `01/06/${year - 3}` })).json.tarifas).toEqual([]);
    expect((await r.call('getListaTarifas', 'rep', { articulo: art!.articulo, unidadMedida: 'XX' })).json.tarifas).toEqual([]);
    expect((await r.call('getListaTarifas', 'rep', { articulo: art!.articulo, moneda: 'USD' })).json.tarifas).toEqual([]);
    expect((await r.call('getListaTarifas', 'rep', {})).status).toBe(400);
  });
  it('obtenTipologiaPresupuesto gives the user type, 0 by default', async () => {
    expect((await r.call('obtenTipologiaPresupuesto', 'rep', {})).json).toEqual({ statusCode: '200', result: [{ tipologia: '0' }] });
    const jv = await db().selectFrom('tipologias_presupuesto').select('usuario').where('tipologia', '=', 'JV').executeTakeFirstOrThrow();
    const { tira } = await r.s.login(jv.usuario);
    expect((await r.s.post('/wscomun/portalinformes/obtenTipologiaPresupuesto', { tira })).json().result).toEqual([{ tipologia: 'JV' }]);
  });
  it('numeroPresupuesto gives the next number of the company, for customers in scope only', async () => {
    const max = await db().selectFrom('presupuestos').select((eb) => eb.fn.max('numero').as('m')).where('empresa', '=', '1').executeTakeFirstOrThrow();
    expect((await r.call('numeroPresupuesto', 'rep', { cliente: own[0]!.cliente, tipo: '0' })).json.result).toEqual([{ numeroPresupuesto: Number(max.m) + 1 }]);
    expect((await r.call('numeroPresupuesto', 'rep', { cliente: other.cliente, tipo: '0' })).status).toBe(404);
  });
});

describe('groupings', () => {
  it('lists them 5 a page sorted by name, with search', async () => {
    const res = (await r.call('agrupacionesNom', 'rep', { agrupaEmpresa: '1', offset: 1, numRows: 5, orderBy: 'agrupaDenominacion', order: 'ASC' })).json;
    expect(res.totalRows).toBe(7);
    expect(res.AGRUPACIONES.map((g: { agrupaDenominacion: string }) => g.agrupaDenominacion)).toEqual(['Almacén', 'Exterior', 'Fase 1', 'Fase 2', 'Oficinas']);
    expect(res.AGRUPACIONES[0]).toEqual({ agrupaCodigo: 1, agrupaDenominacion: 'Almacén', agrupaEmpresa: '1' });
    expect((await r.call('agrupacionesNom', 'rep', { search: 'fase' })).json.totalRows).toBe(2);
    expect((await r.call('agrupacionesNom', 'rep', { agrupaEmpresa: '2' })).status).toBe(403);
  });
  it('creates one with a required, unique name and deletes it while unused', async () => {
    expect((await r.call('guardaAgrupacion', 'rep', { agrupaEmpresa: '1', agrupaDenominacion: '  ' })).json.errorMsg).toMatch(/^required/);
    expect((await r.call('guardaAgrupacion', 'rep', { agrupaEmpresa: '1' })).status).toBe(400);
    expect((await r.call('guardaAgrupacion', 'rep', { agrupaEmpresa: '1', agrupaDenominacion: 'x'.repeat(61) })).status).toBe(400);
    const created = (await r.call('guardaAgrupacion', 'rep', { agrupaEmpresa: '1', agrupaDenominacion: ' Nave   norte ' })).json;
    expect(created).toEqual({ statusCode: '200', agrupaCodigo: 8 });
    const dup = await r.call('guardaAgrupacion', 'admin', { agrupaEmpresa: '1', agrupaDenominacion: 'NAVE NORTE' });
    expect(dup.status).toBe(409);
    expect(dup.json.errorMsg).toMatch(/^groupingExists/);
    expect((await r.call('agrupacionesNom', 'rep', { search: 'nave' })).json.AGRUPACIONES[0].agrupaDenominacion).toBe('Nave norte');
    expect((await r.call('borraAgrupacion', 'rep', { agrupaEmpresa: '1', agrupaCodigo: 8 })).json).toEqual({ statusCode: '200' });
    expect((await r.call('borraAgrupacion', 'rep', { agrupaEmpresa: '1', agrupaCodigo: 8 })).status).toBe(404);
  });
  it('refuses to delete a grouping quote lines use', async () => {
    const used = await db().selectFrom('presupuesto_lineas').select('agrupacion').where('agrupacion', '>', 0).executeTakeFirstOrThrow();
    const res = await r.call('borraAgrupacion', 'admin', { agrupaEmpresa: '1', agrupaCodigo: used.agrupacion });
    expect(res.status).toBe(409);
    expect(res.json.errorMsg).toMatch(/^groupingInUse/);
  });
});

describe('article finder and photos', () => {
  it('lovArt pages the quotable articles 5 at a time with the customer\'s rate price', async () => {
    const res = (await r.call('lovArt', 'rep', { cliente: own[0]!.cliente, sucursal: own[0]!.sucursal, offset: 1, numRows: 5 })).json;
    expect(res.statusCode).toBe('200');
    // Every article of the company but its services (transport, rentals, fees: added by the portal, not chosen) is quotable.
    const quotable = await db().selectFrom('articulos_venta').select((e) => e.fn.countAll<number>().as('n')).where('empresa', '=', '1').where('servicio', '=', 'N').executeTakeFirstOrThrow();
    expect(Number(quotable.n)).toBeGreaterThan(40);
    expect(res.totalRows).toBe(Number(quotable.n));
    expect(res.ARTICULOS).toHaveLength(5);
    const names = res.ARTICULOS.map((a: { artDescripcion: string }) => a.artDescripcion);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(Object.keys(res.ARTICULOS[0]).sort()).toEqual(['artArticulo', 'artDescripcion', 'artEmpresa', 'artFactor', 'artFamilia', 'artImagen', 'artPrecio', 'artPrecioLimite',
      'artUnidadMedPrecio', 'artUnidadMedVentas', 'cliente', 'id', 'numeroPedido', 'observaciones', 'sort'].sort());
    expect(res.ARTICULOS.map((a: { sort: number }) => a.sort)).toEqual([1, 2, 3, 4, 5]);
    expect(res.ARTICULOS[0].artPrecio).toBeGreaterThan(0);
    const page2 = (await r.call('lovArt', 'rep', { cliente: own[0]!.cliente, offset: 6, numRows: 5 })).json.ARTICULOS;
    expect(page2[0].sort).toBe(6);
    expect((await r.call('lovArt', 'rep', { cliente: own[0]!.cliente, search: 'portes' })).json.totalRows).toBe(0);
    const [first] = await articles(r);
    expect((await r.call('lovArt', 'rep', { cliente: own[0]!.cliente, search: first!.articulo })).json.ARTICULOS[0].artArticulo).toBe(first!.articulo);
    expect((await r.call('lovArt', 'rep', { cliente: other.cliente })).status).toBe(404);
    expect((await r.call('lovArt', 'rep', {})).status).toBe(400);
  });
  it('getURLFile answers article photos as data URLs and a per-item 404 for missing files', async () => {
    const all = await articles(r);
    const withImage = all.find((a) => a.imagen)!;
    const res = await r.call('/wsedrive/getURLFile', 'cliente', { items: [
      { name: withImage.imagen, directory: 'articulos', publicSN: 'N', contentType: 'BASE64' },
      { name: 'no-existe.svg', directory: 'articulos', publicSN: 'N', contentType: 'BASE64' },
      { name: withImage.imagen, directory: 'otros', publicSN: 'N', contentType: 'BASE64' },
    ] });
    expect(res.status).toBe(200);
    const [ok, missing, elsewhere] = res.json.items;
    expect(ok.url).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(ok.url.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(svg).toContain(withImage.articulo);
    expect(missing).toEqual({ name: 'no-existe.svg', directory: 'articulos', statusCode: '404', statusText: 'File not found' });
    expect(elsewhere.statusCode).toBe('404');
    expect(all.some((a) => a.imagen === null)).toBe(true);
    expect((await r.call('/wsedrive/getURLFile', null, { items: [{ name: 'x' }] })).status).toBe(401);
    expect((await r.call('/wsedrive/getURLFile', 'rep', { items: [] })).status).toBe(400);
  });
});
