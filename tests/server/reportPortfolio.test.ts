import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, dmy, expectPdf, startReportServer, type ReportServer, type User } from './support/reportServer';
import { pdfText } from './support/pdfText';

/**
 * The customer portfolio (CARTERA_CLIENTS: listings efj325, efi325, efk325, efu325) and the unpaid payments (IMPAGADOS) served by informeVencimientos,
 * the situation lookups (lovCos, lovPas, situacionesPago) and the supplier code on the branch list: figures read from the database, scope per role.
 */

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });
const db = () => r.s.open.db;

const euros = (n: number) => `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} €`;
const round2 = (n: number) => Math.round(n * 100) / 100;
const today = () => new Date().toISOString().slice(0, 10);

const base = { TipoSeleccionRepresentante: 'E', tipoEmpresa: 0, pdfSn: 'S' };
const cartera = (user: User, body: Record<string, unknown> = {}) =>
  r.call('informeVencimientos', user, { ...base, SituacionInforme: 'NO_COBRADO', codigoInforme: 'efj325', situacionCartera: 'NO_COBRADO', ...body });
const impagados = (user: User, body: Record<string, unknown> = {}) =>
  r.call('informeVencimientos', user, { ...base, SituacionInforme: 'IMPAGADO', situacionCartera: 'AMBOS', portadaSN: 'N', proveedor: '', ...body });

/** The text of the document a report reply links to (also kept in /tmp for a look at the layout when PORTFOLIO_PDF_DIR is set). */
async function documentText(reply: { status: number; json: { report: string } }, keep?: string): Promise<{ text: string; pages: number }> {
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  expect(reply.json.report).toContain('/wsutils/documentos/');
  const doc = await r.download(reply.json.report);
  expect(doc.statusCode).toBe(200);
  const bytes = expectPdf(doc.rawPayload);
  if (keep && process.env.PORTFOLIO_PDF_DIR) writeFileSync(`${process.env.PORTFOLIO_PDF_DIR}/${keep}.pdf`, bytes);
  const text = await pdfText(bytes);
  return { text, pages: (text.match(/\f/g) ?? []).length };
}

/** Pending amount of the due dates of a customer matching a situation condition, invoiced inside the role's window (as the server counts it for that role). */
async function pending(cliente: string, which: (v: { situacion: string; fecha_vencimiento: string }) => boolean, role = 'CLIENTE', empresa = '1') {
  const window = await db().selectFrom('fechas_roles as f').innerJoin('roles as r', 'r.id_rol', 'f.id_rol').select(['f.fecha_inicio', 'f.fecha_final'])
    .where('f.id_organizacion', '=', 1).where('f.empresa', '=', empresa).where('r.role', '=', role).executeTakeFirst();
  let q = db().selectFrom('vencimientos').select(['situacion', 'fecha_vencimiento', 'importe_pendiente']).where('empresa', '=', empresa).where('cliente', '=', cliente);
  if (window?.fecha_inicio) q = q.where('fecha_factura', '>=', window.fecha_inicio);
  if (window?.fecha_final) q = q.where('fecha_factura', '<=', window.fecha_final);
  const chosen = (await q.execute()).filter(which);
  return { n: chosen.length, total: round2(chosen.reduce((s, v) => s + v.importe_pendiente, 0)) };
}
const notCollected = (v: { situacion: string }) => v.situacion !== 'COBRADO';
const unpaid = (v: { situacion: string; fecha_vencimiento: string }) => v.situacion === 'IMPAGADO' || (v.situacion === 'PENDIENTE' && v.fecha_vencimiento < today());

