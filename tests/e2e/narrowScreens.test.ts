import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, newPage, screenshot } from './support/browser';
import { openReport } from './support/documents';

/**
 * Every grid report on a phone (390 px wide): every filter field and button, and the pager's buttons after a search, lie within the
 * screen (the grid's own columns scroll sideways inside it).
 */

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();
const GRID_REPORTS: [code: string, user: string][] = [
  ['ALB_PROV', 'proveedor'], ['FACT_PROV', 'proveedor'], ['CERT_MEDIOAMB', 'cliente'], ['COMPRAS_VENTAS', 'admin'], ['CONT_TRAT', 'cliente'], ['ENTR_REC_TRANS', 'cliente'],
  ['ESTADO_PED_ALB', 'cliente'], ['FACT_CLIENTES', 'cliente'], ['OC_PENDIENTES', 'admin'], ['REIMP_FACT', 'cliente'], ['STOCK_ARTICULOS', 'admin'],
];

/** Logs in on a phone-sized page (the header folds its menu, so the home's report cards say the login is done). */
async function phoneLogin(page: Page, user: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.locator('input[name=usuario]').fill(user);
  await page.locator('input[name=password]').fill('demo1234');
  await page.locator('input[name=password]').press('Enter');
  const dialog = page.getByTestId('change-company-dialog');
  await Promise.race([page.waitForURL('**/informes'), dialog.waitFor()]);
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: /cambiar/i }).click();
    await page.waitForURL('**/informes');
  }
  await page.locator('[data-report]').first().waitFor();
}

/** Fields and buttons of the filters and the pager that lie (partly) outside the screen. */
const outOfReach = (page: Page) => page.evaluate(() => {
  const inside = [...document.querySelectorAll('[data-testid=report-filters] input, [data-testid=report-filters] button, [data-testid=filters-search], .MuiTablePagination-root button, .MuiTablePagination-root [role=combobox]')];
  return inside.filter((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && (r.left < -1 || r.right > window.innerWidth + 1);
  }).map((el) => el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.id ?? el.textContent);
});

describe('grid reports at 390 px', () => {
  it.each(GRID_REPORTS)('%s as %s: filters, Search and the pager are within the screen', async (code, user) => {
    const { page, errors } = await newPage(browser(), { width: 390, height: 800 });
    await phoneLogin(page, user);
    await openReport(page, code);
    const choice = page.getByTestId('choice-view');
    if (await choice.isVisible()) await choice.locator('[data-choice]').first().click();
    await page.getByTestId('report-filters').waitFor();
    expect(await outOfReach(page), 'filters').toEqual([]);
    // A report with a search box searches on open, without a Search button.
    if (await page.getByTestId('filters-search').count()) await page.getByTestId('filters-search').click();
    await page.getByTestId('grid-total').waitFor();
    await expect.poll(() => page.locator('.MuiTablePagination-root button').count()).toBeGreaterThan(0);
    expect(await outOfReach(page), 'filters and pager').toEqual([]);
    await screenshot(page, `narrow-${code}`);
    expect(errors).toEqual([]);
  }, 120_000);
});
