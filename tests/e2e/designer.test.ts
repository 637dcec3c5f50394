import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { openReport } from './support/documents';
import { startServer, stopServer, type StartedServer } from './support/startServer';

const browser = chromiumPerFile();
// Its own services: publishing a report and granting it to the customers changes what their home shows.
let server: StartedServer;
beforeAll(async () => { server = await startServer({ PORTAL_MODE: 'hosted' }); });
afterAll(() => { if (server) stopServer(server); });

const CODE = 'CONT_CLIENTE';
const texts = (columnKey: string, es: string) => ({
  es: { 'custom.contracts.title': 'Contratos por cliente', 'custom.contracts.description': 'Contratos de tratamiento con el código del cliente', [columnKey]: es },
  en: { 'custom.contracts.title': 'Contracts by customer', 'custom.contracts.description': 'Treatment contracts with the customer code', [columnKey]: 'Customer code' },
  fr: { 'custom.contracts.title': 'Contrats par client', 'custom.contracts.description': 'Contrats de traitement avec le code client', [columnKey]: 'Code client' },
  it: { 'custom.contracts.title': 'Contratti per cliente', 'custom.contracts.description': 'Contratti di trattamento con il codice cliente', [columnKey]: 'Codice cliente' },
});
/** The customer report: the standard contracts report plus the customer code column after the contract number, with texts of its own. */
const overlay = (headerKey: string, es = 'Código de cliente') => JSON.stringify({
  overlayOf: 'CONT_TRAT', code: CODE, titleKey: 'custom.contracts.title', descriptionKey: 'custom.contracts.description',
  texts: texts('custom.columns.customer', es),
  result: { columns: [{ field: 'cliente', $add: true, $after: 'numContrato', headerKey }] },
}, null, 2);

/** Replaces the whole text of the designer's JSON editor. */
async function typeDefinition(page: Page, text: string): Promise<void> {
  await page.locator('[data-testid=designer-editor] .cm-content').first().click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(text);
}

const gridCells = (scope: ReturnType<Page['getByTestId']>, field: string) => scope.locator(`.report-grid .ag-row:not(.ag-full-width-row) .ag-cell[col-id="${field}"]`);

