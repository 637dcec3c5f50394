import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { documentPdfPages, downloaded, openReport } from './support/documents';
import { apiLogin, apiPost } from './support/erpApi';
import { recordCalls } from './support/formInput';
import { pick } from './support/lookupInput';

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();
const P = '/wscomun/portalinformes/';

/** The texts of one column of the result grid, rows in order. */
const columnTexts = (page: Page, field: string): Promise<string[]> => page.evaluate((f) => [...document.querySelectorAll('.report-grid .ag-row:not(.ag-full-width-row)')]
  .map((row) => ({ index: Number(row.getAttribute('row-index')), cell: row.querySelector(`.ag-cell[col-id="${f}"]`) as HTMLElement | null }))
  .filter((r) => r.cell).sort((a, b) => a.index - b.index).map((r) => r.cell!.innerText.trim()), field);

/** Waits for the first row of the result grid. */
const firstRow = (page: Page) => page.locator('.report-grid .ag-row:not(.ag-full-width-row)').first().waitFor();

/** Searches and waits for the grid rows. */
async function search(page: Page): Promise<void> {
  await page.getByTestId('filters-search').click();
  await firstRow(page);
}

/** Clicks a column header of the result grid (server sort). */
const sortBy = (page: Page, field: string) => page.locator(`.report-grid .ag-header-cell[col-id="${field}"] .ag-header-cell-label`).click();

