import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, dmy, startReportServer, type ReportServer, type User } from './support/reportServer';
import { expectEvery } from '../support/expectEvery';
import { LISTED_ORDERS } from '../../src/server/routes/reports/invoiceRoutes';

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });

const search = (user: User, body: Record<string, unknown> = {}) =>
  r.call('recuperarDocumentoCab', user, { tipoConta: 0, tiposDocBusqueda: 'F', search: '', offset: 1, numRows: 500, ...body });
type Row = { codCli: string; sucursal: string; numeroAlbaran: number | null; numeroFactura: number | null; fechaPed: string; importeTotal: number };

describe('recuperarDocumentoCab: invoices', () => {
  it('answers the invoice rows with totalRows, newest first, paged', async () => {
    const p1 = (await search('admin', { numRows: 5 })).json;
    const p2 = (await search('admin', { numRows: 5, offset: 6 })).json;
    expect(p1).toMatchObject({ statusCode: '200' });
    expect(p1.totalRows).toBeGreaterThan(100);
    expect(p1.documentosCab).toHaveLength(5);
    expect(Object.keys(p1.documentosCab[0]).sort()).toEqual(['codCli', 'ejercicioAlbaran', 'ejercicioFactura', 'fechaPed', 'importeTotal', 'nombreCliente', 'numeroAlbaran', 'numeroFactura', 'secuenciaFactura', 'serieFactura', 'sucursal']);
    const dates = [...p1.documentosCab, ...p2.documentosCab].map((d: Row) => d.fechaPed);
    expect(dates).toEqual([...dates].sort().reverse());
  });
  it('some invoices have no delivery note (charges and credit notes)', async () => {
    const all = (await search('admin', { numRows: 10000 })).json.documentosCab as Row[];
    expect(all.some((d) => d.numeroAlbaran === null)).toBe(true);
    expect(all.some((d) => d.importeTotal < 0)).toBe(true);
  });
  it('sorts by amount and filters by dates, customer range and delivery-note number', async () => {
    const byAmount = (await search('admin', { numRows: 20, orderBy: 'importeTotal', order: 'DESC' })).json.documentosCab.map((d: Row) => d.importeTotal);
    expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a));
    const from = daysAgo(30);
    const recent = (await search('admin', { fechaIni: dmy(from), fechaFin: dmy(daysAgo(0)) })).json.documentosCab as Row[];
    expect(recent.length).toBeGreaterThan(0);
    expectEvery(recent, (d) => d.fechaPed >= from);
    const range = (await search('admin', { clienteInicial: '000002', clienteFinal: '000003' })).json.documentosCab as Row[];
    expect(new Set(range.map((d) => d.codCli))).toEqual(new Set(['000002', '000003']));
    const withNote = range.find((d) => d.numeroAlbaran !== null)!;
    const byNote = (await search('admin', { numeroAlbaran: withNote.numeroAlbaran })).json.documentosCab as Row[];
    expect(byNote.map((d) => d.numeroAlbaran)).toContain(withNote.numeroAlbaran);
    expect((await search('admin', { fechaIni: '2025-02-30' })).status).toBe(400);
  });
  it("filters by the customer reference of the invoice's order (contains, any case)", async () => {
    const sample = await r.s.open.db.selectFrom('facturas as f').innerJoin('pedidos as p', (j) => j.onRef('p.empresa', '=', 'f.empresa').onRef('p.numero', '=', 'f.pedido'))
      .select(['f.numero', 'p.ref_pedido']).where('f.empresa', '=', '1').where('p.ref_pedido', '!=', '').executeTakeFirstOrThrow();
    const part = sample.ref_pedido.slice(1, -1).toLowerCase();
    const found = (await search('admin', { suReferencia: part, numRows: 10000 })).json.documentosCab as Row[];
    expect(found.map((d) => d.numeroFactura)).toContain(sample.numero);
    const expected = await r.s.open.db.selectFrom('facturas as f').innerJoin('pedidos as p', (j) => j.onRef('p.empresa', '=', 'f.empresa').onRef('p.numero', '=', 'f.pedido'))
      .select((eb) => eb.fn.countAll<number>().as('n')).where('f.empresa', '=', '1').where('p.ref_pedido', 'like', `%${sample.ref_pedido.slice(1, -1)}%`).executeTakeFirstOrThrow();
    expect(found).toHaveLength(Number(expected.n));
    expect((await search('admin', { suReferencia: 'NO-EXISTE-XYZ' })).json.documentosCab).toEqual([]);
  });
  it('the reference filter finds the same documents however the orders are read: few or many matching, company-wide or one customer, invoices and delivery notes', async () => {
    const db = r.s.open.db;
    const refs = (await db.selectFrom('pedidos').select('ref_pedido').where('empresa', '=', '1').where('ref_pedido', '!=', '').execute()).map((o) => o.ref_pedido);
    // A needle in more than LISTED_ORDERS orders' references (read by a subquery) and one in a few (their numbers written into the condition).
    const common = ['-', 'R', 'E', '0'].find((n) => refs.filter((ref) => ref.toUpperCase().includes(n)).length > LISTED_ORDERS)!;
    expect(common).toBeDefined();
    type Doc = Row & { ejercicioFactura: number | null; serieFactura: string | null; ejercicioAlbaran: number | null };
    for (const [kind, table] of [['F', 'facturas'], ['A', 'albaranes']] as const) {
      // Each document's order reference, by the document's key as the rows give it.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table varies (invoices, delivery notes)
      const keyed = await (db as Kysely<any>).selectFrom(`${table} as d`).innerJoin('pedidos as p', (j) => j.onRef('p.empresa', '=', 'd.empresa').onRef('p.numero', '=', 'd.pedido'))
        .select(kind === 'F' ? ['d.ejercicio', 'd.serie', 'd.numero', 'p.ref_pedido'] : ['d.ejercicio', 'd.numero', 'p.ref_pedido']).where('d.empresa', '=', '1').execute();
      const refOf = new Map(keyed.map((k) => [kind === 'F' ? `${k.ejercicio}|${k.serie}|${k.numero}` : `${k.ejercicio}|${k.numero}`, String(k.ref_pedido)]));
      const keyOf = (d: Doc) => (kind === 'F' ? `${d.ejercicioFactura}|${d.serieFactura}|${d.numeroFactura}` : `${d.ejercicioAlbaran}|${d.numeroAlbaran}`);
      const body = { tiposDocBusqueda: kind, albaranesSoloPdtesSN: 'S' };
      const listed = async (user: User) => (await search(user, { ...body, numRows: 10000 })).json.documentosCab as Doc[];
      // Part of the reference of one document the customer sees, in lower case.
      const rare = (await listed('cliente')).map((d) => refOf.get(keyOf(d)) ?? '').find((ref) => ref.length > 3)!.slice(1, -1).toLowerCase();
      for (const user of ['admin', 'cliente'] as const) {
        const all = await listed(user);
        for (const needle of [common, rare]) {
          const expected = all.filter((d) => (refOf.get(keyOf(d)) ?? '').toUpperCase().includes(needle.toUpperCase())).length;
          expect(expected, `${kind} ${user} ${needle}`).toBeGreaterThan(0);
          const res = (await search(user, { ...body, suReferencia: needle, numRows: 5 })).json;
          expect(res.totalRows, `${kind} ${user} ${needle}`).toBe(expected);
          expect(res.documentosCab.length, `${kind} ${user} ${needle}`).toBe(Math.min(5, expected));
        }
      }
    }
  });
  it('scope: CLIENTE its invoices only, even when it asks for others; SUCURSAL its billing branch; REPRESENTANTE its customers', async () => {
    const own = (await search('cliente')).json.documentosCab as Row[];
    expect(own.length).toBeGreaterThan(3);
    expectEvery(own, (d) => d.codCli === '000001');
    expect((await search('cliente', { clienteInicial: '000002', clienteFinal: '000002' })).json.totalRows).toBe(0);
    const suc = (await search('sucursal')).json.documentosCab as Row[];
    expect(suc.length).toBeGreaterThan(0);
    expectEvery(suc, (d) => d.codCli === '000002' && d.sucursal === '001');
    const reps = new Set((await r.s.open.db.selectFrom('clientes').select('cliente').where('empresa', '=', '1').where('representante', '=', r.repCode).where('agente', '=', r.repAgent).execute()).map((c) => c.cliente));
    const rep = (await search('rep')).json.documentosCab as Row[];
    expectEvery(rep, (d) => reps.has(d.codCli));
    expect((await search('proveedor')).json.totalRows).toBe(0);
  });
  it('every demo customer role has invoices and delivery notes in the last 30 days and older', async () => {
    for (const user of ['cliente', 'sucursal', 'multi', 'rep'] as const) {
      for (const tiposDocBusqueda of ['F', 'A']) {
        expect((await search(user, { tiposDocBusqueda, fechaIni: dmy(daysAgo(30)) })).json.totalRows, `${user} ${tiposDocBusqueda}`).toBeGreaterThanOrEqual(2);
        expect((await search(user, { tiposDocBusqueda, fechaFin: dmy(daysAgo(31)) })).json.totalRows, `${user} ${tiposDocBusqueda}`).toBeGreaterThanOrEqual(2);
      }
    }
  });
});

