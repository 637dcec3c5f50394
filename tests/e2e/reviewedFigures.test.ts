import type Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pdfText } from '../server/support/pdfText';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { cutCells } from './support/cutCells';
import { openReport } from './support/documents';
import { serverDatabase } from './support/serverDatabase';

/**
 * Figures and texts as a user reads them: a price per kilo shows the decimals it has (quantity × price = the amount on screen), a
 * card describes the report for its reader, a warning names only the fields its form has, a document counts lines with plural
 * rules, and a wide grid keeps every header whole.
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = chromiumPerFile();
const sqlite = <T>(work: (db: Database.Database) => T): T => serverDatabase(dataDir, work);

/** A Spanish-formatted number ("7.921,6", "0,01186 €") as a number. */
const spanish = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

/** The bytes of the PDF a tab shows. */
async function pdfBytes(popup: Page): Promise<Buffer> {
  await popup.waitForURL((url) => url.href !== 'about:blank', { timeout: 20_000 });
  const base64 = await popup.evaluate(async (u) => {
    const bytes = new Uint8Array(await (await fetch(u)).arrayBuffer());
    let out = '';
    for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode(...bytes.subarray(i, i + 8192));
    return btoa(out);
  }, popup.url());
  return Buffer.from(base64, 'base64');
}

describe('prices per unit show the decimals they have', () => {
  it('OC_PENDIENTES: a line priced in thousandths of a euro shows them, and quantity × price equals the amount shown', async () => {
    // A pending order of the default window (90 days) with a line whose price has more than two decimals.
    const order = sqlite((db) => db.prepare(`select h.numero_oc as numero, d.precio as precio from ordenes_compra_cab h
      join ordenes_compra_det d on d.empresa = h.empresa and d.numero_oc = h.numero_oc
      where h.estado = 'P' and h.fecha >= date('now', '-80 days') and abs(d.precio * 100 - round(d.precio * 100)) > 0.0001
      order by h.numero_oc limit 1`).get() as { numero: number; precio: number } | undefined);
    expect(order, 'a pending order with a price of more than two decimals in the demo data').toBeDefined();
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'admin');
    await openReport(page, 'OC_PENDIENTES');
    await page.getByLabel('Nº orden de compra').fill(String(order!.numero));
    await page.getByTestId('filters-search').click();
    await page.getByTestId('expand-row').first().click();
    const table = page.getByTestId('detail-table');
    await table.locator('tbody tr td').first().waitFor();
    // The order has five lines at most on the sub-table's first page: show them all.
    const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
    const [quantity, price, amount] = ['Cantidad', 'Precio', 'Importe'].map((h) => headers.indexOf(h)) as [number, number, number];
    expect([quantity, price, amount].every((i) => i >= 0), headers.join(' | ')).toBe(true);
    const lines = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));
    const priced = lines.filter((cells) => cells.length > amount && /€/.test(cells[price]!));
    expect(priced.length).toBeGreaterThan(0);
    for (const cells of priced) {
      const product = Math.round(spanish(cells[quantity]!) * spanish(cells[price]!) * 100) / 100;
      expect(product, cells.join(' | ')).toBeCloseTo(spanish(cells[amount]!), 2);
    }
    // The order's own price is shown with its decimals (0,01186 €, not 0,01 €).
    const shown = priced.map((cells) => spanish(cells[price]!));
    expect(shown.some((p) => Math.abs(p - order!.precio) < 1e-9), `${order!.precio} in ${shown.join(', ')}`).toBe(true);
    await screenshot(page, 'price-decimals-oc-pendientes');
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('texts written for their reader', () => {
  it('the unpaid-bills card speaks to a customer of its own company, to staff of the support cover sheet', async () => {
    const description = async (user: string) => {
      const { page } = await newPage(browser());
      await login(page, baseUrl, user);
      const text = await page.locator('[data-report=IMPAGADOS]').innerText();
      await page.close();
      return text;
    };
    const customer = await description('cliente');
    expect(customer).toContain('de su empresa');
    expect(customer).not.toContain('portada para soporte');
    expect(await description('admin')).toContain('portada para soporte');
  }, 120_000);

  it('ESTADO_VENCI without customer or representative: the warning names those two fields, not a branch the form does not have', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'admin');
    await openReport(page, 'ESTADO_VENCI');
    // Descargar with neither says so in a dialog and downloads nothing.
    await page.getByTestId('filters-search').click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Indique al menos un cliente o un representante.' });
    await dialog.waitFor();
    expect((await dialog.innerText()).toLowerCase()).not.toContain('sucursal');
    await screenshot(page, 'warning-customer-or-representative');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    expect(errors).toEqual([]);
  }, 120_000);

  it('ESTADO_VENTAS PDF: every line count agrees with its number (1 línea, 2 líneas)', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'cliente');
    await openReport(page, 'ESTADO_VENTAS');
    const popup = page.context().waitForEvent('page');
    await page.getByTestId('filters-search').click();
    const text = await pdfText(await pdfBytes(await popup));
    const counts = [...text.matchAll(/([\d.]+) (líneas?)\b/g)].map((m) => ({ n: Number(m[1]!.replace(/\./g, '')), word: m[2]! }));
    expect(counts.length, 'line counts in the document').toBeGreaterThan(0);
    expect(counts.filter(({ n, word }) => (n === 1) !== (word === 'línea'))).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('wide grids keep every header whole', () => {
  const GRIDS: [code: string, user: string, width: number][] = [
    ['COMPRAS_VENTAS', 'admin', 1400], ['COMPRAS_VENTAS', 'admin', 1366], ['ALB_PROV', 'proveedor', 1366], ['FACT_PROV', 'proveedor', 1366], ['CERT_MEDIOAMB', 'cliente', 1366],
    ['CONT_TRAT', 'cliente', 1366], ['ENTR_REC_TRANS', 'cliente', 1366], ['ESTADO_PED_ALB', 'cliente', 1366], ['FACT_CLIENTES', 'cliente', 1366], ['OC_PENDIENTES', 'admin', 1366],
    ['REIMP_FACT', 'cliente', 1366], ['STOCK_ARTICULOS', 'admin', 1366],
  ];
  it.each(GRIDS)('%s as %s at %i px: no header of the columns on screen is cut', async (code, user, width) => {
    const { page, errors } = await newPage(browser(), { width, height: 900 });
    await login(page, baseUrl, user);
    await openReport(page, code);
    const choice = page.getByTestId('choice-view');
    if (await choice.isVisible()) await choice.locator('[data-choice]').first().click();
    await page.getByTestId('report-filters').waitFor();
    // A report with a search box searches on open, without a Search button.
    if (await page.getByTestId('filters-search').count()) await page.getByTestId('filters-search').click();
    await page.getByTestId('grid-total').waitFor();
    const headers = await page.locator('.report-grid .ag-header-row-column .ag-header-cell[col-id]').evaluateAll((cells) => cells.map((c) => c.getAttribute('col-id')!).filter((id) => !id.startsWith('__')));
    expect(headers.length).toBeGreaterThan(2);
    if (code === 'COMPRAS_VENTAS') expect(await page.locator('.report-grid .ag-header-cell[col-id=cAlmacen] .ag-header-cell-text').innerText()).toBe('Compra: almacén');
    expect(await cutCells(page, headers)).toEqual([]);
    await screenshot(page, `wide-headers-${code}-${width}`);
    expect(errors).toEqual([]);
  }, 120_000);
});
