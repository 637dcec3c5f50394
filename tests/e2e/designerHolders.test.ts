import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { designerCall } from './support/designerCall';
import { apiLogin, serverReports } from './support/erpApi';
import { startServer, stopServer, type StartedServer } from './support/startServer';

const browser = chromiumPerFile();
// Its own services: the journeys revoke grants and withdraw a publication other test files must not see.
let server: StartedServer;
let adminTira = '';

type Json = Record<string, unknown>;

const designer = <T = Json>(call: string, body: Json) => designerCall<T>(server.url, adminTira, call, body);

/** A report of the organisation's own, published and granted to the customers and to one representative. */
const CODE = 'TITULARES_PRUEBA';

/** Logs in as the administrator and opens the designer's list. */
async function openDesigner(page: Page): Promise<void> {
  await login(page, server.url, 'admin');
  await page.getByTestId('main-menu').locator('[data-module=ADMIN_INF]').click();
  await page.waitForURL('**/administracion/informes');
}

async function logout(page: Page): Promise<void> {
  await page.getByTestId('logout').click();
  await page.getByRole('button', { name: 'Sí' }).click();
  await page.waitForURL(/\/$/);
}

beforeAll(async () => {
  server = await startServer({ PORTAL_MODE: 'hosted' });
  adminTira = (await apiLogin(server.url, 'admin')).tira;
  await designer('nuevoInforme', { informe: CODE, descripcion: 'Titulares de prueba', modo: 'blank' });
  const draft = (await designer<{ borrador: { definicion: Json } }>('definicionDesigner', { informe: CODE })).borrador.definicion;
  await designer('publicarDefinicion', { informe: CODE, definicion: draft, comentario: 'Primera versión', versionBase: 0 });
  await designer('concederInforme', { informe: CODE, roles: ['CLIENTE'], usuarios: ['rep'] });
}, 90_000);
afterAll(() => { if (server) stopServer(server); });

