import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { designerCall, type Json } from './support/designerCall';
import { apiLogin } from './support/erpApi';
import { startServer, stopServer, type StartedServer } from './support/startServer';

const browser = chromiumPerFile();
// Its own services: the journey publishes versions other test files must not see.
let server: StartedServer;
let adminTira = '';

const designer = <T = Json>(call: string, body: Json) => designerCall<T>(server.url, adminTira, call, body);
const versionsOf = async (code: string) => (await designer<{ result: { version: number; comentario: string }[] }>('versionesDefinicion', { informe: code })).result;
const versionContent = async (code: string, version: number) => (await designer<{ definicion: Json }>('versionDefinicion', { informe: code, version })).definicion;

// An overlay of the standard environmental certificates report, published once before the two administrators open it.
const STANDARD = 'CERT_MEDIOAMB';
const CODE = 'CERT_CONFLICTO';
// In the current definition format, as every version is stored.
const v1: Json = { overlayOf: STANDARD, code: CODE, formatVersion: 2 };
/** The first administrator's change: a narrower dialog. */
const first: Json = { ...v1, dialog: { fullScreen: false, maxWidth: 900 } };
/** The second administrator's change, made from version 1 too: certificates first by year. */
const second: Json = { ...v1, result: { defaultSort: { column: 'Ejercicio', direction: 'desc' } } };

const formatted = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const json = (page: Page) => page.getByTestId('designer-json').locator('.cm-content');
const editorText = async (page: Page) => `${(await json(page).innerText()).replace(/\n+$/, '')}\n`;

async function typeDefinition(page: Page, value: unknown): Promise<void> {
  await json(page).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(formatted(value));
}

/** Logs in as the administrator (a session of its own per page) and opens the definition in the designer. */
async function openDefinition(page: Page): Promise<void> {
  await login(page, server.url, 'admin');
  await page.getByTestId('main-menu').locator('[data-module=ADMIN_INF]').click();
  await page.waitForURL('**/administracion/informes');
  await page.getByRole('button', { name: `Abrir ${CODE}` }).click();
  await json(page).waitFor();
}

/** Opens the publish dialog, writes the comment and confirms; answers the publicarDefinicion reply and the body sent. */
async function publish(page: Page, comment: string): Promise<{ status: number; sent: Json }> {
  await page.getByTestId('designer-publish').click();
  await page.getByTestId('designer-publish-comment').fill(comment);
  const reply = page.waitForResponse((r) => r.url().endsWith('/portaldesigner/publicarDefinicion'));
  await page.getByTestId('designer-publish-confirm').click();
  const res = await reply;
  return { status: res.status(), sent: JSON.parse(res.request().postData() ?? '{}') as Json };
}

beforeAll(async () => {
  server = await startServer({ PORTAL_MODE: 'hosted' });
  adminTira = (await apiLogin(server.url, 'admin')).tira;
  await designer('nuevoInforme', { informe: CODE, descripcion: 'Certificados (conflicto)', modo: 'overlay', desde: STANDARD });
  await designer('publicarDefinicion', { informe: CODE, definicion: v1, comentario: 'Primera versión', versionBase: 0 });
}, 90_000);
afterAll(() => { if (server) stopServer(server); });

describe('two administrators edit one report', () => {
  it('the second to publish gets the conflict, compares with the newer version, keeps editing without losing a thing, then publishes on top of it knowingly', async () => {
    const a = await newPage(browser(), { width: 1400, height: 900 });
    const b = await newPage(browser(), { width: 1400, height: 900 });
    await openDefinition(a.page);
    await openDefinition(b.page);
    for (const { page } of [a, b]) await page.getByText('Publicada: versión 1').waitFor();

    // Both edit version 1; the first publishes version 2.
    await typeDefinition(a.page, first);
    await typeDefinition(b.page, second);
    await expect.poll(() => b.page.getByTestId('designer-errors').innerText(), { timeout: 15_000 }).toContain('Sin errores.');
    await expect.poll(() => a.page.getByTestId('designer-errors').innerText(), { timeout: 15_000 }).toContain('Sin errores.');
    const firstPublish = await publish(a.page, 'Diálogo más estrecho');
    expect(firstPublish.status).toBe(200);
    expect(firstPublish.sent.versionBase).toBe(1);
    await a.page.getByText('Publicada: versión 2').waitFor();

    // The second is refused: nothing is stored, the dialog says who published which version, and the text is still there.
    const refused = await publish(b.page, 'Certificados por año');
    expect(refused.status).toBe(409);
    expect(refused.sent.versionBase).toBe(1);
    const dialog = b.page.getByTestId('designer-conflict');
    await dialog.waitFor();
    const said = await dialog.innerText();
    expect(said).toContain('Hay una versión más reciente');
    expect(said).toContain('admin publicó la versión 2 de este informe');
    expect(said).toContain('Usted empezó a editar a partir de la versión 1.');
    expect(said).toContain('Su texto sigue en el editor');
    expect((await versionsOf(CODE)).map((v) => v.version)).toEqual([2, 1]);
    expect(await versionContent(CODE, 2)).toEqual(first);
    expect(await seriousViolations(b.page), 'the conflict dialog').toEqual([]);
    await screenshot(b.page, 'designer-conflict-dialog');

    // Compare: the newer version on the left, the edited text on the right.
    await dialog.getByRole('button', { name: 'Comparar con la versión 2' }).click();
    const diff = dialog.getByTestId('designer-conflict-diff');
    await diff.locator('.cm-mergeView').waitFor();
    expect(await diff.innerText()).toContain('Versión 2 publicada por admin');
    expect(await diff.innerText()).toContain('Su texto (sin publicar)');
    const sides = diff.locator('.cm-mergeView .cm-content');
    await expect.poll(() => sides.nth(0).innerText()).toContain('"maxWidth": 900');
    expect(await sides.nth(1).innerText()).toContain('"defaultSort"');
    expect(await sides.nth(1).innerText()).not.toContain('"maxWidth"');
    await screenshot(b.page, 'designer-conflict-compare');

    // Keep editing: back to the editor with the text as typed; the header says a newer version exists.
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await editorText(b.page)).toBe(formatted(second));
    await b.page.getByText('Hay una versión más reciente: 2').waitFor();
    await b.page.getByTestId('designer-unsaved').waitFor();

    // Publishing again still starts from version 1, so it asks again; this time on top of version 2, knowingly.
    const again = await publish(b.page, 'Certificados por año');
    expect(again.status).toBe(409);
    await dialog.waitFor();
    const knowingly = b.page.waitForResponse((r) => r.url().endsWith('/portaldesigner/publicarDefinicion'));
    await dialog.getByRole('button', { name: 'Publicar encima de la versión 2' }).click();
    const onTop = await knowingly;
    expect(onTop.status()).toBe(200);
    expect(JSON.parse(onTop.request().postData() ?? '{}')).toMatchObject({ versionBase: 2, comentario: 'Certificados por año' });
    await b.page.getByText('Versión 3 publicada.').waitFor();
    await b.page.getByText('Publicada: versión 3').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect((await versionsOf(CODE)).map((v) => [v.version, v.comentario])).toEqual([[3, 'Certificados por año'], [2, 'Diálogo más estrecho'], [1, 'Primera versión']]);
    expect(await versionContent(CODE, 3)).toEqual(second);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  }, 90_000);
});