describe('the fields of an invoice row are enough to download it', () => {
  it('PDF link, CSV (also with the delivery-note year) and zip from the row', async () => {
    const rows = (await search('cliente', { numRows: 200 })).json.documentosCab as (Row & { serieFactura: string; secuenciaFactura: number; ejercicioAlbaran: number | null; ejercicioFactura: number })[];
    const row = rows.find((d) => d.numeroAlbaran !== null)!;
    const link = (await r.call('getURLFacturas', 'cliente', { tipoEmpresa: 0, pdfSn: 'S', clteIni: row.codCli, clteFin: row.codCli, factIni: row.numeroFactura, factFin: row.numeroFactura,
      serie: row.serieFactura, fechaIni: dmy(row.fechaPed), fechaFin: dmy(row.fechaPed) })).json.report;
    expect((await r.download(link)).statusCode).toBe(200);
    for (const d of rows.filter((x) => x.ejercicioAlbaran !== null).slice(0, 5)) {
      const csv = await r.call('imprimirFacturaCSV', 'cliente', { numeroFactura: d.numeroFactura, serieFactura: d.serieFactura, secuenciaFactura: d.secuenciaFactura, cliente: d.codCli, ejercicio: d.ejercicioAlbaran, help: 'N' });
      expect(csv.status).toBe(200);
      expect(Buffer.from(csv.json.dataRes.File, 'base64').toString('utf8')).toContain(`;${d.ejercicioFactura};${d.numeroFactura};`);
    }
    // An invoice of January for a delivery note of December: the CSV is found by the delivery note's year too (the seed spans years, so one exists).
    const nextYear = await r.s.open.db.selectFrom('facturas').selectAll().where('empresa', '=', '1').whereRef('albaran_ejercicio', '<', 'ejercicio').executeTakeFirstOrThrow();
    const csv = await r.call('imprimirFacturaCSV', 'admin', { numeroFactura: nextYear.numero, serieFactura: nextYear.serie, cliente: nextYear.cliente, ejercicio: nextYear.albaran_ejercicio });
    expect(csv.status).toBe(200);
    expect(Buffer.from(csv.json.dataRes.File, 'base64').toString('utf8')).toContain(`;${nextYear.ejercicio};${nextYear.numero};`);
  });
});

