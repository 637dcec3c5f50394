import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();

/** The text a user reads on the page now (hidden "More information" details excluded). */
const visibleText = (page: Page) => page.evaluate(() => document.body.innerText);

describe('no raw technical text in front of a user', () => {
  it('the tracking of an unknown delivery note says so in the catalogue\'s words; the server text only under "More information"', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'cliente');
    await page.goto(`${baseUrl}/tracking?ejercicio=2026&albaran=987654`);
    const alert = page.getByTestId('tracking-not-found');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('No se han encontrado albaranes');
    const text = await visibleText(page);
    expect(text).not.toContain('notAlbaranFound');
    expect(text).not.toMatch(/no such delivery note|NOT_FOUND|\(404\)/);
    await screenshot(page, 'errors-tracking-unknown-es');
    await alert.getByRole('button', { name: 'Más información' }).click();
    await expect.poll(() => alert.getByTestId('more-info-detail').textContent()).toContain('notAlbaranFound');
    expect(errors).toEqual([]);
  });

  it.each([
    { language: 'es', title: 'No se ha podido iniciar sesión', more: 'Más información' },
    { language: 'fr', title: 'Connexion impossible', more: "Plus d'informations" },
  ])('a bad sign-in token shows one message, in $language, with the code only under "More information"', async ({ language, title, more }) => {
    const { page, errors } = await newPage(browser());
    await page.goto(`${baseUrl}/`);
    await page.evaluate((lng) => localStorage.setItem('idioma', lng), language);
    await page.goto(`${baseUrl}/login/not-a-valid-token`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(title).waitFor();
    await page.waitForTimeout(500);
    // One message: this dialog, no snackbar beside it.
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await page.locator('[data-testid^=snackbar-]').count()).toBe(0);
    const text = await visibleText(page);
    expect(text).not.toMatch(/AUTH_INVALID_TOKEN|HTTP 401|\(401\)|session token/i);
    await screenshot(page, `errors-bad-token-${language}`);
    await dialog.getByRole('button', { name: more }).click();
    await expect.poll(() => dialog.getByTestId('more-info-detail').textContent()).toMatch(/401/);
    expect(errors).toEqual([]);
  });
});
