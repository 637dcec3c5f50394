import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { apiLogin, apiPost } from './support/erpApi';
import { startServer, stopServer, type StartedServer } from './support/startServer';

/**
 * Saved views: save, rename, default and run on open, the modified marker, sharing with a role, links opened by another user (after their
 * login, in their scope), pinned cards on the home, stale views, and the column layout following the user to another browser.
 * Its own server: the views these journeys save change what these users see on open.
 */
let server: StartedServer;
let baseUrl = '';
beforeAll(async () => {
  server = await startServer({ PORTAL_MODE: 'hosted' });
  baseUrl = server.url;
}, 90_000);
afterAll(() => stopServer(server));
const browser = chromiumPerFile();

const ORDERS = 'ESTADO_PED_ALB';
const rows = (page: Page) => page.locator('.report-grid .ag-row:not(.ag-full-width-row)');
const total = async (page: Page) => Number(((await page.getByTestId('grid-total').textContent()) ?? '').replace(/\D/g, ''));
const sortOf = (page: Page, col: string) => page.locator(`.report-grid .ag-header-cell[col-id=${col}]`).getAttribute('aria-sort');
const menuName = (page: Page) => page.getByTestId('view-name-shown').textContent();

async function openReport(page: Page, code: string): Promise<void> {
  await page.locator(`[data-report=${code}]`).getByRole('button').click();
  await page.getByTestId('filters-search').waitFor();
}
async function search(page: Page): Promise<void> {
  await page.getByTestId('filters-search').click();
  await rows(page).first().waitFor();
}
async function closeReport(page: Page): Promise<void> {
  await page.getByTestId('report-dialog').getByRole('button', { name: 'Cerrar' }).first().click();
  await page.waitForURL('**/informes');
}
async function pageSize(page: Page, size: number): Promise<void> {
  await page.getByRole('combobox', { name: /Filas por página/ }).click();
  await page.getByRole('option', { name: String(size) }).click();
}
async function saveAs(page: Page, name: string, opts: { isDefault?: boolean; runOnOpen?: boolean; pin?: boolean; roles?: string[] } = {}): Promise<void> {
  await page.getByTestId('view-menu').click();
  await page.getByTestId('view-save-as').click();
  const dialog = page.getByTestId('save-view-dialog');
  await dialog.getByTestId('view-name').fill(name);
  if (opts.isDefault) await dialog.getByLabel(/predeterminada/).check();
  if (opts.runOnOpen) await dialog.getByLabel('Ejecutar al abrir').check();
  if (opts.pin) await dialog.getByLabel('Fijar en el inicio').check();
  for (const role of opts.roles ?? []) await dialog.locator(`input[data-role=${role}]`).check();
  await dialog.getByTestId('save-view-submit').click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => menuName(page)).toBe(name);
}
async function chooseView(page: Page, name: string): Promise<void> {
  await page.getByTestId('view-menu').click();
  await page.getByRole('menuitemradio', { name: new RegExp(name) }).click();
  await expect.poll(() => menuName(page)).toBe(name);
}

