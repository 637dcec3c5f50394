import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPdf, startReportServer, type ReportServer } from './support/reportServer';
import { articles, createQuote, newHeader, repCustomers, saveLines, wireDay } from './support/quoteHelpers';

let r: ReportServer;
let own: { cliente: string; sucursal: string }[];
let other: { cliente: string; sucursal: string };
let arts: Awaited<ReturnType<typeof articles>>;
beforeAll(async () => {
  r = await startReportServer();
  ({ own, other } = await repCustomers(r));
  arts = await articles(r);
});
afterAll(async () => { await r.close(); });

const db = () => r.s.open.db;
const key = (q: { cliente: string; numeroPedido: number; numeroBis: number }) => ({ cliente: q.cliente, numeroPedido: q.numeroPedido, numeroBis: q.numeroBis });
const header = async (id: number) => (await r.call('cabecerPresupuesto', 'rep', { id })).json.cabeceraPresupuesto;
/** A customer of rep whose default rate is the given one. */
async function customerWithRate(tarifa: string) {
  const cond = await db().selectFrom('condiciones_cliente').select('cliente').where('empresa', '=', '1').where('tarifa', '=', tarifa)
    .where('cliente', 'in', own.map((c) => c.cliente)).executeTakeFirst();
  return own.find((c) => c.cliente === cond?.cliente) ?? own[0]!;
}

