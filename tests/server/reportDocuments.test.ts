import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, dmy, expectPdf, sign, startReportServer, type ReportServer } from './support/reportServer';

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });
const db = () => r.s.open.db;

const invoiceOf = (cliente: string, extra: (q: any) => any = (q) => q) =>
  extra(db().selectFrom('facturas').selectAll().where('empresa', '=', '1').where('cliente', '=', cliente)).orderBy('fecha', 'desc').executeTakeFirstOrThrow();
const urlBody = (f: { numero: number; serie: string; ejercicio: number }) => ({ tipoEmpresa: 0, pdfSn: 'S', factIni: f.numero, factFin: f.numero, serie: f.serie, ejercicio: f.ejercicio });

describe('getDescargaProforma', () => {
  it('returns the proforma of an own order as base64 PDF', async () => {
    const order = await db().selectFrom('pedidos').select('numero').where('empresa', '=', '1').where('cliente', '=', '000001').executeTakeFirstOrThrow();
    const res = await r.call('getDescargaProforma', 'cliente', { tipoEmpresa: 0, pdfSn: 'S', help: 'N', numeroPedido: order.numero, cliente: '000001', E0: 0, E8: 8 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ statusCode: '200', errorMsg: '', errorCode: 0 });
    expectPdf(res.json.dataRes.report, 3000);
  });
  it('refuses another customer\'s order (404), supplier users (403), a missing order (400) and no token (401)', async () => {
    const foreign = await db().selectFrom('pedidos').select('numero').where('empresa', '=', '1').where('cliente', '=', '000002').executeTakeFirstOrThrow();
    expect((await r.call('getDescargaProforma', 'cliente', { numeroPedido: foreign.numero, cliente: '000002' })).status).toBe(404);
    expect((await r.call('getDescargaProforma', 'proveedor', { numeroPedido: foreign.numero, cliente: '000002' })).status).toBe(403);
    expect((await r.call('getDescargaProforma', 'cliente', { cliente: '000001' })).status).toBe(400);
    expect((await r.call('getDescargaProforma', null, { numeroPedido: foreign.numero, cliente: '000002' })).status).toBe(401);
  });
});

describe('getURLFacturas and the signed document links', () => {
  it('returns a signed link to the invoice PDF, served inline', async () => {
    const f = await invoiceOf('000001');
    const res = (await r.call('getURLFacturas', 'cliente', urlBody(f))).json;
    expect(res).toMatchObject({ statusCode: '200', errorMsg: '' });
    expect(res.report).toMatch(/\/wsutils\/documentos\/[\w-]+\?exp=\d+&sig=[\w-]+$/);
    const exp = Number(new URL(res.report).searchParams.get('exp'));
    expect(exp - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(exp - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const doc = await r.download(res.report);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toBe(`inline; filename="factura-${f.serie}-${f.ejercicio}-${String(f.numero).padStart(6, '0')}.pdf"`);
    expectPdf(doc.rawPayload, 3000);
  });
  it('a range gives one PDF with several invoices; nothing found gives notFacturaFound', async () => {
    const res = (await r.call('getURLFacturas', 'cliente', { clteIni: '000001', clteFin: '000001', fechaIni: dmy(daysAgo(120)), fechaFin: dmy(daysAgo(0)) })).json;
    const doc = await r.download(res.report);
    expect(expectPdf(doc.rawPayload).length).toBeGreaterThan(20_000);
    expect((await r.call('getURLFacturas', 'cliente', { factIni: 999999, factFin: 999999 })).json).toEqual({ statusCode: '200', report: '', errorMsg: 'notFacturaFound' });
  });
  it('another customer\'s invoice is not found for CLIENTE, REPRESENTANTE or SUCURSAL of another branch', async () => {
    const foreign = await invoiceOf('000002');
    expect((await r.call('getURLFacturas', 'cliente', urlBody(foreign))).json.report).toBe('');
    const notRep = await db().selectFrom('facturas as f').innerJoin('clientes as c', (j) => j.onRef('c.cliente', '=', 'f.cliente').onRef('c.empresa', '=', 'f.empresa'))
      .select(['f.numero', 'f.serie', 'f.ejercicio']).where('f.empresa', '=', '1').where('c.representante', '!=', r.repCode).executeTakeFirstOrThrow();
    expect((await r.call('getURLFacturas', 'rep', urlBody(notRep))).json.errorMsg).toBe('notFacturaFound');
    const otherBranch = await invoiceOf('000002', (q) => q.where('sucursal', '!=', '001'));
    expect((await r.call('getURLFacturas', 'sucursal', urlBody(otherBranch))).json.report).toBe('');
    const ownBranch = await invoiceOf('000002', (q) => q.where('sucursal', '=', '001'));
    expect((await r.call('getURLFacturas', 'sucursal', urlBody(ownBranch))).json.report).not.toBe('');
    expect((await r.call('getURLFacturas', 'proveedor', urlBody(ownBranch))).status).toBe(403);
  });
  it('a tampered, expired or unsigned link is refused with 403', async () => {
    const f = await invoiceOf('000001');
    const url = new URL((await r.call('getURLFacturas', 'cliente', urlBody(f))).json.report);
    const id = url.pathname.split('/').pop()!;
    const exp = Number(url.searchParams.get('exp'));
    const get = (query: string) => r.s.app.inject({ method: 'GET', url: `${url.pathname}?${query}` });
    expect((await get(`exp=${exp}&sig=${url.searchParams.get('sig')}`)).statusCode).toBe(200);
    expect((await get(`exp=${exp + 3_600_000}&sig=${url.searchParams.get('sig')}`)).statusCode).toBe(403);
    expect((await get(`exp=${exp}&sig=${sign(id, exp).replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`)).statusCode).toBe(403);
    expect((await get(`exp=${exp}`)).statusCode).toBe(403);
    const past = Date.now() - 1000;
    const expired = await get(`exp=${past}&sig=${sign(id, past)}`);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ result: 'ko', errorCode: 'DOCUMENT_LINK_INVALID', errorMsg: expect.stringContaining('expired') });
    const later = Date.now() + 60_000;
    expect((await get(`exp=${later}&sig=${sign(id, later)}`)).statusCode).toBe(200);
    const unknown = 'A'.repeat(32);
    expect((await r.s.app.inject({ method: 'GET', url: `/wsutils/documentos/${unknown}?exp=${later}&sig=${sign(unknown, later)}` })).statusCode).toBe(404);
  });
});

