import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { openReport } from './support/documents';
import { designerCall, type Json } from './support/designerCall';
import { apiLogin } from './support/erpApi';
import { startServer, stopServer, type StartedServer } from './support/startServer';

/**
 * What a publication reaches: a portal left open gets the new definition at the next opening of the report, without reloading; and
 * publishing a report that overlays build on first lists the overlays it would make stale and asks.
 */

const browser = chromiumPerFile();
// Its own services: the journeys publish versions other test files must not see.
let server: StartedServer;
let adminTira = '';
const designer = <T = Json>(call: string, body: Json) => designerCall<T>(server.url, adminTira, call, body);

/** How long the portal draws a definition it just fetched without asking again (DEFINITION_CURRENT_MS of definitionQuery). */
const DEFINITION_CURRENT_MS = 2_000;
const STANDARD = 'CERT_MEDIOAMB';
/** An overlay of the certificates that widens the agent's column. */
const OVERLAY = 'CERT_AGENTES';

beforeAll(async () => {
  server = await startServer({ PORTAL_MODE: 'hosted' });
  adminTira = (await apiLogin(server.url, 'admin')).tira;
  await designer('nuevoInforme', { informe: OVERLAY, descripcion: 'Certificados por agente', modo: 'overlay', desde: STANDARD });
  await designer('publicarDefinicion', {
    informe: OVERLAY, comentario: 'Agente más ancho', versionBase: 0,
    definicion: { overlayOf: STANDARD, code: OVERLAY, result: { columns: [{ field: 'nombreAGT', width: 260 }] } },
  });
}, 90_000);
afterAll(() => { if (server) stopServer(server); });

/** The column ids of the result grid's header. */
const gridColumns = (page: Page) => page.locator('.report-grid .ag-header-row-column .ag-header-cell[col-id]').evaluateAll((cells) => cells.map((c) => c.getAttribute('col-id')));

async function searchCertificates(page: Page): Promise<void> {
  await page.getByTestId('filters-search').click();
  await page.getByTestId('grid-total').waitFor();
}

