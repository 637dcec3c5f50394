import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesPanelData } from '../../src/server/documents/salesPanel';
import { startReportServer, type ReportServer, type User } from './support/reportServer';

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });
const db = () => r.s.open.db;

const panel = (user: User, body: Record<string, unknown> = {}) => r.call('urlPanelConsultas', user, { panel: 'ventas', ...body });
const html = async (user: User, body: Record<string, unknown> = {}) => {
  const res = await panel(user, body);
  expect(res.status).toBe(200);
  const page = await r.download(res.json.url);
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  return page.payload;
};
/** The invoiced total the panel shows (data-kpi="total"). */
const shownTotal = (page: string) => page.match(/data-kpi="total">([^<]+)</)?.[1];
const today = () => new Date().toISOString().slice(0, 10);
/** Text as the page writes it (HTML-escaped as numeric entities). */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

describe('urlPanelConsultas (embedded query dashboard)', () => {
  it('returns a signed address of an HTML sales dashboard with the company, monthly figures and top customers', async () => {
    const res = await panel('admin', { meses: 12 });
    expect(res.json).toMatchObject({ statusCode: '200', errorMsg: '' });
    expect(res.json.url).toMatch(/\/wsutils\/documentos\/[\w-]+\?exp=\d+&sig=/);
    const page = await html('admin', { meses: 12 });
    expect(page).toContain('Panel de ventas');
    expect(page).toContain('Iberia Metales');
    expect((page.match(/<td class="bar">/g) ?? []).length).toBe(12);
    expect(page).toContain('Clientes con más facturación');
  });
  it('the figures are the invoices of the period, summed by month', async () => {
    const all = await salesPanelData(db(), { scope: { kind: 'company', empresa: '1', role: 'ADMIN' }, cliente: null, meses: 24, hasta: today(), idioma: 'ES' });
    const invoices = await db().selectFrom('facturas').select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('total').as('sum')])
      .where('empresa', '=', '1').where('fecha', '>=', all.desde).where('fecha', '<=', today()).executeTakeFirstOrThrow();
    expect(all.months).toHaveLength(24);
    expect(all.months.reduce((s, m) => s + m.facturas, 0)).toBe(Number(invoices.n));
    expect(all.months.reduce((s, m) => s + m.importe, 0)).toBeCloseTo(Number(invoices.sum), 2);
    expect(all.top.length).toBeGreaterThan(0);
    expect(all.top.map((t) => t.importe)).toEqual([...all.top.map((t) => t.importe)].sort((a, b) => b - a));
  });
  it('scope: a CLIENTE sees only its own invoices, whatever customer it asks for; suppliers get 403', async () => {
    const own = shownTotal(await html('cliente'));
    expect(own).toBeDefined();
    expect(shownTotal(await html('admin', { cliente: '000001' }))).toBe(own);
    // Asking for another customer narrows the own scope to nothing, and the page does not name that customer.
    const other = await db().selectFrom('clientes').select('nombre').where('empresa', '=', '1').where('cliente', '=', '000002').executeTakeFirstOrThrow();
    const foreign = await html('cliente', { cliente: '000002' });
    expect(shownTotal(foreign)).toBe('0,00 €');
    expect(foreign).not.toContain(escapeHtml(other.nombre));
    expect(await html('admin', { cliente: '000002' })).toContain(escapeHtml(other.nombre));
    // A representative does not get the name of another representative's customer either.
    const notRep = await db().selectFrom('clientes').select(['cliente', 'nombre']).where('empresa', '=', '1').where('representante', '<>', r.repCode).orderBy('cliente').executeTakeFirstOrThrow();
    expect(await html('rep', { cliente: notRep.cliente })).not.toContain(escapeHtml(notRep.nombre));
    expect(shownTotal(await html('admin', { cliente: '000002' }))).not.toBe('0,00 €');
    expect((await panel('proveedor')).status).toBe(403);
  });
  it("speaks the user's language", async () => {
    await db().updateTable('usuarios_erp').set({ idioma: 'en' }).where('usuario', '=', 'soporte').execute();
    try {
      expect(await html('soporte')).toContain('Sales dashboard');
    } finally {
      await db().updateTable('usuarios_erp').set({ idioma: 'E' }).where('usuario', '=', 'soporte').execute();
    }
  });
  it('validates its body and needs a token', async () => {
    expect((await panel('admin', { panel: 'otro' })).status).toBe(400);
    expect((await panel('admin', { meses: 0 })).status).toBe(400);
    expect((await panel('admin', { extra: 1 })).json.errorMsg).toContain('body.extra');
    expect((await r.call('urlPanelConsultas', null, { panel: 'ventas' })).status).toBe(401);
  });
});
