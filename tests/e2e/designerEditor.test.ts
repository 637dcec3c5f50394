import fs from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();

// The editor's behaviour against fixed designer replies (the services' own answers are covered by their contract tests):
// the standard CERT_MEDIOAMB with an overlay that changes its title key and dialog width.
const standard = JSON.parse(fs.readFileSync('report-definitions/CERT_MEDIOAMB.json', 'utf8')) as Record<string, unknown>;
const overlay = { overlayOf: 'CERT_MEDIOAMB', code: 'CERT_MEDIOAMB', titleKey: 'reports.custom.title', dialog: { maxWidth: 'md' } };
const effectiveOf = (o: Record<string, unknown>) => ({ ...standard, ...o, dialog: { ...(standard.dialog as object), ...(o.dialog as object) } });
const missingText = { path: '/titleKey', code: 'missingText', params: { key: 'reports.custom.title', language: 'fr' }, message: 'text key reports.custom.title missing in fr' };
const listRow = { informe: 'CERT_MEDIOAMB', origen: 'standard', overlayOf: 'CERT_MEDIOAMB', estado: 'errors', version: 2, borrador: false, roles: ['CLIENTE'], titulo: 'Certificados medioambientales', errores: 1 };

/** Answers the designer calls; publishing is refused with an error and an orphan. Returns the calls made, with their bodies. */
async function fakeDesigner(page: Page): Promise<{ call: string; body: Record<string, unknown> }[]> {
  const calls: { call: string; body: Record<string, unknown> }[] = [];
  // The administrator holds the designer option (added when the services do not list it yet).
  await page.route('**/listaOpcionesPortal', async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: { codigo: string }[] };
    if (!body.result.some((o) => o.codigo === 'ADMIN_INF')) body.result.push({ id: 6, padre: null, codigo: 'ADMIN_INF', nombre: 'Diseñador de informes', orden: 6 } as never);
    await route.fulfill({ response, json: body });
  });
  await page.route('**/wscomun/portaldesigner/**', async (route: Route) => {
    const call = route.request().url().split('/').pop()!;
    const body = route.request().postDataJSON() as Record<string, unknown>;
    calls.push({ call, body });
    const definicion = body.definicion as Record<string, unknown> | undefined;
    const replies: Record<string, () => unknown> = {
      listaDefiniciones: () => ({ result: [listRow] }),
      definicionDesigner: () => ({
        informe: 'CERT_MEDIOAMB', origen: 'standard', standard, fuente: overlay, borrador: null, publicada: { version: 2, definicion: overlay },
        efectiva: effectiveOf(overlay), errores: [missingText], huerfanos: [],
      }),
      validarDefinicion: () => ({ errores: definicion?.titleKey ? [missingText] : [], huerfanos: [], efectiva: effectiveOf(definicion ?? {}) }),
      guardarBorrador: () => ({ errores: definicion?.titleKey ? [missingText] : [], huerfanos: [], fecha: '2026-11-26T09:00:00Z' }),
    };
    if (call === 'publicarDefinicion') {
      await route.fulfill({ status: 422, json: { result: 'ko', errores: [{ path: '/dialog/maxWidth', code: 'schema', params: {}, message: 'must be equal to one of the allowed values' }], huerfanos: ['/dialog'] } });
      return;
    }
    const reply = replies[call];
    await route.fulfill(reply ? { json: reply() } : { status: 404, json: {} });
  });
  return calls;
}

const editorText = (page: Page) => page.getByTestId('designer-json').locator('.cm-content').innerText();

