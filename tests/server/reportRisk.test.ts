import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPdf, startReportServer, type ReportServer, type User } from './support/reportServer';
import { pdfText } from './support/pdfText';

/** The customer risk report (RIESGOS, informeRiesgoClientes): one sheet per customer with the flagged sections, figures read from the database, scope per role. */

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });
const db = () => r.s.open.db;

const euros = (n: number) => `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} €`;
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const FLAGS = ['verEspecialesSN', 'verAvalesSN', 'verObservSN', 'verDotacionSN', 'verAnualSN', 'verMensualSN', 'verBalanceOficSN', 'verInformeComercSN'];
const all = (value: 'S' | 'N') => Object.fromEntries(FLAGS.map((f) => [f, value]));
const lista = (...codes: string[]) => codes.map((codigoCliente) => ({ codigoCliente }));
const risk = (user: User, clientes: string[], body: Record<string, unknown> = {}) =>
  r.call('informeRiesgoClientes', user, { ...all('S'), estadoClteAPT: 'T', listaClientes: lista(...clientes), tipoEmpresa: 0, pdfSn: 'S', ...body });

async function documentText(reply: { status: number; json: { report: string; errorCode: number } }, keep?: string): Promise<{ text: string; pages: number }> {
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  expect(reply.json.errorCode).toBe(0);
  const doc = await r.download(reply.json.report);
  expect(doc.statusCode).toBe(200);
  const bytes = expectPdf(doc.rawPayload);
  if (keep && process.env.PORTFOLIO_PDF_DIR) writeFileSync(`${process.env.PORTFOLIO_PDF_DIR}/${keep}.pdf`, bytes);
  const raw = await pdfText(bytes);
  // Table cells wrap long names: compare on the text with its runs of white space made one space.
  return { text: raw.replace(/\s+/g, ' '), pages: (raw.match(/\f/g) ?? []).length };
}

const file = (cliente: string) => db().selectFrom('riesgos_clientes').selectAll().where('empresa', '=', '1').where('cliente', '=', cliente).executeTakeFirstOrThrow();
const nameOf = async (cliente: string) => (await db().selectFrom('clientes').select('razon_social').where('empresa', '=', '1').where('cliente', '=', cliente).executeTakeFirstOrThrow()).razon_social;

describe('the risk data behind the report', () => {
  it('every customer of every company has a risk file; some are insured, some have guarantees, provisions and three balances', async () => {
    const customers = await db().selectFrom('clientes').select(['empresa', 'cliente']).execute();
    const files = await db().selectFrom('riesgos_clientes').select(['empresa', 'cliente', 'aseguradora']).execute();
    expect(files.length).toBe(customers.length);
    expect(files.some((f) => f.aseguradora) && files.some((f) => !f.aseguradora)).toBe(true);
    expect((await db().selectFrom('riesgo_avales').select('cliente').where('empresa', '=', '1').execute()).length).toBeGreaterThan(0);
    expect((await db().selectFrom('riesgo_dotaciones').select('cliente').where('empresa', '=', '1').execute()).length).toBeGreaterThan(0);
    expect((await db().selectFrom('riesgo_balances').select('cliente').where('empresa', '=', '1').where('cliente', '=', '000001').execute()).length).toBe(3);
  });
});

