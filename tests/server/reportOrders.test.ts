import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, dmy, startReportServer, type ReportServer, type User } from './support/reportServer';
import { expectEvery } from '../support/expectEvery';

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });

const cab = (user: User, body: Record<string, unknown> = {}) => r.call('getPedidosAlbaranesCab', user, { offset: 1, numRows: 500, ...body });
const db = () => r.s.open.db;

/** An order of company 1 chosen by a query on the seeded data. */
async function orderWhere(filter: (q: any) => any) {
  return filter(db().selectFrom('pedidos as p').selectAll('p').where('p.empresa', '=', '1')).orderBy('p.numero').executeTakeFirstOrThrow();
}

describe('getPedidosAlbaranesCab', () => {
  it('answers the row fields, paged, newest first by default', async () => {
    const p1 = (await cab('admin', { numRows: 10 })).json;
    const p2 = (await cab('admin', { numRows: 10, offset: 11 })).json;
    expect(p1).toMatchObject({ statusCode: '200', statusText: 'OK' });
    expect(p1.numReg).toBeGreaterThan(300);
    expect(p1.dataRes).toHaveLength(10);
    expect(Object.keys(p1.dataRes[0]).sort()).toEqual([
      'agenciaTransporte', 'agente', 'clteCodigo', 'clteNombre', 'cpmNumPedido', 'cpmNumPedidoWeb', 'descripcionEstado', 'estadoPedidoRetenido', 'fechaEntrega', 'fechaPedido',
      'fechaRecepPedido', 'importe', 'mostrarBtn', 'obra', 'pedido_cargo_abono', 'razonSocial', 'refPedido', 'representante', 'situacionPedido', 'sucursalEnvio', 'sucursalFacturacion',
    ].sort());
    const dates = [...p1.dataRes, ...p2.dataRes].map((o: { fechaPedido: string }) => o.fechaPedido);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Set([...p1.dataRes, ...p2.dataRes].map((o: { cpmNumPedido: number }) => o.cpmNumPedido)).size).toBe(20);
  });
  it('sorts by any row column, both ways', async () => {
    const asc = (await cab('admin', { numRows: 30, orderBy: 'importe', order: 'ASC' })).json.dataRes.map((o: { importe: number }) => o.importe);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[0]).toBeLessThan(0);
    const byName = (await cab('admin', { numRows: 30, orderBy: 'clteNombre', order: 'DESC' })).json.dataRes.map((o: { clteNombre: string }) => o.clteNombre);
    expect(byName).toEqual([...byName].sort().reverse());
    expect((await cab('admin', { orderBy: 'nope' })).status).toBe(400);
  });
  it('filters by order date (DD/MM/YYYY or YYYY-MM-DD), and refuses invalid or inverted dates', async () => {
    const from = daysAgo(30);
    const a = (await cab('admin', { fechaInicio: dmy(from), fechaFin: dmy(daysAgo(0)) })).json;
    const b = (await cab('admin', { fechaInicio: from, fechaFin: daysAgo(0) })).json;
    expect(a.numReg).toBe(b.numReg);
    expect(a.numReg).toBeGreaterThan(0);
    expectEvery(a.dataRes, (o: { fechaPedido: string }) => o.fechaPedido >= from);
    for (const bad of ['31/02/2025', '2025-13-01', 'ayer']) {
      const res = await cab('admin', { fechaInicio: bad });
      expect(res.status).toBe(400);
      expect(res.json.errorMsg).toContain('fechaInicio');
    }
    const inverted = await cab('admin', { fechaInicio: dmy(daysAgo(1)), fechaFin: dmy(daysAgo(10)) });
    expect(inverted.status).toBe(400);
    expect(inverted.json.errorMsg).toContain('fechaInicialMayorFinal');
  });
  it('filters by order type flags, status list, late delivery and number', async () => {
    const credit = (await cab('admin', { tipoPedido: 'N', tipoCargo: 'N', tipoAbono: 'S' })).json;
    expect(credit.numReg).toBeGreaterThan(0);
    expectEvery(credit.dataRes, (o: { pedido_cargo_abono: string }) => o.pedido_cargo_abono === 'A');
    expect((await cab('admin', { tipoPedido: 'N', tipoCargo: 'N', tipoAbono: 'N' })).json.numReg).toBe(0);
    const states = (await cab('admin', { listaEstadosFiltrar: [1, 2] })).json;
    expectEvery(states.dataRes, (o: { situacionPedido: number }) => [1, 2].includes(o.situacionPedido));
    const late = (await cab('admin', { plazoEntregaSuperado: 'S' })).json;
    expect(late.numReg).toBeGreaterThan(0);
    expectEvery(late.dataRes, (o: { fechaEntrega: string; situacionPedido: number }) => o.fechaEntrega < daysAgo(0) && o.situacionPedido < 7);
    const one = late.dataRes[0];
    expect((await cab('admin', { numeroPedido: String(one.cpmNumPedido) })).json.dataRes.map((o: { cpmNumPedido: number }) => o.cpmNumPedido)).toEqual([one.cpmNumPedido]);
  });
  it('an empty customer range is everything in scope; a range narrows', async () => {
    const all = (await cab('admin', { clienteInicial: '', clienteFinal: '' })).json.numReg;
    const some = (await cab('admin', { clienteInicial: '000001', clienteFinal: '000003' })).json;
    expect(some.numReg).toBeLessThan(all);
    expectEvery(some.dataRes, (o: { clteCodigo: string }) => o.clteCodigo >= '000001' && o.clteCodigo <= '000003');
  });
  it('CLIENTE sees only its orders; sending another customer range gives nothing', async () => {
    const own = (await cab('cliente')).json;
    expect(own.numReg).toBeGreaterThan(20);
    expectEvery(own.dataRes, (o: { clteCodigo: string }) => o.clteCodigo === '000001');
    expect((await cab('cliente', { clienteInicial: '000002', clienteFinal: '000040' })).json).toMatchObject({ numReg: 0, dataRes: [] });
  });
  it('SUCURSAL sees only its branch, MULTISUCURSAL only its branches', async () => {
    const suc = (await cab('sucursal')).json;
    expect(suc.numReg).toBeGreaterThan(5);
    expectEvery(suc.dataRes, (o: { clteCodigo: string; sucursalEnvio: string }) => o.clteCodigo === '000002' && o.sucursalEnvio === '001');
    expect((await cab('sucursal', { sucursal: '002' })).json.numReg).toBe(0);
    const multi = (await cab('multi')).json;
    const branches = new Set(multi.dataRes.map((o: { sucursalEnvio: string }) => o.sucursalEnvio));
    expect([...branches].sort()).toEqual(['001', '002', '003']);
    const allOfCustomer = await db().selectFrom('pedidos').select((eb) => eb.fn.countAll<number>().as('n')).where('empresa', '=', '1').where('cliente', '=', '000003').executeTakeFirstOrThrow();
    expect(multi.numReg).toBeLessThan(Number(allOfCustomer.n));
  });
  it('REPRESENTANTE sees only orders of its customers; a supplier none', async () => {
    const rep = (await cab('rep')).json;
    const own = new Set((await db().selectFrom('clientes').select('cliente').where('empresa', '=', '1').where('representante', '=', r.repCode).where('agente', '=', r.repAgent).execute()).map((c) => c.cliente));
    expect(rep.numReg).toBeGreaterThan(0);
    expectEvery(rep.dataRes, (o: { clteCodigo: string }) => own.has(o.clteCodigo));
    expect((await cab('proveedor')).json.numReg).toBe(0);
  });
  it('every demo customer role has orders in the last 30 days and older ones', async () => {
    for (const user of ['cliente', 'sucursal', 'multi', 'rep'] as const) {
      const recent = (await cab(user, { fechaInicio: dmy(daysAgo(30)) })).json.numReg;
      const older = (await cab(user, { fechaFin: dmy(daysAgo(31)) })).json.numReg;
      expect(recent, user).toBeGreaterThanOrEqual(3);
      expect(older, user).toBeGreaterThanOrEqual(3);
    }
  });
  it('needs a token and a strict body', async () => {
    expect((await r.call('getPedidosAlbaranesCab', null, {})).status).toBe(401);
    expect((await cab('admin', { tipoPedido: 'X' })).status).toBe(400);
  });
});