describe('situation lookups', () => {
  it('lovCos lists the visible portfolio situations of receivables, NO_COBRADO first; visibleWebSN N adds the hidden ones', async () => {
    const res = await r.call('lovCos', 'cliente', { visibleWebSN: 'S', empresa: '1' });
    expect(res.status).toBe(200);
    expect(res.json.dataRes.map((s: { situacion: string }) => s.situacion)).toEqual(['NO_COBRADO', 'PENDIENTE', 'VENCIDO', 'IMPAGADO', 'DEVUELTO', 'COBRADO', 'TODOS']);
    expect(Object.keys(res.json.dataRes[0]).sort()).toEqual(['nombre', 'situacion']);
    expect(res.json.numReg).toBe(7);
    const all = await r.call('lovCos', 'admin', { visibleWebSN: 'N' });
    expect(all.json.dataRes.map((s: { situacion: string }) => s.situacion)).toContain('REMESADO');
  });
  it('lovPas lists the payable situations; situacionesPago AMBOS, DEVUELTO, NO_DEVUELTO', async () => {
    expect((await r.call('lovPas', 'admin', { visibleWebSN: 'S' })).json.dataRes.map((s: { situacion: string }) => s.situacion)).toEqual(['PENDIENTE', 'PAGADO', 'TODOS']);
    const pago = await r.call('situacionesPago', 'soporte', { empresa: '1' });
    expect(pago.json).toMatchObject({ statusCode: '200', numReg: 3 });
    expect(pago.json.dataRes.map((s: { situacion: string }) => s.situacion)).toEqual(['AMBOS', 'DEVUELTO', 'NO_DEVUELTO']);
  });
  it('refuses unknown fields and a company of another organisation', async () => {
    expect((await r.call('lovCos', 'admin', { visibleWebSN: 'X' })).status).toBe(400);
    expect((await r.call('situacionesPago', 'admin', { extra: 1 })).status).toBe(400);
    expect((await r.call('lovPas', 'admin', { empresa: '3' })).status).toBe(403);
  });
});

describe('lovDic and lovClte for the portfolio forms', () => {
  it('every branch row carries the supplier code of its customer', async () => {
    const withCode = await db().selectFrom('clientes').select(['cliente', 'codigo_acreedor']).where('empresa', '=', '1').where('codigo_acreedor', 'is not', null).orderBy('cliente').executeTakeFirstOrThrow();
    const res = (await r.call('lovDic', 'admin', { cliente: withCode.cliente })).json;
    expect(res.dataRes.length).toBeGreaterThan(0);
    for (const row of res.dataRes) expect(row.proveedor).toBe(withCode.codigo_acreedor);
    expect((await r.call('lovDic', 'cliente', { cliente: '000001' })).json.dataRes[0].proveedor).toBe('P00006');
    const without = await db().selectFrom('clientes').select('cliente').where('empresa', '=', '1').where('codigo_acreedor', 'is', null).orderBy('cliente').executeTakeFirstOrThrow();
    expect((await r.call('lovDic', 'admin', { cliente: without.cliente })).json.dataRes[0].proveedor).toBeNull();
  });
  it('searchCols limits the columns the search looks in', async () => {
    const c = await db().selectFrom('clientes').select(['cliente', 'cif', 'nombre']).where('empresa', '=', '1').where('cliente', '=', '000007').executeTakeFirstOrThrow();
    const byCif = (await r.call('lovClte', 'admin', { search: c.cif, searchCols: ['cif'], numRows: 100 })).json;
    expect(byCif.dataRes.map((x: { codigo: string }) => x.codigo)).toEqual(['000007']);
    expect((await r.call('lovClte', 'admin', { search: c.cif, searchCols: ['nombre'], numRows: 100 })).json.numReg).toBe(0);
    expect((await r.call('lovClte', 'admin', { search: c.cif, numRows: 100 })).json.numReg).toBe(0);
    expect((await r.call('lovClte', 'admin', { search: 'x', searchCols: ['password'] })).status).toBe(400);
  });
});

