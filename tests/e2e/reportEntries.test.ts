import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { openReport } from './support/documents';
import { apiLogin, apiPost } from './support/erpApi';

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();
const P = '/wscomun/portalinformes';

describe('every report entry opens at its address', () => {
  it("a report entry's url opens that report; closing it returns to the home; a card opens at its entry's url", async () => {
    const { tira } = await apiLogin(baseUrl, 'admin');
    const entries = (await apiPost<{ result: { informe: string; url: string }[] }>(baseUrl, `${P}/listaInformesPortal`, tira, { idOrganizacion: 1 })).result;
    const orders = entries.find((e) => e.informe === 'ESTADO_PED_ALB')!;
    expect(orders.url).toBe('/informes/estado_ped_alb');
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}${orders.url}`);
    const dialog = page.getByTestId('report-dialog');
    await dialog.getByRole('heading', { name: 'Estado de pedidos y albaranes' }).waitFor();
    await dialog.getByTestId('filters-search').waitFor();
    await screenshot(page, 'entry-url-opens-report');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page.waitForURL('**/informes');
    await expect.poll(() => page.getByTestId('report-dialog').count()).toBe(0);
    // A card goes to its entry's address, so Back closes the report and a reload opens it again.
    await openReport(page, 'CERT_MEDIOAMB');
    expect(new URL(page.url()).pathname).toBe(entries.find((e) => e.informe === 'CERT_MEDIOAMB')!.url);
    await page.reload();
    await page.getByTestId('report-dialog').getByRole('heading', { name: 'Certificados medioambientales' }).waitFor();
    await page.goBack();
    await page.waitForURL('**/informes');
    await expect.poll(() => page.getByTestId('report-dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('an unknown report code shows a translated "report not found" page, in Spanish and in English', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'proveedor');
    await page.goto(`${baseUrl}/informes/no_existe`);
    const notFound = page.getByTestId('report-not-found');
    await notFound.getByRole('heading', { name: 'Informe no encontrado' }).waitFor();
    expect(await notFound.textContent()).toContain('NO_EXISTE');
    await screenshot(page, 'entry-unknown-report-es');
    // A report the user does not hold is not found for them either (the supplier has no order report).
    await page.goto(`${baseUrl}/informes/estado_ped_alb`);
    await notFound.getByRole('heading', { name: 'Informe no encontrado' }).waitFor();
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await notFound.getByRole('heading', { name: 'Report not found' }).waitFor();
    await screenshot(page, 'entry-unknown-report-en');
    await notFound.getByRole('link', { name: 'See my reports' }).click();
    await page.waitForURL('**/informes');
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-es').click();
    await page.getByRole('heading', { name: 'Informes', level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });

  it('the query tool shows its dashboard as soon as it opens', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'soporte');
    await openReport(page, 'CONSULTAS');
    const frame = page.frameLocator('[data-testid=report-frame]');
    await frame.getByRole('heading', { name: /Panel de ventas/ }).waitFor();
    await screenshot(page, 'entry-consultas-dashboard-on-open');
    expect(errors).toEqual([]);
  });
});

describe('a page that cannot load says so', () => {
  it('a screen whose code fails to arrive shows a message in Spanish with "Volver a cargar", which then opens it', async () => {
    const { page } = await newPage(browser());
    await login(page, baseUrl, 'admin');
    // The account screen's code is unreachable (as after an update that removed the old files, or a dropped connection).
    const block = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route(/\/assets\/AccountPage-[^/]+\.js$/, block);
    await page.goto(`${baseUrl}/miCuenta`);
    const failure = page.getByTestId('route-error');
    await failure.getByRole('heading', { name: 'Esta página no se ha podido mostrar' }).waitFor();
    expect(await failure.textContent()).toContain('Lo que ya estaba guardado no se ha perdido.');
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    await screenshot(page, 'route-error-es');
    await page.unroute(/\/assets\/AccountPage-[^/]+\.js$/, block);
    await failure.getByRole('button', { name: 'Volver a cargar' }).click();
    await page.getByRole('heading', { name: 'Mi cuenta' }).waitFor();
  });
});
