import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { apiLogin } from './support/erpApi';
import { startServer, stopServer, type StartedServer } from './support/startServer';

const browser = chromiumPerFile();
// Its own services: these journeys publish, restore and leave drafts, which must not change what other test files see.
let server: StartedServer;
let adminTira = '';

type Json = Record<string, unknown>;
type DefinitionError = { path: string; code: string; sourcePath?: string };

/** A designer call as the administrator, with its HTTP status and reply (no throw: refusals are checked too). */
async function designerCall(call: string, body: Json, tira = adminTira): Promise<{ status: number; reply: Json }> {
  const res = await fetch(`${server.url}/wscomun/portaldesigner/${call}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tira, ...body }),
  });
  return { status: res.status, reply: (await res.json()) as Json };
}
async function designer<T = Json>(call: string, body: Json): Promise<T> {
  const { status, reply } = await designerCall(call, body);
  if (status !== 200) throw new Error(`${call}: ${status} ${JSON.stringify(reply)}`);
  return reply as T;
}
const versionsOf = async (code: string) => (await designer<{ result: { version: number; autor: string; comentario: string }[] }>('versionesDefinicion', { informe: code })).result;
const versionContent = async (code: string, version: number) => (await designer<{ definicion: Json }>('versionDefinicion', { informe: code, version })).definicion;

// Every journey edits a report of its own, an overlay of the standard environmental certificates report.
const STANDARD = 'CERT_MEDIOAMB';
const standardFile = JSON.parse(fs.readFileSync(`report-definitions/${STANDARD}.json`, 'utf8')) as Json;
const HELP = 'CERT_AYUDA';
const VIEWS = 'CERT_VISTAS';
const PUBLISH = 'CERT_PUBLICA';
const STALE = 'CERT_OBSOLETO';
const TEXT = 'CERT_TEXTO';
/** A customer folder holding one malformed file: a key written twice, then a trailing comma. */
const customerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'designer-customer-'));
const BROKEN = 'CERT_ROTO';
fs.writeFileSync(path.join(customerDir, `${BROKEN}.json`), `{\n  "overlayOf": "${STANDARD}",\n  "code": "${BROKEN}",\n  "code": "${BROKEN}",\n  "searchOnOpen": false,\n}\n`);

// A new overlay starts in the current definition format.
const overlayBase = (code: string): Json => ({ overlayOf: STANDARD, code, formatVersion: 2 });
/** A condition that says `rol` where the condition context has `role`. */
const withRol = (code: string): Json => ({ ...overlayBase(code), filters: { fields: { sucursal: { visibleWhen: { properties: { rol: { const: 'ADMIN' } } } } } } });
/** The certificate action (merged by its id) with a misspelled option. */
const withBadOption = (code: string): Json => ({ ...overlayBase(code), result: { rowActions: [{ id: 'certificate', options: { missingKye: 'messages.urlNotFound' } }] } });
/** A narrower dialog, certificates first by year. */
const narrower = (code: string): Json => ({ ...overlayBase(code), dialog: { fullScreen: false, maxWidth: 900 }, result: { defaultSort: { column: 'Ejercicio', direction: 'desc' } } });
/** Patches a column the standard does not show (a field of its reply), without "$add": the item has nothing to patch (an orphan). */
const staleColumn = (add: boolean): Json => ({ ...overlayBase(STALE), result: { columns: [{ field: 'AgenciaTransporte', headerKey: 'columns.client', ...(add ? { $add: true } : {}) }] } });

/** The designer shows JSON with two spaces and a final newline. */
const formatted = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

beforeAll(async () => {
  server = await startServer({ PORTAL_MODE: 'hosted', CUSTOMER_DEFINITIONS_DIR: customerDir });
  adminTira = (await apiLogin(server.url, 'admin')).tira;
  for (const code of [HELP, VIEWS, PUBLISH, STALE, TEXT]) await designer('nuevoInforme', { informe: code, descripcion: `Certificados (${code})`, modo: 'overlay', desde: STANDARD });
  // The views journey starts from a published overlay; the stale one from a saved draft whose column item patches nothing.
  await designer('publicarDefinicion', { informe: VIEWS, definicion: narrower(VIEWS), comentario: 'Diálogo más estrecho', versionBase: 0 });
  await designer('guardarBorrador', { informe: STALE, definicion: staleColumn(false) });
}, 90_000);
afterAll(() => {
  if (server) stopServer(server);
  fs.rmSync(customerDir, { recursive: true, force: true });
});

const json = (page: Page) => page.getByTestId('designer-json').locator('.cm-content');
/** The text of the edited JSON (the overlays here are short enough to be drawn whole). */
const editorText = async (page: Page) => `${(await json(page).innerText()).replace(/\n+$/, '')}\n`;
const errorList = (page: Page) => page.getByTestId('designer-errors');
const errorItems = (page: Page) => page.getByTestId('designer-error');

/** Replaces the whole text of the edited JSON as if pasted. */
async function typeDefinition(page: Page, value: unknown): Promise<void> {
  await json(page).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(typeof value === 'string' ? value : formatted(value));
}

/** Logs in as the administrator and opens one definition in the designer from its list. */
async function openDefinition(page: Page, code: string): Promise<void> {
  await login(page, server.url, 'admin');
  await page.getByTestId('main-menu').locator('[data-module=ADMIN_INF]').click();
  await page.waitForURL('**/administracion/informes');
  await page.getByRole('button', { name: `Abrir ${code}` }).click();
  await json(page).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/administracion/informes/${code}`);
}