describe('guardaPresupuesto', () => {
  it('inserts a quote and answers id, number, bis, currency and the default delivery deadline', async () => {
    const c = own[0]!;
    const next = (await r.call('numeroPresupuesto', 'rep', { cliente: c.cliente, tipo: '0' })).json.result[0].numeroPresupuesto;
    const res = await r.call('guardaPresupuesto', 'rep', newHeader(c.cliente, c.sucursal, { numero: next, tipo: '0', usuario: 'rep' }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ statusCode: '200', numeroPedido: next, numeroBis: 0, moneda: 'EUR', plazoEntrega: wireDay(10), importePedidoEntrado: 0 });
    const h = await header(res.json.id);
    expect(h).toMatchObject({
      id: res.json.id, cliente: c.cliente, sucursalEnvio: c.sucursal, estado: 1, nombreEstado: 'Pendiente', tipo: '0', contabilidad: 0, fechaCreacion: wireDay(0), vigencia: wireDay(7),
      formaPago: 'T30', formaPagoNombre: 'Transferencia a 30 días', tipoDtoRappel: 'R00', dtoRappel: 0, tipoDtoPP: 'PP0', dtoPP: 0, refPedido: 'OBRA TEST', lineas: [], usuario: 'rep',
      representante: r.repCode,
    });
    // The same number taken again (two users numbering at once) gets the next bis.
    const again = (await r.call('guardaPresupuesto', 'rep', newHeader(c.cliente, c.sucursal, { numero: next }))).json;
    expect(again).toMatchObject({ numeroPedido: next, numeroBis: 1 });
    expect((await r.call('guardaPresupuesto', 'rep', newHeader(c.cliente, c.sucursal, { numero: next + 50 }))).json.errorMsg).toMatch(/^numberNotValid/);
  });
  it('refuses dates out of order, missing or unknown conditions and branches of other customers', async () => {
    const c = own[0]!;
    const fail = async (over: Record<string, unknown>, status: number, token: RegExp) => {
      const res = await r.call('guardaPresupuesto', 'rep', newHeader(c.cliente, c.sucursal, over));
      expect(res.status, JSON.stringify(over)).toBe(status);
      expect(res.json.errorMsg, JSON.stringify(over)).toMatch(token);
    };
    await fail({ fechaVigencia: wireDay(-1) }, 400, /^validityBeforeCreation/);
    await fail({ plazoEntrega: wireDay(-3) }, 400, /^deadlineBeforeCreation/);
    await fail({ fecha: '' }, 400, /^required/);
    await fail({ fecha: '30/02/2026' }, 400, /fecha must be a date/);
    await fail({ formaPago: undefined }, 400, /formaPago/);
    await fail({ formaPago: 'XXX' }, 400, /^paymentMethodNotFound/);
    await fail({ dtoRappel: 'PP1' }, 400, /^discountTypeNotFound/);
    await fail({ dtoPP: 'R02' }, 400, /^discountTypeNotFound/);
    await fail({ sucursalEnvio: '999' }, 400, /^branchNotFound/);
    await fail({ accion: 'X' }, 400, /accion/);
    await fail({ refPedido: 'x'.repeat(41) }, 400, /refPedido/);
    await fail({ tipo: 'JV' }, 403, /^typeNotAllowed/);
    const res = await r.call('guardaPresupuesto', 'rep', newHeader(other.cliente, other.sucursal));
    expect(res.status).toBe(404);
    expect(res.json.errorMsg).toMatch(/^customerNotFound/);
  });
  it('amends an open quote; the customer and the type cannot change', async () => {
    const c = own[0]!;
    const q = await createQuote(r, 'rep', c.cliente, c.sucursal);
    const res = await r.call('guardaPresupuesto', 'rep', newHeader(c.cliente, '002', { accion: 'A', id: q.id, dtoRappel: 'R03', dtoPP: 'PP2', plazoEntrega: wireDay(20), observaciones: ' Entregar por la mañana ' }));
    expect(res.json).toMatchObject({ id: q.id, numeroPedido: q.numeroPedido, numeroBis: 0, plazoEntrega: wireDay(20) });
    expect(await header(q.id)).toMatchObject({ sucursalEnvio: '002', dtoRappel: 3, dtoPP: 2, tipoDtoRappel: 'R03', observaciones: 'Entregar por la mañana' });
    const moved = await r.call('guardaPresupuesto', 'rep', newHeader(own[1]!.cliente, own[1]!.sucursal, { accion: 'A', id: q.id }));
    expect(moved.status).toBe(409);
    expect(moved.json.errorMsg).toMatch(/^customerFixed/);
    expect((await r.call('guardaPresupuesto', 'rep', newHeader(c.cliente, c.sucursal, { accion: 'A' }))).status).toBe(400);
    expect((await r.call('guardaPresupuesto', 'admin', newHeader(c.cliente, c.sucursal, { accion: 'A', id: 999999 }))).status).toBe(404);
  });
  it('signs an ADMIN quote with the customer\'s representative', async () => {
    const q = await createQuote(r, 'admin', other.cliente, other.sucursal);
    const customer = await db().selectFrom('clientes').select(['representante', 'agente']).where('empresa', '=', '1').where('cliente', '=', other.cliente).executeTakeFirstOrThrow();
    expect((await r.call('cabecerPresupuesto', 'admin', { id: q.id })).json.cabeceraPresupuesto).toMatchObject({ representante: customer.representante, agente: customer.agente, usuario: 'admin' });
    // Another representative's customer's quote does not exist for rep.
    expect((await r.call('cabecerPresupuesto', 'rep', { id: q.id })).status).toBe(404);
  });
});