describe('supplier delivery notes (ALB_PROV) and pending supplier invoices (FACT_PROV)', () => {
  it('a supplier user searches its own notes, sorts, pages and prints a note as two documents in their own tabs', async () => {
    const { page, errors } = await newPage(browser(), { bypassCSP: true });
    await login(page, baseUrl, 'proveedor');
    await openReport(page, 'ALB_PROV');
    // The supplier is fixed from the session: no supplier, client or branch picker.
    for (const field of ['proveedor', 'cliente', 'sucursal']) expect(await page.getByTestId(`lookup-${field}-code`).count(), field).toBe(0);
    const calls = recordCalls(page, `${P}getAlbaranesProveedor`);
    await search(page);
    expect(calls[0]).toMatchObject({ proveedor: 'P00001', orderBy: 'fechaEntrada', order: 'DESC', offset: 1, numRows: 5, fechaIni: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) });
    expect(new Set(await columnTexts(page, 'proveedor'))).toEqual(new Set(['P00001']));
    // Types show as words, anything but P, A and C as "Otros".
    for (const type of await columnTexts(page, 'tipoPedido')) expect(['Pedido', 'Abono', 'Cargo', 'Otros']).toContain(type);
    await sortBy(page, 'numAlbaran');
    await expect.poll(() => calls.at(-1)).toMatchObject({ orderBy: 'numAlbaran', order: 'ASC', offset: 1 });
    await page.getByRole('button', { name: /siguiente/i }).click();
    await expect.poll(() => calls.at(-1)).toMatchObject({ orderBy: 'numAlbaran', offset: 6 });
    await screenshot(page, 'supplier-notes-proveedor');

    const prints = recordCalls(page, `${P}imprimirAlbaranProv`);
    const tabs: Page[] = [];
    page.context().on('page', (p) => tabs.push(p));
    await page.locator('.report-grid [data-action=print]').first().click();
    await expect.poll(() => tabs.length).toBe(2);
    expect(prints).toHaveLength(1);
    expect(prints[0]).toMatchObject({ proveedor: 'P00001', albaran: expect.anything() });
    for (const tab of tabs) expect(await documentPdfPages(tab)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('ADMIN picks a supplier; without supplier, branch or dates the search says what is missing', async () => {
    const { page, errors } = await newPage(browser(), { bypassCSP: true });
    await login(page, baseUrl, 'admin');
    await openReport(page, 'ALB_PROV');
    const calls = recordCalls(page, `${P}getAlbaranesProveedor`);
    await page.getByTestId('filters-clear').click();
    for (const label of ['Fecha inicial', 'Fecha final']) {
      await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Backspace');
    }
    await page.getByTestId('filters-search').click();
    await page.getByRole('dialog').filter({ hasText: /Aviso|Indique/ }).last().waitFor();
    expect(calls).toHaveLength(0);
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByTestId('filters-clear').click();
    await pick(page, 'proveedor', 'P00001');
    await search(page);
    expect(calls.at(-1)).toMatchObject({ proveedor: 'P00001' });
    expect(new Set(await columnTexts(page, 'proveedor'))).toEqual(new Set(['P00001']));
    expect(errors).toEqual([]);
  });

  it('pending supplier invoices is the same screen asking only for notes whose invoice is pending, with their amount', async () => {
    for (const user of ['proveedor', 'admin']) {
      const { page, errors } = await newPage(browser(), { bypassCSP: true });
      await login(page, baseUrl, user);
      await openReport(page, 'FACT_PROV');
      if (user === 'admin') await pick(page, 'proveedor', 'P00001');
      const calls = recordCalls(page, `${P}getAlbaranesProveedor`);
      await search(page);
      expect(calls[0]).toMatchObject({ pendientesFacturaSN: 'S', proveedor: 'P00001' });
      expect((await columnTexts(page, 'importe')).every((v) => /€$/.test(v.trim()))).toBe(true);
      await screenshot(page, `supplier-invoices-${user}`);
      expect(errors).toEqual([]);
    }
  });
});

describe('stock and purchase orders (STOCK_ARTICULOS)', () => {
  it('a supplier user lists its articles, searches with Enter, enlarges a picture, expands an article and pages and sorts both sub-tables on the server', async () => {
    const { page, errors } = await newPage(browser(), { bypassCSP: true });
    const list = recordCalls(page, `${P}stockArticulos`);
    await login(page, baseUrl, 'proveedor');
    await openReport(page, 'STOCK_ARTICULOS');
    // A search box only: no Clear or Search button; the articles list on open.
    expect(await page.getByTestId('filters-search').count()).toBe(0);
    await firstRow(page);
    expect(list[0]).toMatchObject({ orderBy: 'articulo', order: 'ASC', offset: 1, numRows: 10 });
    // Pictures: thumbnails from a per-row call; one opens larger in a dialog.
    await page.getByTestId('remote-image').first().waitFor();
    await page.getByTestId('remote-image').first().click();
    const dialog = page.getByTestId('remote-image-dialog');
    await dialog.waitFor();
    expect(await dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // An article with lots (stock) and one with incoming orders (a latest order date); the first is searched by its code and Enter.
    const { tira } = await apiLogin(baseUrl, 'proveedor');
    const articles = (await apiPost<{ dataRes: { articulo: string; stockDisponible: number; fechaOC: string | null }[] }>(baseUrl, `${P}stockArticulos`, tira, { offset: 1, numRows: 500 })).dataRes;
    const withStock = articles.find((a) => a.stockDisponible > 0)?.articulo;
    const withOrders = articles.find((a) => a.fechaOC)?.articulo;
    expect(withStock && withOrders, 'the supplier has an article with stock and one with incoming orders').toBeTruthy();
    const box = page.getByRole('searchbox', { name: 'Buscar artículo' });
    await box.fill(withStock!);
    await box.press('Enter');
    await expect.poll(() => list.at(-1)).toMatchObject({ search: withStock });
    await expect.poll(() => columnTexts(page, 'articulo')).toEqual([withStock]);

    const lots = recordCalls(page, `${P}stockCantidadExistente`);
    const incoming = recordCalls(page, `${P}getProximasRecepcionesOCProd`);
    await page.getByTestId('expand-row').first().click();
    const tables = page.getByTestId('detail-table');
    await expect.poll(() => tables.count()).toBe(2);
    await expect.poll(() => lots[0]).toMatchObject({ articulo: withStock, offset: 1, numRows: 5, orderBy: 'cantidadLote', order: 'DESC' });
    await expect.poll(() => incoming[0]).toMatchObject({ codigoArticulo: withStock, offset: 1, numRows: 5, orderBy: 'producto', order: 'ASC' });
    expect(await tables.first().textContent()).toContain('Stock por almacén, ubicación y lote');
    expect(await tables.nth(1).textContent()).toContain('Próximas recepciones');
    // Lots on screen come sorted by quantity, largest first.
    await tables.first().locator('tbody tr').first().waitFor();
    const quantities = (await tables.first().locator('tbody tr td:nth-child(4)').allInnerTexts()).map((q) => Number(q.replace(/\./g, '').replace(',', '.')));
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
    // Sorting a sub-table asks the server again.
    await tables.first().getByRole('button', { name: 'Lote' }).click();
    await expect.poll(() => lots.at(-1)).toMatchObject({ orderBy: 'lote', order: 'ASC', offset: 1 });

    // The article with incoming orders shows them in the second table.
    await box.fill(withOrders!);
    await box.press('Enter');
    await expect.poll(() => columnTexts(page, 'articulo')).toEqual([withOrders]);
    await page.getByTestId('expand-row').first().click();
    await expect.poll(() => incoming.at(-1)).toMatchObject({ codigoArticulo: withOrders });
    await page.getByTestId('detail-table').nth(1).locator('tbody tr').first().waitFor();
    await screenshot(page, 'stock-proveedor-expanded');
    expect(errors).toEqual([]);
  });

  it('ADMIN sees every article and Tab in the search box searches', async () => {
    const { page, errors } = await newPage(browser(), { bypassCSP: true });
    const list = recordCalls(page, `${P}stockArticulos`);
    await login(page, baseUrl, 'admin');
    await openReport(page, 'STOCK_ARTICULOS');
    await firstRow(page);
    const all = Number((await page.getByTestId('grid-total').textContent())!.replace(/\D/g, ''));
    expect(all).toBeGreaterThan(20);
    const box = page.getByRole('searchbox', { name: 'Buscar artículo' });
    await box.fill('A00001');
    await box.press('Tab');
    await expect.poll(() => list.at(-1)).toMatchObject({ search: 'A00001' });
    await expect.poll(async () => (await columnTexts(page, 'articulo')).every((c) => c.includes('A00001'))).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('pending purchase orders (OC_PENDIENTES)', () => {
  it('a supplier user sends its own supplier and branch, expands an order with its observations and exports the spreadsheet', async () => {
    const { page, errors } = await newPage(browser(), { bypassCSP: true });
    const centres = recordCalls(page, `${P}lovCentro`);
    await login(page, baseUrl, 'proveedor');
    await openReport(page, 'OC_PENDIENTES');
    for (const field of ['proveedor', 'sucursalProv']) expect(await page.getByTestId(`lookup-${field}-code`).count(), field).toBe(0);
    await expect.poll(() => centres.length).toBeGreaterThan(0);
    // Centres show as "code - name".
    await page.getByRole('combobox', { name: 'Centro' }).click();
    expect((await page.getByRole('option').allInnerTexts()).some((o) => /^\d+ - \S/.test(o))).toBe(true);
    await page.keyboard.press('Escape');
    const calls = recordCalls(page, `${P}getOrdenesCompraPendientes`);
    await search(page);
    expect(calls[0]).toMatchObject({ codigoProveedor: 'P00001', codSucursal: '001', orderBy: 'codigoProveedor', order: 'ASC', numRows: 10, descargaExcelSN: 'N' });
    const lines = recordCalls(page, `${P}getDetalleOrdenCompraPendiente`);
    await page.getByTestId('expand-row').first().click();
    await page.getByTestId('detail-table').locator('tbody tr').first().waitFor();
    expect(lines[0]).toMatchObject({ numeroOc: expect.anything(), offset: 1, numRows: 5 });
    // The order's observations show in a row under its lines (when it has any).
    const observations = (await page.getByTestId('detail-table').locator('tbody tr').allInnerTexts()).join(' ');
    if (await page.getByTestId('detail-footer').count()) expect(await page.getByTestId('detail-footer').innerText()).toContain('Observaciones');
    expect(observations.length).toBeGreaterThan(0);
    await sortBy(page, 'fechaOC');
    await expect.poll(() => calls.at(-1)).toMatchObject({ orderBy: 'fechaOC', order: 'ASC' });
    await screenshot(page, 'pending-orders-proveedor');

    const file = await downloaded(page, () => page.locator('[data-action=excel]').click());
    expect(file.name).toBe('ordenesCompraPendientes.xlsx');
    expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
    expect(calls.at(-1)).toMatchObject({ descargaExcelSN: 'S', orderBy: 'centro', codigoProveedor: 'P00001' });
    expect(errors).toEqual([]);
  });

  it('ADMIN picks a supplier and then one of its branches', async () => {
    const { page, errors } = await newPage(browser(), { bypassCSP: true });
    await login(page, baseUrl, 'admin');
    await openReport(page, 'OC_PENDIENTES');
    expect(await page.getByTestId('lookup-sucursalProv-code').isDisabled()).toBe(true);
    await pick(page, 'proveedor', 'P00001');
    await pick(page, 'sucursalProv', '001');
    const calls = recordCalls(page, `${P}getOrdenesCompraPendientes`);
    await search(page);
    expect(calls[0]).toMatchObject({ codigoProveedor: 'P00001', codSucursal: '001' });
    expect(errors).toEqual([]);
  });
});

describe('waste-treatment contracts (CONT_TRAT)', () => {
  it('a customer lists its contracts sorted by date, expands the treatments and opens the contract PDF', async () => {
    const { page, errors } = await newPage(browser(), { bypassCSP: true });
    await login(page, baseUrl, 'cliente');
    await openReport(page, 'CONT_TRAT');
    expect(await page.getByTestId('lookup-cliente-code').count()).toBe(0);
    // No transport-agency filter for a customer.
    expect(await page.locator('[data-group=advanced]').count()).toBe(0);
    const calls = recordCalls(page, `${P}ContratoCab`);
    await search(page);
    expect(calls[0]).toMatchObject({ orderBy: 'fechaContrato', order: 'ASC', numRows: 10, offset: 1 });
    const dates = (await columnTexts(page, 'fechaContrato')).map((d) => d.split('/').reverse().join(''));
    expect(dates).toEqual([...dates].sort());
    await page.getByTestId('expand-row').first().click();
    await page.getByTestId('detail-panel').locator('tbody tr').first().waitFor();
    expect(await page.getByTestId('detail-panel').textContent()).toMatch(/\d{2} \d{2} \d{2}/);
    const popup = page.context().waitForEvent('page');
    await page.locator('.report-grid [data-action=pdf]').first().click();
    expect(await documentPdfPages(await popup)).toBeGreaterThan(0);
    await screenshot(page, 'contracts-cliente');
    expect(errors).toEqual([]);
  });

  it('ADMIN must choose a customer, and may filter by transport agency in the advanced filters', async () => {
    const { page, errors } = await newPage(browser(), { bypassCSP: true });
    await login(page, baseUrl, 'admin');
    await openReport(page, 'CONT_TRAT');
    const calls = recordCalls(page, `${P}ContratoCab`);
    await page.getByTestId('filters-search').click();
    await page.getByRole('dialog').filter({ hasText: 'Seleccione un cliente' }).waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    expect(calls).toHaveLength(0);
    await pick(page, 'cliente', '000001');
    await page.locator('[data-group=advanced]').click();
    await page.getByRole('combobox', { name: 'Agencia de transporte' }).waitFor();
    await search(page);
    expect(calls[0]).toMatchObject({ cliente: '000001' });
    expect(errors).toEqual([]);
  });
});
