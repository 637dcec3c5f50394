import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReportServer, type ReportServer } from './support/reportServer';
import { expectEvery } from '../support/expectEvery';
import { DEEP_PAGE } from '../../src/server/routes/reports/rowsByKeys';

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });

type Row = Record<string, unknown>;

/** A page asked on its own holds exactly the rows the same search gives at that place in one long page, whatever the sort. */
describe('pages cut on the key match the full list', () => {
  const orders = (user: 'admin' | 'rep', extra: Record<string, unknown>) => r.call('getPedidosAlbaranesCab', user, { fechaInicio: '01/01/2000', ...extra });
  it.each([
    ['admin', 'fechaPedido', 'DESC'], ['admin', 'clteNombre', 'ASC'], ['admin', 'importe', 'DESC'], ['admin', 'sucursalFacturacion', 'ASC'], ['rep', 'cpmNumPedido', 'ASC'],
  ] as const)('orders of %s sorted by %s %s', async (user, orderBy, order) => {
    const all = (await orders(user, { orderBy, order, offset: 1, numRows: 60 })).json;
    const page = (await orders(user, { orderBy, order, offset: 21, numRows: 10 })).json;
    expect(page.numReg).toBe(all.numReg);
    expect(page.dataRes).toEqual(all.dataRes.slice(20, 30));
    expectEvery(page.dataRes.map((o: Row) => o.importe), (v: unknown) => typeof v === 'number');
  });

  it('orders filtered by customer text count through the customer join', async () => {
    const one = (await orders('admin', { offset: 1, numRows: 1 })).json.dataRes[0] as Row;
    const word = String(one.clteNombre).split(' ')[0]!;
    const res = (await orders('admin', { search: word, offset: 1, numRows: 500 })).json;
    expect(res.numReg).toBe(res.dataRes.length);
    expectEvery(res.dataRes, (o: Row) => `${String(o.clteCodigo)} ${String(o.clteNombre)} ${String(o.razonSocial)} ${String(o.refPedido)} ${String(o.obra)} ${String(o.cpmNumPedido)}`.toLowerCase().includes(word.toLowerCase()));
  });

  const pickups = (extra: Record<string, unknown>) => r.call('RecogidasEntregas', 'admin', { tipoEmpresa: 0, tipoGestion: 'T', estado: 'T', fechaInicial: '01/01/2000', ...extra });
  it.each([['Nombre', 'ASC'], ['transportista', 'DESC'], ['tipoTratamiento', 'ASC'], ['FechaAlbaran', 'DESC'], ['Sucursal', 'DESC'], ['nameAlmacen', 'ASC'],
    ['poblAlmacen', 'DESC'], ['descFamiliaProv', 'ASC'], ['codPeligrosidad', 'DESC']] as const)('pickups sorted by %s %s', async (orderBy, order) => {
    const all = (await pickups({ orderBy, order, offset: 1, numRows: 60 })).json;
    const page = (await pickups({ orderBy, order, offset: 26, numRows: 25 })).json;
    expect(page.numReg).toBe(all.numReg);
    expect(page.dataRes).toEqual(all.dataRes.slice(25, 50));
    // Sorted on the column: equal values stand together, whatever the database's collation.
    const values = (all.dataRes as Row[]).map((row) => String(row[orderBy] ?? ''));
    const runs = values.filter((v, i) => i === 0 || v !== values[i - 1]);
    expect(new Set(runs).size).toBe(runs.length);
  });
});

/** A page within the first DEEP_PAGE rows reads the first DEEP_PAGE + 1 keys: fewer mean every matching row was read, and their number is the total. */
describe('list totals: read with the keys when few rows match, counted when many', () => {
  it.each([['every order', {}], ['one customer', { clienteInicial: '000001', clienteFinal: '000001' }], ['none', { clienteInicial: 'ZZZZZZ', clienteFinal: 'ZZZZZZ' }]] as const)(
    'orders of %s: the same total on the first page, a page ending at DEEP_PAGE and one past it', async (_, body) => {
      const cliente = 'clienteInicial' in body ? body.clienteInicial : undefined;
      const counted = await r.s.open.db.selectFrom('pedidos').select((eb) => eb.fn.countAll<number>().as('n')).where('empresa', '=', '1')
        .$if(cliente !== undefined, (q) => q.where('cliente', '=', cliente!)).executeTakeFirstOrThrow();
      const expected = Number(counted.n);
      for (const [offset, numRows] of [[1, 10], [DEEP_PAGE - 9, 10], [DEEP_PAGE + 1, 10]] as const) {
        const res = (await r.call('getPedidosAlbaranesCab', 'admin', { fechaInicio: '01/01/2000', ...body, offset, numRows })).json;
        expect(res.numReg, `offset ${offset}`).toBe(expected);
        expect(res.dataRes, `offset ${offset}`).toHaveLength(Math.max(0, Math.min(numRows, expected - offset + 1)));
      }
    });
});

