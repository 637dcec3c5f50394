import { writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, dmy, expectPdf, startReportServer, type ReportServer, type User } from './support/reportServer';
import { pdfText } from './support/pdfText';

/**
 * Purchasing, supplier delivery notes and treatment contracts: getComprasVentas (types, grid filter and query with server column names, search, profit),
 * getAlbaranesProveedor (+ pending supplier invoices), imprimirAlbaranProv (two documents), ContratoCab, contratoDet, imprimirContrato — contract and scope per role.
 */

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });
const db = () => r.s.open.db;

type Row = Record<string, any>;
const ALL_TYPES = { tipoCompra: 'C', tipoVenta: 'V', tipoTransito: 'T' };
const MONTH = { fechaIni: dmy(daysAgo(31)), fechaFin: dmy(daysAgo(0)) };
const cv = (user: User, body: Record<string, unknown> = {}) => r.call('getComprasVentas', user, { offset: 1, numRows: 500, ...ALL_TYPES, ...body });
const notes = (user: User, body: Record<string, unknown> = {}) => r.call('getAlbaranesProveedor', user, { offset: 1, numRows: 500, ...body });
const contracts = (user: User, body: Record<string, unknown> = {}) => r.call('ContratoCab', user, { offset: 1, numRows: 500, ...body });
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The text of the PDF behind a signed link (kept under PURCHASING_PDF_DIR when set, to look at the layout). */
async function linkText(url: string, keep: string): Promise<string> {
  expect(url).toContain('/wsutils/documentos/');
  const doc = await r.download(url);
  expect(doc.statusCode).toBe(200);
  const bytes = expectPdf(doc.rawPayload);
  if (process.env.PURCHASING_PDF_DIR) writeFileSync(`${process.env.PURCHASING_PDF_DIR}/${keep}.pdf`, bytes);
  return (await pdfText(bytes)).replace(/\s+/g, ' ');
}

describe('the seed', () => {
  it('gives the demo supplier and customer 000001 rows in the default windows, and older ones', async () => {
    const month = daysAgo(30);
    const week = daysAgo(7);
    const count = async (q: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) => Number((await q.executeTakeFirstOrThrow()).n);
    const ops = db().selectFrom('compras_ventas').select((e) => e.fn.countAll().as('n')).where('empresa', '=', '1');
    expect(await count(ops.where('c_proveedor', '=', 'P00001').where('c_suc_proveedor', '=', '001').where('fecha', '>=', month))).toBeGreaterThan(5);
    expect(await count(ops.where('v_proveedor', '=', '000001').where('fecha', '>=', month))).toBeGreaterThan(5);
    expect(await count(ops.where('fecha', '<', month))).toBeGreaterThan(100);
    const alb = db().selectFrom('albaranes_proveedor').select((e) => e.fn.countAll().as('n')).where('empresa', '=', '1');
    expect(await count(alb.where('proveedor', '=', 'P00001').where('sucursal_prov', '=', '001').where('fecha_entrada', '>=', week))).toBeGreaterThan(3);
    expect(await count(alb.where('cliente', '=', '000001').where('fecha_entrada', '>=', week))).toBeGreaterThan(3);
    const types = await db().selectFrom('albaranes_proveedor').select('tipo_pedido').distinct().where('empresa', '=', '1').orderBy('tipo_pedido').execute();
    expect(types.map((t) => t.tipo_pedido)).toEqual(['A', 'C', 'P', 'T']);
    expect(await count(alb.where('factura_proveedor', 'is', null))).toBeGreaterThan(10);
    expect(await count(alb.where('factura_proveedor', 'is not', null))).toBeGreaterThan(10);
    for (const empresa of ['1', '2', '3']) {
      expect(await count(db().selectFrom('contratos_tratamiento').select((e) => e.fn.countAll().as('n')).where('empresa', '=', empresa).where('cliente', '=', '000001'))).toBeGreaterThan(0);
    }
  });
});