describe('a link to a document deleted after it was issued', () => {
  it('answers 404', async () => {
    const f = await invoiceOf('000003');
    const url = (await r.call('getURLFacturas', 'multi', urlBody(f))).json.report;
    await db().deleteFrom('vencimientos').where('empresa', '=', '1').where('factura_ejercicio', '=', f.ejercicio).where('factura_serie', '=', f.serie).where('factura_numero', '=', f.numero).execute();
    await db().updateTable('albaranes').set({ factura_ejercicio: null, factura_serie: null, factura_numero: null }).where('factura_numero', '=', f.numero).where('factura_serie', '=', f.serie).execute();
    await db().deleteFrom('facturas').where('empresa', '=', '1').where('ejercicio', '=', f.ejercicio).where('serie', '=', f.serie).where('numero', '=', f.numero).execute();
    const doc = await r.download(url);
    expect(doc.statusCode).toBe(404);
    expect(doc.json()).toMatchObject({ result: 'ko', errorCode: 'NOT_FOUND' });
  });
});

describe('imprimirAlbaran', () => {
  it('prints own delivery notes, valued or not, and a range', async () => {
    const notes = await db().selectFrom('albaranes').select(['ejercicio', 'numero']).where('empresa', '=', '1').where('cliente', '=', '000001')
      .orderBy('ejercicio', 'desc').orderBy('numero').limit(3).execute();
    const one = notes[0]!;
    const plain = await r.call('imprimirAlbaran', 'cliente', { ejercicio: one.ejercicio, albaranInicial: one.numero, albaranFinal: one.numero, tipoEmpresa: 0, pdfSn: 'S' });
    expect(plain.json).toMatchObject({ statusCode: '200', infoMsg: { code: 0, message: '' }, errorCode: 0, errorMsg: '' });
    const valued = await r.call('imprimirAlbaran', 'cliente', { ejercicio: one.ejercicio, albaranInicial: one.numero, albaranFinal: one.numero, albValoradosSn: 'S' });
    expect(expectPdf(valued.json.dataRes.report).length).toBeGreaterThan(expectPdf(plain.json.dataRes.report).length);
    const sameYear = notes.filter((n) => n.ejercicio === one.ejercicio);
    const range = await r.call('imprimirAlbaran', 'cliente', { ejercicio: one.ejercicio, albaranInicial: one.numero, albaranFinal: sameYear.at(-1)!.numero });
    expect(expectPdf(range.json.dataRes.report).length).toBeGreaterThan(expectPdf(plain.json.dataRes.report).length);
  });
  it('another customer\'s delivery note is "not found" (-21001); supplier users get 403', async () => {
    const foreign = await db().selectFrom('albaranes').select(['ejercicio', 'numero']).where('empresa', '=', '1').where('cliente', '=', '000002').executeTakeFirstOrThrow();
    const res = await r.call('imprimirAlbaran', 'cliente', { ejercicio: foreign.ejercicio, albaranInicial: foreign.numero, albaranFinal: foreign.numero });
    expect(res.status).toBe(200);
    expect(res.json.infoMsg.code).toBe(-21001);
    expect(res.json.infoMsg.message).toContain(String(foreign.numero));
    expect(res.json.dataRes.report).toBe('');
    expect((await r.call('imprimirAlbaran', 'proveedor', { ejercicio: foreign.ejercicio, albaranInicial: foreign.numero })).status).toBe(403);
    expect((await r.call('imprimirAlbaran', 'cliente', { ejercicio: 'dos mil', albaranInicial: 1 })).status).toBe(400);
  });
});