/** The text selected in the page (CodeMirror mirrors its selection in the document's). */
const selection = (page: Page) => page.evaluate(() => window.getSelection()?.toString() ?? '');

describe('report designer editor against the services', () => {
  it('schema completion and hover help, a JSON error marked at once, the server\'s errors marked in the text, listed in Spanish and taking the cursor there', async () => {
    const { page, errors } = await newPage(browser());
    const checks: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('/portaldesigner/validarDefinicion')) checks.push(r.postData() ?? ''); });
    await openDefinition(page, HELP);
    expect(await editorText(page)).toBe(formatted(overlayBase(HELP)));
    expect(await errorList(page).innerText()).toContain('Sin errores.');

    // Hover help from the definition schema.
    await page.locator('.cm-line', { hasText: '"code"' }).hover({ position: { x: 40, y: 6 } });
    await expect.poll(() => page.locator('.cm-tooltip-hover').innerText().catch(() => '')).toContain("The ERP's informe code.");
    await page.mouse.move(900, 10);

    // Completion from the definition schema: a new top-level key.
    await json(page).click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.type('\n"resu');
    await expect.poll(() => page.locator('.cm-tooltip-autocomplete li').allTextContents()).toContain('result');
    await page.keyboard.press('Escape');

    // A text that does not parse is marked at once, in the text and in the list, without asking the services.
    const sentBefore = checks.length;
    await expect.poll(() => errorItems(page).first().innerText(), { timeout: 1_000 }).toMatch(/^Línea \d+, columna \d+: /);
    expect(await errorItems(page).count()).toBe(1);
    await page.locator('[data-testid=designer-json] .cm-lintRange-error').first().waitFor({ timeout: 1_000 });
    await page.waitForTimeout(700);
    expect(checks.length).toBe(sentBefore);

    // A condition on `rol` (the context has `role`): the services' unknownContextProperty, marked on the property and listed translated.
    await typeDefinition(page, withRol(HELP));
    await expect.poll(() => errorList(page).innerText(), { timeout: 15_000 }).toContain('«rol» no existe en el contexto de las condiciones');
    expect(JSON.parse(checks.at(-1)!)).toMatchObject({ informe: HELP, definicion: withRol(HELP) });
    expect(await errorItems(page).count()).toBe(1);
    expect(await errorItems(page).innerText()).toContain('/filters/fields/sucursal/visibleWhen/properties/rol');
    await expect.poll(() => page.locator('[data-testid=designer-json] .cm-lintRange-error').allInnerTexts()).toEqual(['"rol"']);
    // Choosing the error takes the cursor to its place in the text.
    await json(page).click();
    await page.keyboard.press('Control+End');
    await errorItems(page).click();
    await expect.poll(() => selection(page)).toBe('"rol"');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).toBe(true);
    await screenshot(page, 'designer-editor-condition-error');

    // A misspelled option of the certificate action: invalidOptions, marked on the action's options.
    await typeDefinition(page, withBadOption(HELP));
    await expect.poll(() => errorList(page).innerText(), { timeout: 15_000 }).toContain('las opciones de «openDocument» (action) no son válidas: missingKye');
    expect(await errorItems(page).count()).toBe(1);
    await expect.poll(() => page.locator('[data-testid=designer-json] .cm-lintRange-error').allInnerTexts()).toEqual(['"options"']);
    await errorItems(page).click();
    await expect.poll(() => selection(page)).toBe('"options"');

    // The check is the services' own: the same text answered by them directly.
    const direct = await designer<{ errores: DefinitionError[] }>('validarDefinicion', { informe: HELP, definicion: withBadOption(HELP) });
    expect(direct.errores.map((e) => e.code)).toEqual(['invalidOptions']);
    expect(errors).toEqual([]);
  }, 60_000);

  it('JSON mistakes marked where they are, in Spanish with line and column: a key written twice and a trailing comma; a malformed customer file listed with its problem', async () => {
    const { page, errors } = await newPage(browser());
    await openDefinition(page, TEXT);
    const text = `{\n  "overlayOf": "${STANDARD}",\n  "code": "${TEXT}",\n  "searchOnOpen": true,\n  "searchOnOpen": false,\n  "dialog": { "maxWidth": 900, }\n}\n`;
    await typeDefinition(page, text);
    await expect.poll(() => errorItems(page).allInnerTexts(), { timeout: 2_000 }).toEqual([
      expect.stringContaining('Línea 5, columna 3: la clave «searchOnOpen» aparece dos veces en este objeto'),
      expect.stringContaining('Línea 6, columna 30: sobra la coma antes del cierre del objeto o la lista'),
    ]);
    await expect.poll(() => page.locator('[data-testid=designer-json] .cm-lintRange-error').allInnerTexts()).toEqual(['"searchOnOpen"', ',']);
    await errorList(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'designer-editor-json-mistakes');
    // Choosing the trailing comma selects it.
    await errorItems(page).nth(1).click();
    await expect.poll(() => selection(page)).toBe(',');

    expect(errors).toEqual([]);

    // The list: the malformed customer file with its file name and its first problem; the others as always.
    const list = await newPage(browser());
    await login(list.page, server.url, 'admin');
    await list.page.getByTestId('main-menu').locator('[data-module=ADMIN_INF]').click();
    await list.page.waitForURL('**/administracion/informes');
    const broken = list.page.locator(`[data-testid=designer-row][data-code=${BROKEN}]`);
    await expect.poll(() => broken.getByTestId('designer-row-problem').innerText()).toBe(`${BROKEN}.json: Línea 4, columna 3: la clave «code» aparece dos veces en este objeto (solo contaría la última).`);
    expect(await list.page.locator(`[data-testid=designer-row][data-code=${STANDARD}]`).innerText()).toContain('Válido');
    await broken.scrollIntoViewIfNeeded();
    await screenshot(list.page, 'designer-list-malformed-file');
    expect(list.errors).toEqual([]);
  });

  it('the overlay views (standard read-only, effective, differences), back to the standard, a draft that survives a reload and is discarded, leaving asks first', async () => {
    const { page, errors } = await newPage(browser(), { width: 1400, height: 900 });
    await openDefinition(page, VIEWS);
    expect(await editorText(page)).toBe(formatted(narrower(VIEWS)));
    expect(await page.getByTestId('designer-editor').innerText()).toContain('Publicada: versión 1');
    expect(await seriousViolations(page), 'the editor').toEqual([]);

    // The standard: the file's definition, read-only.
    await page.getByTestId('designer-tab-standard').click();
    const standardView = page.getByTestId('designer-standard').locator('.cm-content');
    await standardView.waitFor();
    expect(await standardView.getAttribute('contenteditable')).toBe('false');
    expect(await standardView.innerText()).toContain(`"code": "${STANDARD}"`);
    expect(await standardView.innerText()).toContain('"fullScreen": true');
    expect(await standardView.innerText()).toContain(`"titleKey": "${String(standardFile.titleKey)}"`);
    // The effective result: the standard with the overlay applied.
    await page.getByTestId('designer-tab-effective').click();
    const effectiveView = page.getByTestId('designer-effective').locator('.cm-content');
    await effectiveView.waitFor();
    expect(await effectiveView.getAttribute('contenteditable')).toBe('false');
    const effectiveText = await effectiveView.innerText();
    expect(effectiveText).toContain(`"code": "${VIEWS}"`);
    expect(effectiveText).toContain('"maxWidth": 900');
    expect(effectiveText).toContain('"fullScreen": false');
    // The differences between the standard and the effective result.
    await page.getByTestId('designer-tab-diff').click();
    const diff = page.getByTestId('designer-diff').locator('.cm-mergeView');
    await diff.waitFor();
    await expect.poll(() => diff.locator('.cm-changedLine').count()).toBeGreaterThan(0);
    expect(await diff.locator('.cm-changedLine').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('"maxWidth": 900')]));
    expect(await seriousViolations(page), 'the differences').toEqual([]);
    await screenshot(page, 'designer-editor-diff');

    // Back to the standard for the dialog: the key leaves the overlay, the effective result has the standard's dialog again.
    await page.getByTestId('designer-revert-dialog').click();
    await page.getByTestId('designer-tab-edit').click();
    await json(page).waitFor();
    const reverted = { ...overlayBase(VIEWS), result: narrower(VIEWS).result };
    expect(await editorText(page)).toBe(formatted(reverted));
    await page.getByTestId('designer-unsaved').waitFor();
    await page.getByTestId('designer-tab-effective').click();
    await expect.poll(() => effectiveView.innerText(), { timeout: 15_000 }).toContain('"fullScreen": true');
    expect(await effectiveView.innerText()).not.toContain('"maxWidth"');
    await page.getByTestId('designer-tab-edit').click();

    // Ctrl+S saves the draft; a reload opens it again as the draft, with its author.
    await json(page).click();
    await page.keyboard.press('Control+s');
    await page.getByTestId('designer-unsaved').waitFor({ state: 'hidden' });
    expect((await designer<{ borrador: { definicion: Json; autor: string } }>('definicionDesigner', { informe: VIEWS })).borrador).toMatchObject({ definicion: reverted, autor: 'admin' });
    await page.reload();
    await json(page).waitFor();
    expect(await editorText(page)).toBe(formatted(reverted));
    expect(await page.getByTestId('designer-editor').innerText()).toContain('Borrador de admin');
    await page.getByTestId('designer-unsaved').waitFor({ state: 'detached' });

    // Discarding the draft: back to the published version, and the services have no draft any more.
    await page.getByTestId('designer-discard').click();
    await page.getByTestId('alert-default').getByRole('button', { name: 'Descartar borrador' }).click();
    await expect.poll(() => editorText(page), { timeout: 10_000 }).toBe(formatted(narrower(VIEWS)));
    expect(await page.getByTestId('designer-editor').innerText()).not.toContain('Borrador de admin');
    expect((await designer<{ borrador: unknown }>('definicionDesigner', { informe: VIEWS })).borrador).toBeNull();

    // Leaving with unsaved changes asks first; "keep editing" stays.
    await json(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' ');
    await page.getByTestId('designer-unsaved').waitFor();
    await page.getByTestId('main-menu').locator('[data-module=INFORMES]').click();
    const question = page.getByTestId('alert-default').filter({ hasText: 'Cambios sin guardar' });
    await question.getByRole('button', { name: 'Seguir editando' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/administracion/informes/${VIEWS}`);
    // The browser's back button (to the list) asks too; leaving without saving goes and stores nothing.
    await page.goBack();
    await question.getByRole('button', { name: 'Salir sin guardar' }).click();
    await page.getByTestId('designer-list').waitFor();
    expect(new URL(page.url()).pathname).toBe('/administracion/informes');
    expect((await designer<{ borrador: unknown }>('definicionDesigner', { informe: VIEWS })).borrador).toBeNull();
    expect(errors).toEqual([]);
  }, 60_000);

  it('publishing is refused while there are errors and accepted after the fix; history with author and comment, compare, restore, export, import', async () => {
    const { page, errors } = await newPage(browser(), { width: 1400, height: 900 });
    await openDefinition(page, PUBLISH);

    // Refused: the services answer 422 with the errors, which the editor lists and marks.
    await typeDefinition(page, withRol(PUBLISH));
    await expect.poll(() => errorItems(page).count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('designer-publish').click();
    await page.getByTestId('designer-publish-confirm').click();
    await page.getByText('Escriba un comentario para la versión.').waitFor();
    await page.getByTestId('designer-publish-comment').fill('Sucursal solo para administradores');
    const refusal = page.waitForResponse((r) => r.url().endsWith('/portaldesigner/publicarDefinicion'));
    await page.getByTestId('designer-publish-confirm').click();
    const refused = await refusal;
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { errores: DefinitionError[] }).errores.map((e) => e.code)).toEqual(['unknownContextProperty']);
    await page.getByText('No se puede publicar: la definición tiene errores.').waitFor();
    expect(await errorList(page).innerText()).toContain('«rol» no existe en el contexto de las condiciones');
    expect(await page.locator('[data-testid=designer-json] .cm-lintRange-error').allInnerTexts()).toEqual(['"rol"']);
    expect(await versionsOf(PUBLISH)).toEqual([]);
    await screenshot(page, 'designer-editor-refused');

    // Fixed (`role`): published as version 1 with its comment.
    const v1 = { ...overlayBase(PUBLISH), filters: { fields: { sucursal: { visibleWhen: { properties: { role: { const: 'ADMIN' } } } } } } };
    await typeDefinition(page, v1);
    await expect.poll(() => errorList(page).innerText(), { timeout: 15_000 }).toContain('Sin errores.');
    await page.getByTestId('designer-publish').click();
    await page.getByTestId('designer-publish-comment').fill('Sucursal solo para administradores');
    await page.getByTestId('designer-publish-confirm').click();
    await page.getByText('Versión 1 publicada.').waitFor();
    await page.getByText('Publicada: versión 1').waitFor();
    // Version 2: a narrower dialog as well.
    const v2 = { ...v1, dialog: { fullScreen: false, maxWidth: 900 } };
    await typeDefinition(page, v2);
    await expect.poll(() => errorList(page).innerText(), { timeout: 15_000 }).toContain('Sin errores.');
    await page.getByTestId('designer-publish').click();
    await page.getByTestId('designer-publish-comment').fill('Diálogo más estrecho');
    await page.getByTestId('designer-publish-confirm').click();
    await page.getByText('Publicada: versión 2').waitFor();
    expect(await versionContent(PUBLISH, 1)).toEqual(v1);
    expect(await versionContent(PUBLISH, 2)).toEqual(v2);

    // History: newest first, with author and comment.
    await page.getByTestId('designer-history-open').click();
    const history = page.getByTestId('designer-history');
    const rows = history.getByTestId('designer-version');
    await expect.poll(() => rows.count()).toBe(2);
    const cells = async (i: number) => (await rows.nth(i).locator('td').allInnerTexts()).map((t) => t.trim());
    expect((await cells(0)).slice(1, 3)).toEqual(['2', 'admin']);
    expect((await cells(0))[4]).toBe('Diálogo más estrecho');
    expect((await cells(1)).slice(1, 3)).toEqual(['1', 'admin']);
    expect((await cells(1))[4]).toBe('Sucursal solo para administradores');
    expect(await seriousViolations(page), 'the history').toEqual([]);

    // Compare the two versions: the dialog lines differ.
    await history.getByRole('checkbox', { name: 'Seleccionar la versión 1 para comparar' }).check();
    await history.getByRole('checkbox', { name: 'Seleccionar la versión 2 para comparar' }).check();
    await history.getByTestId('designer-compare').click();
    await history.getByText('Versión 1 frente a versión 2').waitFor();
    const versionDiff = history.getByTestId('designer-version-diff').locator('.cm-mergeView');
    await expect.poll(() => versionDiff.locator('.cm-changedLine').count()).toBeGreaterThan(0);
    expect((await versionDiff.locator('.cm-changedLine').allInnerTexts()).join('\n')).toContain('"maxWidth": 900');
    await screenshot(page, 'designer-editor-compare');

    // Export version 1: a JSON file with exactly that version's content.
    const download = page.waitForEvent('download');
    await history.getByRole('button', { name: 'Exportar la versión 1' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${PUBLISH}.v1.json`);
    const exported = fs.readFileSync((await file.path())!, 'utf8');
    expect(JSON.parse(exported)).toEqual(v1);

    // Restore version 1: a new version 3 with version 1's content; 1 and 2 stay as they were.
    await history.getByRole('button', { name: 'Restaurar la versión 1' }).click();
    await page.getByTestId('alert-default').getByRole('button', { name: 'Restaurar' }).click();
    await page.getByText('Versión 3 publicada con el contenido restaurado.').waitFor();
    await expect.poll(() => rows.count()).toBe(3);
    expect((await cells(0)).slice(1, 3)).toEqual(['3', 'admin']);
    expect((await cells(0))[4]).toBe('Restaurada la versión 1');
    expect(await versionContent(PUBLISH, 3)).toEqual(v1);
    expect(await versionContent(PUBLISH, 2)).toEqual(v2);
    await history.getByRole('button', { name: 'Cerrar' }).click();
    await history.waitFor({ state: 'hidden' });
    await page.getByText('Publicada: versión 3').waitFor();
    expect(await editorText(page)).toBe(formatted(v1));

    // Import the exported version 2 file into the editor: it is the edited text, unsaved; nothing is published until Publish.
    const v2File = formatted(await versionContent(PUBLISH, 2));
    await page.getByTestId('designer-import-file').setInputFiles({ name: `${PUBLISH}.v2.json`, mimeType: 'application/json', buffer: Buffer.from(v2File) });
    await page.getByText('Archivo importado en el editor; no se publica nada hasta pulsar Publicar.').waitFor();
    await expect.poll(() => editorText(page)).toBe(v2File);
    await page.getByTestId('designer-unsaved').waitFor();
    expect((await versionsOf(PUBLISH)).map((v) => v.version)).toEqual([3, 2, 1]);
    await page.getByTestId('designer-publish').click();
    await page.getByTestId('designer-publish-comment').fill('Importada la versión 2');
    await page.getByTestId('designer-publish-confirm').click();
    await page.getByText('Publicada: versión 4').waitFor();
    expect(await versionContent(PUBLISH, 4)).toEqual(v2);
    expect(errors).toEqual([]);
  }, 60_000);

  it('a stale overlay (a column item that patches nothing): the list says so, the editor shows the orphan, publishing refuses until "$add" fixes it', async () => {
    const { page, errors } = await newPage(browser(), { width: 1400, height: 900 });
    await login(page, server.url, 'admin');
    await page.getByTestId('main-menu').locator('[data-module=ADMIN_INF]').click();
    const row = page.locator(`[data-testid=designer-row][data-code=${STALE}]`);
    await row.waitFor();
    expect(await row.innerText()).toContain('Capa obsoleta');
    expect(await row.innerText()).toContain('Borrador');
    expect(await seriousViolations(page), 'the list').toEqual([]);

    await page.getByRole('button', { name: `Abrir ${STALE}` }).click();
    await json(page).waitFor();
    expect(await editorText(page)).toBe(formatted(staleColumn(false)));
    await page.getByTestId('designer-stale').waitFor();
    expect(await errorItems(page).count()).toBe(1);
    expect(await errorItems(page).innerText()).toContain('La capa modifica algo que ya no existe en el estándar.');
    // The orphan is marked on its item in the overlay, and choosing it goes there.
    await expect.poll(() => page.locator('[data-testid=designer-json] .cm-lintRange-warning').count()).toBe(1);
    expect(await page.locator('[data-testid=designer-json] .cm-lintRange-warning').innerText()).toBe('"field": "AgenciaTransporte"');
    expect(await errorItems(page).innerText()).not.toContain('posición aproximada');
    await errorItems(page).click();
    await expect.poll(() => selection(page)).toBe('"field": "AgenciaTransporte"');
    await screenshot(page, 'designer-editor-stale');

    // Publishing refuses the orphan.
    await page.getByTestId('designer-publish').click();
    await page.getByTestId('designer-publish-comment').fill('Matrícula');
    const refusal = page.waitForResponse((r) => r.url().endsWith('/portaldesigner/publicarDefinicion'));
    await page.getByTestId('designer-publish-confirm').click();
    expect((await refusal).status()).toBe(422);
    await page.getByText('No se puede publicar: la definición tiene errores.').waitFor();
    await page.getByTestId('designer-stale').waitFor();

    // Adding the column instead ("$add"): no orphan, the list says valid.
    await typeDefinition(page, staleColumn(true));
    await expect.poll(() => errorList(page).innerText(), { timeout: 15_000 }).toContain('Sin errores.');
    await page.getByTestId('designer-stale').waitFor({ state: 'detached' });
    await page.keyboard.press('Control+s');
    await page.getByTestId('designer-unsaved').waitFor({ state: 'hidden' });
    await page.getByTestId('designer-back').click();
    await expect.poll(() => row.innerText()).toContain('Válido');
    expect(errors).toEqual([]);
  }, 60_000);

  it('a user without the designer option: no menu entry, the page says no access, the services refuse', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, server.url, 'rep');
    await page.getByTestId('main-menu').locator('[data-module=INFORMES]').waitFor();
    expect(await page.getByTestId('main-menu').locator('[data-module=ADMIN_INF]').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Diseñador de informes' }).count()).toBe(0);
    await page.goto(`${server.url}/administracion/informes`);
    const refusal = page.getByTestId('designer-no-access');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('Su usuario no tiene la opción de diseño de informes.');
    expect(await page.getByTestId('designer-list').count()).toBe(0);
    expect(await seriousViolations(page), 'the refusal').toEqual([]);
    const { tira } = await apiLogin(server.url, 'rep');
    expect((await designerCall('listaDefiniciones', {}, tira)).status).toBe(403);
    expect(errors).toEqual([]);
  }, 60_000);
});