describe('informeRiesgoClientes', () => {
  it('one sheet per customer with the limit, the consumed risk computed from the due dates, and every flagged section', async () => {
    const { text } = await documentText(await risk('admin', ['000001', '000002']), 'riesgos');
    const f = await file('000001');
    expect(text).toContain('RIESGO DE CLIENTE');
    expect(text).toContain(`000001 · ${await nameOf('000001')}`);
    expect(text).toContain(`000002 · ${await nameOf('000002')}`);
    expect(text).toContain(euros(f.limite_credito));
    const due = await db().selectFrom('vencimientos').select((eb) => eb.fn.sum<number>('importe_pendiente').as('n')).where('empresa', '=', '1').where('cliente', '=', '000001')
      .where('situacion', 'in', ['PENDIENTE', 'IMPAGADO']).executeTakeFirstOrThrow();
    expect(text).toContain(euros(Math.round(Number(due.n) * 100) / 100));
    for (const heading of ['Riesgo consumido', 'Seguro de crédito', 'Condiciones especiales', 'Avales', 'Observaciones', 'Dotaciones por insolvencia',
      'Ventas anuales (últimos 3 años)', 'Ventas mensuales (últimos 12 meses)', 'Balance oficial', 'Informe comercial']) expect(text, heading).toContain(heading);
    if (f.aseguradora) expect(text).toContain(f.aseguradora);
    expect(text).toContain(f.calificacion!);
    const balance = await db().selectFrom('riesgo_balances').selectAll().where('empresa', '=', '1').where('cliente', '=', '000001').orderBy('ejercicio').execute();
    expect(text).toContain(euros(balance[0]!.cifra_negocio));
    expect(text).toMatch(/Página 1 de \d/);
    // Each customer starts a new document: its own page numbering.
    expect(text.match(/Página 1 de/g)!.length).toBe(2);
  });
  it('only the flagged sections: all N leaves the limit and insurance only', async () => {
    const { text } = await documentText(await risk('admin', ['000001'], { ...all('N'), verAvalesSN: 'S' }));
    expect(text).toContain('Límite de crédito concedido');
    expect(text).toContain('Avales');
    for (const heading of ['Condiciones especiales', 'Observaciones', 'Dotaciones por insolvencia', 'Ventas anuales', 'Ventas mensuales', 'Balance oficial', 'Informe comercial']) {
      expect(text, heading).not.toContain(heading);
    }
  });
  it('a CLIENTE asking for another customer gets nothing of it; with its own it gets only its own', async () => {
    const other = await nameOf('000002');
    expect((await risk('cliente', ['000002'])).json).toEqual({ statusCode: '200', report: '', errorCode: 0, errorMsg: 'notFoundDefault' });
    const { text } = await documentText(await risk('cliente', ['000001', '000002']));
    expect(text).toContain('000001 ·');
    expect(text).not.toContain('000002 ·');
    expect(text).not.toContain(other);
  });
  it('REPRESENTANTE keeps only the customers of its code and agent; SUCURSAL and MULTISUCURSAL their customer; SOPORTE all; suppliers refused', async () => {
    const own = await db().selectFrom('clientes').select('cliente').where('empresa', '=', '1').where('representante', '=', r.repCode).where('agente', '=', r.repAgent).orderBy('cliente').execute();
    const foreign = await db().selectFrom('clientes').select(['cliente', 'razon_social']).where('empresa', '=', '1').where('representante', '!=', r.repCode).executeTakeFirstOrThrow();
    const { text } = await documentText(await risk('rep', [own[0]!.cliente, foreign.cliente]));
    expect(text).toContain(`${own[0]!.cliente} ·`);
    expect(text).not.toContain(foreign.razon_social);
    expect((await documentText(await risk('sucursal', ['000002', '000001']))).text).not.toContain('000001 ·');
    expect((await documentText(await risk('multi', ['000003', '000001']))).text).not.toContain('000001 ·');
    expect((await documentText(await risk('soporte', ['000004']))).text).toContain('000004 ·');
    expect((await risk('proveedor', ['000001'])).status).toBe(403);
  });
  it('estadoClteAPT A keeps active customers, P blocked ones', async () => {
    const blocked = await db().selectFrom('clientes').select('cliente').where('empresa', '=', '1').where('estado', '=', 'B').executeTakeFirstOrThrow();
    expect((await risk('admin', [blocked.cliente], { estadoClteAPT: 'A' })).json.errorMsg).toBe('notFoundDefault');
    expect((await documentText(await risk('admin', [blocked.cliente, '000001'], { estadoClteAPT: 'P' }))).text).not.toContain('000001 ·');
  });
  it('more than 1100 customers are refused with an errorCode and the catalogue message', async () => {
    const many = Array.from({ length: 1101 }, (_, i) => String(i + 1).padStart(6, '0'));
    const res = await risk('admin', many);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ statusCode: '200', report: '', errorCode: 1100, errorMsg: 'No se pueden descargar más de 1100 resultados' });
    expect((await risk('admin', many.slice(0, 1100))).json.errorCode).toBe(0);
  });
  it('invalid bodies are a 400', async () => {
    expect((await risk('admin', [])).status).toBe(400);
    expect((await risk('admin', ['000001'], { verAvalesSN: 'X' })).status).toBe(400);
    expect((await risk('admin', ['000001'], { estadoClteAPT: 'Z' })).status).toBe(400);
    expect((await risk('admin', ['000001'], { listaClientes: [{ cliente: '000001' }] })).status).toBe(400);
    expect((await r.call('informeRiesgoClientes', null, { listaClientes: lista('000001') })).status).toBe(401);
  });
  it('an English user gets English headings', async () => {
    try {
      await db().updateTable('usuarios_erp').set({ idioma: 'EN' }).where('usuario', '=', 'admin').where('id_organizacion', '=', 1).execute();
      const f = await file('000001');
      const { text } = await documentText(await risk('admin', ['000001']), 'riesgos-en');
      for (const heading of ['CUSTOMER RISK', 'Credit limit granted', 'Credit insurance', 'Guarantees', 'Official balance sheet', 'Commercial report', 'Page 1 of']) expect(text, heading).toContain(heading);
      expect(text).toContain(dmy(f.fecha_limite));
      expect(text).not.toContain('Página');
    } finally {
      await db().updateTable('usuarios_erp').set({ idioma: 'E' }).where('usuario', '=', 'admin').where('id_organizacion', '=', 1).execute();
    }
  });
});
