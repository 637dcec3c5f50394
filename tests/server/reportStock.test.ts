import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, dmy, sign, startReportServer, type ReportServer } from './support/reportServer';

/**
 * The stock report (stockArticulos, stockCantidadExistente, getProximasRecepcionesOCProd, getUrlImgArt) and the pending purchase orders
 * (getOrdenesCompraPendientes with its Excel mode, getDetalleOrdenCompraPendiente, lovCentro): figures read from the database, paging and
 * default sorts, and the supplier scope — the demo supplier user is P00001 branch 001 of company 1.
 */

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });
const db = () => r.s.open.db;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Articles of company 1 supplied by P00001 and articles supplied only by other suppliers (no P00001 order line either). */
async function supplierArticles() {
  const rows = await db().selectFrom('articulos_proveedor').select(['articulo', 'proveedor']).where('empresa', '=', '1').execute();
  const ownLines = new Set((await db().selectFrom('ordenes_compra_det as d').innerJoin('ordenes_compra_cab as h', (j) => j.onRef('h.empresa', '=', 'd.empresa').onRef('h.numero_oc', '=', 'd.numero_oc'))
    .select('d.articulo').where('d.empresa', '=', '1').where('h.proveedor', '=', 'P00001').execute()).map((x) => x.articulo));
  const own = new Set(rows.filter((x) => x.proveedor === 'P00001').map((x) => x.articulo));
  const foreignOnly = [...new Set(rows.filter((x) => !own.has(x.articulo) && !ownLines.has(x.articulo)).map((x) => x.articulo))].sort();
  return { own, ownLines, foreignOnly };
}

/** Open order lines (something still to receive) of an article in company 1, with their supplier. */
async function openLines(articulo: string) {
  return db().selectFrom('ordenes_compra_det as d').innerJoin('ordenes_compra_cab as h', (j) => j.onRef('h.empresa', '=', 'd.empresa').onRef('h.numero_oc', '=', 'd.numero_oc'))
    .select(['d.numero_oc', 'd.cantidad', 'd.cantidad_recibida', 'd.factor_stock', 'd.unidad', 'd.fecha_entrega', 'h.fecha', 'h.proveedor', 'h.sucursal_proveedor'])
    .where('d.empresa', '=', '1').where('d.articulo', '=', articulo).where('h.estado', '=', 'A').execute()
    .then((rows) => rows.filter((x) => x.cantidad > x.cantidad_recibida));
}