describe('who holds a report', () => {
  it('the grant dialog shows the current holders; a role removed and saved takes the card off its users\' homes', async () => {
    expect(await serverReports(server.url, 'cliente')).toContain(CODE);
    const { page, errors } = await newPage(browser(), { width: 1400, height: 900 });
    await openDesigner(page);
    await page.locator(`[data-testid=designer-row][data-code=${CODE}] [data-testid=designer-grant-open]`).click();
    const dialog = page.getByTestId('designer-grant-dialog');
    const cliente = dialog.getByTestId('designer-grant-role-CLIENTE').getByRole('checkbox');
    await expect.poll(() => cliente.isChecked()).toBe(true);
    // rep holds it by name (not every representative does): listed as a user, and the role is shown as partly holding it.
    await dialog.getByTestId('designer-grant-user-rep').waitFor();
    expect(await dialog.getByTestId('designer-grant-user-rep').innerText()).toContain('Rafael Ortega Pardo');
    expect(await dialog.getByTestId('designer-grant-role-REPRESENTANTE').getByRole('checkbox').isChecked()).toBe(false);
    expect(await dialog.getByTestId('designer-grant-role-REPRESENTANTE').innerText()).toContain('lo tienen 1 de');
    expect(await dialog.getByTestId('designer-grant-summary').innerText()).toBe('Sin cambios.');
    expect(await dialog.getByTestId('designer-grant-confirm').isDisabled()).toBe(true);
    expect(await seriousViolations(page), 'the grant dialog').toEqual([]);
    await screenshot(page, 'designer-holders-dialog');

    // Remove the customers' role: the dialog says what saving will do.
    await cliente.click();
    expect(await dialog.getByTestId('designer-grant-summary').innerText()).toBe('Se retirará a: CLIENTE');
    await screenshot(page, 'designer-holders-role-removed');
    const saved = page.waitForResponse((r) => r.url().endsWith('/portaldesigner/cambiarTitularesInforme'));
    await dialog.getByTestId('designer-grant-confirm').click();
    const reply = await saved;
    expect(reply.status()).toBe(200);
    expect(JSON.parse(reply.request().postData() ?? '{}')).toMatchObject({ informe: CODE, conceder: { roles: [], usuarios: [] }, retirar: { roles: ['CLIENTE'], usuarios: [] } });
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Usuarios que tienen ahora el informe: 1.').waitFor();
    expect(await page.locator(`[data-testid=designer-row][data-code=${CODE}]`).innerText()).not.toContain('CLIENTE');
    expect(errors).toEqual([]);

    // The customer no longer finds the card on the home; the representative still does.
    await logout(page);
    await login(page, server.url, 'cliente');
    await page.locator('[data-report]').first().waitFor();
    expect(await page.locator(`[data-report=${CODE}]`).count()).toBe(0);
    await screenshot(page, 'designer-holders-customer-home');
    expect(await serverReports(server.url, 'rep')).toContain(CODE);
    expect(await serverReports(server.url, 'cliente')).not.toContain(CODE);

    // Given back by name through the dialog's user search, the customer has it again.
    await logout(page);
    await openDesigner(page);
    await page.locator(`[data-testid=designer-row][data-code=${CODE}] [data-testid=designer-grant-open]`).click();
    await dialog.getByTestId('designer-grant-user-rep').waitFor();
    await dialog.getByTestId('designer-grant-add-user').fill('cliente');
    await page.getByRole('option', { name: /^cliente — / }).click();
    await dialog.getByTestId('designer-grant-user-cliente').waitFor();
    expect(await dialog.getByTestId('designer-grant-summary').innerText()).toBe('Se concederá a: cliente');
    await dialog.getByTestId('designer-grant-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await serverReports(server.url, 'cliente')).toContain(CODE);
    expect(errors).toEqual([]);
  }, 180_000);
});

describe('withdrawing a publication', () => {
  it('the editor asks, withdraws, and the history shows who withdrew it and when; the report leaves its holders\' homes; another editor is told', async () => {
    const { page, errors } = await newPage(browser(), { width: 1400, height: 900 });
    // A second administrator has the report open from version 1 too.
    const other = await newPage(browser(), { width: 1400, height: 900 });
    for (const p of [page, other.page]) {
      await openDesigner(p);
      await p.getByRole('button', { name: `Abrir ${CODE}` }).click();
      await p.getByText('Publicada: versión 1').waitFor();
    }
    await page.getByTestId('designer-withdraw').click();
    const question = page.getByRole('dialog');
    await question.getByText('El informe dejará de estar en el portal').waitFor();
    await screenshot(page, 'designer-withdraw-question');
    const withdrawn = page.waitForResponse((r) => r.url().endsWith('/portaldesigner/retirarPublicacion'));
    await question.getByRole('button', { name: 'Retirar publicación' }).click();
    const reply = await withdrawn;
    expect(reply.status()).toBe(200);
    expect(JSON.parse(reply.request().postData() ?? '{}')).toMatchObject({ informe: CODE, versionBase: 1, comentario: 'Publicación retirada' });
    await page.getByText('Publicación retirada: el informe ya no está en el portal.').waitFor();
    await page.getByText('Sin publicar').waitFor();
    expect(await page.getByTestId('designer-withdraw').isDisabled()).toBe(true);

    await page.getByTestId('designer-history-open').click();
    const history = page.getByTestId('designer-history');
    const entry = history.getByTestId('designer-version-withdrawn');
    await entry.waitFor();
    const said = await entry.innerText();
    expect(said).toContain('2');
    expect(said).toContain('admin');
    expect(said).toContain('Publicación retirada');
    expect(await history.getByTestId('designer-version').count()).toBe(1);
    expect(await seriousViolations(page), 'the history with a withdrawal').toEqual([]);
    await screenshot(page, 'designer-withdraw-history');
    expect(await serverReports(server.url, 'cliente')).not.toContain(CODE);
    expect(await serverReports(server.url, 'rep')).not.toContain(CODE);
    expect(errors).toEqual([]);

    // The other administrator publishes from version 1: refused, told who withdrew it, nothing to compare; publishing again is a choice.
    const b = other.page;
    await b.getByTestId('designer-publish').click();
    await b.getByTestId('designer-publish-comment').fill('Sigue en el portal');
    const refused = b.waitForResponse((r) => r.url().endsWith('/portaldesigner/publicarDefinicion'));
    await b.getByTestId('designer-publish-confirm').click();
    expect((await refused).status()).toBe(409);
    const conflict = b.getByTestId('designer-conflict');
    await conflict.waitFor();
    const told = await conflict.innerText();
    expect(told).toContain('Se ha retirado la publicación');
    expect(told).toContain('admin retiró la publicación de este informe');
    expect(await conflict.getByTestId('designer-conflict-compare-toggle').count()).toBe(0);
    await screenshot(b, 'designer-withdraw-conflict');
    await conflict.getByRole('button', { name: 'Publicar de nuevo' }).click();
    await b.getByText('Versión 3 publicada.').waitFor();
    expect(await serverReports(server.url, 'rep')).toContain(CODE);
    expect(other.errors).toEqual([]);
  }, 180_000);
});
