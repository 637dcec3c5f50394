import type { Request } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { apiLogin, apiPost } from './support/erpApi';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();
const P = '/wscomun/portalinformes';

interface ListBody { empresa: string; [key: string]: unknown }

it('the quotes module offers the company selector; choosing another company calls set-company and lists that company\'s quotes', async () => {
  const { page, errors } = await newPage(browser());
  const setCompany: Record<string, unknown>[] = [];
  const listings: ListBody[] = [];
  page.on('request', (r: Request) => {
    if (r.method() !== 'POST') return;
    if (r.url().endsWith(`${P}/setEmpresa`)) setCompany.push(r.postDataJSON() as Record<string, unknown>);
    if (r.url().endsWith(`${P}/listado`)) listings.push(r.postDataJSON() as ListBody);
  });
  await login(page, baseUrl, 'admin');
  // Not on the reports home.
  await page.getByTestId('logout').waitFor();
  expect(await page.getByTestId('company-selector').count()).toBe(0);

  await page.getByTestId('main-menu').locator('[data-module=PRESUPUESTOS]').click();
  await page.waitForURL('**/presupuestos');
  await page.getByTestId('quote-row').first().waitFor();
  const selector = page.getByTestId('company-selector');
  await selector.waitFor();
  expect(await selector.locator('input').inputValue()).toBe('1');
  const firstCompanyRows = await page.getByTestId('quote-row').allTextContents();
  await screenshot(page, 'quotes-company-selector-1');

  const loginCalls = setCompany.length;
  const listedBefore = listings.length;
  await selector.getByRole('combobox').click();
  await page.locator('[role=option][data-company="2"]').click();
  await expect.poll(() => setCompany.length).toBe(loginCalls + 1);
  expect(setCompany.at(-1)).toMatchObject({ usuario: 'ADMIN', empresa: '2' });
  // The list reloads for company 2.
  await expect.poll(() => listings.slice(listedBefore).some((b) => String(b.empresa) === '2')).toBe(true);
  await expect.poll(() => selector.locator('input').inputValue()).toBe('2');
  const sent = listings.slice(listedBefore).find((b) => String(b.empresa) === '2')!;
  const { tira } = await apiLogin(baseUrl, 'admin');
  const expected = await apiPost<{ presupuestos: { numeroPedido: string; numeroBis: string | null }[] }>(baseUrl, `${P}/listado`, tira, { ...sent, tira });
  const expectedRows = expected.presupuestos.map((q) => String(q.numeroPedido));
  expect(expectedRows.length).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId('quote-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-quote')))).toEqual(expectedRows);
  // Quote numbers repeat between companies; the rows themselves (customers, amounts, dates) are the other company's.
  expect(await page.getByTestId('quote-row').allTextContents()).not.toEqual(firstCompanyRows);
  // The header names the new company.
  const companyName = await page.getByTestId('header-company').textContent();
  await screenshot(page, 'quotes-company-selector-2');

  // Leaving the quotes module: no selector; the session stays in company 2.
  await page.getByTestId('main-menu').locator('[data-module=INFORMES]').click();
  await page.waitForURL('**/informes');
  await page.locator('[data-report]').first().waitFor();
  await expect.poll(() => page.getByTestId('company-selector').count()).toBe(0);
  expect(await page.getByTestId('header-company').textContent()).toBe(companyName);
  await screenshot(page, 'quotes-company-selector-absent-on-reports');
  expect(errors).toEqual([]);
});