describe('report designer', () => {
  it('an administrator makes a customer report as an overlay, fixes a mistake, previews it as a customer, publishes it; the customer opens it', async () => {
    const { page, errors } = await newPage(browser(), { width: 1500, height: 1000 });
    await login(page, server.url, 'admin');
    await page.getByRole('link', { name: 'Diseñador de informes' }).click();
    await page.getByTestId('designer-list').waitFor();

    // A new report as an overlay of the standard contracts report.
    await page.getByRole('button', { name: 'Nuevo informe' }).click();
    await page.getByTestId('designer-new-code').fill(CODE);
    await page.getByTestId('designer-new-description').fill('Contratos con código de cliente');
    await page.getByTestId('designer-new-mode-overlay').click();
    await page.getByTestId('designer-new-from').locator('input').fill('CONT_TRAT');
    await page.getByRole('option', { name: /CONT_TRAT/ }).first().click();
    await page.getByTestId('designer-new-create').click();
    await page.getByTestId('designer-editor').waitFor();

    // A deliberate mistake: the column names a text key the definition does not have. The error is marked where it is and listed by path.
    await typeDefinition(page, overlay('custom.columns.customerr'));
    const errorList = page.getByTestId('designer-errors');
    await expect.poll(() => errorList.innerText(), { timeout: 15_000 }).toContain('custom.columns.customerr');
    expect(await errorList.innerText()).toContain('/result/columns/1/headerKey');
    await expect.poll(() => page.locator('[data-testid=designer-editor] .cm-lintRange-error').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=designer-editor] .cm-lintRange-error').first().innerText()).toContain('custom.columns.customerr');
    await screenshot(page, 'designer-error-marker');

    // Fixed: no errors; the live preview follows the edit.
    await typeDefinition(page, overlay('custom.columns.customer'));
    await expect.poll(() => errorList.innerText(), { timeout: 15_000 }).toMatch(/Sin errores/);

    // Preview as the CLIENTE user: only its own customer's contracts, the request carries its customer whatever the form says.
    const preview = page.getByTestId('preview-panel');
    await page.getByTestId('preview-role').waitFor({ state: 'attached' });
    await page.getByTestId('preview-user').click();
    await page.getByTestId('preview-user').fill('cliente');
    await page.getByRole('option', { name: /^cliente —/ }).first().click();
    await page.getByTestId('preview-start').click();
    await preview.getByTestId('preview-identity').filter({ hasText: '000001' }).waitFor();
    await preview.getByTestId('filters-search').click();
    await gridCells(preview.getByTestId('preview-report'), 'cliente').first().waitFor();
    expect(await preview.locator('.report-grid .ag-header-cell[col-id="cliente"]').innerText()).toBe('Código de cliente');
    const customers = await gridCells(preview.getByTestId('preview-report'), 'cliente').allInnerTexts();
    expect(customers.length).toBeGreaterThan(0);
    expect(new Set(customers)).toEqual(new Set(['000001']));
    expect(JSON.parse(await page.getByTestId('preview-request').innerText())).toMatchObject({ cliente: '000001' });
    expect(await page.getByTestId('preview-rows').innerText()).toContain('"cliente": "000001"');
    // The client picker is hidden for this user by the definition's fixed rule, which the visibility view names.
    await preview.getByTestId('preview-tab-visibility').click();
    const clientRow = preview.locator('[data-testid=preview-visibility] tr[data-item="field:cliente"]');
    expect(await clientRow.getAttribute('data-visible')).toBe('N');
    expect(await clientRow.innerText()).toContain('/filters/fields/cliente/fixed/0/when');
    await preview.getByTestId('preview-tab-matrix').click();
    const agency = preview.locator('[data-testid=preview-matrix] tr[data-item="field:agenciaTransporte"]');
    expect(await agency.locator('td[data-visible=S]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-role')))).toEqual(['ADMIN', 'REPRESENTANTE']);
    await preview.getByTestId('preview-tab-report').click();

    // Edit → preview: a changed label shows in the previewed report.
    const report = preview.getByTestId('preview-report');
    const before = Number(await report.getAttribute('data-definition-version'));
    const started = Date.now();
    await typeDefinition(page, overlay('custom.columns.customer', 'Cliente (código)'));
    await expect.poll(() => report.getAttribute('data-definition-version').then(Number), { timeout: 15_000 }).toBeGreaterThan(before);
    const redrawn = Date.now() - started;
    await preview.getByTestId('filters-search').click();
    await expect.poll(() => preview.locator('.report-grid .ag-header-cell[col-id="cliente"]').innerText().catch(() => ''), { timeout: 15_000 }).toBe('Cliente (código)');
    console.log(`designer: edit → preview redrawn in ${redrawn} ms, searched rows with the new label in ${Date.now() - started} ms`);
    await screenshot(page, 'designer-preview-cliente');
    // The definition's summaries run in the preview too, as the previewed user, over every row of the previewed search.
    await preview.getByTestId('summary-open').click();
    await preview.getByTestId('summary-table').waitFor();
    expect(await preview.getByTestId('summary-choice').innerText()).toContain('Contratos por operación de traslado');
    const previewTotal = Number((await preview.getByTestId('grid-total').textContent())!.replace(/\D/g, ''));
    expect(Number((await preview.getByTestId('summary-total').locator('td').first().textContent())!.replace(/\D/g, ''))).toBe(previewTotal);
    await preview.getByTestId('summary-close').click();

    // Publish with a comment, then grant the report to the customers.
    await page.getByTestId('designer-publish').click();
    await page.getByTestId('designer-publish-comment').fill('Contratos con el código del cliente');
    await page.getByTestId('designer-publish-confirm').click();
    await page.getByText('Versión 1 publicada').waitFor();
    await page.getByTestId('designer-back').click();
    await page.locator(`[data-testid=designer-row][data-code=${CODE}] [data-testid=designer-grant-open]`).click();
    await page.getByTestId('designer-grant-role-CLIENTE').click();
    await page.getByTestId('designer-grant-confirm').click();
    await page.getByTestId('designer-grant-dialog').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);

    // The CLIENTE user finds it on the home with its own name, opens it and sees the new column with its Spanish label.
    await page.getByTestId('logout').click();
    await page.getByRole('button', { name: 'Sí' }).click();
    await page.waitForURL(/\/$/);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await login(page, server.url, 'cliente');
    const card = page.locator(`[data-report=${CODE}]`);
    expect(await card.innerText()).toContain('Contratos por cliente');
    await openReport(page, CODE);
    expect(await page.locator('#report-dialog-title').innerText()).toBe('Contratos por cliente');
    await page.getByTestId('filters-search').click();
    const dialog = page.getByTestId('report-dialog');
    await gridCells(dialog, 'cliente').first().waitFor();
    expect(await dialog.locator('.report-grid .ag-header-cell[col-id="cliente"]').innerText()).toBe('Cliente (código)');
    expect(new Set(await gridCells(dialog, 'cliente').allInnerTexts())).toEqual(new Set(['000001']));
    await screenshot(page, 'designer-customer-report');
    // The designer's code (CodeMirror, diff views, preview) is never fetched by users who do not open it.
    expect(requested.filter((u) => /\/assets\/(DesignerPage|JsonEditor|JsonDiff|DefinitionEditor)-/.test(u))).toEqual([]);
    expect(requested.some((u) => /\/assets\/ReportView-/.test(u))).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);
});