describe('imprimirFacturaCSV', () => {
  it('exports the invoice lines as ; separated UTF-8 CSV with BOM', async () => {
    const f = await invoiceOf('000001');
    const res = await r.call('imprimirFacturaCSV', 'cliente', { numeroFactura: f.numero, serieFactura: f.serie, secuenciaFactura: f.secuencia, cliente: '000001', ejercicio: f.ejercicio, help: 'N' });
    expect(res.json.statusCode).toBe('200');
    const bytes = Buffer.from(res.json.dataRes.File, 'base64');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Serie;Ejercicio;Factura;Fecha factura;Cliente;Razón social/);
    expect(lines.length).toBeGreaterThan(1);
    const cells = lines[1]!.split(';');
    expect(cells.slice(0, 3)).toEqual([f.serie, String(f.ejercicio), String(f.numero)]);
    expect(lines[1]).toContain(f.total.toFixed(2).replace('.', ','));
  });
  it('refuses another customer\'s invoice with 404', async () => {
    const foreign = await invoiceOf('000002');
    const res = await r.call('imprimirFacturaCSV', 'cliente', { numeroFactura: foreign.numero, serieFactura: foreign.serie, ejercicio: foreign.ejercicio, cliente: '000002' });
    expect(res.status).toBe(404);
    expect(res.json.errorMsg).toContain('notFacturaFound');
  });
});

describe('obtenerZipFacturas', () => {
  it('zips one PDF per invoice', async () => {
    const invoices = await db().selectFrom('facturas').selectAll().where('empresa', '=', '1').where('cliente', '=', '000001').orderBy('fecha', 'desc').limit(12).execute();
    const res = await r.call('/wsutils/obtenerZipFacturas', 'cliente', { facturas: invoices.map((f) => ({ numeroFactura: f.numero, serieFactura: f.serie, ejercicio: f.ejercicio, cliente: f.cliente })) });
    expect(res.status).toBe(200);
    expect(res.json.dataRes.nombre).toBe('facturas.zip');
    const files = unzipSync(Buffer.from(res.json.dataRes.File, 'base64'));
    expect(Object.keys(files)).toHaveLength(12);
    for (const [name, bytes] of Object.entries(files)) {
      expect(name).toMatch(/^factura-(FV|AB)-\d{4}-\d{6}\.pdf$/);
      expectPdf(Buffer.from(bytes));
    }
  });
  it('refuses a foreign invoice, an empty list and more than 1100 invoices', async () => {
    const own = await invoiceOf('000001');
    const foreign = await invoiceOf('000002');
    const mixed = [own, foreign].map((f) => ({ numeroFactura: f.numero, serieFactura: f.serie, ejercicio: f.ejercicio, cliente: f.cliente }));
    expect((await r.call('/wsutils/obtenerZipFacturas', 'cliente', { facturas: mixed })).status).toBe(404);
    expect((await r.call('/wsutils/obtenerZipFacturas', 'cliente', { facturas: [] })).status).toBe(400);
    const tooMany = Array.from({ length: 1101 }, () => mixed[0]);
    expect((await r.call('/wsutils/obtenerZipFacturas', 'cliente', { facturas: tooMany })).status).toBe(400);
    expect((await r.call('/wsutils/obtenerZipFacturas', null, { facturas: mixed })).status).toBe(401);
  });
});