describe('stockArticulos', () => {
  it('lists the goods of the company by article with available and potential stock and the latest open purchase order', async () => {
    const res = await r.call('stockArticulos', 'admin', { usuario: 'admin', empresa: '1', search: '', offset: 1, numRows: 10, orderBy: '', order: '' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const goods = await db().selectFrom('articulos as a').leftJoin('articulos_venta as v', (j) => j.onRef('v.empresa', '=', 'a.empresa').onRef('v.articulo', '=', 'a.articulo'))
      .select('a.articulo').where('a.empresa', '=', '1').where((w) => w.or([w('v.servicio', 'is', null), w('v.servicio', '!=', 'S')])).orderBy('a.articulo').execute();
    expect(res.json.numReg).toBe(goods.length);
    expect(res.json.dataRes.map((x: { articulo: string }) => x.articulo)).toEqual(goods.slice(0, 10).map((g) => g.articulo));
    expect(Object.keys(res.json.dataRes[0]).sort()).toEqual(['articulo', 'cantidadOC', 'denominacion', 'fechaOC', 'stockDisponible', 'stockPotencial', 'unidadMedida', 'unidadMedidaOC']);
    const second = await r.call('stockArticulos', 'admin', { offset: 11, numRows: 10 });
    expect(second.json.dataRes.map((x: { articulo: string }) => x.articulo)).toEqual(goods.slice(10, 20).map((g) => g.articulo));

    // The figures of an article with lots and an open order, read from the tables.
    const all = (await r.call('stockArticulos', 'admin', { numRows: 1000 })).json.dataRes as Record<string, any>[];
    const withOrder = all.find((x) => x.fechaOC && x.stockDisponible > 0)!;
    expect(withOrder).toBeDefined();
    const lots = await db().selectFrom('stock_lotes').select(['cantidad', 'unidad']).where('empresa', '=', '1').where('articulo', '=', withOrder.articulo).execute();
    const disponible = round3(lots.reduce((s, l) => s + l.cantidad, 0));
    expect(withOrder.stockDisponible).toBeCloseTo(disponible, 3);
    const lines = await openLines(withOrder.articulo);
    const pending = lines.reduce((s, l) => s + (l.cantidad - l.cantidad_recibida) * l.factor_stock, 0);
    expect(withOrder.stockPotencial).toBeCloseTo(disponible + pending, 2);
    const latest = [...lines].sort((a, b) => b.fecha.localeCompare(a.fecha) || b.numero_oc - a.numero_oc)[0]!;
    expect(withOrder.fechaOC).toBe(latest.fecha);
    expect(withOrder.unidadMedidaOC).toBe(latest.unidad);
    // Articles without stock or orders still list, with zero and nulls.
    expect(all.some((x) => x.stockDisponible === 0)).toBe(true);
    expect(all.some((x) => x.fechaOC === null && x.cantidadOC === null && x.unidadMedidaOC === null)).toBe(true);
    expect(all.some((x) => x.unidadMedidaOC && x.unidadMedidaOC !== x.unidadMedida)).toBe(true);
  });

  it('searches code and name, sorts by any reply column and refuses an unknown one', async () => {
    const first = (await r.call('stockArticulos', 'admin', { numRows: 1 })).json.dataRes[0];
    const found = await r.call('stockArticulos', 'admin', { search: first.denominacion.toLowerCase() });
    expect(found.json.dataRes.map((x: { articulo: string }) => x.articulo)).toContain(first.articulo);
    const byStock = (await r.call('stockArticulos', 'admin', { orderBy: 'stockDisponible', order: 'DESC', numRows: 25 })).json.dataRes.map((x: { stockDisponible: number }) => x.stockDisponible);
    expect(byStock).toEqual([...byStock].sort((a, b) => b - a));
    const bad = await r.call('stockArticulos', 'admin', { orderBy: 'precio' });
    expect(bad.status).toBe(400);
    expect(bad.json.errorMsg).toMatch(/orderBy 'precio'/);
  });

  it('a supplier user sees the articles it supplies, counting only its own orders; customer roles see none', async () => {
    const { own, ownLines, foreignOnly } = await supplierArticles();
    const res = (await r.call('stockArticulos', 'proveedor', { numRows: 1000 })).json;
    expect(res.numReg).toBeGreaterThan(0);
    for (const row of res.dataRes) expect(own.has(row.articulo) || ownLines.has(row.articulo), row.articulo).toBe(true);
    expect(res.dataRes.map((x: { articulo: string }) => x.articulo)).not.toContain(foreignOnly[0]);
    // An article with open orders of other suppliers: the supplier's row counts only its own.
    for (const row of res.dataRes as Record<string, any>[]) {
      const mine = (await openLines(row.articulo)).filter((l) => l.proveedor === 'P00001' && l.sucursal_proveedor === '001');
      expect(row.fechaOC, row.articulo).toBe(mine.length ? [...mine].sort((a, b) => b.fecha.localeCompare(a.fecha) || b.numero_oc - a.numero_oc)[0]!.fecha : null);
    }
    for (const user of ['cliente', 'rep', 'sucursal', 'multi'] as const) {
      expect((await r.call('stockArticulos', user, {})).json, user).toMatchObject({ numReg: 0, dataRes: [] });
    }
    expect((await r.call('stockArticulos', 'admin', { empresa: '3' })).status).toBe(403);
  });
});

describe('stockCantidadExistente and getProximasRecepcionesOCProd', () => {
  it('lists the lots of an article, most quantity first, five to a page', async () => {
    const many = await db().selectFrom('stock_lotes').select(['articulo']).select((e) => e.fn.countAll<number>().as('n')).where('empresa', '=', '1')
      .groupBy('articulo').orderBy('n', 'desc').orderBy('articulo').executeTakeFirstOrThrow();
    const lots = await db().selectFrom('stock_lotes').selectAll().where('empresa', '=', '1').where('articulo', '=', many.articulo).execute();
    const res = await r.call('stockCantidadExistente', 'admin', { empresa: '1', articulo: many.articulo, offset: 1, numRows: 5, orderBy: '', order: '' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.numReg).toBe(lots.length);
    expect(Object.keys(res.json.dataRes[0]).sort()).toEqual(['almacen', 'cantidadLote', 'lote', 'ubicacion', 'unidadMedida']);
    const qty = res.json.dataRes.map((x: { cantidadLote: number }) => x.cantidadLote);
    expect(qty).toEqual([...lots].map((l) => round3(l.cantidad)).sort((a, b) => b - a).slice(0, 5));
    const two = await r.call('stockCantidadExistente', 'admin', { articulo: many.articulo, numRows: 2, orderBy: 'lote', order: 'ASC' });
    expect(two.json.dataRes.map((x: { lote: string }) => x.lote)).toEqual(lots.map((l) => l.lote).sort().slice(0, 2));
    expect((await r.call('stockCantidadExistente', 'admin', {})).status).toBe(400);
  });

  it('lists the upcoming receipts of an article by product then expected date, with what is still to receive', async () => {
    const line = await db().selectFrom('ordenes_compra_det as d').innerJoin('ordenes_compra_cab as h', (j) => j.onRef('h.empresa', '=', 'd.empresa').onRef('h.numero_oc', '=', 'd.numero_oc'))
      .select('d.articulo').where('d.empresa', '=', '1').where('h.estado', '=', 'A').orderBy('d.articulo').executeTakeFirstOrThrow();
    const lines = await openLines(line.articulo);
    const res = await r.call('getProximasRecepcionesOCProd', 'admin', { empresa: '1', codigoArticulo: line.articulo, offset: 1, numRows: 5 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.numReg).toBe(lines.length);
    expect(Object.keys(res.json.dataRes[0]).sort()).toEqual(['cantidadPedida', 'fechaEntrega', 'ordenCompra', 'producto', 'unidadMedidaUMP']);
    expect(res.json.dataRes.map((x: { fechaEntrega: string }) => x.fechaEntrega)).toEqual(lines.map((l) => l.fecha_entrega).sort().slice(0, 5));
    for (const row of res.json.dataRes) {
      const l = lines.find((x) => x.numero_oc === row.ordenCompra)!;
      expect(row.producto).toBe(line.articulo);
      expect(row.cantidadPedida).toBeCloseTo(l.cantidad - l.cantidad_recibida, 3);
      expect(row.unidadMedidaUMP).toBe(l.unidad);
    }
  });

  it('a supplier user gets no lots or receipts of an article only other suppliers supply, and only its own orders of a shared one', async () => {
    const { foreignOnly, own } = await supplierArticles();
    const foreign = foreignOnly[0]!;
    expect((await r.call('stockCantidadExistente', 'proveedor', { articulo: foreign })).json).toMatchObject({ numReg: 0, dataRes: [] });
    expect((await r.call('getProximasRecepcionesOCProd', 'proveedor', { codigoArticulo: foreign })).json).toMatchObject({ numReg: 0, dataRes: [] });
    expect((await r.call('stockCantidadExistente', 'cliente', { articulo: foreign })).json.numReg).toBe(0);
    // A foreign-only article with lots and open orders proves the probes are not vacuous.
    let proved = false;
    for (const articulo of foreignOnly) {
      const lots = (await r.call('stockCantidadExistente', 'admin', { articulo })).json.numReg;
      const receipts = (await r.call('getProximasRecepcionesOCProd', 'admin', { codigoArticulo: articulo })).json.numReg;
      if (lots > 0 && receipts > 0) {
        expect((await r.call('stockCantidadExistente', 'proveedor', { articulo })).json.numReg).toBe(0);
        expect((await r.call('getProximasRecepcionesOCProd', 'proveedor', { codigoArticulo: articulo })).json.numReg).toBe(0);
        proved = true;
        break;
      }
    }
    expect(proved).toBe(true);
    // An article of P00001 with open orders of other suppliers: only the supplier's own orders come back.
    let shared = false;
    for (const articulo of own) {
      const lines = await openLines(articulo);
      if (!lines.some((l) => l.proveedor !== 'P00001')) continue;
      const res = (await r.call('getProximasRecepcionesOCProd', 'proveedor', { codigoArticulo: articulo, numRows: 100 })).json;
      const mine = lines.filter((l) => l.proveedor === 'P00001' && l.sucursal_proveedor === '001').map((l) => l.numero_oc).sort();
      expect(res.dataRes.map((x: { ordenCompra: number }) => x.ordenCompra).sort()).toEqual(mine);
      shared = true;
    }
    expect(shared).toBe(true);
  });
});

describe('getUrlImgArt', () => {
  it('links a picture of the article of its own (image/svg+xml) or null for an article without one; out of scope is a 404', async () => {
    const withImage = await db().selectFrom('articulos_venta').select('articulo').where('empresa', '=', '1').where('imagen', 'is not', null).where('servicio', '=', 'N').orderBy('articulo').limit(2).execute();
    const without = await db().selectFrom('articulos_venta').select('articulo').where('empresa', '=', '1').where('imagen', 'is', null).where('servicio', '=', 'N').executeTakeFirstOrThrow();
    const svgs: string[] = [];
    for (const { articulo } of withImage) {
      const res = await r.call('getUrlImgArt', 'admin', { empresa: '1', producto: articulo });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.dataRes.urlImagen).toContain('/wsutils/documentos/');
      const doc = await r.download(res.json.dataRes.urlImagen);
      expect(doc.statusCode).toBe(200);
      expect(doc.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(doc.body).toMatch(/^<svg /);
      expect(doc.body).toContain(articulo);
      svgs.push(doc.body.replaceAll(articulo, ''));
    }
    expect(svgs[0]).not.toBe(svgs[1]);
    expect((await r.call('getUrlImgArt', 'admin', { producto: without.articulo })).json.dataRes.urlImagen).toBeNull();
    expect((await r.call('getUrlImgArt', 'admin', { producto: 'NOPE' })).status).toBe(404);
    expect((await r.call('getUrlImgArt', 'cliente', { producto: withImage[0]!.articulo })).status).toBe(404);
    expect((await r.call('getUrlImgArt', 'admin', {})).status).toBe(400);
  });

  it('the link expires like the other document links and a changed signature is refused', async () => {
    const { articulo } = await db().selectFrom('articulos_venta').select('articulo').where('empresa', '=', '1').where('imagen', 'is not', null).where('servicio', '=', 'N').orderBy('articulo').executeTakeFirstOrThrow();
    const url = new URL((await r.call('getUrlImgArt', 'admin', { producto: articulo })).json.dataRes.urlImagen);
    const id = url.pathname.split('/').pop()!;
    const exp = Number(url.searchParams.get('exp'));
    expect(exp - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(exp - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const past = Date.now() - 1000;
    expect((await r.s.app.inject({ method: 'GET', url: `${url.pathname}?exp=${past}&sig=${sign(id, past)}` })).statusCode).toBe(403);
    expect((await r.s.app.inject({ method: 'GET', url: `${url.pathname}?exp=${exp}&sig=${sign(id, exp + 1)}` })).statusCode).toBe(403);
  });

  it('a supplier user gets the picture of an article it supplies, and a 404 for one only other suppliers supply', async () => {
    const { own, foreignOnly } = await supplierArticles();
    const pictured = new Set((await db().selectFrom('articulos_venta').select('articulo').where('empresa', '=', '1').where('imagen', 'is not', null).execute()).map((x) => x.articulo));
    const mine = [...own].find((a) => pictured.has(a))!;
    expect((await r.call('getUrlImgArt', 'proveedor', { producto: mine })).json.dataRes.urlImagen).toContain('/wsutils/documentos/');
    const theirs = foreignOnly.find((a) => pictured.has(a))!;
    expect((await r.call('getUrlImgArt', 'admin', { producto: theirs })).json.dataRes.urlImagen).toContain('/wsutils/documentos/');
    const res = await r.call('getUrlImgArt', 'proveedor', { producto: theirs });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.json)).not.toContain('/wsutils/documentos/');
  });
});

describe('getOrdenesCompraPendientes and getDetalleOrdenCompraPendiente', () => {
  const pendingCount = async (where: { proveedor?: string; sucursal?: string } = {}) => {
    let q = db().selectFrom('ordenes_compra_cab').select((e) => e.fn.countAll<number>().as('n')).where('empresa', '=', '1').where('estado', '=', 'P');
    if (where.proveedor) q = q.where('proveedor', '=', where.proveedor);
    if (where.sucursal) q = q.where('sucursal_proveedor', '=', where.sucursal);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it('lists the pending orders of the company by supplier, ten to a page, with their receipt data and number of lines', async () => {
    const res = await r.call('getOrdenesCompraPendientes', 'admin', {
      usuario: 'admin', empresa: '1', codigoProveedor: '', codSucursal: '', fechaInicio: '', fechaFin: '', numeroOc: '', centro: '', offset: 1, numRows: 10, orderBy: '', order: '', descargaExcelSN: 'N',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.numReg).toBe(await pendingCount());
    expect(res.json.dataRes).toHaveLength(10);
    expect(Object.keys(res.json.dataRes[0]).sort()).toEqual([
      'agenciaTransporte', 'centro', 'codigoProveedor', 'fechaOC', 'itemOC', 'matricula', 'numAlbaran', 'numeroOc', 'razonProveedor', 'razonSucursalProv', 'sucursalProveedor', 'ticketPda',
    ]);
    const codes = res.json.dataRes.map((x: { codigoProveedor: string }) => x.codigoProveedor);
    expect(codes).toEqual([...codes].sort());
    const row = res.json.dataRes[0];
    const lines = await db().selectFrom('ordenes_compra_det').select('item').where('empresa', '=', '1').where('numero_oc', '=', row.numeroOc).execute();
    expect(row.itemOC).toBe(lines.length);
    const all = (await r.call('getOrdenesCompraPendientes', 'admin', { numRows: 1000 })).json.dataRes as Record<string, any>[];
    expect(all.some((x) => x.agenciaTransporte && x.matricula && x.ticketPda && x.numAlbaran)).toBe(true);
    expect(new Set(all.map((x) => x.codigoProveedor)).size).toBeGreaterThan(2);
    // Filters: supplier and branch, order number, centre, dates.
    const p2 = (await r.call('getOrdenesCompraPendientes', 'admin', { codigoProveedor: 'P00002', numRows: 1000 })).json;
    expect(p2.numReg).toBe(await pendingCount({ proveedor: 'P00002' }));
    expect(p2.dataRes.every((x: { codigoProveedor: string }) => x.codigoProveedor === 'P00002')).toBe(true);
    expect((await r.call('getOrdenesCompraPendientes', 'admin', { numeroOc: row.numeroOc })).json.dataRes.map((x: { numeroOc: number }) => x.numeroOc)).toEqual([row.numeroOc]);
    const centre = (await r.call('getOrdenesCompraPendientes', 'admin', { centro: row.centro, numRows: 1000 })).json.dataRes;
    expect(centre.length).toBeGreaterThan(0);
    expect(centre.every((x: { centro: string }) => x.centro === row.centro)).toBe(true);
    const recent = (await r.call('getOrdenesCompraPendientes', 'admin', { fechaInicio: dmy(daysAgo(30)), fechaFin: daysAgo(0), numRows: 1000 })).json.dataRes;
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(all.length);
    expect(recent.every((x: { fechaOC: string }) => x.fechaOC >= daysAgo(30))).toBe(true);
    expect((await r.call('getOrdenesCompraPendientes', 'admin', { fechaInicio: daysAgo(0), fechaFin: daysAgo(5) })).status).toBe(400);
  });

  it('descargaExcelSN S returns every row ordered by centre then supplier', async () => {
    const res = await r.call('getOrdenesCompraPendientes', 'admin', { descargaExcelSN: 'S', numRows: 10, orderBy: 'numeroOc', order: 'DESC' });
    expect(res.status).toBe(200);
    const total = await pendingCount();
    expect(res.json.numReg).toBe(total);
    expect(res.json.dataRes).toHaveLength(total);
    const keys = res.json.dataRes.map((x: { centro: string; codigoProveedor: string }) => `${x.centro}|${x.codigoProveedor}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(res.json.dataRes.map((x: { centro: string }) => x.centro)).size).toBeGreaterThan(1);
  });

  it('a supplier user gets only its own supplier and branch whatever the body says', async () => {
    const own = await pendingCount({ proveedor: 'P00001', sucursal: '001' });
    expect(own).toBeGreaterThanOrEqual(3);
    const recent = (await r.call('getOrdenesCompraPendientes', 'proveedor', { fechaInicio: dmy(daysAgo(30)), fechaFin: dmy(daysAgo(0)), numRows: 100 })).json;
    expect(recent.numReg).toBeGreaterThanOrEqual(3);
    for (const body of [{}, { codigoProveedor: 'P00002' }, { codigoProveedor: 'P00001', codSucursal: '002' }, { codigoProveedor: 'P00003', descargaExcelSN: 'S' }]) {
      const res = (await r.call('getOrdenesCompraPendientes', 'proveedor', { numRows: 100, ...body })).json;
      expect(res.numReg, JSON.stringify(body)).toBe(own);
      for (const row of res.dataRes) expect([row.codigoProveedor, row.sucursalProveedor]).toEqual(['P00001', '001']);
    }
    // Another supplier's order number finds nothing.
    const theirs = await db().selectFrom('ordenes_compra_cab').select('numero_oc').where('empresa', '=', '1').where('estado', '=', 'P').where('proveedor', '!=', 'P00001').executeTakeFirstOrThrow();
    expect((await r.call('getOrdenesCompraPendientes', 'proveedor', { numeroOc: theirs.numero_oc })).json.numReg).toBe(0);
    for (const user of ['cliente', 'rep', 'sucursal', 'multi'] as const) expect((await r.call('getOrdenesCompraPendientes', user, {})).json.numReg, user).toBe(0);
  });

  it('lists the lines of a pending order; another supplier\'s order is a 404 for a supplier user', async () => {
    const mine = (await r.call('getOrdenesCompraPendientes', 'proveedor', { numRows: 1 })).json.dataRes[0];
    const res = await r.call('getDetalleOrdenCompraPendiente', 'proveedor', { empresa: '1', numeroOc: mine.numeroOc, offset: 1, numRows: 10, orderBy: '', order: '' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.numReg).toBe(mine.itemOC);
    expect(Object.keys(res.json.dataRes[0]).sort()).toEqual(['cantidad', 'codigoLer', 'denominacionLer', 'descProducto', 'importeLinea', 'itemOC', 'numeroDI', 'observacionesOC', 'precioArt', 'producto']);
    expect(res.json.dataRes.map((x: { itemOC: number }) => x.itemOC)).toEqual(Array.from({ length: mine.itemOC }, (_, i) => i + 1));
    const line = res.json.dataRes[0];
    expect(line.codigoLer).toMatch(/^\d{2} \d{2} \d{2}\*?$/);
    expect(line.importeLinea).toBeCloseTo(line.cantidad * line.precioArt, 1);

    const theirs = await db().selectFrom('ordenes_compra_cab').select(['numero_oc', 'proveedor']).where('empresa', '=', '1').where('estado', '=', 'P').where('proveedor', '!=', 'P00001').executeTakeFirstOrThrow();
    const admin = await r.call('getDetalleOrdenCompraPendiente', 'admin', { numeroOc: theirs.numero_oc });
    expect(admin.json.numReg).toBeGreaterThan(0);
    const refused = await r.call('getDetalleOrdenCompraPendiente', 'proveedor', { numeroOc: theirs.numero_oc });
    expect(refused.status).toBe(404);
    expect(refused.json.dataRes).toBeUndefined();
    // Another branch of the same supplier is not the user's either.
    const otherBranch = await db().selectFrom('ordenes_compra_cab').select('numero_oc').where('empresa', '=', '1').where('estado', '=', 'P').where('proveedor', '=', 'P00001').where('sucursal_proveedor', '!=', '001').executeTakeFirst();
    if (otherBranch) expect((await r.call('getDetalleOrdenCompraPendiente', 'proveedor', { numeroOc: otherBranch.numero_oc })).status).toBe(404);
    expect((await r.call('getDetalleOrdenCompraPendiente', 'cliente', { numeroOc: mine.numeroOc })).status).toBe(404);
    expect((await r.call('getDetalleOrdenCompraPendiente', 'admin', { numeroOc: 'abc' })).status).toBe(400);
  });
});

describe('lovCentro', () => {
  it('lists the active centres by code; estado T adds the closed one; comprobarPrivSn S those with a warehouse in scope', async () => {
    const res = await r.call('lovCentro', 'admin', { empresa: '1', estado: 'A', orderBy: 'centro' });
    expect(res.status).toBe(200);
    expect(res.json.dataRes).toEqual([
      { centro: '01', denominacion: 'Centro de Valencia' }, { centro: '02', denominacion: 'Centro de Zaragoza' }, { centro: '03', denominacion: 'Centro de Getafe' },
    ]);
    expect(res.json.numReg).toBe(3);
    expect((await r.call('lovCentro', 'admin', { estado: 'T' })).json.dataRes.map((c: { centro: string }) => c.centro)).toContain('09');
    const checked = (await r.call('lovCentro', 'admin', { comprobarPrivSn: 'S' })).json.dataRes.map((c: { centro: string }) => c.centro);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked).not.toContain('09');
    expect((await r.call('lovCentro', 'proveedor', { estado: 'A' })).json.numReg).toBe(3);
    expect((await r.call('lovCentro', 'admin', { empresa: '3' })).status).toBe(403);
  });
});

describe('other companies and organisations', () => {
  it('the second organisation\'s administrator sees its own company\'s orders, lines and pictures, never those of the demo organisation with the same numbers and codes', async () => {
    const norte = (await r.s.login('admin.norte', undefined, 'NORTE')).tira;
    const call = async (path: string, body: Record<string, unknown>) => {
      const res = await r.s.post(`/wscomun/portalinformes/${path}`, { tira: norte, ...body });
      return { status: res.statusCode, json: res.json() };
    };
    const own = await db().selectFrom('ordenes_compra_cab as h').innerJoin('proveedores as p', (j) => j.onRef('p.empresa', '=', 'h.empresa').onRef('p.proveedor', '=', 'h.proveedor'))
      .select(['h.numero_oc', 'p.nombre']).where('h.empresa', '=', '3').where('h.estado', '=', 'P').execute();
    const list = (await call('getOrdenesCompraPendientes', { numRows: 1000 })).json;
    expect(list.numReg).toBe(own.length);
    expect(list.dataRes.map((x: { numeroOc: number; razonProveedor: string }) => `${x.numeroOc} ${x.razonProveedor}`).sort()).toEqual(own.map((o) => `${o.numero_oc} ${o.nombre}`).sort());
    // A pending order number of company 1 that company 3 also uses for a pending order: NORTE gets its own lines.
    const demo = new Set((await db().selectFrom('ordenes_compra_cab').select('numero_oc').where('empresa', '=', '1').where('estado', '=', 'P').execute()).map((x) => x.numero_oc));
    const shared = own.find((o) => demo.has(o.numero_oc))!;
    expect(shared).toBeDefined();
    const lines = await db().selectFrom('ordenes_compra_det').select(['item', 'articulo', 'cantidad']).where('empresa', '=', '3').where('numero_oc', '=', shared.numero_oc).orderBy('item').execute();
    const detail = (await call('getDetalleOrdenCompraPendiente', { numeroOc: shared.numero_oc })).json.dataRes;
    expect(detail.map((x: { producto: string; cantidad: number }) => `${x.producto} ${x.cantidad}`)).toEqual(lines.map((l) => `${l.articulo} ${l.cantidad}`));
    expect((await call('getOrdenesCompraPendientes', { empresa: '1' })).status).toBe(403);
    expect((await call('stockCantidadExistente', { empresa: '1', articulo: 'A000001' })).status).toBe(403);
    // The picture of an article code both organisations use shows NORTE's article.
    const art = await db().selectFrom('articulos_venta as v').innerJoin('articulos as a', (j) => j.onRef('a.empresa', '=', 'v.empresa').onRef('a.articulo', '=', 'v.articulo'))
      .select(['a.articulo', 'a.nombre']).where('v.empresa', '=', '3').where('v.imagen', 'is not', null).where('v.servicio', '=', 'N').orderBy('a.articulo').executeTakeFirstOrThrow();
    const doc = await r.download((await call('getUrlImgArt', { producto: art.articulo })).json.dataRes.urlImagen);
    expect(doc.statusCode).toBe(200);
    const firstWord = art.nombre.split(' ')[0]!;
    expect(doc.body).toContain(firstWord);
  });
});