describe('saved views', () => {
  it('saves a view, opens it by default and runs it on open, marks and saves a change, renames it; menu and dialog pass axe', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'admin');
    await openReport(page, ORDERS);
    await expect.poll(() => menuName(page)).toBe('Estándar');
    await search(page);
    await page.locator('.report-grid .ag-header-cell[col-id=cpmNumPedido] .ag-header-cell-label').click();
    await expect.poll(() => sortOf(page, 'cpmNumPedido')).toBe('ascending');
    await pageSize(page, 30);
    await saveAs(page, 'Pedidos por número', { isDefault: true, runOnOpen: true });
    expect(await page.getByTestId('view-modified').count()).toBe(0);
    await page.getByTestId('view-menu').click();
    await screenshot(page, 'views-menu');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // Opened again, the default view applies and searches at once: the sort and the page size of the view, without pressing Search.
    await closeReport(page);
    await openReport(page, ORDERS);
    await rows(page).first().waitFor();
    await expect.poll(() => menuName(page)).toBe('Pedidos por número');
    expect(await sortOf(page, 'cpmNumPedido')).toBe('ascending');
    await page.getByText(/^1–30 de \d+$/).waitFor();
    expect(page.url()).toMatch(/\/informes\/estado_ped_alb\?vista=\d+$/);

    // A change marks the view modified; Save stores it and the mark goes.
    await page.locator('.report-grid .ag-header-cell[col-id=cpmNumPedido] .ag-header-cell-label').click();
    await expect.poll(() => sortOf(page, 'cpmNumPedido')).toBe('descending');
    await page.getByTestId('view-modified').waitFor();
    expect(await page.getByTestId('view-menu').getAttribute('aria-label')).toContain('modificada');
    expect(page.url()).toContain('estado=');
    await page.getByTestId('view-menu').click();
    await page.getByTestId('view-save').click();
    await expect.poll(() => page.getByTestId('view-modified').count()).toBe(0);

    // Rename through Manage → Edit; a name taken by another own view is refused in the dialog, nothing lost.
    await page.getByTestId('view-menu').click();
    await page.getByTestId('view-save-as').click();
    await page.getByTestId('save-view-dialog').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('save-view-dialog').waitFor({ state: 'detached' });
    await saveAs(page, 'Otra vista');
    await chooseView(page, 'Pedidos por número');
    await page.getByTestId('view-menu').click();
    await page.getByTestId('view-manage').click();
    const manage = page.getByTestId('manage-views-dialog');
    await manage.waitFor();
    await screenshot(page, 'views-manage-dialog');
    expect(await seriousViolations(page)).toEqual([]);
    await manage.getByRole('button', { name: 'Editar: Pedidos por número' }).click();
    const edit = page.getByTestId('save-view-dialog');
    await edit.getByTestId('view-name').fill('otra VISTA');
    await edit.getByTestId('save-view-submit').click();
    await edit.getByText('Ya tiene una vista con ese nombre en este informe').waitFor();
    await edit.getByTestId('view-name').fill('Pedidos por número, de mayor a menor');
    await edit.getByTestId('save-view-submit').click();
    await edit.waitFor({ state: 'detached' });
    await manage.getByRole('cell', { name: 'Pedidos por número, de mayor a menor', exact: true }).waitFor();
    await manage.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => menuName(page)).toBe('Pedidos por número, de mayor a menor');
    // Opened again: still the default, descending as saved.
    await closeReport(page);
    await openReport(page, ORDERS);
    await rows(page).first().waitFor();
    await expect.poll(() => sortOf(page, 'cpmNumPedido')).toBe('descending');
    expect(errors).toEqual([]);
  });

  it('a view shared with a role: a customer opens it and sees their own orders; a representative does not get it', async () => {
    const admin = await newPage(browser());
    await login(admin.page, baseUrl, 'admin');
    await openReport(admin.page, ORDERS);
    await admin.page.getByTestId('view-menu').click();
    await admin.page.getByRole('menuitemradio', { name: /Estándar/ }).click();
    await search(admin.page);
    const adminTotal = await total(admin.page);
    await admin.page.locator('.report-grid .ag-header-cell[col-id=fechaEntrega] .ag-header-cell-label').click();
    await saveAs(admin.page, 'Pedidos por entrega', { roles: ['CLIENTE'] });

    const customer = await newPage(browser());
    await login(customer.page, baseUrl, 'cliente');
    await openReport(customer.page, ORDERS);
    await search(customer.page);
    const ownTotal = await total(customer.page);
    expect(ownTotal).toBeLessThan(adminTotal);
    await customer.page.getByTestId('view-menu').click();
    await customer.page.getByRole('menuitemradio', { name: /Pedidos por entrega/ }).getByText('Compartida por Ana Martín Ruiz').waitFor();
    await screenshot(customer.page, 'views-shared-menu-customer');
    await customer.page.getByRole('menuitemradio', { name: /Pedidos por entrega/ }).click();
    await search(customer.page);
    await expect.poll(() => sortOf(customer.page, 'fechaEntrega')).toBe('ascending');
    expect(await total(customer.page)).toBe(ownTotal);

    const rep = await newPage(browser());
    await login(rep.page, baseUrl, 'rep');
    await openReport(rep.page, ORDERS);
    await rep.page.getByTestId('view-menu').click();
    await rep.page.getByRole('menuitemradio', { name: /Estándar/ }).waitFor();
    expect(await rep.page.getByRole('menuitemradio', { name: /Pedidos por entrega/ }).count()).toBe(0);
    // The definition's presets are there for everyone: one that searches at once, with its filter and sort.
    await rep.page.getByRole('menuitemradio', { name: /Pedidos con la entrega vencida/ }).click();
    await expect.poll(() => menuName(rep.page)).toBe('Pedidos con la entrega vencida');
    await expect.poll(() => sortOf(rep.page, 'fechaEntrega')).toBe('ascending');
    expect(await rep.page.getByLabel('Solo con plazo de entrega superado').isChecked()).toBe(true);
    expect(rep.page.url()).toContain('?vista=def%3Alate');
    expect([...admin.errors, ...customer.errors, ...rep.errors]).toEqual([]);
  });

  it('a copied link opens, after the login, in a fresh browser as another user with their scope; a view they may not use says so', async () => {
    const { page, errors } = await newPage(browser());
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await login(page, baseUrl, 'rep');
    await openReport(page, ORDERS);
    await search(page);
    await page.locator('.report-grid .ag-header-cell[col-id=cpmNumPedido] .ag-header-cell-label').click();
    await page.getByRole('button', { name: /siguiente/i }).click();
    await page.getByText(/^11–20 de \d+$/).waitFor();
    await page.getByTestId('view-menu').click();
    await page.getByTestId('view-copy-link').click();
    await page.getByText('Enlace copiado al portapapeles').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());
    expect(link).toContain('/informes/estado_ped_alb?estado=');

    const other = await newPage(browser());
    await other.page.goto(link);
    await other.page.waitForURL(`${baseUrl}/`);
    await other.page.locator('input[name=usuario]').fill('cliente');
    await other.page.locator('input[name=password]').fill('demo1234');
    await other.page.locator('input[name=password]').press('Enter');
    await rows(other.page).first().waitFor();
    expect(other.page.url()).toContain('/informes/estado_ped_alb?estado=');
    await expect.poll(() => sortOf(other.page, 'cpmNumPedido')).toBe('ascending');
    await other.page.getByText(/^11–20 de \d+$/).waitFor();
    await screenshot(other.page, 'views-link-opened-as-customer');
    // The customer's own scope: the same total as the customer's own search.
    const linkTotal = await total(other.page);
    await chooseView(other.page, 'Estándar');
    expect(other.page.url()).toMatch(/\/informes\/estado_ped_alb$/);
    await search(other.page);
    await other.page.getByText(/^1–10 de \d+$/).waitFor();
    expect(await total(other.page)).toBe(linkTotal);

    // A link to a view the customer may not use (the representative's own): the report opens with a message, not an error.
    const repTira = (await apiLogin(baseUrl, 'rep')).tira;
    const { id } = await apiPost<{ id: number }>(baseUrl, '/wscomun/portalinformes/guardarVista', repTira, { informe: ORDERS, nombre: 'Solo mía', filtros: {} });
    await other.page.goto(`${baseUrl}/informes/estado_ped_alb?vista=${id}`);
    await other.page.getByTestId('view-notice').getByText(/no existe o no está compartida con usted/).waitFor();
    await other.page.getByTestId('filters-search').waitFor();
    await screenshot(other.page, 'views-link-unavailable');
    expect([...errors, ...other.errors]).toEqual([]);
  });

  it('a pinned view is a card on the home that opens the report on it', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'sucursal');
    await openReport(page, ORDERS);
    await search(page);
    await page.locator('.report-grid .ag-header-cell[col-id=fechaEntrega] .ag-header-cell-label').click();
    await saveAs(page, 'Entregas de mi sucursal', { pin: true, runOnOpen: true });
    await closeReport(page);
    const card = page.getByTestId('pinned-view').filter({ hasText: 'Entregas de mi sucursal' });
    await card.waitFor();
    await screenshot(page, 'views-pinned-card');
    await card.getByRole('button').click();
    await page.waitForURL(/\/informes\/estado_ped_alb\?vista=\d+/);
    await rows(page).first().waitFor();
    await expect.poll(() => menuName(page)).toBe('Entregas de mi sucursal');
    await expect.poll(() => sortOf(page, 'fechaEntrega')).toBe('ascending');
    // Unpinned in Manage, the card goes.
    await page.getByTestId('view-menu').click();
    await page.getByTestId('view-manage').click();
    const pin = page.getByTestId('manage-views-dialog').getByTestId('view-pin');
    await pin.click();
    await expect.poll(() => pin.isChecked()).toBe(false);
    await page.getByTestId('manage-views-dialog').getByRole('button', { name: 'Cerrar' }).click();
    await closeReport(page);
    await page.getByTestId('report-card').first().waitFor();
    await expect.poll(() => page.getByTestId('pinned-view').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a view whose filter, column and sort the report no longer has opens with the rest and says what was dropped', async () => {
    const { tira } = await apiLogin(baseUrl, 'multi');
    const { id } = await apiPost<{ id: number }>(baseUrl, '/wscomun/portalinformes/guardarVista', tira, {
      informe: ORDERS, nombre: 'De antes', filtros: { filtroRetirado: 'x', numeroPedido: '999999' },
      columnas: ['importe', 'cpmNumPedido', 'columnaRetirada'], orden: { columna: 'columnaRetirada', direccion: 'asc' }, tamPagina: 15,
    });
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'multi');
    await page.goto(`${baseUrl}/informes/estado_ped_alb?vista=${id}`);
    const notice = page.getByTestId('view-notice');
    await notice.getByText('La vista «De antes» se ha aplicado sin lo que el informe ya no tiene').waitFor();
    expect(await notice.textContent()).toContain('Filtros que ya no existen: filtroRetirado');
    expect(await notice.textContent()).toContain('Columnas que ya no existen: columnaRetirada');
    expect(await notice.textContent()).toContain('Orden por una columna que ya no existe: columnaRetirada');
    // The rest applied: the order number filter and the columns' order (amount first).
    expect(await page.getByLabel('Nº de pedido').inputValue()).toBe('999999');
    await page.locator('.report-grid .ag-header-cell[col-id=importe]').waitFor();
    const order = await page.locator('.report-grid .ag-header-cell[col-id]').evaluateAll((cells) => cells.map((c) => c.getAttribute('col-id')));
    expect(order.indexOf('importe')).toBeLessThan(order.indexOf('cpmNumPedido'));
    await screenshot(page, 'views-stale-notice');

    // The administrator's designer lists the views the report's definition leaves stale, with their owner and the parts.
    const admin = await newPage(browser(), { width: 1500, height: 1000 });
    await login(admin.page, baseUrl, 'admin');
    await admin.page.goto(`${baseUrl}/administracion/informes/${ORDERS}`);
    const affected = admin.page.getByTestId('designer-affected-views');
    await affected.locator(`[data-view="${id}"]`).waitFor();
    expect(await affected.locator(`[data-view="${id}"]`).textContent())
      .toBe('«De antes» de Marta Iglesias Soler: filtros filtroRetirado; columnas columnaRetirada; orden por columnaRetirada');
    await screenshot(admin.page, 'views-designer-affected');
    expect([...errors, ...admin.errors]).toEqual([]);
  });

  it('the column chooser\'s choice follows the user to another browser (kept on the services, not in this browser)', async () => {
    const first = await newPage(browser());
    await login(first.page, baseUrl, 'admin');
    await openReport(first.page, 'COMPRAS_VENTAS');
    await search(first.page);
    const shownBefore = await first.page.locator('.report-grid .ag-header-cell[col-id]').evaluateAll((cells) => cells.map((c) => c.getAttribute('col-id')!));
    await first.page.getByTestId('column-chooser').click();
    const item = first.page.locator('[role=menuitemcheckbox][aria-checked=true]').nth(1);
    const hidden = (await item.getAttribute('data-column'))!;
    expect(shownBefore).toContain(hidden);
    const stored = first.page.waitForResponse((r) => r.url().endsWith('/guardarColumnasInforme'));
    await item.click();
    await first.page.keyboard.press('Escape');
    await expect.poll(() => first.page.locator(`.report-grid .ag-header-cell[col-id=${hidden}]`).count()).toBe(0);
    expect(await first.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('portal.gridColumns')))).toEqual([]);
    // Stored after a short pause; another browser (fresh storage) gets it.
    expect((await stored).status()).toBe(200);
    // A column dragged wider keeps its width in the other browser too.
    const resized = shownBefore.find((c) => c !== hidden && !c.startsWith('__'))!;
    const header = first.page.locator(`.report-grid .ag-header-cell[role=columnheader][col-id=${resized}]`);
    const before = (await header.boundingBox())!;
    const handle = (await header.locator('.ag-header-cell-resize').boundingBox())!;
    const widthStored = first.page.waitForResponse((r) => r.url().endsWith('/guardarColumnasInforme'));
    await first.page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await first.page.mouse.down();
    await first.page.mouse.move(handle.x + handle.width / 2 + 90, handle.y + handle.height / 2, { steps: 8 });
    await first.page.mouse.up();
    expect((await widthStored).status()).toBe(200);
    const widened = (await header.boundingBox())!.width;
    expect(widened).toBeGreaterThan(before.width + 60);
    const second = await newPage(browser());
    await login(second.page, baseUrl, 'admin');
    await openReport(second.page, 'COMPRAS_VENTAS');
    await search(second.page);
    await second.page.locator('.report-grid .ag-header-cell[col-id]').first().waitFor();
    expect(await second.page.locator(`.report-grid .ag-header-cell[col-id=${hidden}]`).count()).toBe(0);
    const widthThere = (await second.page.locator(`.report-grid .ag-header-cell[role=columnheader][col-id=${resized}]`).boundingBox())!.width;
    expect(Math.abs(widthThere - widened)).toBeLessThan(4);
    await screenshot(second.page, 'views-layout-other-browser');
    expect([...first.errors, ...second.errors]).toEqual([]);
  });
});