describe('getComprasVentas', () => {
  it('answers statusCode 200, infoMsg code 0, rows with rn and every field of both sides', async () => {
    const res = await cv('admin', { ...MONTH, numRows: 10 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ statusCode: '200', infoMsg: { code: 0 } });
    expect(res.json.numReg).toBeGreaterThan(10);
    expect(res.json.dataRes).toHaveLength(10);
    expect(res.json.dataRes[0].rn).toBe(1);
    expect(Object.keys(res.json.dataRes[0])).toEqual(expect.arrayContaining(['cAlmacen', 'cFecha', 'cNumAlbaran', 'cProveedor', 'cSucProveedor', 'cTransporte', 'cMatricula', 'cArticulo',
      'cCantidad', 'cPrecio', 'cImporte', 'cPrecioMedio', 'cAlbaranTte', 'cTransportista', 'cImporteTte', 'cCosteTte', 'vAlmacen', 'vFecha', 'vProveedor', 'vImporte', 'vImporteTte',
      'vTicketPesada', 'tIsTransito', 'tBeneficio']));
    // Default sort: C_MATRICULA ascending.
    const plates = res.json.dataRes.map((x: Row) => x.cMatricula).filter((p: string | null) => p !== null);
    expect(plates).toEqual([...plates].sort());
  });

  it('types: C purchases only, V sales only, T transits (both sides, tIsTransito S); none sent finds nothing', async () => {
    const only = async (body: Record<string, unknown>) => (await r.call('getComprasVentas', 'admin', { offset: 1, numRows: 1000, ...MONTH, ...body })).json;
    const c = await only({ tipoCompra: 'C' });
    const v = await only({ tipoVenta: 'V' });
    const t = await only({ tipoTransito: 'T' });
    for (const x of [c, v, t]) expect(x.dataRes.length).toBeGreaterThan(0);
    expect(c.dataRes.every((x: Row) => x.cProveedor && x.vProveedor === null && x.vImporte === null && x.tIsTransito === 'N')).toBe(true);
    expect(v.dataRes.every((x: Row) => x.vProveedor && x.cProveedor === null && x.cImporte === null && x.tIsTransito === 'N')).toBe(true);
    expect(t.dataRes.every((x: Row) => x.vProveedor && x.cProveedor && x.tIsTransito === 'S' && x.cMatricula === x.vMatricula)).toBe(true);
    expect((await only({ tipoCompra: 'C', tipoVenta: 'V', tipoTransito: 'T' })).numReg).toBe(c.numReg + v.numReg + t.numReg);
    expect((await only({ tipoCompra: 'C', tipoTransito: 'T' })).numReg).toBe(c.numReg + t.numReg);
    expect((await only({ tipoCompra: '', tipoVenta: '', tipoTransito: '' }))).toMatchObject({ numReg: 0, dataRes: [] });
    expect((await only({})).numReg).toBe(0);
  });

  it('tBeneficio = vImporte − cImporte − cImporteTte − vImporteTte, a missing side counting 0; sorting by it sorts the numbers', async () => {
    const res = await cv('admin', { ...MONTH, orderBy: 'T_BENEFICIO', order: 'DESC' });
    expect(res.json.dataRes.length).toBeGreaterThan(20);
    for (const x of res.json.dataRes) {
      expect(x.tBeneficio).toBeCloseTo(round2((x.vImporte ?? 0) - (x.cImporte ?? 0) - (x.cImporteTte ?? 0) - (x.vImporteTte ?? 0)), 2);
    }
    const profits = res.json.dataRes.map((x: Row) => x.tBeneficio);
    expect(profits).toEqual([...profits].sort((a: number, b: number) => b - a));
    expect(profits.some((p: number) => p < 0) && profits.some((p: number) => p > 0)).toBe(true);
  });

  it('rows without a value in the sorted column come last, ascending and descending (sales-only rows have no purchase plate)', async () => {
    for (const order of ['ASC', 'DESC']) {
      const plates = (await cv('admin', { ...MONTH, orderBy: 'C_MATRICULA', order })).json.dataRes.map((x: Row) => x.cMatricula ?? null);
      const firstNull = plates.indexOf(null);
      expect(firstNull, order).toBeGreaterThan(0);
      expect(plates.slice(firstNull).every((p: unknown) => p === null), order).toBe(true);
    }
  });

  it('dates DD/MM/YYYY and YYYY-MM-DD bound the operation date; a start after the end is a 400', async () => {
    const a = await cv('admin', { fechaIni: dmy(daysAgo(10)), fechaFin: dmy(daysAgo(3)) });
    const b = await cv('admin', { fechaIni: daysAgo(10), fechaFin: daysAgo(3) });
    expect(a.json.numReg).toBe(b.json.numReg);
    expect(a.json.numReg).toBeGreaterThan(0);
    expect(a.json.dataRes.every((x: Row) => (x.cFecha ?? x.vFecha) >= daysAgo(10) && (x.cFecha ?? x.vFecha) <= daysAgo(2))).toBe(true);
    expect((await cv('admin', { fechaIni: dmy(daysAgo(1)), fechaFin: dmy(daysAgo(5)) })).status).toBe(400);
  });

  describe('filter operators (server column names)', () => {
    let all: Row[] = [];
    beforeAll(async () => { all = (await cv('admin', { ...MONTH, numRows: 2000 })).json.dataRes; });
    const run = async (filter: unknown) => {
      const res = await cv('admin', { ...MONTH, numRows: 2000, filter });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.dataRes as Row[];
    };
    const plate = () => all.find((x) => x.cMatricula)!.cMatricula as string;

    it('contains, startswith, endswith (any case) on text', async () => {
      const p = plate();
      const letters = p.slice(-3).toLowerCase();
      const contains = await run([['C_MATRICULA', 'contains', letters]]);
      expect(contains.length).toBe(all.filter((x) => x.cMatricula?.toLowerCase().includes(letters)).length);
      expect(contains.length).toBeGreaterThan(0);
      const starts = await run([['C_MATRICULA', 'startswith', p.slice(0, 2)]]);
      expect(starts.length).toBe(all.filter((x) => x.cMatricula?.startsWith(p.slice(0, 2))).length);
      const ends = await run([['c_matricula', 'endswith', letters]]);
      expect(ends.length).toBe(all.filter((x) => x.cMatricula?.toLowerCase().endsWith(letters)).length);
      expect(ends.length).toBeGreaterThan(0);
    });

    it('= and <> on text (any case)', async () => {
      const p = plate();
      const eq = await run([['C_MATRICULA', '=', p.toLowerCase()]]);
      expect(eq.length).toBeGreaterThan(0);
      expect(eq.every((x) => x.cMatricula === p)).toBe(true);
      const ne = await run([['C_MATRICULA', '<>', p]]);
      expect(ne.length).toBe(all.filter((x) => x.cMatricula !== null && x.cMatricula !== p).length);
    });

    it('<, >, <=, >= compare numbers as numbers (9 < 100), = and <> too', async () => {
      const gt = await run([['C_IMPORTE', '>', '100']]);
      expect(gt.length).toBe(all.filter((x) => x.cImporte !== null && x.cImporte > 100).length);
      expect(gt.length).toBeGreaterThan(0);
      const lt = await run([['C_IMPORTE', '<', 9]]);
      expect(lt.length).toBe(all.filter((x) => x.cImporte !== null && x.cImporte < 9).length);
      const ge = await run([['V_CANTIDAD', '>=', '500']]);
      expect(ge.length).toBe(all.filter((x) => x.vCantidad !== null && x.vCantidad >= 500).length);
      const le = await run([['T_BENEFICIO', '<=', '0']]);
      expect(le.length).toBe(all.filter((x) => x.tBeneficio <= 0).length);
      expect(le.length).toBeGreaterThan(0);
      const one = all.find((x) => x.cCantidad !== null)!;
      expect((await run([['C_CANTIDAD', '=', String(one.cCantidad)]])).every((x) => x.cCantidad === one.cCantidad)).toBe(true);
      expect((await run([['C_CANTIDAD', '<>', one.cCantidad]])).length).toBe(all.filter((x) => x.cCantidad !== null && x.cCantidad !== one.cCantidad).length);
    });

    it('dates compare as dates, given DD/MM/YYYY or YYYY-MM-DD', async () => {
      const d = daysAgo(5);
      const a = await run([['C_FECHA', '>=', dmy(d)]]);
      const b = await run([['C_FECHA', '>=', d]]);
      expect(a.length).toBe(b.length);
      expect(a.length).toBe(all.filter((x) => x.cFecha !== null && x.cFecha >= d).length);
      expect((await run([['V_FECHA', '<', dmy(d)]])).length).toBe(all.filter((x) => x.vFecha !== null && x.vFecha < d).length);
    });

    it('joins conditions with and / or; the filter also travels as JSON text; the query text reads the same', async () => {
      const both = [['C_IMPORTE', '>=', '100'], 'and', ['T_IS_TRANSITO', '=', 'S']];
      const a = await run(both);
      expect(a.length).toBe(all.filter((x) => x.cImporte >= 100 && x.tIsTransito === 'S').length);
      expect((await run(JSON.stringify(both))).length).toBe(a.length);
      const q = await cv('admin', { ...MONTH, numRows: 2000, query: "C_IMPORTE >= '100' and T_IS_TRANSITO = 'S'" });
      expect(q.json.numReg).toBe(a.length);
      const either = await run([['T_IS_TRANSITO', '=', 'S'], 'or', ['V_IMPORTE', '>', '1000']]);
      expect(either.length).toBe(all.filter((x) => x.tIsTransito === 'S' || x.vImporte > 1000).length);
      const quoted = await cv('admin', { ...MONTH, query: "V_TICKET_PESADA contains 'O''X'" });
      expect(quoted.status).toBe(200);
      expect(quoted.json.numReg).toBe(0);
    });

    it('an unknown column, operator or number is a 400 naming it', async () => {
      const bad = async (body: Record<string, unknown>, pattern: RegExp) => {
        const res = await cv('admin', body);
        expect(res.status, JSON.stringify(res.json)).toBe(400);
        expect(res.json.errorMsg).toMatch(pattern);
      };
      await bad({ filter: [['C_PRECIO_X', '=', '1']] }, /C_PRECIO_X/);
      await bad({ filter: [['c.c_importe; drop table x', '=', '1']] }, /is not a column/);
      await bad({ filter: [['C_IMPORTE', 'like', '1']] }, /operator 'like'/);
      await bad({ filter: [['C_IMPORTE', '>', 'abc']] }, /abc.*C_IMPORTE must be a number/);
      await bad({ filter: [['C_FECHA', '>', '31/02/2025']] }, /C_FECHA/);
      await bad({ query: "NOPE contains 'x'" }, /NOPE/);
      await bad({ query: 'C_IMPORTE >= 100' }, /query/);
      await bad({ orderBy: 'cImporteX' }, /CIMPORTEX/);
      await bad({ searchCols: 'C_MATRICULA,BOGUS', search: 'a' }, /BOGUS/);
    });
  });

  it('search looks in the searchCols (default: every text column), any case', async () => {
    const all = (await cv('admin', { ...MONTH, numRows: 2000 })).json.dataRes as Row[];
    const ticket = all.find((x) => x.vTicketPesada)!.vTicketPesada as string;
    const hit = await cv('admin', { ...MONTH, search: ticket.toLowerCase(), searchCols: 'V_TICKET_PESADA' });
    expect(hit.json.numReg).toBe(all.filter((x) => x.vTicketPesada === ticket).length);
    expect((await cv('admin', { ...MONTH, search: ticket.toLowerCase(), searchCols: 'C_MATRICULA' })).json.numReg).toBe(0);
    expect((await cv('admin', { ...MONTH, search: ticket })).json.numReg).toBeGreaterThan(0);
    expect((await cv('admin', { ...MONTH, search: ticket, searchCols: ['V_TICKET_PESADA', 'C_MATRICULA'] })).json.numReg).toBe(hit.json.numReg);
  });

  it('fields: each row carries rn and the fields asked, with the values of the whole row (profit included); an unknown field is a 400', async () => {
    const body = { ...MONTH, numRows: 300, orderBy: 'C_IMPORTE', order: 'DESC' };
    const whole = await cv('admin', body);
    expect(whole.json.dataRes.length).toBeGreaterThan(20);
    const asked = ['cFecha', 'cImporte', 'tBeneficio', 'vImporte'];
    for (const fields of [asked.join(','), asked]) {
      const cut = await cv('admin', { ...body, fields });
      expect(cut.status, JSON.stringify(cut.json)).toBe(200);
      expect(cut.json.numReg).toBe(whole.json.numReg);
      expect(cut.json.dataRes).toEqual(whole.json.dataRes.map((x: Row) => ({ rn: x.rn, cFecha: x.cFecha, cImporte: x.cImporte, tBeneficio: x.tBeneficio, vImporte: x.vImporte })));
    }
    // Empty: every field.
    expect((await cv('admin', { ...body, fields: '' })).json.dataRes).toEqual(whole.json.dataRes);
    const bad = await cv('admin', { ...body, fields: 'cImporte,c_importe' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('c_importe');
  });

  it('the default sort\'s keys (what an export\'s pages slice) are read from an index alone, without the rows (SQLite plan)', async () => {
    if (r.s.open.dialect !== 'sqlite') return;
    const plan = await sql<{ detail: string }>`explain query plan select cv.id from compras_ventas as cv where cv.empresa = ${'1'} and cv.tipo in (${'C'}, ${'V'}, ${'T'})
      and cv.fecha >= ${'2000-01-01'} and cv.fecha <= ${'2026-12-31'} order by cv.c_matricula is null, cv.c_matricula asc, cv.fecha asc, cv.id asc limit ${32_768}`.execute(db());
    expect(plan.rows.map((p) => p.detail)).toEqual([expect.stringContaining('USING COVERING INDEX compras_ventas_matricula_tipo_idx')]);
  });

  it('transporte and numAlbaran match either side', async () => {
    const all = (await cv('admin', { ...MONTH, numRows: 2000 })).json.dataRes as Row[];
    const t = await cv('admin', { ...MONTH, numRows: 2000, transporte: 'T01' });
    expect(t.json.numReg).toBe(all.filter((x) => x.cTransporte === 'T01' || x.vTransporte === 'T01').length);
    const alb = all.find((x) => x.vNumAlbaran)!.vNumAlbaran;
    expect((await cv('admin', { ...MONTH, numAlbaran: alb })).json.dataRes.map((x: Row) => x.vNumAlbaran)).toEqual([alb]);
  });

  describe('scope', () => {
    it('PROVEEDOR sees only its own purchases (P00001 branch 001), whatever the filter asks', async () => {
      const own = await cv('proveedor', MONTH);
      expect(own.json.numReg).toBeGreaterThan(3);
      expect(own.json.dataRes.every((x: Row) => x.cProveedor === 'P00001' && x.cSucProveedor === '001')).toBe(true);
      // Another supplier that has purchases in the same window: asking for it gives nothing.
      const another = await db().selectFrom('compras_ventas').select('c_proveedor').where('empresa', '=', '1').where('c_proveedor', '!=', 'P00001')
        .where('fecha', '>=', daysAgo(31)).orderBy('c_proveedor').executeTakeFirstOrThrow();
      const other = await cv('proveedor', { ...MONTH, filter: [['C_PROVEEDOR', '=', another.c_proveedor]] });
      expect(other.json).toMatchObject({ numReg: 0, dataRes: [] });
      expect((await cv('admin', { ...MONTH, filter: [['C_PROVEEDOR', '=', another.c_proveedor]] })).json.numReg).toBeGreaterThan(0);
      expect((await cv('proveedor', { ...MONTH, tipoCompra: '', tipoTransito: '' })).json.numReg).toBe(0);
    });
    it('CLIENTE sees the sales and transits of its customer; SUCURSAL of its branch; REPRESENTANTE of its customers', async () => {
      const c = await cv('cliente', MONTH);
      expect(c.json.numReg).toBeGreaterThan(3);
      expect(c.json.dataRes.every((x: Row) => x.vProveedor === '000001' && x.tIsTransito !== undefined && x.vImporte !== null)).toBe(true);
      expect((await cv('cliente', { ...MONTH, filter: [['V_PROVEEDOR', '<>', '000001']] })).json.numReg).toBe(0);
      const s = await cv('sucursal', MONTH);
      expect(s.json.numReg).toBeGreaterThan(0);
      expect(s.json.dataRes.every((x: Row) => x.vProveedor === '000002' && x.vSucProveedor === '001')).toBe(true);
      const rep = await cv('rep', MONTH);
      const mine = new Set((await db().selectFrom('clientes').select('cliente').where('empresa', '=', '1').where('representante', '=', r.repCode).where('agente', '=', r.repAgent).execute()).map((x) => x.cliente));
      expect(rep.json.dataRes.length).toBeGreaterThan(0);
      expect(rep.json.dataRes.every((x: Row) => mine.has(x.vProveedor))).toBe(true);
    });
    it('a company of another organisation is a 403', async () => {
      expect((await cv('admin', { empresa: '3' })).status).toBe(403);
    });
  });
});

describe('getAlbaranesProveedor', () => {
  const WEEK = { fechaIni: dmy(daysAgo(7)), fechaFin: dmy(daysAgo(0)) };

  it('lists the notes with every field, newest first, numReg the total', async () => {
    const res = await notes('admin', { ...WEEK, numRows: 5 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.dataRes).toHaveLength(5);
    expect(res.json.numReg).toBeGreaterThan(5);
    expect(Object.keys(res.json.dataRes[0]).sort()).toEqual(['cliente', 'ejercicio', 'facturaProveedor', 'facturadoSN', 'fechaEntrada', 'importe', 'nombreCliente', 'nombreProv', 'numAlbaran',
      'ocCompra', 'proveedor', 'sucursal', 'sucursalProv', 'tipoPedido'].sort());
    const dates = res.json.dataRes.map((x: Row) => x.fechaEntrada);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = (await notes('admin', { fechaIni: dmy(daysAgo(400)), fechaFin: dmy(daysAgo(0)), numRows: 2000 })).json.dataRes as Row[];
    expect([...new Set(all.map((x) => x.tipoPedido))].sort()).toEqual(['A', 'C', 'P', 'T']);
    expect(all.filter((x) => x.tipoPedido === 'A').every((x) => x.importe < 0)).toBe(true);
    expect(all.every((x) => (x.facturaProveedor === null) === (x.facturadoSN === 'N'))).toBe(true);
  });

  it('pendientesFacturaSN S keeps the notes whose supplier invoice is pending', async () => {
    const window = { fechaIni: dmy(daysAgo(200)), fechaFin: dmy(daysAgo(0)) };
    const all = await notes('admin', window);
    const pending = await notes('admin', { ...window, pendientesFacturaSN: 'S' });
    expect(pending.json.numReg).toBeGreaterThan(0);
    expect(pending.json.numReg).toBeLessThan(all.json.numReg);
    expect(pending.json.dataRes.every((x: Row) => x.facturaProveedor === null && x.facturadoSN === 'N')).toBe(true);
    expect(pending.json.numReg).toBe(all.json.dataRes.filter((x: Row) => x.facturadoSN === 'N').length);
  });

  it('filters by supplier, supplier branch, customer and customer branch; sorts by a row field; a bad field is a 400', async () => {
    const window = { fechaIni: dmy(daysAgo(400)), fechaFin: dmy(daysAgo(0)) };
    const p = await notes('admin', { ...window, proveedor: 'P00002', orderBy: 'importe', order: 'ASC' });
    expect(p.json.numReg).toBeGreaterThan(0);
    expect(p.json.dataRes.every((x: Row) => x.proveedor === 'P00002')).toBe(true);
    const amounts = p.json.dataRes.map((x: Row) => x.importe);
    expect(amounts).toEqual([...amounts].sort((a: number, b: number) => a - b));
    const c = await notes('admin', { ...window, cliente: '000001', sucursalCliente: '001' });
    expect(c.json.dataRes.every((x: Row) => x.cliente === '000001' && x.sucursal === '001')).toBe(true);
    const bad = await notes('admin', { orderBy: 'precio' });
    expect(bad.status).toBe(400);
    expect(bad.json.errorMsg).toMatch(/orderBy 'precio'/);
  });

  it('PROVEEDOR gets only its own notes (P00001 branch 001) in the default window, and nothing of another supplier named in the body', async () => {
    const own = await notes('proveedor', WEEK);
    expect(own.json.numReg).toBeGreaterThan(3);
    expect(own.json.dataRes.every((x: Row) => x.proveedor === 'P00001' && x.sucursalProv === '001')).toBe(true);
    const other = await notes('proveedor', { ...WEEK, proveedor: 'P00002' });
    expect(other.json).toMatchObject({ numReg: 0, dataRes: [] });
    const otherBranch = await notes('proveedor', { fechaIni: dmy(daysAgo(400)), proveedor: 'P00001', sucursal: '002' });
    expect(otherBranch.json.numReg).toBe(0);
    expect((await notes('admin', { ...WEEK, proveedor: 'P00002' })).json.numReg).toBeGreaterThan(0);
  });

  it('CLIENTE sees the notes where its customer is the supplier (its creditor code), never another supplier\'s (fieldScope.test.ts has every role)', async () => {
    const own = await notes('cliente', WEEK);
    expect(own.json.numReg).toBeGreaterThan(2);
    expect(own.json.dataRes.every((x: Row) => x.proveedor === 'P00006' && x.cliente === undefined)).toBe(true);
    expect((await notes('cliente', { ...WEEK, proveedor: 'P00002' })).json.numReg).toBe(0);
  });
});

describe('imprimirAlbaranProv', () => {
  const noteOf = (proveedor: string, withSupplierNote: boolean) => db().selectFrom('albaranes_proveedor').selectAll().where('empresa', '=', '1').where('proveedor', '=', proveedor)
    .where('sucursal_prov', '=', '001').where('alb_proveedor', withSupplierNote ? 'is not' : 'is', null).orderBy('fecha_entrada', 'desc').executeTakeFirstOrThrow();

  it('links our receipt note and the supplier\'s own delivery note, both real PDFs of that note', async () => {
    const n = await noteOf('P00001', true);
    const res = await r.call('imprimirAlbaranProv', 'proveedor', { albaran: n.numero, ocCompra: n.oc_compra ?? '', proveedor: n.proveedor, fecha: dmy(n.fecha_entrada) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const receipt = await linkText(res.json.dataRes.url, 'receipt');
    expect(receipt).toContain('ALBARÁN DE ENTRADA');
    expect(receipt).toContain(`${n.ejercicio}/${String(n.numero).padStart(6, '0')}`);
    expect(receipt).toContain(n.alb_proveedor!);
    const own = await linkText(res.json.dataRes.urlProveedor, 'supplier-note');
    expect(own).toContain('ALBARÁN DE ENTREGA');
    expect(own).toContain(n.alb_proveedor!);
  });

  it('urlProveedor is null for a note without a supplier document', async () => {
    const n = await noteOf('P00001', false);
    const res = await r.call('imprimirAlbaranProv', 'admin', { albaran: n.numero });
    expect(res.json.dataRes.urlProveedor).toBeNull();
    expect(res.json.dataRes.url).toContain('/wsutils/documentos/');
  });

  it('prints in the user\'s language', async () => {
    const n = await noteOf('P00002', true);
    await db().updateTable('usuarios_erp').set({ idioma: 'EN' }).where('id_organizacion', '=', 1).where('usuario', '=', 'admin').execute();
    try {
      const res = await r.call('imprimirAlbaranProv', 'admin', { albaran: n.numero });
      const text = await linkText(res.json.dataRes.url, 'receipt-en');
      expect(text).toContain('GOODS RECEIPT NOTE');
      expect(text).toContain('Page 1 of 1');
    } finally {
      await db().updateTable('usuarios_erp').set({ idioma: 'E' }).where('id_organizacion', '=', 1).where('usuario', '=', 'admin').execute();
    }
  });

  it('PROVEEDOR printing another supplier\'s note gets a 404 and no link, with or without proveedor in the body', async () => {
    const n = await noteOf('P00002', true);
    for (const body of [{ albaran: n.numero }, { albaran: n.numero, proveedor: n.proveedor }, { albaran: n.numero, proveedor: 'P00001' }]) {
      const res = await r.call('imprimirAlbaranProv', 'proveedor', body);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.json)).not.toContain('/wsutils/documentos/');
    }
    expect((await r.call('imprimirAlbaranProv', 'admin', { albaran: n.numero })).status).toBe(200);
    expect((await r.call('imprimirAlbaranProv', 'admin', { albaran: n.numero, proveedor: 'P00001' })).status).toBe(404);
    expect((await r.call('imprimirAlbaranProv', 'admin', {})).status).toBe(400);
  });
});

describe('treatment contracts', () => {
  const WIDE = { fechaIni: dmy(daysAgo(2000)), fechaFin: dmy(daysAgo(0)) };

  it('ContratoCab lists contracts in force in the window, sorted by contract date ascending, with every field', async () => {
    const res = await contracts('admin', { fechaIni: dmy(daysAgo(90)), fechaFin: dmy(daysAgo(0)), numRows: 10 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.dataRes).toHaveLength(10);
    expect(Object.keys(res.json.dataRes[0]).sort()).toEqual(['agenciaTransporte', 'cliente', 'fechaContrato', 'fechaVigencia', 'notfPrevia', 'numContrato', 'operTraslado', 'rn', 'sucursal',
      'titularDestino', 'titularOrigen'].sort());
    const dates = res.json.dataRes.map((x: Row) => x.fechaContrato);
    expect(dates).toEqual([...dates].sort());
    expect(res.json.dataRes.every((x: Row) => x.fechaContrato <= daysAgo(0) && x.fechaVigencia >= daysAgo(90))).toBe(true);
    const agency = await contracts('admin', { ...WIDE, agenciaTransporte: 'T02' });
    expect(agency.json.numReg).toBeGreaterThan(0);
    expect(agency.json.dataRes.every((x: Row) => x.agenciaTransporte === 'T02')).toBe(true);
  });

  it('CLIENTE sees only its own contracts; SUCURSAL those of its branch; PROVEEDOR none', async () => {
    const own = await contracts('cliente', WIDE);
    const inDb = await db().selectFrom('contratos_tratamiento').select('numero').where('empresa', '=', '1').where('cliente', '=', '000001')
      .where('fecha_vigencia', '>=', `${new Date().getUTCFullYear() - 2}-01-01`).execute();
    expect(own.json.numReg).toBe(inDb.length);
    expect(own.json.numReg).toBeGreaterThan(0);
    expect(own.json.dataRes.every((x: Row) => x.cliente === '000001')).toBe(true);
    expect((await contracts('cliente', { ...WIDE, cliente: '000004' })).json.numReg).toBe(0);
    const branch = await contracts('sucursal', WIDE);
    expect(branch.json.dataRes.every((x: Row) => x.cliente === '000002' && x.sucursal === '001')).toBe(true);
    expect((await contracts('proveedor', WIDE)).json.numReg).toBe(0);
  });

  it('contratoDet lists the waste codes and treatments; imprimirContrato links a contract PDF with them', async () => {
    const k = (await contracts('cliente', WIDE)).json.dataRes[0] as Row;
    const det = await r.call('contratoDet', 'cliente', { numContrato: k.numContrato });
    expect(det.status, JSON.stringify(det.json)).toBe(200);
    expect(det.json.numReg).toBe(det.json.dataRes.length);
    expect(det.json.dataRes.length).toBeGreaterThan(0);
    const line = det.json.dataRes[0];
    expect(Object.keys(line).sort()).toEqual(['codLER', 'codTrat', 'denomLER', 'descTrat', 'rn']);
    expect(line.codLER).toMatch(/^\d{2} \d{2} \d{2}\*?$/);
    expect(line.codTrat).toMatch(/^[RD]\d+$/);
    const print = await r.call('imprimirContrato', 'cliente', { numContrato: k.numContrato, empresa: '1' });
    expect(print.json).toMatchObject({ statusCode: '200', numReg: 1 });
    const text = await linkText(print.json.dataRes.url, 'contract');
    expect(text).toContain('CONTRATO DE TRATAMIENTO');
    expect(text).toContain(k.numContrato);
    expect(text).toContain(line.codLER);
    expect(text).toContain(line.codTrat);
  });

  it('another customer\'s contract: contratoDet and imprimirContrato are a 404 for CLIENTE (admin finds it)', async () => {
    const other = await db().selectFrom('contratos_tratamiento').select('numero').where('empresa', '=', '1').where('cliente', '<>', '000001').orderBy('numero').executeTakeFirstOrThrow();
    for (const path of ['contratoDet', 'imprimirContrato']) {
      const res = await r.call(path, 'cliente', { numContrato: other.numero });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.json)).not.toContain('/wsutils/documentos/');
      expect((await r.call(path, 'admin', { numContrato: other.numero })).status).toBe(200);
      expect((await r.call(path, 'proveedor', { numContrato: other.numero })).status).toBe(404);
    }
  });
});

describe('lovClte', () => {
  it('rows carry codigoAcreedor: the supplier code of customers that are also suppliers, else null', async () => {
    const res = await r.call('lovClte', 'admin', { offset: 1, numRows: 100, orderBy: 'codigo' });
    const withCode = res.json.dataRes.filter((x: Row) => x.codigoAcreedor);
    expect(withCode.length).toBeGreaterThan(0);
    expect(res.json.dataRes.find((x: Row) => x.codigo === '000001').codigoAcreedor).toBe('P00006');
    expect(res.json.dataRes.find((x: Row) => x.codigo === '000004').codigoAcreedor).toBeNull();
  });
});