describe('recuperarDocumentoCab: delivery notes pending invoicing', () => {
  it('tiposDocBusqueda A with albaranesSoloPdtesSN S lists only delivery notes without invoice', async () => {
    const pending = (await search('admin', { tiposDocBusqueda: 'A', albaranesSoloPdtesSN: 'S' })).json;
    expect(pending.totalRows).toBeGreaterThan(0);
    expectEvery(pending.documentosCab, (d: Row) => d.numeroFactura === null && d.numeroAlbaran !== null);
    const all = (await search('admin', { tiposDocBusqueda: 'A', albaranesSoloPdtesSN: 'N' })).json;
    expect(all.totalRows).toBeGreaterThan(pending.totalRows);
    expect(all.documentosCab.some((d: Row) => d.numeroFactura !== null)).toBe(true);
  });
  it('is scoped like the invoices', async () => {
    const own = (await search('multi', { tiposDocBusqueda: 'A', albaranesSoloPdtesSN: 'N' })).json.documentosCab as Row[];
    expect(own.length).toBeGreaterThan(0);
    expectEvery(own, (d) => d.codCli === '000003' && ['001', '002', '003'].includes(d.sucursal));
  });
  it('needs a token and a known document type', async () => {
    expect((await r.call('recuperarDocumentoCab', null, {})).status).toBe(401);
    expect((await search('admin', { tiposDocBusqueda: 'X' })).status).toBe(400);
    expect((await search('admin', { orderBy: 'total' })).status).toBe(400);
  });
});
