import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { documentPdfPages, downloaded, openReport } from './support/documents';
import { recordCalls as recordPosts, typeDate } from './support/formInput';

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();

/** One report journey: how to prepare the filters, which list call it makes, which row action downloads a PDF. */
interface Journey {
  code: string;
  user: 'admin' | 'cliente';
  endpoint: string;
  choice?: string;
  /** Start date to widen the window to, by its label. */
  from?: [string, string];
  /** Client code to pick in the client lookup (ADMIN). */
  client?: string;
  pdfAction?: string;
  excel?: string;
  document?: boolean;
}

const P = '/wscomun/portalinformes/';
const JOURNEYS: Journey[] = [
  { code: 'ESTADO_PED_ALB', user: 'cliente', endpoint: 'getPedidosAlbaranesCab', from: ['Fecha inicial', '01/01/2025'] },
  { code: 'ESTADO_PED_ALB', user: 'admin', endpoint: 'getPedidosAlbaranesCab', client: '000001' },
  { code: 'ENTR_REC_TRANS', user: 'cliente', endpoint: 'RecogidasEntregas', choice: 'T', from: ['Fecha inicial', '01/01/2025'], excel: 'recogidasEntregas.xlsx' },
  { code: 'ENTR_REC_TRANS', user: 'admin', endpoint: 'RecogidasEntregas', choice: 'R', from: ['Fecha inicial', '01/01/2025'], client: '000001', excel: 'recogidasEntregas.xlsx' },
  { code: 'REIMP_FACT', user: 'cliente', endpoint: 'recuperarDocumentoCab', from: ['Fecha inicial', '01/01/2025'], pdfAction: 'pdf' },
  { code: 'REIMP_FACT', user: 'admin', endpoint: 'recuperarDocumentoCab', from: ['Fecha inicial', '01/01/2025'], client: '000001', pdfAction: 'pdf' },
  { code: 'CERT_MEDIOAMB', user: 'cliente', endpoint: 'CertificadosMedioAmbiente' },
  { code: 'CERT_MEDIOAMB', user: 'admin', endpoint: 'CertificadosMedioAmbiente', client: '000001' },
  { code: 'ESTADO_VENCI', user: 'cliente', endpoint: 'informeVencimientos', document: true },
  { code: 'ESTADO_VENCI', user: 'admin', endpoint: 'informeVencimientos', client: '000001', document: true },
];

/** Whether a report's definition declares a row detail (its rows expand). */
const hasDetail = (code: string): boolean =>
  (JSON.parse(fs.readFileSync(`report-definitions/${code}.json`, 'utf8')) as { result?: { detail?: unknown } }).result?.detail !== undefined;

/** Bodies sent to a report endpoint, in order. */
const recordCalls = (page: Page, endpoint: string) => recordPosts(page, P + endpoint);

describe.each(JOURNEYS)('$code as $user', (j) => {
  it('opens from the home, filters, searches, pages, sorts, expands and downloads', async () => {
    const { page, errors } = await newPage(browser(), { bypassCSP: true });
    await login(page, baseUrl, j.user);
    await openReport(page, j.code);
    if (j.choice) await page.locator(`[data-choice=${j.choice}]`).click();
    if (j.client) {
      await page.getByTestId('lookup-cliente-code').fill(j.client);
      await page.getByTestId('lookup-cliente-code').press('Enter');
      await expect.poll(() => page.getByTestId('lookup-cliente-name').inputValue()).not.toBe('');
    }
    if (j.from) {
      if (!(await page.getByRole('group', { name: j.from[0] }).isVisible())) await page.locator('[data-group]').last().click();
      await typeDate(page, j.from[0], j.from[1]);
    }
    const calls = recordCalls(page, j.endpoint);

    if (j.document) {
      const popupPromise = page.context().waitForEvent('page');
      await page.getByTestId('filters-search').click();
      const pages = await documentPdfPages(await popupPromise);
      expect(pages).toBeGreaterThan(0);
      expect(calls[0]).toMatchObject(j.client ? { ClienteIni: j.client, ClienteFin: j.client } : { ClienteIni: '000001' });
      await screenshot(page, `matrix-${j.code}-${j.user}`);
      expect(errors).toEqual([]);
      return;
    }

    await page.getByTestId('filters-search').click();
    const rows = page.locator('.ag-row:not(.ag-full-width-row)');
    await rows.first().waitFor();
    await screenshot(page, `matrix-${j.code}-${j.user}`);
    expect(calls[0]).toMatchObject({ offset: 1 });
    const pageSize = Number(calls[0]!.numRows);
    const total = Number((await page.getByTestId('grid-total').textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);

    // Page: the next page asks offset = pageSize + 1 (every journey's data fill more than one page).
    expect(total, 'more rows than one page').toBeGreaterThan(pageSize);
    await page.getByRole('button', { name: /siguiente|next/i }).click();
    await expect.poll(() => calls.at(-1)?.offset).toBe(pageSize + 1);
    await page.getByText(new RegExp(`^${pageSize + 1}–`)).waitFor();

    // Sort: a click sorts ascending on the server, a second click flips to descending, from page 1.
    const header = page.locator('.ag-header-cell-sortable').nth(1);
    const field = await header.getAttribute('col-id');
    await header.click();
    await expect.poll(() => calls.at(-1)).toMatchObject({ order: 'ASC', offset: 1 });
    await header.click();
    await expect.poll(() => calls.at(-1)).toMatchObject({ order: 'DESC', offset: 1 });
    expect(field).toBeTruthy();

    // A report whose definition has a detail expands its rows; one without has no expand control.
    const expand = page.locator('.ag-row [data-testid=expand-row]');
    if (hasDetail(j.code)) {
      await expand.first().click();
      await page.getByTestId('detail-panel').locator('tbody tr, p').first().waitFor();
    } else {
      await expect.poll(() => expand.count()).toBe(0);
    }

    // Download a PDF from a row and check it has pages.
    if (j.pdfAction) {
      const action = page.locator(`.ag-row [data-action=${j.pdfAction}]:not([disabled])`).first();
      const popupPromise = page.context().waitForEvent('page');
      await action.click();
      expect(await documentPdfPages(await popupPromise)).toBeGreaterThan(0);
    }

    // Export what the user sees.
    if (j.excel) {
      const file = await downloaded(page, () => page.locator('[data-action=excel]').click());
      expect(file.name).toBe(j.excel);
      expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
    }
    expect(errors).toEqual([]);
  });
});