describe('customer portfolio (CARTERA_CLIENTS)', () => {
  it('efj325: portfolio by customer with subtotals computed from the due dates, the filters and page numbers', async () => {
    const { text, pages } = await documentText(await cartera('cliente'), 'cartera-efj325');
    const mine = await pending('000001', notCollected);
    expect(text).toContain('CARTERA DE CLIENTES');
    expect(text).toContain(`Total cliente 000001: ${mine.n} vencimientos`);
    expect(text).toContain(`pendiente ${euros(mine.total)}`);
    expect(text).toContain('No cobrado');
    expect(text).toContain('efj325');
    expect(text).toMatch(/Página 1 de \d+/);
    expect(pages).toBeGreaterThan(0);
    expect(text).not.toContain('000002 ·');
  });
  it('efi325 prints the amounts in the invoice currency and their equivalent in euros', async () => {
    const usd = await db().selectFrom('facturas').select('cliente').where('empresa', '=', '1').where('moneda', '=', 'USD').executeTakeFirstOrThrow();
    const { text } = await documentText(await cartera('admin', { codigoInforme: 'efi325', ClienteIni: usd.cliente, ClienteFin: usd.cliente, situacionCartera: 'TODOS' }), 'cartera-efi325');
    expect(text).toContain('CARTERA EN DIVISA');
    expect(text).toMatch(/\d USD/);
    expect(text).toContain('Contravalor en euros');
    expect(text).not.toContain('CARTERA DE CLIENTES');
  });
  it('efk325 lists only the unpaid due dates with their return date and reason', async () => {
    // The latest returned one: inside the customer's window whatever the seed's history.
    const returned = await db().selectFrom('vencimientos').select(['fecha_devolucion', 'motivo_devolucion']).where('empresa', '=', '1').where('cliente', '=', '000001').where('situacion', '=', 'IMPAGADO')
      .orderBy('fecha_vencimiento', 'desc').executeTakeFirstOrThrow();
    const { text } = await documentText(await cartera('cliente', { codigoInforme: 'efk325' }), 'cartera-efk325');
    const mine = await pending('000001', unpaid);
    expect(text).toContain('CARTERA DE IMPAGADOS');
    expect(text).toContain(`Total cliente 000001: ${mine.n} vencimientos`);
    expect(text).toContain(dmy(returned.fecha_devolucion!));
    expect(text).toContain(returned.motivo_devolucion!);
    expect(text).toContain('Motivo devolución');
  });
  it('efu325 groups the pending collection by ISO week of the due date', async () => {
    const { text } = await documentText(await cartera('cliente', { codigoInforme: 'efu325', situacionCartera: 'PENDIENTE' }), 'cartera-efu325');
    const mine = await pending('000001', (v) => v.situacion === 'PENDIENTE' && v.fecha_vencimiento >= today());
    expect(text).toContain('COBROS PENDIENTES POR SEMANA');
    expect(text).toMatch(/Semana \d{4}-W\d{2} · \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('Total semana');
    expect(text).toContain(euros(mine.total));
  });
  it('the situation filter: COBRADO finds the collected ones; an unknown or hidden situation is a 400', async () => {
    const { text } = await documentText(await cartera('cliente', { situacionCartera: 'COBRADO' }));
    expect(text).toContain('Cobrado');
    expect((await cartera('cliente', { situacionCartera: 'REMESADO' })).status).toBe(400);
    expect((await cartera('cliente', { situacionCartera: 'AMBOS' })).status).toBe(400);
    expect((await cartera('cliente', { codigoInforme: 'efx999' })).status).toBe(400);
    expect((await cartera('cliente', { fechaIniFactura: '01/01/2000', fechaFinFactura: '31/12/2000' })).json).toEqual({ statusCode: '200', report: '', errorMsg: 'notFoundDefault' });
  });
  it('a CLIENTE asking for another customer gets the empty reply; a REPRESENTANTE only its customers', async () => {
    expect((await cartera('cliente', { ClienteIni: '000002', ClienteFin: '000002' })).json.errorMsg).toBe('notFoundDefault');
    const other = await db().selectFrom('clientes as c').innerJoin('vencimientos as v', (j) => j.onRef('v.empresa', '=', 'c.empresa').onRef('v.cliente', '=', 'c.cliente'))
      .select(['c.cliente', 'c.razon_social']).where('c.empresa', '=', '1').where('c.representante', '!=', r.repCode).where('v.situacion', '!=', 'COBRADO').executeTakeFirstOrThrow();
    expect((await cartera('rep', { ClienteIni: other.cliente, ClienteFin: other.cliente })).json.errorMsg).toBe('notFoundDefault');
    const { text } = await documentText(await cartera('rep'));
    const own = await db().selectFrom('clientes').select('cliente').where('empresa', '=', '1').where('representante', '=', r.repCode).where('agente', '=', r.repAgent).execute();
    const codes = new Set(own.map((c) => c.cliente));
    const printed = [...text.matchAll(/Total cliente (\d{6})/g)].map((m) => m[1]!);
    expect(printed.length).toBeGreaterThan(0);
    for (const c of printed) expect(codes.has(c), c).toBe(true);
    expect(text).not.toContain(other.razon_social);
  });
  it('ADMIN and SOPORTE see every customer; MULTISUCURSAL its branches; suppliers are refused', async () => {
    const { text } = await documentText(await cartera('admin', { fechaIniVencimiento: dmy(daysAgo(60)), fechaFinVencimiento: dmy(daysAgo(0)) }));
    expect(new Set([...text.matchAll(/Total cliente (\d{6})/g)].map((m) => m[1])).size).toBeGreaterThan(3);
    expect((await cartera('soporte')).json.report).not.toBe('');
    expect((await cartera('multi')).json.report).not.toBe('');
    expect((await cartera('proveedor')).status).toBe(403);
  });
  it('an English user gets English headings', async () => {
    try {
      await db().updateTable('usuarios_erp').set({ idioma: 'EN' }).where('usuario', '=', 'cliente').where('id_organizacion', '=', 1).execute();
      const { text } = await documentText(await cartera('cliente'), 'cartera-efj325-en');
      expect(text).toContain('CUSTOMER PORTFOLIO');
      expect(text).toContain('Customer total 000001');
      expect(text).toMatch(/Page 1 of \d+/);
      expect(text).not.toContain('Página');
    } finally {
      await db().updateTable('usuarios_erp').set({ idioma: 'E' }).where('usuario', '=', 'cliente').where('id_organizacion', '=', 1).execute();
    }
  });
});

describe('unpaid payments (IMPAGADOS)', () => {
  it('lists the unpaid due dates with situation, due date and totals per customer; no cover page with portadaSN N', async () => {
    const { text } = await documentText(await impagados('cliente'), 'impagados');
    const mine = await pending('000001', unpaid);
    const returned = await pending('000001', (v) => v.situacion === 'IMPAGADO');
    expect(text).toContain('RECIBOS IMPAGADOS');
    expect(text).toContain(`Total cliente 000001: ${mine.n} vencimientos`);
    expect(text).toContain(`pendiente ${euros(mine.total)}`);
    expect(text).toContain(euros(returned.total));
    expect(text).toContain('Devueltos y no devueltos');
    expect(text).toContain('Devuelto');
    expect(text).not.toContain('Informe de recibos impagados');
  });
  it('portadaSN S adds the cover page with the company, the filters and the totals', async () => {
    const company = await db().selectFrom('empresas').select('nombre').where('empresa', '=', '1').executeTakeFirstOrThrow();
    const { text, pages } = await documentText(await impagados('soporte', { portadaSN: 'S', ClienteIni: '000001', ClienteFin: '000001' }), 'impagados-portada');
    const without = await documentText(await impagados('soporte', { portadaSN: 'N', ClienteIni: '000001', ClienteFin: '000001' }));
    const mine = await pending('000001', unpaid, 'SOPORTE');
    expect(text).toContain('Informe de recibos impagados');
    expect(text).toContain(`Emitido para: ${company.nombre}`);
    expect(text.split('Informe de recibos impagados')[1]).toContain(euros(mine.total));
    expect(pages).toBe(without.pages + 1);
  });
  it('DEVUELTO prints only returned ones, NO_DEVUELTO only overdue not returned', async () => {
    const dev = await documentText(await impagados('cliente', { situacionCartera: 'DEVUELTO' }));
    const devMine = await pending('000001', (v) => v.situacion === 'IMPAGADO');
    expect(dev.text).toContain(`Total cliente 000001: ${devMine.n} vencimientos`);
    const nodev = await impagados('cliente', { situacionCartera: 'NO_DEVUELTO' });
    const nodevMine = await pending('000001', (v) => v.situacion === 'PENDIENTE' && v.fecha_vencimiento < today());
    if (nodevMine.n === 0) expect(nodev.json.errorMsg).toBe('notFoundDefault');
    else expect((await documentText(nodev)).text).toContain(`Total cliente 000001: ${nodevMine.n} vencimientos`);
    expect((await impagados('cliente', { situacionCartera: 'NO_COBRADO' })).status).toBe(400);
  });
  it('SUCURSAL is narrowed to its branch whatever branch it sends; the branch filter narrows ADMIN', async () => {
    const suc = await db().selectFrom('usuarios_portal').select(['cliente', 'sucursal']).where('id_organizacion', '=', 1).where('usuario', '=', 'sucursal').executeTakeFirstOrThrow();
    const reply = await impagados('sucursal', { situacionCartera: 'AMBOS', sucursal: '' });
    const rows = await db().selectFrom('vencimientos as v').innerJoin('facturas as f', (j) => j.onRef('f.empresa', '=', 'v.empresa').onRef('f.ejercicio', '=', 'v.factura_ejercicio')
      .onRef('f.serie', '=', 'v.factura_serie').onRef('f.numero', '=', 'v.factura_numero'))
      .select(['v.situacion', 'v.fecha_vencimiento', 'v.importe_pendiente', 'f.sucursal']).where('v.empresa', '=', '1').where('v.cliente', '=', suc.cliente!).execute();
    const branch = rows.filter((v) => v.sucursal === suc.sucursal && unpaid(v));
    if (branch.length === 0) expect(reply.json.errorMsg).toBe('notFoundDefault');
    else {
      const { text } = await documentText(reply);
      expect(text).toContain(`Total cliente ${suc.cliente}: ${branch.length} vencimientos`);
      const other = rows.find((v) => v.sucursal !== suc.sucursal && unpaid(v));
      if (other) expect(text).not.toContain(`Total cliente ${suc.cliente}: ${rows.filter(unpaid).length} vencimientos`);
    }
    const others = rows.filter((v) => v.sucursal !== suc.sucursal && unpaid(v));
    if (others.length) {
      const foreign = await impagados('sucursal', { sucursal: others[0]!.sucursal });
      expect(foreign.json.errorMsg).toBe('notFoundDefault');
      const { text } = await documentText(await impagados('admin', { ClienteIni: suc.cliente, ClienteFin: suc.cliente, sucursal: others[0]!.sucursal }));
      expect(text).toContain(`Sucursal`);
      expect(text).toContain(`Total cliente ${suc.cliente}: ${others.filter((v) => v.sucursal === others[0]!.sucursal).length} vencimientos`);
    }
  });
  it('the supplier code narrows to the customers with that code', async () => {
    const c = await db().selectFrom('clientes as c').innerJoin('vencimientos as v', (j) => j.onRef('v.empresa', '=', 'c.empresa').onRef('v.cliente', '=', 'c.cliente'))
      .select(['c.cliente', 'c.codigo_acreedor']).where('c.empresa', '=', '1').where('c.codigo_acreedor', 'is not', null).where('v.situacion', '=', 'IMPAGADO').executeTakeFirstOrThrow();
    const { text } = await documentText(await impagados('admin', { proveedor: c.codigo_acreedor }));
    expect(new Set([...text.matchAll(/Total cliente (\d{6})/g)].map((m) => m[1]))).toEqual(new Set([c.cliente]));
    expect(text).toContain(c.codigo_acreedor!);
  });
  it('a CLIENTE sending another customer gets nothing of it; REPRESENTANTE only its customers; suppliers refused', async () => {
    expect((await impagados('cliente', { ClienteIni: '000002', ClienteFin: '000002' })).json.errorMsg).toBe('notFoundDefault');
    const { text } = await documentText(await impagados('rep'));
    const own = new Set((await db().selectFrom('clientes').select('cliente').where('empresa', '=', '1').where('representante', '=', r.repCode).where('agente', '=', r.repAgent).execute()).map((c) => c.cliente));
    for (const m of text.matchAll(/Total cliente (\d{6})/g)) expect(own.has(m[1]!), m[1]).toBe(true);
    expect((await impagados('multi')).status).toBe(200);
    expect((await impagados('proveedor')).status).toBe(403);
  });
  it('invalid bodies are a 400', async () => {
    expect((await impagados('admin', { portadaSN: 'X' })).status).toBe(400);
    expect((await impagados('admin', { fechaIniVencimiento: '31/02/2025' })).status).toBe(400);
    expect((await impagados('admin', { sucursal: { a: 1 } })).status).toBe(400);
  });
});