describe('getPedidosAlbaranes and estadoPedidoAlbaranCab', () => {
  it('lines of an invoiced order carry delivery note, invoice and carrier status', async () => {
    const order = await orderWhere((q) => q.where('p.cliente', '=', '000001').where('p.tipo', '=', 'P').where('p.estado_pedido_web', '=', 7));
    const res = (await r.call('getPedidosAlbaranes', 'cliente', { numeroPedido: order.numero, cliente: '000001' })).json;
    expect(res.statusCode).toBe('200');
    expect(res.dataRes.length).toBeGreaterThan(0);
    for (const l of res.dataRes) {
      expect(l).toMatchObject({ numeroPedido: order.numero, cliente: '000001', empresa: '1', numeroEjercicio: expect.any(Number), numeroAlbaran: expect.any(Number), serieFactura: 'FV', contabilidad: 0 });
      expect(l.numeroFactura).toEqual(expect.any(Number));
      expect(['SIN ENVIAR', 'EN TRANSITO', 'EN REPARTO', 'ENTREGADO']).toContain(l.estadoHUB);
      expect(l.importe).toBeCloseTo(l.cantidad * l.precio, 2);
    }
  });
  it('lines of an order not shipped have no delivery note (SIN ALBARAN)', async () => {
    const order = await orderWhere((q) => q.where('p.cliente', '=', '000001').where('p.estado_pedido_web', '<', 5));
    const res = (await r.call('getPedidosAlbaranes', 'cliente', { numeroPedido: order.numero, cliente: '000001' })).json;
    expectEvery(res.dataRes, (l: { estadoHUB: string; numeroAlbaran: null }) => l.estadoHUB === 'SIN ALBARAN' && l.numeroAlbaran === null);
  });
  it('long orders may ship in two delivery notes; some delivery notes left without carrier', async () => {
    const split = await db().selectFrom('albaranes').select(['pedido', 'cliente']).where('empresa', '=', '1').where('linea_desde', '>', 1).executeTakeFirstOrThrow();
    const lines = (await r.call('getPedidosAlbaranes', 'admin', { numeroPedido: split.pedido, cliente: split.cliente })).json.dataRes;
    expect(new Set(lines.map((l: { numeroAlbaran: number }) => l.numeroAlbaran)).size).toBe(2);
    expect(await db().selectFrom('albaranes').select('numero').where('estado_hub', '=', 'SIN ENVIAR').executeTakeFirst()).toBeDefined();
  });
  it('another customer\'s order is not found (404); so is an order of another branch for SUCURSAL', async () => {
    const foreign = await orderWhere((q) => q.where('p.cliente', '=', '000002'));
    expect((await r.call('getPedidosAlbaranes', 'cliente', { numeroPedido: foreign.numero, cliente: '000002' })).status).toBe(404);
    expect((await r.call('getPedidosAlbaranes', 'cliente', { numeroPedido: foreign.numero, cliente: '000001' })).status).toBe(404);
    expect((await r.call('estadoPedidoAlbaranCab', 'cliente', { numeroPedido: foreign.numero, cliente: '000002' })).status).toBe(404);
    const otherBranch = await orderWhere((q) => q.where('p.cliente', '=', '000002').where('p.sucursal', '!=', '001'));
    expect((await r.call('getPedidosAlbaranes', 'sucursal', { numeroPedido: otherBranch.numero, cliente: '000002' })).status).toBe(404);
    const notRep = await orderWhere((q) => q.where('p.representante', '!=', r.repCode));
    expect((await r.call('estadoPedidoAlbaranCab', 'rep', { numeroPedido: notRep.numero, cliente: notRep.cliente })).status).toBe(404);
  });
  it('detail: shipping, billing and document flags', async () => {
    const order = await orderWhere((q) => q.where('p.cliente', '=', '000001').where('p.tipo', '=', 'P').where('p.estado_pedido_web', '=', 7));
    const res = (await r.call('estadoPedidoAlbaranCab', 'cliente', { numeroPedido: order.numero, cliente: '000001' })).json;
    expect(res.dataRes).toMatchObject({ numPedido: order.numero, clteID: '000001', tieneAlbaran: 'S', tieneFactura: 'S', muestraAlbaranCab: 'S', muestraFacturaCab: 'S', CIFFacturacion: expect.any(String) });
    const open = await orderWhere((q) => q.where('p.cliente', '=', '000001').where('p.estado_pedido_web', '<', 5));
    expect((await r.call('estadoPedidoAlbaranCab', 'cliente', { numeroPedido: open.numero, cliente: '000001' })).json.dataRes).toMatchObject({ tieneAlbaran: 'N', tieneFactura: 'N' });
  });
  it('400 for a missing order number', async () => {
    const res = await r.call('getPedidosAlbaranes', 'cliente', { cliente: '000001' });
    expect(res.status).toBe(400);
    expect(res.json.errorMsg).toContain('numeroPedido');
  });
});