describe('a publication reaches a portal left open', () => {
  it('the customer reopens the report after a publication and gets the new definition without reloading the page', async () => {
    const { page, errors } = await newPage(browser(), { width: 1600, height: 900 });
    await login(page, server.url, 'cliente');
    await openReport(page, STANDARD);
    await searchCertificates(page);
    expect(await gridColumns(page)).toContain('MesFinal');
    const fullWidth = (await page.getByTestId('report-dialog').locator('.MuiDialog-paper').boundingBox())!.width;
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByTestId('report-dialog').waitFor({ state: 'detached' });
    // The page stays as it is: a mark on its window would be gone after a reload.
    await page.evaluate(() => { (window as unknown as { openSince: boolean }).openSince = true; });
    // A definition fetched moments ago (the card pointed at before the click) is drawn without asking: the reopening comes later.
    await page.waitForTimeout(DEFINITION_CURRENT_MS + 100);

    // Meanwhile an administrator publishes the report without the final month and in a narrower dialog.
    const { versionBase } = await designer<{ versionBase: number }>('definicionDesigner', { informe: STANDARD });
    await designer('publicarDefinicion', {
      informe: STANDARD, comentario: 'Sin mes final', versionBase,
      definicion: { overlayOf: STANDARD, dialog: { fullScreen: false, maxWidth: 1000 }, result: { columns: [{ field: 'MesFinal', $remove: true }] } },
    });

    const asked = page.waitForResponse((r) => r.url().endsWith('/portalinformes/definicionInforme'));
    await openReport(page, STANDARD);
    await asked;
    await searchCertificates(page);
    expect(await gridColumns(page)).not.toContain('MesFinal');
    expect((await page.getByTestId('report-dialog').locator('.MuiDialog-paper').boundingBox())!.width).toBeLessThan(Math.min(fullWidth, 1001));
    expect(await page.evaluate(() => (window as unknown as { openSince?: boolean }).openSince)).toBe(true);
    await screenshot(page, 'definition-reaches-open-portal');

    // Opened again with nothing published, the report asks and is told its definition is current.
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await page.waitForTimeout(DEFINITION_CURRENT_MS + 100);
    const again = page.waitForResponse((r) => r.url().endsWith('/portalinformes/definicionInforme'));
    await openReport(page, STANDARD);
    expect(await (await again).json()).toMatchObject({ sinCambios: 'S' });
    await page.getByTestId('report-filters').waitFor();
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('publishing a report that overlays build on', () => {
  it('lists the overlays the publication makes stale with their keys, publishes nothing until asked, then publishes anyway', async () => {
    const { page, errors } = await newPage(browser(), { width: 1400, height: 900 });
    await login(page, server.url, 'admin');
    await page.getByTestId('main-menu').locator('[data-module=ADMIN_INF]').click();
    await page.waitForURL('**/administracion/informes');
    await page.getByRole('button', { name: `Abrir ${STANDARD}` }).click();
    const json = page.getByTestId('designer-json').locator('.cm-content');
    await json.waitFor();
    // The agent's column goes too: the overlay that widens it would lose its change.
    await json.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(`${JSON.stringify({ overlayOf: STANDARD, result: { columns: [{ field: 'MesFinal', $remove: true }, { field: 'nombreAGT', $remove: true }] } }, null, 2)}\n`);

    await page.getByTestId('designer-publish').click();
    await page.getByTestId('designer-publish-comment').fill('Sin agente');
    const refused = page.waitForResponse((r) => r.url().endsWith('/portaldesigner/publicarDefinicion'));
    await page.getByTestId('designer-publish-confirm').click();
    expect((await refused).status()).toBe(409);
    const dialog = page.getByTestId('designer-stale-overlays');
    await dialog.getByRole('heading', { name: 'Esta publicación deja obsoleta una personalización' }).waitFor();
    expect(await dialog.locator(`[data-overlay=${OVERLAY}]`).innerText()).toContain('/result/columns/[field=nombreAGT]');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'designer-stale-overlays');
    const before = (await designer<{ result: unknown[] }>('versionesDefinicion', { informe: STANDARD })).result.length;

    // Back to editing keeps the text; publishing anyway stores it and the overlay is listed as stale.
    await dialog.getByTestId('designer-stale-keep').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await json.innerText()).toContain('nombreAGT');
    await page.getByTestId('designer-publish').click();
    await page.getByTestId('designer-publish-comment').fill('Sin agente');
    await page.getByTestId('designer-publish-confirm').click();
    await dialog.waitFor();
    const published = page.waitForResponse((r) => r.url().endsWith('/portaldesigner/publicarDefinicion') && r.status() === 200);
    await dialog.getByTestId('designer-stale-publish').click();
    expect((await published).request().postDataJSON()).toMatchObject({ confirmarObsoletas: true, comentario: 'Sin agente' });
    await page.getByText(`Versión ${before + 1} publicada.`).waitFor();
    const states = (await designer<{ result: { informe: string; estado: string }[] }>('listaDefiniciones', {})).result;
    expect(states.find((d) => d.informe === OVERLAY)?.estado).toBe('stale');
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('restoring a version that overlays build on', () => {
  it('asks the same way: the history lists the overlay it would make stale, restores nothing until asked, then restores anyway', async () => {
    // The standard returns to its file (which has the agent's column): the overlay is valid again.
    const newest = (await designer<{ versionBase: number }>('definicionDesigner', { informe: STANDARD })).versionBase;
    await designer('retirarPublicacion', { informe: STANDARD, versionBase: newest });
    expect((await designer<{ result: { informe: string; estado: string }[] }>('listaDefiniciones', {})).result.find((d) => d.informe === OVERLAY)?.estado).toBe('valid');

    const { page, errors } = await newPage(browser(), { width: 1400, height: 900 });
    await login(page, server.url, 'admin');
    await page.getByTestId('main-menu').locator('[data-module=ADMIN_INF]').click();
    await page.waitForURL('**/administracion/informes');
    await page.getByRole('button', { name: `Abrir ${STANDARD}` }).click();
    await page.getByTestId('designer-json').locator('.cm-content').waitFor();
    await page.getByTestId('designer-history-open').click();
    const history = page.getByTestId('designer-history');
    // The version published above without the agent's column.
    const versions = (await designer<{ result: { version: number; comentario: string }[] }>('versionesDefinicion', { informe: STANDARD })).result;
    const withoutAgent = versions.find((v) => v.comentario === 'Sin agente')!.version;
    await history.getByRole('button', { name: `Restaurar la versión ${withoutAgent}` }).click();
    const refused = page.waitForResponse((r) => r.url().endsWith('/portaldesigner/restaurarVersion'));
    await page.getByRole('button', { name: 'Restaurar', exact: true }).click();
    expect((await refused).status()).toBe(409);
    const dialog = page.getByTestId('designer-stale-overlays');
    await dialog.getByRole('heading', { name: 'Esta publicación deja obsoleta una personalización' }).waitFor();
    expect(await dialog.locator(`[data-overlay=${OVERLAY}]`).innerText()).toContain('/result/columns/[field=nombreAGT]');
    expect(await seriousViolations(page)).toEqual([]);
    const before = versions.length;

    const restored = page.waitForResponse((r) => r.url().endsWith('/portaldesigner/restaurarVersion') && r.status() === 200);
    await dialog.getByTestId('designer-stale-publish').click();
    expect((await restored).request().postDataJSON()).toMatchObject({ version: withoutAgent, confirmarObsoletas: true });
    await page.getByText(`Versión ${before + 1} publicada con el contenido restaurado.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await designer<{ result: { informe: string; estado: string }[] }>('listaDefiniciones', {})).result.find((d) => d.informe === OVERLAY)?.estado).toBe('stale');
    expect(errors).toEqual([]);
  }, 120_000);
});