/** The article filter decides the plan: a first page is read with the number of matching orders beside its keys (keysOfPage: counted). */
describe('orders filtered by an article: the total read with the keys', () => {
  it.each([['fechaPedido', 'DESC'], ['cpmNumPedido', 'ASC'], ['clteNombre', 'ASC']] as const)('sorted by %s %s: the orders with a line of the article, on every page', async (orderBy, order) => {
    const db = r.s.open.db;
    // A word of an article name that some order lines have (the filter takes the code as typed or any article whose name contains it).
    const named = await db.selectFrom('pedido_lineas as l').innerJoin('articulos as a', (j) => j.onRef('a.empresa', '=', 'l.empresa').onRef('a.articulo', '=', 'l.articulo'))
      .select('a.nombre').where('l.empresa', '=', '1').groupBy('a.nombre').orderBy(sql`count(*)`, 'desc').limit(1).executeTakeFirstOrThrow();
    const word = String(named.nombre).split(' ').find((w) => /^[A-Za-z]{3,}$/.test(w))!;
    const matching = await db.selectFrom('pedidos as p').select('p.numero').where('p.empresa', '=', '1').where(({ exists, selectFrom }) => exists(
      selectFrom('pedido_lineas as l').innerJoin('articulos as a', (j) => j.onRef('a.empresa', '=', 'l.empresa').onRef('a.articulo', '=', 'l.articulo'))
        .select('l.numero').whereRef('l.empresa', '=', 'p.empresa').whereRef('l.numero', '=', 'p.numero').where(sql<boolean>`lower(a.nombre) like ${`%${word.toLowerCase()}%`}`))).execute();
    const expected = new Set(matching.map((m) => Number(m.numero)));
    expect(expected.size).toBeGreaterThan(20);
    const call = (offset: number, numRows: number) => r.call('getPedidosAlbaranesCab', 'admin', { fechaInicio: '01/01/2000', articulo: word, orderBy, order, offset, numRows }).then((x) => x.json);
    const all = await call(1, 10_000);
    expect(all.numReg).toBe(expected.size);
    expect(new Set(all.dataRes.map((o: Row) => o.cpmNumPedido))).toEqual(expected);
    const first = await call(1, 10);
    expect(first.numReg).toBe(expected.size);
    expect(first.dataRes).toEqual(all.dataRes.slice(0, 10));
    const later = await call(11, 10);
    expect(later.numReg).toBe(expected.size);
    expect(later.dataRes).toEqual(all.dataRes.slice(10, 20));
    // Past the last row no key carries the total: it is counted.
    const past = await call(expected.size + 1, 10);
    expect(past.numReg).toBe(expected.size);
    expect(past.dataRes).toEqual([]);
  });
});

/** Documents are keyed by year, series and number (a number repeats across years): a page read by its keys holds only its own documents. */
describe('document and certificate pages cut on their keys match the full list', () => {
  const documents = (tipo: 'F' | 'A', extra: Record<string, unknown>) => r.call('recuperarDocumentoCab', 'admin', {
    tipoConta: 0, tiposDocBusqueda: tipo, albaranesSoloPdtesSN: 'N', fechaIni: '01/01/2000', ...extra,
  });
  it.each([
    ['F', 'nombreCliente', 'ASC'], ['F', 'numeroFactura', 'DESC'], ['F', 'importeTotal', 'ASC'], ['A', 'nombreCliente', 'DESC'], ['A', 'numeroAlbaran', 'ASC'], ['A', 'secuenciaFactura', 'ASC'],
  ] as const)('documents %s sorted by %s %s', async (tipo, orderBy, order) => {
    const all = (await documents(tipo, { orderBy, order, offset: 1, numRows: 60 })).json;
    const page = (await documents(tipo, { orderBy, order, offset: 21, numRows: 10 })).json;
    expect(all.documentosCab).toHaveLength(60);
    expect(page.totalRows).toBe(all.totalRows);
    expect(page.documentosCab).toEqual(all.documentosCab.slice(20, 30));
    const values = all.documentosCab.map((d: Row) => d[orderBy]);
    const sorted = [...values].sort((a, b) => (a === b ? 0 : (a as number | string) < (b as number | string) ? -1 : 1));
    if (orderBy !== 'secuenciaFactura') expect(values).toEqual(order === 'ASC' ? sorted : sorted.reverse());
  });

  const certificates = (extra: Record<string, unknown>) => r.call('CertificadosMedioAmbiente', 'admin', { tipoEmpresa: 0, fechaInicial: '01/01/2000', ...extra });
  it.each([['Nombre', 'ASC'], ['nombreAGT', 'DESC'], ['MesFinal', 'DESC']] as const)('certificates sorted by %s %s', async (orderBy, order) => {
    const all = (await certificates({ orderBy, order, offset: 1, numRows: 40 })).json;
    const page = (await certificates({ orderBy, order, offset: 11, numRows: 10 })).json;
    expect(page.numReg).toBe(all.numReg);
    expect(page.dataRes.map(({ rn: _, ...c }: Row) => c)).toEqual(all.dataRes.slice(10, 20).map(({ rn: _, ...c }: Row) => c));
  });
});