describe('generarOcPedido', () => {
  it('only ADMIN with expert and purchase-order flags may generate', async () => {
    const order = await orderWhere((q) => q.where('p.cliente', '=', '000001'));
    for (const user of ['cliente', 'rep', 'soporte'] as const) {
      const res = await r.call('generarOcPedido', user, { contabilidad: 0, cliente: '000001', numeroPedido: order.numero, lineas: [{ numeroLinea: 1, marcado: 'S' }] });
      expect(res.status, user).toBe(403);
    }
  });
  it('no line marked is 400 noLineasSeleccionadas', async () => {
    const order = await orderWhere((q) => q.where('p.cliente', '=', '000001'));
    const res = await r.call('generarOcPedido', 'admin', { contabilidad: 0, cliente: '000001', numeroPedido: order.numero, lineas: [{ numeroLinea: 1, marcado: 'N' }] });
    expect(res.status).toBe(400);
    expect(res.json.errorMsg).toBe('noLineasSeleccionadas');
  });
  it('generates one purchase order for the marked lines, persists it and locks them', async () => {
    const order = await orderWhere((q) => q.where('p.cliente', '=', '000003').where('p.numero', 'in', (sq: any) => sq.selectFrom('pedido_lineas').select('numero').where('empresa', '=', '1').where('linea', '=', 3)));
    const body = { contabilidad: 0, cliente: '000003', numeroPedido: order.numero, lineas: [{ numeroLinea: 1, marcado: 'S' }, { numeroLinea: 2, marcado: 'N' }, { numeroLinea: 3, marcado: 'S' }] };
    const res = await r.call('generarOcPedido', 'admin', body);
    expect(res.status).toBe(200);
    expect(res.json.dataRes.infoMsg).toContain('generada');
    const oc = res.json.dataRes.ordenCompra;
    expect(oc).toMatch(/^OC\d{4}-\d{6}$/);
    const lines = (await r.call('getPedidosAlbaranes', 'admin', { numeroPedido: order.numero, cliente: '000003' })).json.dataRes;
    const byLine = Object.fromEntries(lines.map((l: { numeroLinea: number }) => [l.numeroLinea, l]));
    expect(byLine[1]).toMatchObject({ oCGeneradaSN: 'S', generarOC: 'S', ocGenerada: oc });
    expect(byLine[2]).toMatchObject({ oCGeneradaSN: 'N', ocGenerada: null });
    expect(byLine[3]).toMatchObject({ oCGeneradaSN: 'S', ocGenerada: oc });
    const again = await r.call('generarOcPedido', 'admin', { ...body, lineas: [{ numeroLinea: 1, marcado: 'S' }] });
    expect(again.status).toBe(409);
    const next = await r.call('generarOcPedido', 'admin', { ...body, lineas: [{ numeroLinea: 1, marcado: 'N' }, { numeroLinea: 2, marcado: 'S' }] });
    expect(next.json.dataRes).toMatchObject({ lineas: [2] });
    expect(next.json.dataRes.ordenCompra).not.toBe(oc);
    const after = (await r.call('getPedidosAlbaranes', 'admin', { numeroPedido: order.numero, cliente: '000003' })).json.dataRes;
    expect(after.find((l: { numeroLinea: number }) => l.numeroLinea === 1).ocGenerada).toBe(oc);
  });
  it('refuses unknown lines and another customer\'s order', async () => {
    const order = await orderWhere((q) => q.where('p.cliente', '=', '000001'));
    expect((await r.call('generarOcPedido', 'admin', { cliente: '000001', numeroPedido: order.numero, lineas: [{ numeroLinea: 99, marcado: 'S' }] })).status).toBe(400);
    expect((await r.call('generarOcPedido', 'admin', { cliente: '000002', numeroPedido: order.numero, lineas: [{ numeroLinea: 1, marcado: 'S' }] })).status).toBe(404);
  });
});

