import { unzipSync } from 'fflate';
import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { downloadPageSelection, downloadTwoSelectedInTabs, openReport } from './support/documents';
import { typeDate } from './support/formInput';

/**
 * Supplier delivery notes laid out like the invoice reprint (spec 2 §2.9): rows chosen one by one or the whole page, "Descargar selección"
 * opens each chosen note (ten or fewer) or one zip (more); printing a note whose supplier sent no document of its own opens our receipt
 * and says nothing is missing. And the sales-situation levels: a second level below the first is named and blocks the download.
 */

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();

describe('supplier delivery notes: select and download', () => {
  it('a supplier downloads two notes in tabs and a page of 25 as albaranes-proveedor.zip', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'proveedor');
    await openReport(page, 'ALB_PROV');
    await typeDate(page, 'Fecha inicial', '01/01/2025');
    await page.getByTestId('filters-search').click();
    const rows = page.locator('.ag-row:not(.ag-full-width-row)');
    await rows.first().waitFor();
    await downloadTwoSelectedInTabs(page);
    const zip = await downloadPageSelection(page, 25);
    expect(zip.name).toBe('albaranes-proveedor.zip');
    const files = Object.keys(unzipSync(new Uint8Array(zip.bytes)));
    expect(files.filter((f) => f.startsWith('albaran-entrada-')).length).toBe(25);
    expect(files.every((f) => f.endsWith('.pdf'))).toBe(true);
    expect(errors).toEqual([]);
  }, 120_000);

  it('printing a note without the supplier\'s own document opens our receipt and shows no "not found" message', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'admin');
    await openReport(page, 'ALB_PROV');
    await typeDate(page, 'Fecha inicial', '01/01/2025');
    await page.getByTestId('filters-search').click();
    await page.locator('.ag-row:not(.ag-full-width-row)').first().waitFor();
    await page.getByRole('combobox', { name: /Filas por página/ }).click();
    await page.getByRole('option', { name: '50' }).click();
    await page.getByText(/^1–50 de \d+$/).waitFor();
    // The first note whose print answers without the supplier's own document (one in six has none).
    let found = false;
    const rows = page.locator('.ag-row:not(.ag-full-width-row)');
    const count = await rows.count();
    for (let i = 0; i < count && !found; i++) {
      const reply = page.waitForResponse((r) => r.url().endsWith('/imprimirAlbaranProv'));
      const popups: import('playwright-core').Page[] = [];
      const onPage = (p: import('playwright-core').Page) => popups.push(p);
      page.context().on('page', onPage);
      await rows.nth(i).locator('[data-action=print]').click();
      const body = (await (await reply).json()) as { dataRes: { url: string; urlProveedor: string | null } };
      if (body.dataRes.urlProveedor === null) {
        found = true;
        await expect.poll(() => popups.length).toBeGreaterThan(0);
        await page.waitForTimeout(500);
        expect(await page.getByText('No se han encontrado albaranes').count()).toBe(0);
        const open = popups.filter((p) => !p.isClosed());
        expect(open.length).toBe(1);
      }
      page.context().off('page', onPage);
      for (const p of popups) if (!p.isClosed()) await p.close();
    }
    expect(found, 'a note without a supplier document among the first page').toBe(true);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('sales situation levels', () => {
  it('Nivel 2 below Nivel 1 is named and Descargar stays disabled; an empty level is required for listing 5', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'admin');
    await openReport(page, 'ESTADO_VENTAS');
    await page.getByRole('combobox', { name: 'Tipo de listado' }).click();
    await page.getByRole('option').nth(2).click();
    await page.getByLabel('Nivel 1').fill('2');
    await page.getByLabel('Nivel 2').fill('1');
    await expect.poll(() => page.getByTestId('filter-warning').textContent()).toContain('El nivel 2 debe ser igual o mayor que el nivel 1.');
    expect(await page.getByTestId('filters-search').isDisabled()).toBe(true);
    await page.getByLabel('Nivel 1').fill('');
    await expect.poll(() => page.getByTestId('field-message-nivel1').textContent()).toBe('Complete este campo.');
    expect(await page.getByTestId('filters-search').isDisabled()).toBe(true);
    await page.getByLabel('Nivel 1').fill('1');
    await expect.poll(() => page.getByTestId('filters-search').isDisabled()).toBe(false);
    await screenshot(page, 'sales-situation-levels');
    expect(errors).toEqual([]);
  }, 120_000);
});