it('the designer edits an overlay: schema completion, errors placed and clickable, revert to the standard, draft, a refused publication, leaving asks', async () => {
  const { page } = await newPage(browser());
  const calls = await fakeDesigner(page);
  await login(page, baseUrl, 'admin');
  await page.getByTestId('main-menu').locator('[data-module=ADMIN_INF]').click();
  await page.waitForURL('**/administracion/informes');
  await page.getByTestId('designer-row').first().waitFor();
  expect(await page.getByTestId('designer-row').first().innerText()).toContain('Con errores (1)');
  expect(await seriousViolations(page), 'the list').toEqual([]);

  await page.getByRole('button', { name: 'Abrir CERT_MEDIOAMB' }).click();
  await page.getByTestId('designer-json').locator('.cm-content').waitFor();
  expect(await page.getByTestId('designer-error').count()).toBe(1);
  expect(await seriousViolations(page), 'the editor').toEqual([]);

  // Choosing the error takes the cursor to its place in the text.
  await page.getByTestId('designer-error').click();
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('"titleKey": "reports.custom.title"');

  // Completion from the definition schema.
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.type('\n"resu');
  await expect.poll(() => page.locator('.cm-tooltip-autocomplete li').allTextContents()).toContain('result');
  await page.keyboard.press('Escape');
  // A text that does not parse is reported at once, without asking the services.
  await expect.poll(() => page.getByTestId('designer-error').first().innerText()).toContain('JSON no válido');
  // Undo until the text is the loaded one again.
  const loaded = JSON.stringify(overlay, null, 2);
  for (let i = 0; i < 12 && (await editorText(page)).trim() !== loaded; i++) await page.keyboard.press('Control+z');
  expect((await editorText(page)).trim()).toBe(loaded);

  // Reverting the title key gives it back to the standard; the check runs again and the error goes.
  await page.getByTestId('designer-revert-titleKey').click();
  expect(await editorText(page)).not.toContain('titleKey');
  await expect.poll(() => page.getByTestId('designer-error').count()).toBe(0);
  await page.getByTestId('designer-unsaved').waitFor();
  expect(calls.filter((c) => c.call === 'validarDefinicion').at(-1)?.body.definicion).toEqual({ overlayOf: 'CERT_MEDIOAMB', code: 'CERT_MEDIOAMB', dialog: { maxWidth: 'md' } });

  // The differences between the standard and the effective result.
  await page.getByTestId('designer-tab-diff').click();
  await page.getByTestId('designer-diff').locator('.cm-mergeView').waitFor();
  await screenshot(page, 'designer-diff');
  expect(await seriousViolations(page), 'the differences').toEqual([]);
  await page.getByTestId('designer-tab-edit').click();

  // Ctrl+S saves the draft.
  await page.getByTestId('designer-json').locator('.cm-content').click();
  await page.keyboard.press('Control+s');
  await page.getByTestId('designer-unsaved').waitFor({ state: 'hidden' });
  expect(calls.some((c) => c.call === 'guardarBorrador')).toBe(true);

  // Publishing needs a comment; a refusal lists its errors and orphans in the editor.
  await page.getByTestId('designer-publish').click();
  await page.getByTestId('designer-publish-confirm').click();
  await page.getByText('Escriba un comentario para la versión.').waitFor();
  await page.getByTestId('designer-publish-comment').fill('Ancho propio');
  await page.getByTestId('designer-publish-confirm').click();
  await page.getByTestId('designer-stale').waitFor();
  expect(await page.getByTestId('designer-error').count()).toBe(2);
  expect(calls.find((c) => c.call === 'publicarDefinicion')?.body.comentario).toBe('Ancho propio');
  await screenshot(page, 'designer-refused');

  // Leaving with unsaved changes asks first; "keep editing" stays.
  await page.getByTestId('designer-json').locator('.cm-content').click();
  await page.keyboard.type(' ');
  await page.getByTestId('main-menu').locator('[data-module=INFORMES]').click();
  const question = page.getByTestId('alert-default').filter({ hasText: 'Cambios sin guardar' });
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await question.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toBe('/administracion/informes/CERT_MEDIOAMB');
  // The browser's back button (to the list) asks too; discarding goes.
  await page.goBack();
  await question.getByRole('button', { name: 'Salir sin guardar' }).click();
  await page.getByTestId('designer-list').waitFor();
  expect(new URL(page.url()).pathname).toBe('/administracion/informes');
});
