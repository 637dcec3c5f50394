import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_SCOPES } from '../../src/server/routes/reports/fieldScope';
import { unzipSync } from 'fflate';
import { daysAgo, dmy, expectPdf, startReportServer, type ReportServer, type User } from './support/reportServer';
import { pdfText } from './support/pdfText';

/**
 * Field-level scope of the two-party reports, as every role, on rows seeded with both sides: getComprasVentas (list pages, export pages
 * asking for every field, the reply cache, filters, search and sort on the other side) and getAlbaranesProveedor / imprimirAlbaranProv
 * (a customer sees the notes of the supplier it also is, without our customer fields).
 */

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });
const db = () => r.s.open.db;

type Row = Record<string, unknown>;
const YEAR = { fechaIni: dmy(daysAgo(365)), fechaFin: dmy(daysAgo(0)) };
const ALL_TYPES = { tipoCompra: 'C', tipoVenta: 'V', tipoTransito: 'T' };
const cv = (user: User, body: Record<string, unknown> = {}) => r.call('getComprasVentas', user, { offset: 1, numRows: 500, ...ALL_TYPES, ...YEAR, ...body });

const PURCHASE = ['cAlmacen', 'cFecha', 'cNumAlbaran', 'cProveedor', 'cSucProveedor', 'cTransporte', 'cMatricula', 'cArticulo', 'cCantidad', 'cPrecio', 'cImporte',
  'cPrecioMedio', 'cAlbaranTte', 'cTransportista', 'cImporteTte', 'cCosteTte'];
const SALE = PURCHASE.map((f) => `v${f.slice(1)}`).concat('vTicketPesada');
const EVERY = [...PURCHASE, ...SALE, 'tIsTransito', 'tBeneficio'];
const CUSTOMER_SIDE: User[] = ['cliente', 'sucursal', 'multi', 'rep'];
const STAFF: User[] = ['admin', 'soporte'];

/** The field names every row of a reply carries, and those any row carries. */
function keysOf(rows: Row[]): { every: Set<string>; any: Set<string> } {
  const any = new Set(rows.flatMap((x) => Object.keys(x)));
  return { any, every: new Set([...any].filter((k) => rows.every((x) => k in x))) };
}