describe('quote lines', () => {
  it('prices inserted articles from the customer\'s rate and its default discount, converting units', async () => {
    const c = await customerWithRate('OBR');
    const q = await createQuote(r, 'rep', c.cliente, c.sucursal);
    const packed = arts.find((a) => a.factor > 1)!;
    const single = arts.find((a) => a.factor === 1)!;
    const res = await saveLines(r, 'rep', [
      { idCabecera: q.id, articulo: packed.articulo, cantidadUmv: 2, accion: 'I' },
      { idCabecera: q.id, articulo: single.articulo, cantidadUmv: 3.5, accion: 'I', ref: 'R-1', observaciones: 'Color gris' },
    ]);
    expect(res.status).toBe(200);
    expect(res.json.errorCode).toBeUndefined();
    const lines = res.json.detallePresupuesto;
    const first = lines[0];
    expect(first).toMatchObject({
      numeroItem: 1, articulo: packed.articulo, cantidadUmv: 2, umv: packed.umv, ump: packed.ump, cantidad: 2 * packed.factor, tarifa: 'OBR', precioTarifa: packed.precio,
      precioArticulo: packed.precio, precioModificado: 'N', brutoNeto: 'B', tipoDescuento: 'L10', porc1Dto: 10, entre12: '+', porc2Dto: 5, descuento: 15, generadaDpc: 'N', agrupacion: 0,
      fechaTarifa: wireDay(0),
    });
    expect(first.netoArticulo).toBeCloseTo(packed.precio * 0.85, 4);
    expect(first.importeLinea).toBeCloseTo(first.netoArticulo * first.cantidad, 2);
    expect(first.volumen).toBeCloseTo(2 * packed.volumen, 3);
    expect(lines[1]).toMatchObject({ numeroItem: 2, cantidad: 3.5, referencia: 'R-1', observaciones: 'Color gris' });
    const goods = lines.filter((l: { generadaDpc: string }) => l.generadaDpc === 'N').reduce((s: number, l: { importeLinea: number }) => s + l.importeLinea, 0);
    expect((await header(q.id)).totales.importeLineas).toBeCloseTo(goods + (goods < 300 ? 18 : 0), 2);
    const detail = (await r.call('detallePresupuesto', 'rep', key(q))).json.detallePresupuesto;
    expect(detail).toEqual(lines);
  });
  it('amends a line: discount chain, typed price with limit, gross/net, grouping; a refused line changes nothing', async () => {
    const c = await customerWithRate('GEN');
    const q = await createQuote(r, 'rep', c.cliente, c.sucursal, { dtoRappel: 'R02', dtoPP: 'PP1' });
    const art = arts.find((a) => a.factor === 1 && a.precio > 50)!;
    const [line] = (await saveLines(r, 'rep', [{ idCabecera: q.id, articulo: art.articulo, cantidadUmv: 10, accion: 'I' }])).json.detallePresupuesto;
    expect(line).toMatchObject({ tarifa: 'GEN', tipoDescuento: 'L00', descuento: 0, netoArticulo: art.precio });
    const amend = (over: Record<string, unknown>) => saveLines(r, 'rep', [{ idCabecera: q.id, idLinea: line.idLinea, articulo: art.articulo, accion: 'A', cantidadUmv: 10, ...over }]);

    const chained = (await amend({ tipoDescuento: 'L12', porc1Dto: 15, entre12: '-', porc2Dto: 3, entre23: '+', porc3Dto: 2, agrupacion: 3 })).json.detallePresupuesto[0];
    expect(chained).toMatchObject({ descuento: 14, porc1Dto: 15, entre12: '-', porc2Dto: 3, porc3Dto: 2, agrupacion: 3, nombreAgrupacion: 'Fase 1', tipoDescuento: 'L12' });
    expect(chained.netoArticulo).toBeCloseTo(art.precio * 0.86, 4);
    const h = await header(q.id);
    expect(h.totales.importeLineas).toBeCloseTo(chained.importeLinea, 2);
    expect(h.importePedidoEntrado).toBeCloseTo(h.totales.baseImponible, 2);
    expect(h.totales.importeRappel).toBeCloseTo(chained.importeLinea * 0.02, 2);

    const typed = (await amend({ precio: Math.round(art.precio * 110) / 100, porc1Dto: 0, porc2Dto: 0, porc3Dto: 0 })).json.detallePresupuesto[0];
    expect(typed).toMatchObject({ precioModificado: 'S', precioArticulo: Math.round(art.precio * 110) / 100, precioTarifa: art.precio, agrupacion: 3 });
    const recalculated = (await amend({ precio: 1, recalcularPrecio: 'S' })).json.detallePresupuesto[0];
    expect(recalculated).toMatchObject({ precioModificado: 'N', precioArticulo: art.precio });

    const tooLow = await amend({ precio: Math.round(art.precio * 50) / 100 });
    expect(tooLow.status).toBe(200);
    expect(tooLow.json).toMatchObject({ statusCode: '200', errorCode: 'priceBelowLimit', errorItem: '1' });
    expect(tooLow.json.errorMsg).toContain('lowest price');
    expect(tooLow.json.errorValues).toEqual({ net: Math.round(art.precio * 50) / 100, limit: art.precio_limite });
    expect((await header(q.id)).lineas[0].precioArticulo).toBe(art.precio);
    expect((await amend({ porc1Dto: 80, entre12: '+', porc2Dto: 30 })).json.errorCode).toBe('discountOutOfRange');
    expect((await amend({ agrupacion: 999 })).json.errorCode).toBe('groupingNotFound');
    expect((await amend({ tarifa: 'XXX' })).json.errorCode).toBe('rateNotFound');
    expect((await amend({ tipoDescuento: 'R02' })).json.errorCode).toBe('discountTypeNotFound');
    expect((await amend({ fechaTarifa: '01/01/2000' })).json.errorCode).toBe('noRatePrice');
    expect((await saveLines(r, 'rep', [{ idCabecera: q.id, idLinea: line.idLinea, articulo: arts[0]!.articulo === art.articulo ? arts[1]!.articulo : arts[0]!.articulo, accion: 'A' }])).json.errorCode).toBe('articleChanged');
    expect((await saveLines(r, 'rep', [{ idCabecera: q.id, articulo: 'PORTES', cantidadUmv: 1, accion: 'I' }])).json.errorCode).toBe('articleNotFound');
    expect((await saveLines(r, 'rep', [{ idCabecera: q.id, articulo: art.articulo, accion: 'I' }])).json.errorCode).toBe('quantityRequired');
    expect((await saveLines(r, 'rep', [{ idCabecera: q.id, idLinea: 999999, articulo: art.articulo, accion: 'A' }])).json.errorCode).toBe('lineNotFound');

    const net = (await amend({ brutoNeto: 'N', porc1Dto: 10 })).json.detallePresupuesto[0];
    expect(net).toMatchObject({ brutoNeto: 'N', descuento: 0, porc1Dto: 0, tipoDescuento: null, netoArticulo: art.precio });
  });
  it('validates line bodies: quantity 0–100000, percentages 0–100, links + or −, one quote per call', async () => {
    const c = own[0]!;
    const q = await createQuote(r, 'rep', c.cliente, c.sucursal);
    const bad: Record<string, unknown>[] = [
      { cantidadUmv: 100_000.5 }, { cantidadUmv: -1 }, { porc1Dto: 101 }, { entre12: '*' }, { brutoNeto: 'X' }, { accion: 'B' }, { articulo: '' }, { ref: 'x'.repeat(41) }, { precio: -2 },
    ];
    for (const over of bad) {
      const res = await saveLines(r, 'rep', [{ idCabecera: q.id, articulo: arts[0]!.articulo, cantidadUmv: 1, accion: 'I', ...over }]);
      expect(res.status, JSON.stringify(over)).toBe(400);
    }
    expect((await r.call('guardaDetallePresupuesto', 'rep', { listaLineasPresupuesto: [] })).status).toBe(400);
    const two = await saveLines(r, 'rep', [{ idCabecera: q.id, articulo: arts[0]!.articulo, cantidadUmv: 1, accion: 'I' }, { idCabecera: q.id + 1, articulo: arts[0]!.articulo, cantidadUmv: 1, accion: 'I' }]);
    expect(two.status).toBe(400);
    const theirs = await createQuote(r, 'admin', other.cliente, other.sucursal);
    expect((await saveLines(r, 'rep', [{ idCabecera: theirs.id, articulo: arts[0]!.articulo, cantidadUmv: 1, accion: 'I' }])).status).toBe(404);
    expect((await header(q.id)).lineas).toEqual([]);
  });
  it('keeps both of two lines saved at the same moment', async () => {
    const c = own[0]!;
    const q = await createQuote(r, 'rep', c.cliente, c.sucursal);
    const [a, b] = await Promise.all([
      saveLines(r, 'rep', [{ idCabecera: q.id, articulo: arts[2]!.articulo, cantidadUmv: 1, accion: 'I' }]),
      saveLines(r, 'rep', [{ idCabecera: q.id, articulo: arts[3]!.articulo, cantidadUmv: 2, accion: 'I' }]),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const lines = (await header(q.id)).lineas.filter((l: { generadaDpc: string }) => l.generadaDpc === 'N');
    expect(lines.map((l: { articulo: string }) => l.articulo).sort()).toEqual([arts[2]!.articulo, arts[3]!.articulo].sort());
    expect(new Set(lines.map((l: { numeroItem: number }) => l.numeroItem)).size).toBe(2);
  });
  it('numbers eight quotes created at the same moment apart, and keeps them all', async () => {
    const c = own[1] ?? own[0]!;
    const replies = await Promise.all(Array.from({ length: 8 }, () => r.call('guardaPresupuesto', 'rep', newHeader(c.cliente, c.sucursal))));
    expect(replies.map((x) => x.status)).toEqual(Array(8).fill(200));
    const ids = replies.map((x) => x.json.id as number);
    expect(new Set(ids).size).toBe(8);
    expect(new Set(replies.map((x) => `${x.json.numeroPedido}/${x.json.numeroBis}`)).size).toBe(8);
    const stored = await db().selectFrom('presupuestos').select('id').where('id', 'in', ids).execute();
    expect(stored).toHaveLength(8);
  });
  it('adds the locked shipping line below the free-shipping amount and removes it above', async () => {
    const c = await customerWithRate('GEN');
    const q = await createQuote(r, 'rep', c.cliente, c.sucursal);
    const cheap = arts.filter((a) => a.factor === 1).sort((x, y) => x.precio - y.precio)[0]!;
    const lines = (await saveLines(r, 'rep', [{ idCabecera: q.id, articulo: cheap.articulo, cantidadUmv: 1, accion: 'I' }])).json.detallePresupuesto;
    expect(cheap.precio).toBeLessThan(300);
    const shipping = lines.find((l: { generadaDpc: string }) => l.generadaDpc === 'S');
    expect(shipping).toMatchObject({ articulo: 'PORTES', nombreArticulo: 'Portes y manipulación', importeLinea: 18, numeroItem: 2, brutoNeto: 'N' });
    const locked = await saveLines(r, 'rep', [{ idCabecera: q.id, idLinea: shipping.idLinea, articulo: 'PORTES', cantidadUmv: 3, accion: 'A' }]);
    expect(locked.json.errorCode).toBe('lineLocked');
    const del = await r.call('borraLineaPresupuesto', 'rep', { ...key(q), numeroItem: shipping.numeroItem });
    expect(del.status).toBe(409);
    expect(del.json.errorMsg).toMatch(/^lineLocked/);
    const many = Math.ceil(300 / cheap.precio) + 1;
    const after = (await saveLines(r, 'rep', [{ idCabecera: q.id, idLinea: lines[0].idLinea, articulo: cheap.articulo, cantidadUmv: many, accion: 'A' }])).json.detallePresupuesto;
    expect(after.some((l: { generadaDpc: string }) => l.generadaDpc === 'S')).toBe(false);
    // Deleting the last article leaves an empty quote without shipping.
    expect((await r.call('borraLineaPresupuesto', 'rep', { ...key(q), numeroItem: 1 })).json.statusCode).toBe('200');
    expect((await header(q.id))).toMatchObject({ lineas: [], importePedidoEntrado: 0 });
    expect((await r.call('borraLineaPresupuesto', 'rep', { ...key(q), numeroItem: 1 })).status).toBe(404);
  });
  it('takes gross/net from the rate on JV quotes', async () => {
    const jv = await db().selectFrom('tipologias_presupuesto as t').innerJoin('usuarios_portal as p', (j) => j.onRef('p.usuario', '=', 't.usuario'))
      .select(['t.usuario', 'p.representante', 'p.agente']).where('t.tipologia', '=', 'JV').executeTakeFirstOrThrow();
    // A customer of that representative: its code and agent.
    const customer = await db().selectFrom('clientes as c').innerJoin('condiciones_cliente as cc', (j) => j.onRef('cc.empresa', '=', 'c.empresa').onRef('cc.cliente', '=', 'c.cliente'))
      .select(['c.cliente']).where('c.empresa', '=', '1').where('c.representante', '=', jv.representante!).where('c.agente', '=', jv.agente!).executeTakeFirstOrThrow();
    const { tira } = await r.s.login(jv.usuario);
    const post = async (path: string, body: Record<string, unknown>) => (await r.s.post(`/wscomun/portalinformes/${path}`, { tira, ...body })).json();
    const saved = await post('guardaPresupuesto', newHeader(customer.cliente, '001', { tipo: 'JV' }));
    expect(saved.statusCode).toBe('200');
    const art = arts.find((a) => a.factor === 1)!;
    const lines = (await post('guardaDetallePresupuesto', { listaLineasPresupuesto: [{ idCabecera: saved.id, articulo: art.articulo, cantidadUmv: 5, accion: 'I', tarifa: 'GEN', brutoNeto: 'N' }] })).detallePresupuesto;
    expect(lines[0]).toMatchObject({ tarifa: 'GEN', brutoNeto: 'B' });
    const net = (await post('guardaDetallePresupuesto', { listaLineasPresupuesto: [{ idCabecera: saved.id, idLinea: lines[0].idLinea, articulo: art.articulo, accion: 'A', tarifa: 'NET', brutoNeto: 'B', recalcularPrecio: 'S' }] })).detallePresupuesto;
    expect(net[0]).toMatchObject({ tarifa: 'NET', brutoNeto: 'N', descuento: 0 });
  });
});

describe('PDF, acceptance and deletion', () => {
  it('impresionPresupuesto links to the quote PDF', async () => {
    const c = own[0]!;
    const q = await createQuote(r, 'rep', c.cliente, c.sucursal, { observaciones: 'Montaje incluido' });
    await saveLines(r, 'rep', [
      { idCabecera: q.id, articulo: arts[4]!.articulo, cantidadUmv: 2, accion: 'I', agrupacion: 1 },
      { idCabecera: q.id, articulo: arts[5]!.articulo, cantidadUmv: 1, accion: 'I' },
    ]);
    const res = await r.call('impresionPresupuesto', 'rep', { idPresupuesto: q.id, formato: 'I', desformat: 'PDF' });
    expect(res.json.statusCode).toBe('200');
    expect(res.json.urlEtiqueta).toMatch(/\/wsutils\/documentos\/[\w-]+\?exp=\d+&sig=/);
    const pdf = await r.download(res.json.urlEtiqueta);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain(`presupuesto-${q.numeroPedido}.pdf`);
    expectPdf(pdf.rawPayload, 3000);
    expect((await r.call('impresionPresupuesto', 'rep', { idPresupuesto: q.id, desformat: 'DOC' })).status).toBe(400);
    const theirs = await createQuote(r, 'admin', other.cliente, other.sucursal);
    expect((await r.call('impresionPresupuesto', 'rep', { idPresupuesto: theirs.id })).status).toBe(404);
  });
  it('accepts a quote into an order the order status report lists for its customer; then it is locked', async () => {
    const c = own[1]!;
    const q = await createQuote(r, 'rep', c.cliente, c.sucursal, { dtoRappel: 'R02', dtoPP: 'PP1', plazoEntrega: wireDay(12), refPedido: 'NAVE 3' });
    await saveLines(r, 'rep', [
      { idCabecera: q.id, articulo: arts[6]!.articulo, cantidadUmv: 3, accion: 'I' },
      { idCabecera: q.id, articulo: arts[7]!.articulo, cantidadUmv: 1, accion: 'I' },
    ]);
    const before = await header(q.id);
    const res = await r.call('aceptarPresupuesto', 'rep', { tipo: '0', ...key(q) });
    expect(res.status).toBe(200);
    const numero = res.json.numeroPedidoGenerado;
    expect(numero).toBeGreaterThan(0);
    const me = await db().selectFrom('usuarios_portal').select(['representante', 'agente']).where('usuario', '=', 'rep').executeTakeFirstOrThrow();
    const orders = (await r.call('getPedidosAlbaranesCab', 'rep', {
      clienteInicial: c.cliente, clienteFinal: c.cliente, representanteInicial: me.representante, representanteFinal: me.representante, agenteInicial: me.agente, agenteFinal: me.agente,
      numeroPedido: String(numero), offset: 1, numRows: 10,
    })).json;
    expect(orders.numReg).toBe(1);
    expect(orders.dataRes[0]).toMatchObject({ cpmNumPedido: numero, clteCodigo: c.cliente, sucursalEnvio: c.sucursal, situacionPedido: 1, refPedido: 'NAVE 3', pedido_cargo_abono: 'P', fechaEntrega: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10) });
    expect(orders.dataRes[0].importe).toBeCloseTo(before.importePedidoEntrado, 0);
    const lines = (await r.call('getPedidosAlbaranes', 'rep', { numeroPedido: numero, cliente: c.cliente })).json.dataRes;
    expect(lines.map((l: { articulo: string }) => l.articulo)).toEqual(before.lineas.map((l: { articulo: string }) => l.articulo));

    const after = await header(q.id);
    expect(after).toMatchObject({ estado: 2, nombreEstado: 'Aceptado', numeroPedidoGenerado: numero });
    const conflicts: [string, Record<string, unknown>][] = [
      ['aceptarPresupuesto', { tipo: '0', ...key(q) }],
      ['guardaPresupuesto', newHeader(c.cliente, c.sucursal, { accion: 'A', id: q.id })],
      ['guardaDetallePresupuesto', { listaLineasPresupuesto: [{ idCabecera: q.id, articulo: arts[8]!.articulo, cantidadUmv: 1, accion: 'I' }] }],
      ['borraLineaPresupuesto', { ...key(q), numeroItem: 1 }],
    ];
    for (const [path, body] of conflicts) {
      const res2 = await r.call(path, 'rep', body);
      expect(res2.status, path).toBe(409);
      expect(res2.json.errorMsg, path).toMatch(/^quoteNotOpen/);
    }
    const del = await r.call('borraPresupuesto', 'rep', key(q));
    expect(del.status).toBe(409);
    expect(del.json.errorMsg).toMatch(/^quoteAccepted/);
  });
  it('refuses to accept a quote without articles or whose validity ended', async () => {
    const c = own[0]!;
    const empty = await createQuote(r, 'rep', c.cliente, c.sucursal);
    const res = await r.call('aceptarPresupuesto', 'rep', { tipo: '0', ...key(empty) });
    expect(res.status).toBe(409);
    expect(res.json.errorMsg).toMatch(/^quoteWithoutLines/);
    const old = await createQuote(r, 'rep', c.cliente, c.sucursal, { fecha: wireDay(-20), fechaVigencia: wireDay(-5) });
    await saveLines(r, 'rep', [{ idCabecera: old.id, articulo: arts[0]!.articulo, cantidadUmv: 1, accion: 'I' }]);
    const expired = await r.call('aceptarPresupuesto', 'rep', { tipo: '0', ...key(old) });
    expect(expired.status).toBe(409);
    expect(expired.json.errorMsg).toMatch(/^quoteExpired/);
    expect((await header(old.id)).estado).toBe(1);
  });
  it('deletes open quotes with their lines; unknown or other representatives\' quotes are not found', async () => {
    const c = own[0]!;
    const q = await createQuote(r, 'rep', c.cliente, c.sucursal);
    await saveLines(r, 'rep', [{ idCabecera: q.id, articulo: arts[0]!.articulo, cantidadUmv: 1, accion: 'I' }]);
    expect((await r.call('borraPresupuesto', 'rep', key(q))).json).toEqual({ statusCode: '200' });
    expect((await r.call('cabecerPresupuesto', 'rep', { id: q.id })).status).toBe(404);
    expect(await db().selectFrom('presupuesto_lineas').select('id_linea').where('id_presupuesto', '=', q.id).execute()).toEqual([]);
    expect((await r.call('borraPresupuesto', 'rep', key(q))).status).toBe(404);
    const theirs = await createQuote(r, 'admin', other.cliente, other.sucursal);
    expect((await r.call('borraPresupuesto', 'rep', key(theirs))).status).toBe(404);
    expect((await r.call('borraPresupuesto', 'admin', key(theirs))).status).toBe(200);
    const retained = await db().selectFrom('presupuestos').select(['cliente', 'numero', 'numero_bis']).where('estado', 'in', [3, 4]).executeTakeFirstOrThrow();
    expect((await r.call('borraPresupuesto', 'admin', { cliente: retained.cliente, numeroPedido: retained.numero, numeroBis: retained.numero_bis })).status).toBe(200);
  });
});
