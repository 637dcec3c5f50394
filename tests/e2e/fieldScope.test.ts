import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { openReport } from './support/documents';
import { recordCalls } from './support/formInput';
import { serverDatabase } from './support/serverDatabase';

/**
 * Field-level scope in the browser: a supplier and a customer granted the purchases/sales report see their own side's columns only (the
 * services send nothing of the other side), and a customer's supplier delivery notes are those of the supplier it also is.
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = chromiumPerFile();
const sqlite = <T>(work: (db: Database.Database) => T): T => serverDatabase(dataDir, work);
const GRANTED = ['proveedor', 'cliente'];
const grant = (value: 'S' | 'N') => sqlite((db) => db.prepare(`UPDATE usuario_informes SET value_sn = ? WHERE id_organizacion = 1 AND informe = 'COMPRAS_VENTAS'
  AND usuario IN (${GRANTED.map(() => '?').join(', ')})`).run(value, ...GRANTED));

beforeAll(() => { grant('S'); });
afterAll(() => { grant('N'); });

/** The fields of the grid's header cells, left to right. */
const headerFields = (page: import('playwright-core').Page) => page.evaluate(() => [...document.querySelectorAll('.report-grid .ag-header-row-column .ag-header-cell')]
  .map((h) => h.getAttribute('col-id') ?? ''));

describe('purchases and sales as each party', () => {
  for (const [user, own, other] of [['proveedor', 'c', 'v'], ['cliente', 'v', 'c']] as const) {
    it(`${user} sees its side's columns only, and the services send nothing of the other side`, async () => {
      const { page, errors } = await newPage(browser(), { width: 1600 });
      const calls = recordCalls(page, '/wscomun/portalinformes/getComprasVentas');
      const replies: Record<string, unknown>[][] = [];
      page.on('response', async (res) => {
        if (res.url().endsWith('/getComprasVentas') && res.ok()) replies.push(((await res.json()) as { dataRes: Record<string, unknown>[] }).dataRes);
      });
      await login(page, baseUrl, user);
      await openReport(page, 'COMPRAS_VENTAS');
      await page.getByTestId('filters-search').click();
      await page.locator('.report-grid .ag-row:not(.ag-full-width-row)').first().waitFor();
      const fields = await headerFields(page);
      expect(fields.filter((f) => f.startsWith(own)).length, fields.join()).toBeGreaterThan(5);
      expect(fields.filter((f) => f.startsWith(other) || f === 'tBeneficio'), fields.join()).toEqual([]);
      // The first search sorts by the services' default for the user, never by a column of the other side.
      expect(calls.length).toBeGreaterThan(0);
      for (const body of calls) expect(String(body.orderBy ?? '')).not.toMatch(new RegExp(`^(${other.toUpperCase()}_|T_BENEFICIO)`));
      await expect.poll(() => replies.length).toBeGreaterThan(0);
      const keys = new Set(replies.flat().flatMap((r) => Object.keys(r)));
      expect([...keys].filter((k) => k.startsWith(other) || k === 'tBeneficio')).toEqual([]);
      await screenshot(page, `field-scope-purchases-sales-${user}`);
      expect(errors).toEqual([]);
    }, 120_000);
  }
});

describe('supplier delivery notes for a customer', () => {
  it('shows the notes of the supplier the customer also is, with no customer, branch or supplier picker', async () => {
    const creditor = sqlite((db) => (db.prepare("SELECT codigo_acreedor FROM clientes WHERE empresa = '1' AND cliente = '000001'").get() as { codigo_acreedor: string }).codigo_acreedor);
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'cliente');
    await openReport(page, 'ALB_PROV');
    for (const field of ['proveedor', 'cliente', 'sucursal']) expect(await page.getByTestId(`lookup-${field}-code`).count(), field).toBe(0);
    await page.getByTestId('filters-search').click();
    await page.locator('.report-grid .ag-row:not(.ag-full-width-row)').first().waitFor();
    const suppliers = await page.evaluate(() => [...document.querySelectorAll('.report-grid .ag-row:not(.ag-full-width-row) .ag-cell[col-id="proveedor"]')].map((c) => c.textContent));
    expect(suppliers.length).toBeGreaterThan(0);
    expect(new Set(suppliers)).toEqual(new Set([creditor]));
    await screenshot(page, 'field-scope-supplier-notes-cliente');
    expect(errors).toEqual([]);
  }, 120_000);
});
