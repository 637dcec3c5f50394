import type { Dialog, Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();

const reportFlag = (page: Page, code: string): Locator => page.getByTestId('reports-tab').locator(`input[data-code=${code}]`);
/** The unsaved-changes question of user administration (yes saves, no discards, "keep editing" stays). */
const pendingQuestion = (page: Page): Locator => page.getByTestId('alert-default').filter({ hasText: 'Cambios sin guardar' });

/** Admin opens user administration, selects cliente and unticks one report without saving. */
async function editCliente(page: Page): Promise<void> {
  await login(page, baseUrl, 'admin');
  await page.getByTestId('main-menu').locator('[data-module=ADMIN_USU]').click();
  await page.waitForURL('**/administracion/usuarios');
  await page.getByTestId('users-search').fill('cliente');
  const row = page.getByTestId('user-row-cliente');
  await row.waitFor();
  await row.click();
  await page.getByTestId('editor-user').waitFor();
  await page.getByTestId('tab-reports').click();
  await reportFlag(page, 'REIMP_FACT').uncheck();
  expect(await reportFlag(page, 'REIMP_FACT').isChecked()).toBe(false);
}

/** Answers "keep editing" and checks nothing moved and the edit is still there. */
async function stay(page: Page): Promise<void> {
  await pendingQuestion(page).getByRole('button', { name: 'Seguir editando' }).click();
  await pendingQuestion(page).waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toBe('/administracion/usuarios');
  expect(await reportFlag(page, 'REIMP_FACT').isChecked()).toBe(false);
}

it('leaving user administration with unsaved changes asks first: menu, back button, log-out; keep editing keeps the edits; a reload asks the browser question', async () => {
  const { page, errors } = await newPage(browser());
  await editCliente(page);

  // A menu entry.
  await page.getByTestId('main-menu').locator('[data-module=INFORMES]').click();
  await pendingQuestion(page).waitFor();
  await screenshot(page, 'admin-unsaved-menu-question');
  await stay(page);

  // The browser's back button (the reports home came before).
  await page.goBack();
  await pendingQuestion(page).waitFor();
  await stay(page);

  // Log-out: after "are you sure", the pending question; keeping the edits keeps the session.
  await page.getByTestId('logout').click();
  await page.getByRole('button', { name: 'Sí' }).click();
  await pendingQuestion(page).waitFor();
  await stay(page);
  await page.getByTestId('logout').waitFor();

  // Reload: the browser's leave-page question (beforeunload); dismissing it keeps the page and the edits.
  const dialogs: string[] = [];
  const onDialog = (d: Dialog) => { dialogs.push(d.type()); void d.dismiss(); };
  page.on('dialog', onDialog);
  await page.reload({ timeout: 3000 }).catch(() => undefined);
  await expect.poll(() => dialogs).toContain('beforeunload');
  page.off('dialog', onDialog);
  expect(await reportFlag(page, 'REIMP_FACT').isChecked()).toBe(false);

  // "No" discards and goes on to the menu entry chosen.
  await page.getByTestId('main-menu').locator('[data-module=INFORMES]').click();
  await pendingQuestion(page).getByRole('button', { name: 'No' }).click();
  await page.waitForURL('**/informes');
  await page.locator('[data-report=REIMP_FACT]').waitFor();
  expect(errors).toEqual([]);
});

it('without changes the menu leaves at once, with no question', async () => {
  const { page, errors } = await newPage(browser());
  await login(page, baseUrl, 'admin');
  await page.getByTestId('main-menu').locator('[data-module=ADMIN_USU]').click();
  await page.waitForURL('**/administracion/usuarios');
  await page.getByTestId('users-search').fill('cliente');
  await page.getByTestId('user-row-cliente').click();
  await page.getByTestId('editor-user').waitFor();
  let asked = false;
  page.on('dialog', (d) => { asked = true; void d.dismiss(); });
  await page.getByTestId('main-menu').locator('[data-module=INFORMES]').click();
  await page.waitForURL('**/informes');
  expect(await pendingQuestion(page).count()).toBe(0);
  expect(asked).toBe(false);
  expect(errors).toEqual([]);
});
