import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newPage, screenshot } from './support/browser';
import { apiLogin, apiPost } from './support/erpApi';

const baseUrl = inject('baseUrl');
const P = '/wscomun/portalinformes';
let browser: Browser;

type Row = Record<string, unknown>;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Orders of a user (as the server lists them, newest first) with their lines, until `pick` accepts one. */
async function findOrder(user: string, pick: (order: Row, lines: Row[]) => boolean): Promise<{ order: Row; lines: Row[] }> {
  const { tira } = await apiLogin(baseUrl, user);
  const cab = await apiPost<{ dataRes: Row[] }>(baseUrl, `${P}/getPedidosAlbaranesCab`, tira, { empresa: '1', offset: 1, numRows: 60, orderBy: 'fechaPedido', order: 'DESC', fechaInicio: '01/01/2000' });
  for (const order of cab.dataRes) {
    const lines = (await apiPost<{ dataRes: Row[] }>(baseUrl, `${P}/getPedidosAlbaranes`, tira, { empresa: '1', numeroPedido: order.cpmNumPedido, cliente: order.clteCodigo })).dataRes;
    if (pick(order, lines)) return { order, lines };
  }
  throw new Error(`no order of ${user} fits`);
}

/** Opens the order report from the reports home. */
async function openOrders(page: Page): Promise<Locator> {
  await page.locator('[data-report=ESTADO_PED_ALB]').getByRole('button').click();
  const dialog = page.getByTestId('report-dialog');
  await dialog.getByTestId('filters-search').waitFor();
  return dialog;
}

/** Searches one order by number (second filter group) and expands it. */
async function searchAndExpand(dialog: Locator, numero: unknown): Promise<Locator> {
  await dialog.locator('[data-group=more]').click();
  await dialog.locator('#root_numeroPedido').fill(String(numero));
  await dialog.getByTestId('filters-search').click();
  await expect.poll(() => dialog.getByTestId('grid-total').textContent()).toMatch(/^1 resultados?$/);
  // The grid may still redraw the earlier result when the total changes (the order can be on both): click until its detail opens.
  const panel = dialog.getByTestId('detail-panel');
  await expect.poll(async () => {
    if (!(await panel.count())) await dialog.getByTestId('expand-row').first().click();
    return panel.locator('tbody tr').count();
  }, { timeout: 20_000 }).toBeGreaterThan(0);
  return panel;
}

/** The first bytes of the document a new tab shows (its blob URL fetched inside the tab). */
async function popupDocumentHeader(page: Page, click: () => Promise<void>): Promise<string> {
  const popupPromise = page.waitForEvent('popup');
  await click();
  const popup = await popupPromise;
  await popup.waitForURL(/^blob:/, { timeout: 15_000 });
  const header = await popup.evaluate(async () => {
    const bytes = new Uint8Array(await (await fetch(location.href)).arrayBuffer());
    return String.fromCharCode(...bytes.slice(0, 5));
  });
  await popup.close();
  return header;
}