describe('getComprasVentas: field-level scope by role', () => {
  it('the data holds both sides: transits of the supplier user and of the demo customers carry a sale and a purchase in the database', async () => {
    const t = db().selectFrom('compras_ventas').select((e) => e.fn.countAll().as('n')).where('empresa', '=', '1').where('tipo', '=', 'T')
      .where('c_importe', 'is not', null).where('v_importe', 'is not', null).where('fecha', '>=', daysAgo(365));
    expect(Number((await t.where('c_proveedor', '=', 'P00001').executeTakeFirstOrThrow()).n)).toBeGreaterThan(2);
    expect(Number((await t.where('v_proveedor', '=', '000001').executeTakeFirstOrThrow()).n)).toBeGreaterThan(2);
  });

  it('ADMIN and SOPORTE read every field, margin included', async () => {
    for (const user of STAFF) {
      const res = await cv(user);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const { every } = keysOf(res.json.dataRes);
      for (const f of EVERY) expect(every.has(f), `${user} ${f}`).toBe(true);
    }
  });

  it('a supplier reads only the purchase side of its own rows: no sale field, no margin, in transits too', async () => {
    const res = await cv('proveedor');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const rows = res.json.dataRes as Row[];
    expect(rows.some((x) => x.tIsTransito === 'S')).toBe(true);
    const { any, every } = keysOf(rows);
    expect([...any].sort()).toEqual(['rn', ...PURCHASE, 'tIsTransito'].sort());
    for (const f of PURCHASE) expect(every.has(f)).toBe(true);
    expect(rows.every((x) => x.cProveedor === 'P00001')).toBe(true);
  });

  it('customer roles and representatives read only the sale side of their rows: no purchase field, no margin', async () => {
    for (const user of CUSTOMER_SIDE) {
      const res = await cv(user);
      expect(res.status, `${user} ${JSON.stringify(res.json).slice(0, 300)}`).toBe(200);
      const rows = res.json.dataRes as Row[];
      expect(rows.length, user).toBeGreaterThan(0);
      const { any } = keysOf(rows);
      expect([...any].sort(), user).toEqual(['rn', ...SALE, 'tIsTransito'].sort());
    }
    expect((await cv('cliente')).json.dataRes.some((x: Row) => x.tIsTransito === 'S')).toBe(true);
  });

  it('export pages (5,000 rows, fields named) and the fields of the other side: a 400 naming the field, never its values', async () => {
    const own = await cv('proveedor', { numRows: 5000, fields: ['cFecha', 'cImporte', 'cPrecio'].join(',') });
    expect(own.status).toBe(200);
    expect([...keysOf(own.json.dataRes).any].sort()).toEqual(['cFecha', 'cImporte', 'cPrecio', 'rn']);
    for (const [user, field] of [['proveedor', 'vImporte'], ['proveedor', 'tBeneficio'], ['cliente', 'cPrecio'], ['rep', 'tBeneficio'], ['cliente', 'tBeneficio']] as const) {
      const res = await cv(user, { numRows: 5000, fields: field });
      expect(res.status, `${user} ${field}`).toBe(400);
      expect(JSON.stringify(res.json)).toContain(field);
      expect(JSON.stringify(res.json)).not.toMatch(/"dataRes"/);
    }
    // Staff exports name every field.
    expect(keysOf((await cv('admin', { numRows: 5000, fields: EVERY.join(',') })).json.dataRes).every.has('tBeneficio')).toBe(true);
  });

  it('filter, query, search and sort on the other side are refused: they would disclose its values', async () => {
    const refused: [User, Record<string, unknown>][] = [
      ['proveedor', { filter: [['V_IMPORTE', '>', '0']] }],
      ['proveedor', { query: "T_BENEFICIO > '0'" }],
      ['proveedor', { search: 'a', searchCols: 'V_PROVEEDOR' }],
      ['proveedor', { orderBy: 'V_PRECIO', order: 'DESC' }],
      ['proveedor', { orderBy: 'T_BENEFICIO', order: 'DESC' }],
      ['cliente', { filter: [['C_PRECIO', '<', '1']] }],
      ['cliente', { orderBy: 'C_IMPORTE' }],
      ['rep', { filter: [['T_BENEFICIO', '<', '0']] }],
      ['sucursal', { search: 'P000', searchCols: 'C_PROVEEDOR' }],
    ];
    for (const [user, body] of refused) {
      const res = await cv(user, body);
      expect(res.status, `${user} ${JSON.stringify(body)}`).toBe(400);
    }
    // Their own side stays filterable and sortable; a customer's default sort is its side's plate.
    expect((await cv('proveedor', { filter: [['C_IMPORTE', '>', '0']], orderBy: 'C_PRECIO' })).status).toBe(200);
    const c = await cv('cliente', { filter: [['V_IMPORTE', '>', '0']] });
    expect(c.status).toBe(200);
    const plates = (c.json.dataRes as Row[]).map((x) => x.vMatricula).filter((p): p is string => typeof p === 'string');
    expect(plates.length).toBeGreaterThan(1);
    expect(plates).toEqual([...plates].sort());
  });

  it('the reply cache keeps each caller\'s side: the same body as ADMIN then as the supplier and the customer', async () => {
    const body = { numRows: 20, fechaIni: dmy(daysAgo(60)) };
    for (let round = 0; round < 2; round++) {
      expect(keysOf((await cv('admin', body)).json.dataRes).every.has('vImporte')).toBe(true);
      const s = keysOf((await cv('proveedor', body)).json.dataRes).any;
      expect(s.has('vImporte') || s.has('tBeneficio')).toBe(false);
      const c = keysOf((await cv('cliente', body)).json.dataRes).any;
      expect(c.has('cImporte') || c.has('tBeneficio')).toBe(false);
    }
  });

  it('the OpenAPI document states the field scope of the route', async () => {
    const doc = (await r.s.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const op = doc.paths['/wscomun/portalinformes/getComprasVentas'].post;
    expect(op.description).toContain('Field scope (purchases, sales and transits)');
    expect(op.description).toContain('a supplier user only rn, c… fields, tIsTransito');
    expect(FIELD_SCOPES.comprasVentas.supplier).not.toContain('tBeneficio');
  });
});

describe('getAlbaranesProveedor: a customer sees the notes where it is the supplier', () => {
  const WIDE = { fechaIni: dmy(daysAgo(400)), fechaFin: dmy(daysAgo(0)), numRows: 2000 };
  const notes = (user: User, body: Record<string, unknown> = {}) => r.call('getAlbaranesProveedor', user, { offset: 1, ...WIDE, ...body });
  const creditorOf = async (cliente: string) => (await db().selectFrom('clientes').select('codigo_acreedor').where('empresa', '=', '1').where('cliente', '=', cliente)
    .executeTakeFirstOrThrow()).codigo_acreedor;
  const CUSTOMER_FIELDS = ['cliente', 'nombreCliente', 'sucursal'];

  it('the demo customers are suppliers too (creditor codes) with notes in the default window', async () => {
    for (const cliente of ['000001', '000002', '000003']) {
      const acreedor = await creditorOf(cliente);
      expect(acreedor, cliente).toMatch(/^P\d{5}$/);
      const n = await db().selectFrom('albaranes_proveedor').select((e) => e.fn.countAll().as('n')).where('empresa', '=', '1').where('proveedor', '=', acreedor!)
        .where('fecha_entrada', '>=', daysAgo(7)).executeTakeFirstOrThrow();
      expect(Number(n.n), cliente).toBeGreaterThan(2);
    }
  });

  it('CLIENTE, SUCURSAL and MULTISUCURSAL get only the notes of their creditor code, without our customer fields; the body cannot widen it', async () => {
    for (const [user, cliente] of [['cliente', '000001'], ['sucursal', '000002'], ['multi', '000003']] as const) {
      const acreedor = await creditorOf(cliente);
      const res = await notes(user);
      expect(res.status).toBe(200);
      const rows = res.json.dataRes as Row[];
      const inDb = await db().selectFrom('albaranes_proveedor').select((e) => e.fn.countAll().as('n')).where('empresa', '=', '1').where('proveedor', '=', acreedor!)
        .where('fecha_entrada', '>=', daysAgo(400)).executeTakeFirstOrThrow();
      expect(res.json.numReg, user).toBe(Number(inDb.n));
      expect(rows.every((x) => x.proveedor === acreedor), user).toBe(true);
      const { any } = keysOf(rows);
      for (const f of CUSTOMER_FIELDS) expect(any.has(f), `${user} ${f}`).toBe(false);
      expect(any.has('importe') && any.has('facturaProveedor')).toBe(true);
      // Another supplier named in the body, a customer filter, a sort or a search on our customer: nothing more.
      expect((await notes(user, { proveedor: 'P00001' })).json.numReg).toBe(0);
      expect((await notes(user, { cliente: '000009' })).json.numReg).toBe(res.json.numReg);
      expect((await notes(user, { orderBy: 'nombreCliente' })).status).toBe(400);
    }
  });

  it('no note of another supplier reaches a customer: the notes of suppliers P00001–P00003 delivered to it stay out', async () => {
    const res = await notes('cliente');
    expect((res.json.dataRes as Row[]).some((x) => ['P00001', 'P00002', 'P00003'].includes(String(x.proveedor)))).toBe(false);
    const delivered = await db().selectFrom('albaranes_proveedor').select('numero').where('empresa', '=', '1').where('cliente', '=', '000001').where('proveedor', '<>', (await creditorOf('000001'))!)
      .executeTakeFirstOrThrow();
    const print = await r.call('imprimirAlbaranProv', 'cliente', { albaran: delivered.numero });
    expect(print.status).toBe(404);
    expect(JSON.stringify(print.json)).not.toContain('/wsutils/documentos/');
  });

  it('a customer prints its own notes as supplier', async () => {
    const own = (await notes('cliente')).json.dataRes[0] as Row;
    const print = await r.call('imprimirAlbaranProv', 'cliente', { albaran: own.numAlbaran, proveedor: own.proveedor });
    expect(print.status, JSON.stringify(print.json)).toBe(200);
    expect(print.json.dataRes.url).toContain('/wsutils/documentos/');
  });

  it('a customer without a creditor code sees none', async () => {
    const acreedor = await creditorOf('000001');
    await db().updateTable('clientes').set({ codigo_acreedor: null }).where('empresa', '=', '1').where('cliente', '=', '000001').execute();
    try {
      const res = await notes('cliente', { fechaIni: dmy(daysAgo(399)) });
      expect(res.json).toMatchObject({ numReg: 0, dataRes: [] });
    } finally {
      await db().updateTable('clientes').set({ codigo_acreedor: acreedor }).where('empresa', '=', '1').where('cliente', '=', '000001').execute();
    }
  });

  it('a representative sees the notes of its customers\' creditor codes; a supplier its own; staff every field', async () => {
    const mine = (await db().selectFrom('clientes').select('codigo_acreedor').where('empresa', '=', '1').where('representante', '=', r.repCode).where('agente', '=', r.repAgent)
      .where('codigo_acreedor', 'is not', null).execute()).map((x) => x.codigo_acreedor);
    const rep = (await notes('rep')).json.dataRes as Row[];
    expect(rep.every((x) => mine.includes(String(x.proveedor)))).toBe(true);
    const sup = (await notes('proveedor')).json.dataRes as Row[];
    expect(sup.length).toBeGreaterThan(0);
    expect(sup.every((x) => x.proveedor === 'P00001')).toBe(true);
    for (const f of CUSTOMER_FIELDS) expect(keysOf(sup).any.has(f)).toBe(false);
    const admin = keysOf((await notes('admin')).json.dataRes).every;
    for (const f of CUSTOMER_FIELDS) expect(admin.has(f)).toBe(true);
  });
});

describe('supplier note documents: the supplier reads them without our customer', () => {
  const noteWithCustomer = () => db().selectFrom('albaranes_proveedor as ap').innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'ap.empresa').onRef('c.cliente', '=', 'ap.cliente'))
    .select(['ap.numero', 'ap.proveedor', 'c.razon_social', 'c.cif']).where('ap.empresa', '=', '1').where('ap.proveedor', '=', 'P00001').where('ap.sucursal_prov', '=', '001')
    .where('ap.alb_proveedor', 'is not', null).orderBy('ap.fecha_entrada', 'desc').executeTakeFirstOrThrow();
  const textOf = async (url: string) => {
    const doc = await r.download(url);
    expect(doc.statusCode).toBe(200);
    return (await pdfText(expectPdf(doc.rawPayload))).replace(/\s+/g, ' ');
  };

  it('the receipt and the supplier\'s own note leave the customer out for the supplier user, and show it to staff', async () => {
    const n = await noteWithCustomer();
    const asSupplier = await r.call('imprimirAlbaranProv', 'proveedor', { albaran: n.numero });
    expect(asSupplier.status, JSON.stringify(asSupplier.json)).toBe(200);
    for (const url of [asSupplier.json.dataRes.url, asSupplier.json.dataRes.urlProveedor]) {
      const text = await textOf(url);
      expect(text).not.toContain(n.cif);
    }
    const asStaff = await r.call('imprimirAlbaranProv', 'admin', { albaran: n.numero });
    expect(await textOf(asStaff.json.dataRes.url)).toContain(n.cif);
  });

  it('obtenerZipAlbaranesProveedor zips the chosen notes in scope (receipt and supplier note), and refuses a note outside it', async () => {
    const own = (await r.call('getAlbaranesProveedor', 'cliente', { offset: 1, numRows: 12, fechaIni: dmy(daysAgo(400)), fechaFin: dmy(daysAgo(0)) })).json.dataRes as Row[];
    expect(own.length).toBe(12);
    const res = await r.call('/wsutils/obtenerZipAlbaranesProveedor', 'cliente', { albaranes: own.map((x) => ({ albaran: x.numAlbaran, proveedor: x.proveedor })) });
    expect(res.status, JSON.stringify(res.json).slice(0, 300)).toBe(200);
    const files = Object.keys(unzipSync(Buffer.from(res.json.dataRes.File, 'base64')));
    for (const x of own) expect(files).toContain(`albaran-entrada-${x.numAlbaran}.pdf`);
    const other = await db().selectFrom('albaranes_proveedor').select('numero').where('empresa', '=', '1').where('proveedor', '=', 'P00001').executeTakeFirstOrThrow();
    const refused = await r.call('/wsutils/obtenerZipAlbaranesProveedor', 'cliente', { albaranes: [{ albaran: own[0]!.numAlbaran }, { albaran: other.numero }] });
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.json)).not.toContain('File');
  });
});
