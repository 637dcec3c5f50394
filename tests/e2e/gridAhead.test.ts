import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { cutCells } from './support/cutCells';
import { recordCalls } from './support/formInput';

const baseUrl = inject('baseUrl');
const ENDPOINT = '/wscomun/portalinformes/getPedidosAlbaranesCab';
const browser = chromiumPerFile();

const grids = (page: Page) => page.locator('.report-grid .ag-root-wrapper');
const firstRow = (page: Page) => page.locator('.report-grid .ag-row:not(.ag-full-width-row)').first();

/** The width of every column of the grid, by column id. */
const columnWidths = (page: Page) => page.evaluate(() => Object.fromEntries([...document.querySelectorAll('.report-grid .ag-header-cell[col-id]')]
  .map((cell) => [cell.getAttribute('col-id')!, Math.round(cell.getBoundingClientRect().width)])));

async function openOrders(page: Page): Promise<void> {
  await login(page, baseUrl, 'cliente');
  await page.locator('[data-report=ESTADO_PED_ALB]').getByRole('button').click();
  await page.getByTestId('filters-search').waitFor();
}

describe('the result grid built ahead while the filters are set', () => {
  it('is built out of sight without asking for rows, shows the search\'s rows in the same grid, and Clear starts a fresh one', async () => {
    const { page, errors } = await newPage(browser());
    const calls = recordCalls(page, ENDPOINT);
    await openOrders(page);
    // Once the page is idle the grid exists, hidden from sight and from assistive technology, and nothing was asked.
    await grids(page).waitFor({ state: 'attached' });
    expect(await grids(page).count()).toBe(1);
    expect(await grids(page).isVisible()).toBe(false);
    expect(await page.getByRole('grid').count()).toBe(0);
    expect(calls).toHaveLength(0);
    await grids(page).evaluate((el) => { el.setAttribute('data-mark', 'ahead'); });

    await page.getByTestId('filters-search').click();
    await firstRow(page).waitFor();
    expect(calls).toHaveLength(1);
    expect(await grids(page).count()).toBe(1);
    expect(await page.locator('.report-grid .ag-root-wrapper[data-mark=ahead]').isVisible()).toBe(true);
    expect(await page.getByRole('grid').count()).toBe(1);
    const total = Number(((await page.getByTestId('grid-total').textContent()) ?? '').replace(/\D/g, ''));
    expect(total).toBeGreaterThan(10);

    // Page 2 and another sort, then Clear: the next search starts from a fresh grid, on page 1 in the default sort.
    const firstOrder = await firstRow(page).locator('[col-id=cpmNumPedido]').textContent();
    await page.getByRole('button', { name: /siguiente/i }).click();
    await expect.poll(() => calls.at(-1)?.offset).toBe(11);
    await page.getByTestId('filters-clear').click();
    await expect.poll(() => page.locator('.report-grid .ag-root-wrapper[data-mark=ahead]').count()).toBe(0);
    await grids(page).waitFor({ state: 'attached' });
    expect(await grids(page).isVisible()).toBe(false);
    const asked = calls.length;
    await page.getByTestId('filters-search').click();
    await firstRow(page).waitFor();
    await expect.poll(() => calls.length).toBe(asked + 1);
    expect(calls.at(-1)?.offset).toBe(1);
    await expect.poll(() => firstRow(page).locator('[col-id=cpmNumPedido]').textContent()).toBe(firstOrder);
    await screenshot(page, 'grid-ahead-after-clear');
    expect(errors).toEqual([]);
  });

  it('takes, in the grid built without rows, the widths of the rows\' texts for the columns sized to their content', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'cliente');
    await page.locator('[data-report=CERT_MEDIOAMB]').getByRole('button').click();
    await page.getByTestId('filters-search').waitFor();
    await grids(page).waitFor({ state: 'attached' });
    const ahead = await columnWidths(page);
    await page.getByTestId('filters-search').click();
    await firstRow(page).waitFor();
    // The certificate numbers are wider than their header: that column grew to them, and no code, number or date is cut.
    await expect.poll(async () => (await columnWidths(page)).NumCertificado ?? 0).toBeGreaterThan(ahead.NumCertificado ?? Infinity);
    expect(await cutCells(page, ['NumCertificado'])).toEqual([]);
    // Another page of rows keeps the widths the texts need.
    await page.getByRole('button', { name: /siguiente/i }).click();
    await expect.poll(() => firstRow(page).getAttribute('row-index')).toBe('0');
    expect(await cutCells(page, ['NumCertificado'])).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a row action shows its name in a tooltip on hover, gone when the pointer leaves or on Escape', async () => {
    const { page, errors } = await newPage(browser());
    await openOrders(page);
    await page.getByTestId('filters-search').click();
    await firstRow(page).waitFor();
    const action = page.locator('.report-grid .ag-row [data-action]').first();
    const name = await action.getAttribute('aria-label');
    expect(name).toBeTruthy();
    await action.hover();
    const tip = page.getByRole('tooltip');
    await expect.poll(() => tip.textContent()).toBe(name);
    // Below the button, inside the window.
    const [button, box] = [await action.boundingBox(), await tip.boundingBox()];
    expect(box!.y).toBeGreaterThan(button!.y + button!.height - 1);
    await screenshot(page, 'grid-action-tooltip');
    await page.mouse.move(5, 5);
    await expect.poll(() => tip.count()).toBe(0);
    // A progress dot names its step.
    const dot = page.locator('.report-grid [data-step]').first();
    await dot.hover();
    await expect.poll(() => tip.textContent()).toBe(await dot.getAttribute('data-tip'));
    await page.keyboard.press('Escape');
    await expect.poll(() => tip.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