describe('tracking', () => {
  async function shipment(filter: (q: any) => any) {
    return filter(db().selectFrom('albaranes').selectAll().where('empresa', '=', '1').where('cliente', '=', '000001')).orderBy('numero').executeTakeFirstOrThrow();
  }
  const body = (a: { ejercicio: number; numero: number }) => ({ help: 'N', albaran: [{ empresa: '1', tipoEmpresa: 0, ejercicio: a.ejercicio, numeroAlbaran: a.numero }] });

  it('gives carrier events of every parcel, oldest first', async () => {
    const a = await shipment((q) => q.where('estado_hub', '=', 'ENTREGADO').where('bultos', '>', 1).where('fecha', '>=', daysAgo(150)));
    const res = (await r.call('obtenerTraking', 'cliente', body(a))).json;
    expect(res).toMatchObject({ statusCode: '200', result: 'ok' });
    const { result } = res.dataRes;
    expect(result).toMatchObject({ codTracking: a.cod_tracking, tipoTracking: a.agencia_transporte, errorMsg: '' });
    expect(new Set(result.tracking.map((e: { numBulto: number }) => e.numBulto)).size).toBe(a.bultos);
    const estados = result.tracking.map((e: { estado: string }) => e.estado);
    expect(estados).toContain('Recogido');
    expect(estados).toContain('En tránsito');
    expect(estados.at(-1)).toBe('Entregado');
    const e = result.tracking[0];
    expect(e.fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(e.hora).toMatch(/^\d{2}:\d{2}$/);
    expect(e.albaran).toBe(a.numero);
    const stamps = result.tracking.map((x: { fecha: string; hora: string }) => `${x.fecha} ${x.hora}`);
    expect(stamps).toEqual([...stamps].sort());
  });
  it('a delivery note without carrier has no tracking and says so', async () => {
    const a = await db().selectFrom('albaranes').selectAll().where('empresa', '=', '1').where('estado_hub', '=', 'SIN ENVIAR').executeTakeFirstOrThrow();
    const res = (await r.call('obtenerTraking', 'admin', body(a))).json.dataRes.result;
    expect(res.tracking).toEqual([]);
    expect(res.errorMsg).toContain('SIN ENVIAR');
    expect((await r.call('obtenerUrlTracking', 'admin', body(a))).json.dataRes.result.url).toBe('');
  });
  it('carriers keep events 180 days: an older delivery note keeps its code without events', async () => {
    const a = await shipment((q) => q.where('cod_tracking', 'is not', null).where('fecha', '<', daysAgo(200)));
    const res = (await r.call('obtenerTraking', 'cliente', body(a))).json.dataRes.result;
    expect(res).toMatchObject({ codTracking: a.cod_tracking, tracking: [] });
    expect(res.errorMsg).toContain('ya no conserva');
  });
  it('gives the carrier link', async () => {
    const a = await shipment((q) => q.where('cod_tracking', 'is not', null));
    const res = (await r.call('obtenerUrlTracking', 'cliente', body(a))).json;
    expect(res.dataRes.result.url).toMatch(/^https:\/\/tracking\.example-carrier\.es\/.+\?ref=/);
    expect(res.dataRes.result.url).toContain(a.cod_tracking);
  });
  it('another customer\'s delivery note is not found; the body is strict', async () => {
    const foreign = await db().selectFrom('albaranes').selectAll().where('empresa', '=', '1').where('cliente', '=', '000002').executeTakeFirstOrThrow();
    expect((await r.call('obtenerTraking', 'cliente', body(foreign))).status).toBe(404);
    expect((await r.call('obtenerTraking', 'sucursal', body(foreign))).status).toBe(foreign.sucursal === '001' ? 200 : 404);
    expect((await r.call('obtenerTraking', 'cliente', { help: 'N', albaran: [] })).status).toBe(400);
    expect((await r.call('obtenerTraking', null, body(foreign))).status).toBe(401);
  });
});
