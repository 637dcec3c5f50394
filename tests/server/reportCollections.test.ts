import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, dmy, expectPdf, startReportServer, type ReportServer, type User } from './support/reportServer';

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });
const db = () => r.s.open.db;

const report = (user: User, body: Record<string, unknown> = {}) =>
  r.call('informeVencimientos', user, { SituacionInforme: 'NO_COBRADO', TipoSeleccionRepresentante: 'E', tipoEmpresa: 0, pdfSn: 'S', ...body });

describe('the receivables behind the report', () => {
  it('every invoice has 1 to 3 due dates adding up to its total; some are paid, some pending, some returned', async () => {
    const rows = await db().selectFrom('vencimientos as v').innerJoin('facturas as f', (j) => j.onRef('f.empresa', '=', 'v.empresa').onRef('f.ejercicio', '=', 'v.factura_ejercicio')
      .onRef('f.serie', '=', 'v.factura_serie').onRef('f.numero', '=', 'v.factura_numero'))
      .select(['f.numero', 'f.serie', 'f.ejercicio', 'f.total', 'v.importe', 'v.plazo', 'v.situacion']).where('v.empresa', '=', '1').execute();
    const byInvoice = new Map<string, { total: number; sum: number; n: number }>();
    for (const v of rows) {
      const k = `${v.serie}${v.ejercicio}${v.numero}`;
      const e = byInvoice.get(k) ?? { total: v.total, sum: 0, n: 0 };
      e.sum += v.importe;
      e.n++;
      byInvoice.set(k, e);
    }
    for (const e of byInvoice.values()) {
      expect(e.n).toBeGreaterThanOrEqual(1);
      expect(e.n).toBeLessThanOrEqual(3);
      expect(e.sum).toBeCloseTo(e.total, 2);
    }
    expect(new Set(rows.map((v) => v.situacion))).toEqual(new Set(['COBRADO', 'PENDIENTE', 'IMPAGADO']));
  });
  it('the demo customers have due dates in the last 30 days and older', async () => {
    for (const cliente of ['000001', '000002', '000003']) {
      const recent = await db().selectFrom('vencimientos').select('plazo').where('empresa', '=', '1').where('cliente', '=', cliente)
        .where('fecha_vencimiento', '>=', daysAgo(30)).where('fecha_vencimiento', '<=', daysAgo(0)).execute();
      const older = await db().selectFrom('vencimientos').select('plazo').where('empresa', '=', '1').where('cliente', '=', cliente).where('fecha_vencimiento', '<', daysAgo(30)).execute();
      expect(recent.length, cliente).toBeGreaterThan(0);
      expect(older.length, cliente).toBeGreaterThan(2);
    }
  });
});

describe('informeVencimientos', () => {
  it('returns a signed link to the PDF of the caller\'s pending due dates', async () => {
    const res = await report('cliente');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ statusCode: '200', errorMsg: '' });
    const doc = await r.download(res.json.report);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toMatch(/^inline; filename="estado-vencimientos-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expectPdf(doc.rawPayload, 3000);
  });
  it('ADMIN gets a multi-page report grouped by customer', async () => {
    const doc = await r.download((await report('admin')).json.report);
    expect(expectPdf(doc.rawPayload).length).toBeGreaterThan(20_000);
  });
  it('filters by situation, due-date and invoice-date ranges (DD/MM/YYYY)', async () => {
    expect((await report('cliente', { SituacionInforme: 'IMPAGADO' })).json.report).not.toBe('');
    expect((await report('cliente', { fechaIniVencimiento: dmy(daysAgo(30)), fechaFinVencimiento: dmy(daysAgo(0)) })).json.report).not.toBe('');
    expect((await report('cliente', { fechaIniFactura: '01/01/2000', fechaFinFactura: '31/12/2000' })).json).toEqual({ statusCode: '200', report: '', errorMsg: 'notFoundDefault' });
    expect((await report('cliente', { fechaIniVencimiento: '2025-02-29' })).status).toBe(400);
    expect((await report('cliente', { fechaIniVencimiento: dmy(daysAgo(1)), fechaFinVencimiento: dmy(daysAgo(5)) })).status).toBe(400);
  });
  it('scope: a CLIENTE asking for another customer gets nothing; a REPRESENTANTE only its customers; suppliers 403', async () => {
    expect((await report('cliente', { ClienteIni: '000002', ClienteFin: '000002' })).json.errorMsg).toBe('notFoundDefault');
    const other = await db().selectFrom('clientes as c').innerJoin('vencimientos as v', (j) => j.onRef('v.empresa', '=', 'c.empresa').onRef('v.cliente', '=', 'c.cliente'))
      .select('c.cliente').where('c.empresa', '=', '1').where('c.representante', '!=', r.repCode).where('v.situacion', '!=', 'COBRADO').executeTakeFirstOrThrow();
    expect((await report('rep', { ClienteIni: other.cliente, ClienteFin: other.cliente })).json.errorMsg).toBe('notFoundDefault');
    expect((await report('admin', { ClienteIni: other.cliente, ClienteFin: other.cliente })).json.report).not.toBe('');
    expect((await report('rep', { repIni: r.repCode, repFin: r.repCode })).json.report).not.toBe('');
    expect((await report('multi')).json.report).not.toBe('');
    expect((await report('proveedor')).status).toBe(403);
  });
  it('needs a token and a known situation', async () => {
    expect((await r.call('informeVencimientos', null, {})).status).toBe(401);
    expect((await report('admin', { SituacionInforme: 'TODO' })).status).toBe(400);
    expect((await report('admin', { extra: 1 })).status).toBe(400);
  });
});