describe('order and delivery-note status (ESTADO_PED_ALB)', () => {
  it('cliente searches, expands an order, downloads its delivery note, follows the carrier and opens the order detail', async () => {
    const { order, lines } = await findOrder('cliente', (_o, ls) => ls.some((l) => l.numeroAlbaran && !['SIN ENVIAR', 'SIN ALBARAN'].includes(String(l.estadoHUB))));
    const shipped = lines.find((l) => l.numeroAlbaran && !['SIN ENVIAR', 'SIN ALBARAN'].includes(String(l.estadoHUB)))!;
    // The test reads the PDF the new tab shows from its blob: URL, which the portal's CSP (connect-src 'self') keeps from fetch.
    const { page, errors } = await newPage(browser, { bypassCSP: true });
    await login(page, baseUrl, 'cliente');
    const dialog = await openOrders(page);
    // The customer is fixed: no client or representative picker, its name beside the title.
    await expect.poll(() => dialog.getByTestId('report-subtitle').textContent()).toContain(String(order.clteNombre));
    await dialog.getByTestId('filters-search').waitFor();
    await expect.poll(() => dialog.getByTestId('lookup-cliente').count()).toBe(0);
    await expect.poll(() => dialog.getByTestId('lookup-representante').count()).toBe(0);
    await screenshot(page, 'orders-filters-cliente');

    // A first search with the default window lists the customer's recent orders with their progress.
    await dialog.getByTestId('filters-search').click();
    await dialog.getByTestId('order-progress').first().waitFor();
    await expect.poll(() => dialog.getByTestId('late-delivery').count()).toBe(0);
    await screenshot(page, 'orders-results-cliente');

    const panel = await searchAndExpand(dialog, order.cpmNumPedido);
    await expect.poll(() => panel.locator('tbody tr').count()).toBe(Math.min(lines.length, 5));
    await expect.poll(() => panel.textContent()).toContain(String(shipped.articuloNombre));
    await expect.poll(() => dialog.getByTestId('generate-oc').count()).toBe(0);
    await screenshot(page, 'orders-lines-cliente');

    // The delivery note opens in a new tab as a real PDF.
    const line = panel.locator('tbody tr').filter({ has: page.locator('[data-action=tracking]') }).first();
    await expect(popupDocumentHeader(page, () => line.locator('[data-action=deliveryNote]').click())).resolves.toBe('%PDF-');

    // Carrier tracking: the timeline of states and the carrier link.
    await line.locator('[data-action=tracking]').click();
    const tracking = page.getByTestId('tracking-dialog');
    await tracking.getByTestId('tracking-event').first().waitFor();
    await expect.poll(() => tracking.getByTestId('tracking-event').count()).toBeGreaterThan(1);
    await expect.poll(() => tracking.getByTestId('tracking-carrier-link').isVisible()).toBe(true);
    await screenshot(page, 'orders-tracking');
    await tracking.getByRole('button', { name: 'Cerrar' }).click();
    await tracking.waitFor({ state: 'hidden' });

    // Order detail: status bar, cards, documents and the lines, 10 per page.
    await dialog.locator('[data-action=detail]').first().click();
    const detail = page.getByTestId('order-detail-dialog');
    await detail.getByTestId('order-status-bar').waitFor();
    await expect.poll(() => detail.getByTestId('order-status-bar').getAttribute('data-status')).toBe(String(order.situacionPedido));
    await expect.poll(() => detail.getByTestId('detail-card').count()).toBe(3);
    await expect.poll(() => detail.textContent()).toContain(String(order.clteNombre));
    await detail.getByTestId('detail-panel').locator('tbody tr').first().waitFor();
    await expect.poll(() => detail.getByTestId('detail-panel').locator('tbody tr').count()).toBe(Math.min(lines.length, 10));
    await expect.poll(() => detail.locator('[data-document=deliveryNote]').isVisible()).toBe(true);
    await screenshot(page, 'orders-detail');
    await expect(popupDocumentHeader(page, () => detail.locator('[data-document=proforma]').click())).resolves.toBe('%PDF-');
    await expect(popupDocumentHeader(page, () => detail.locator('[data-document=deliveryNote]').click())).resolves.toBe('%PDF-');
    // Tracking from the detail's lines opens above the detail, which stays open.
    await detail.locator('[data-action=tracking]').first().click();
    await tracking.getByTestId('tracking-event').first().waitFor();
    await tracking.getByRole('button', { name: 'Cerrar' }).click();
    await tracking.waitFor({ state: 'hidden' });
    await expect.poll(() => detail.isVisible()).toBe(true);
    await detail.getByRole('button', { name: 'Cerrar' }).click();
    await detail.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('the tracking page shows the timeline of a delivery note and explains missing parameters', async () => {
    const { lines } = await findOrder('cliente', (_o, ls) => ls.some((l) => l.numeroAlbaran && !['SIN ENVIAR', 'SIN ALBARAN'].includes(String(l.estadoHUB))));
    const shipped = lines.find((l) => l.numeroAlbaran && !['SIN ENVIAR', 'SIN ALBARAN'].includes(String(l.estadoHUB)))!;
    const { page, errors } = await newPage(browser);
    await login(page, baseUrl, 'cliente');
    await page.goto(`${baseUrl}/tracking?ejercicio=${String(shipped.numeroEjercicio)}&albaran=${String(shipped.numeroAlbaran)}`);
    await page.getByRole('heading', { name: 'Seguimiento del envío', level: 1 }).waitFor();
    await page.getByTestId('tracking-event').first().waitFor();
    await screenshot(page, 'tracking-page');
    // The carrier link opens the carrier's page (stubbed: this machine has no internet) in a new tab.
    await page.context().route((url) => !url.href.startsWith(baseUrl), (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Carrier</h1>' }));
    const popupPromise = page.waitForEvent('popup');
    await page.getByTestId('tracking-carrier-link').click();
    const popup = await popupPromise;
    await popup.waitForURL((url) => url.protocol.startsWith('http') && !url.href.startsWith(baseUrl));
    await popup.close();
    await page.goto(`${baseUrl}/tracking`);
    await page.getByTestId('tracking-missing-params').waitFor();
    await expect.poll(() => page.getByTestId('tracking-missing-params').textContent()).toContain('Faltan datos del albarán');
    expect(errors).toEqual([]);
  });

  it('rep sees late orders highlighted with the days of delay', async () => {
    const { page, errors } = await newPage(browser);
    await login(page, baseUrl, 'rep');
    const dialog = await openOrders(page);
    await expect.poll(() => dialog.getByTestId('lookup-representante-code').inputValue()).toBe('R005');
    await expect.poll(() => dialog.getByTestId('lookup-cliente').isVisible()).toBe(true);
    await dialog.getByLabel('Solo con plazo de entrega superado').check();
    await dialog.getByTestId('filters-search').click();
    const late = dialog.getByTestId('late-delivery');
    await late.first().waitFor();
    const rows = await dialog.getByTestId('order-progress').count();
    await expect.poll(() => late.count()).toBe(rows);
    await expect.poll(() => late.first().textContent()).toMatch(/\d+ días? de retraso/);
    await screenshot(page, 'orders-late-rep');
    expect(errors).toEqual([]);
  });

  it('rep opens the client info of an order\'s customer', async () => {
    const { page, errors } = await newPage(browser);
    await login(page, baseUrl, 'rep');
    const dialog = await openOrders(page);
    await dialog.getByTestId('filters-search').click();
    await dialog.getByTestId('order-progress').first().waitFor();
    await dialog.locator('[data-action=clientInfo]').first().click();
    const info = page.getByTestId('record-dialog');
    await info.getByTestId('detail-card').first().waitFor();
    await expect.poll(() => info.textContent()).not.toContain('…');
    const cliente = await info.locator('dd').first().textContent();
    const { tira } = await apiLogin(baseUrl, 'rep');
    const data = (await apiPost<{ dataRes: Row }>(baseUrl, `${P}/datosCliente`, tira, { empresa: '1', cliente })).dataRes;
    await expect.poll(() => info.getByRole('heading', { level: 2 }).textContent()).toContain(`Cliente ${String(data.nombre)}`);
    const text = await info.textContent();
    for (const field of ['razonSocial', 'cif', 'direccion', 'telefono', 'correoElectronico', 'nombreRepresentante']) expect(text).toContain(String(data[field]));
    await expect.poll(() => info.getByTestId('detail-card').count()).toBe(3);
    await screenshot(page, 'orders-client-info');
    await info.getByRole('button', { name: 'Cerrar' }).last().click();
    await info.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('admin marks a line, generates a purchase order and sees the line locked as generated', async () => {
    const { order, lines } = await findOrder('admin', (_o, ls) => ls.length >= 2 && ls.every((l) => l.oCGeneradaSN === 'N'));
    const { page, errors } = await newPage(browser);
    await login(page, baseUrl, 'admin');
    const dialog = await openOrders(page);
    const panel = await searchAndExpand(dialog, order.cpmNumPedido);
    const boxes = panel.getByTestId('generate-oc');
    await expect.poll(() => boxes.count()).toBe(Math.min(lines.length, 5));

    // Nothing marked: the generation asks for lines.
    await dialog.locator('[data-action=generatePurchaseOrder]').click();
    const info = page.getByTestId('alert-infoWButton');
    await info.waitFor();
    await expect.poll(() => info.textContent()).toContain('No hay líneas seleccionadas');
    await info.getByRole('button', { name: 'Aceptar' }).click();
    await info.waitFor({ state: 'hidden' });

    // Select all marks every line; again unmarks them.
    await dialog.locator('[data-action=selectAllOc]').click();
    await expect.poll(() => panel.locator('[data-testid=generate-oc].Mui-checked').count()).toBe(Math.min(lines.length, 5));
    await dialog.locator('[data-action=selectAllOc]').click();
    await expect.poll(() => panel.locator('[data-testid=generate-oc].Mui-checked').count()).toBe(0);

    await boxes.first().locator('input').check();
    await screenshot(page, 'orders-oc-marked');
    await dialog.locator('[data-action=generatePurchaseOrder]').click();
    await info.waitFor();
    await expect.poll(() => info.textContent()).toContain('Orden de compra generada correctamente');
    await expect.poll(() => info.textContent()).toMatch(/OC\d{4}-\d{6}/);
    await screenshot(page, 'orders-oc-generated-alert');
    await info.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => boxes.first().getAttribute('data-locked')).toBe('S');
    await expect.poll(() => panel.getByTestId('oc-generated').first().getAttribute('data-generated')).toBe('S');
    await expect.poll(() => boxes.nth(1).getAttribute('data-locked')).toBe('N');
    await screenshot(page, 'orders-oc-locked');
    expect(errors).toEqual([]);
  });

  it('a supplier user has no order report, and the server refuses its definition', async () => {
    const { page } = await newPage(browser);
    await login(page, baseUrl, 'proveedor');
    await page.getByTestId('report-card').first().waitFor();
    await expect.poll(() => page.locator('[data-report=ESTADO_PED_ALB]').count()).toBe(0);
    const { tira } = await apiLogin(baseUrl, 'proveedor');
    await expect(apiPost(baseUrl, `${P}/definicionInforme`, tira, { informe: 'ESTADO_PED_ALB' })).rejects.toThrow(/403/);
  });
});
