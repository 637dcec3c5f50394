import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { documentHead, downloaded, downloadPageSelection, downloadTwoSelectedInTabs, openReport, popupDocumentHead } from './support/documents';
import { typeDate } from './support/formInput';
import { expectEvery } from '../support/expectEvery';

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();

/** Sets a date picker (DD/MM/YYYY sections) by typing into it. */
/** The first day the seed's CLIENTE role may consult (its role dates start on 1 January two years back); earlier dates are refused at the field. */
const CLIENT_WINDOW_START = `01/01/${new Date().getFullYear() - 2}`;

describe('environmental certificates (CERT_MEDIOAMB)', () => {
  it('a customer searches, expands a certificate and opens its PDF', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'cliente');
    await openReport(page, 'CERT_MEDIOAMB');
    await expect.poll(() => page.getByTestId('lookup-cliente').count()).toBe(0);
    await page.getByTestId('filters-search').click();
    await page.locator('.ag-row [data-testid=expand-row]').first().waitFor();
    expect(Number((await page.getByTestId('grid-total').textContent())!.match(/\d+/)![0])).toBeGreaterThan(0);
    await page.locator('.ag-row [data-testid=expand-row]').first().click();
    const detail = page.getByTestId('detail-panel');
    await detail.locator('tbody tr').first().waitFor();
    await screenshot(page, 'cert-detail');
    // Certificates whose lines have no document answer 'urlNotFound'; the first one with a document opens as a PDF.
    const actions = page.locator('.ag-row [data-action=certificate]');
    let head = '';
    for (let i = 0; i < (await actions.count()) && !head; i++) {
      const popupPromise = page.context().waitForEvent('page');
      await actions.nth(i).click();
      const popup = await popupPromise;
      const alert = page.getByTestId('alert-infoWButton');
      const outcome = await Promise.race([
        // A tab closed by the portal means there was no document: the alert follows.
        popup.waitForURL((u) => u.href !== 'about:blank', { timeout: 20_000 }).then(() => 'document' as const, () => new Promise<never>(() => undefined)),
        alert.waitFor({ timeout: 20_000 }).then(() => 'missing' as const),
      ]);
      if (outcome === 'document') head = await documentHead(popup);
      else {
        await expect.poll(() => alert.textContent()).toContain('El certificado no tiene documento adjunto');
        await alert.getByRole('button', { name: 'Aceptar' }).click();
      }
    }
    expect(head.startsWith('%PDF')).toBe(true);
    expect(errors).toEqual([]);
  });
  it('a start date after the end date disables Search with the rule message', async () => {
    const { page } = await newPage(browser());
    await login(page, baseUrl, 'cliente');
    await openReport(page, 'CERT_MEDIOAMB');
    await typeDate(page, 'Fecha inicial', '21/12/2099');
    await page.getByTestId('filter-warning').waitFor();
    await expect.poll(() => page.getByTestId('filter-warning').textContent()).toContain('La fecha inicial no puede ser posterior a la fecha final');
    await expect.poll(() => page.getByTestId('filters-search').isDisabled()).toBe(true);
  });
});

describe('invoice reprint (REIMP_FACT)', () => {
  it('an admin must choose a client or representative first', async () => {
    const { page } = await newPage(browser());
    await login(page, baseUrl, 'admin');
    await openReport(page, 'REIMP_FACT');
    await page.getByTestId('filters-search').click();
    await expect.poll(() => page.getByTestId('alert-infoWButton').textContent()).toContain('Indique al menos un cliente o un representante');
  });
  it('a customer opens one invoice PDF, downloads its CSV, several in tabs and more than ten as facturas.zip', async () => {
    const { page } = await newPage(browser());
    await login(page, baseUrl, 'cliente');
    await openReport(page, 'REIMP_FACT');
    await typeDate(page, 'Fecha inicial', CLIENT_WINDOW_START);
    await page.getByTestId('filters-search').click();
    const rows = page.locator('.ag-row');
    await rows.first().waitFor();
    await screenshot(page, 'invoices');
    const enabledPdf = page.locator('.ag-row [data-action=pdf]:not([disabled])').first();
    expect((await popupDocumentHead(page.context(), () => enabledPdf.click())).startsWith('%PDF')).toBe(true);
    const csv = await downloaded(page, () => page.locator('.ag-row [data-action=csv]').first().click());
    expect(csv.name).toMatch(/\.csv$/);
    expect(csv.bytes.toString('utf8')).toContain(';');
    // Two selected: one tab each.
    await downloadTwoSelectedInTabs(page);
    // More than ten: one zip.
    const zip = await downloadPageSelection(page, 25);
    expect(zip.name).toBe('facturas.zip');
    const files = Object.keys(unzipSync(new Uint8Array(zip.bytes)));
    expect(files.length).toBeGreaterThan(10);
    expectEvery(files, (f) => f.endsWith('.pdf'));
  });
});

describe('collections due (ESTADO_VENCI)', () => {
  it('a representative downloads the PDF report', async () => {
    const { page } = await newPage(browser());
    await login(page, baseUrl, 'rep');
    await openReport(page, 'ESTADO_VENCI');
    await screenshot(page, 'collections-form');
    const head = await popupDocumentHead(page.context(), () => page.getByTestId('filters-search').click());
    expect(head.startsWith('%PDF')).toBe(true);
  });
});

describe('query dashboard (CONSULTAS)', () => {
  it('support opens the sales dashboard embedded in the dialog, for all customers and for one', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'soporte');
    await openReport(page, 'CONSULTAS');
    await page.getByTestId('filters-search').click();
    const frame = page.frameLocator('[data-testid=report-frame]');
    await frame.getByRole('heading', { name: /Panel de ventas/ }).waitFor();
    await expect.poll(() => frame.locator('td.bar').count()).toBe(12);
    const all = await frame.locator('[data-kpi=total]').textContent();
    expect(all).toMatch(/€$/);
    await screenshot(page, 'dashboard');
    await page.getByTestId('lookup-cliente-code').fill('000001');
    await page.getByTestId('lookup-cliente-code').press('Enter');
    await expect.poll(() => page.getByTestId('lookup-cliente-name').inputValue()).not.toBe('');
    await page.getByTestId('filters-search').click();
    await expect.poll(() => frame.locator('p.sub').textContent()).toContain('000001');
    await expect.poll(() => frame.locator('[data-kpi=total]').textContent()).not.toBe(all);
    // Clear removes the dashboard with the filters.
    await page.getByTestId('filters-clear').click();
    await expect.poll(() => page.getByTestId('report-frame').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('pickups and deliveries (ENTR_REC_TRANS)', () => {
  it('an admin chooses pickups, picks a client by code, expands a service, sees its documents, validates it and exports Excel', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'admin');
    await openReport(page, 'ENTR_REC_TRANS');
    await screenshot(page, 'pickups-choice');
    await page.locator('[data-choice=T]').click();
    await page.getByTestId('filters-search').click();
    await expect.poll(() => page.getByTestId('alert-infoWButton').textContent()).toContain('Indique al menos un cliente');
    await page.getByTestId('alert-infoWButton').getByRole('button').click();
    await page.getByTestId('lookup-cliente-code').fill('000001');
    await page.getByTestId('lookup-cliente-code').press('Enter');
    await expect.poll(() => page.getByTestId('lookup-cliente-name').inputValue()).not.toBe('');
    await typeDate(page, 'Fecha inicial', '01/01/2020');
    await page.getByTestId('filters-search').click();
    await page.locator('.ag-row [data-testid=expand-row]').first().waitFor();
    await page.locator('.ag-row [data-testid=expand-row]').first().click();
    await page.getByTestId('detail-panel').locator('tbody tr').first().waitFor();
    await screenshot(page, 'pickups-detail');
    await page.locator('.ag-row [data-action=downloads]').first().click();
    const panel = page.getByTestId('downloads-panel');
    await panel.locator('[data-document]').first().waitFor();
    await screenshot(page, 'pickups-downloads');
    expect((await popupDocumentHead(page.context(), () => panel.locator('[data-document="pickups.doc.albaran"]').click())).startsWith('%PDF')).toBe(true);
    await panel.getByRole('button', { name: 'Volver' }).click();
    // Sorted by delivery note, descending (the second click flips): the export keeps that order.
    const gridNotes = () => page.evaluate(() => [...document.querySelectorAll('.ag-row[row-index]')]
      .filter((r) => r.querySelector('[col-id=Albaran]'))
      .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
      .map((r) => r.querySelector('[col-id=Albaran]')!.textContent ?? ''));
    await page.locator('.ag-header-cell[col-id=Albaran]').click();
    await page.locator('.ag-header-cell[col-id=Albaran]').click();
    await expect.poll(async () => {
      const notes = await gridNotes();
      // Every pickup has its delivery note: rows still being drawn ('-') do not count as sorted.
      return notes.length > 1 && notes.every((n) => /^\d+$/.test(n)) && notes.join('|') === [...notes].sort().reverse().join('|');
    }, { timeout: 15_000 }).toBe(true);
    const onScreen = await gridNotes();
    const excel = await downloaded(page, () => page.locator('[data-action=excel]').click());
    expect(excel.name).toBe('recogidasEntregas.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('RecogidasEntregas')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Cliente', 'Sucursal', 'Nombre']);
    expect(header).toContain('Usuario validación');
    // Every column once (the validation state is on screen and among the export's extra columns).
    expect(new Set(header).size).toBe(header.length);
    expect(sheet.rowCount).toBeGreaterThan(1);
    const noteColumn = header.indexOf('Albarán') + 1;
    const exported = Array.from({ length: onScreen.length }, (_, i) => String(sheet.getRow(i + 2).getCell(noteColumn).value ?? ''));
    expect(exported).toEqual(onScreen);
    // Validate the first open service: a decided one opens read-only (no Validate button), so look through the first rows.
    const actions = page.locator('.ag-row [data-action=validate]');
    const vpanel = page.getByTestId('validate-panel');
    let open = false;
    for (let i = 0; i < Math.min(await actions.count(), 10) && !open; i++) {
      await actions.nth(i).click();
      await vpanel.getByRole('button', { name: 'Cancelar' }).waitFor();
      open = await vpanel.getByTestId('validate-service').isVisible();
      if (!open) {
        await vpanel.getByRole('button', { name: 'Cancelar' }).click();
        await vpanel.waitFor({ state: 'hidden' });
      }
    }
    expect(open, 'an open service among the first ten rows').toBe(true);
    await vpanel.getByLabel('Comentario').fill('Revisado en la planta');
    await vpanel.getByTestId('validate-service').click();
    await page.getByTestId('snackbar-success').waitFor();
    expect(errors).toEqual([]);
  });
  it('a customer does not see the validate action nor the client picker', async () => {
    const { page } = await newPage(browser());
    await login(page, baseUrl, 'cliente');
    await openReport(page, 'ENTR_REC_TRANS');
    await page.locator('[data-choice=E]').click();
    await expect.poll(() => page.getByTestId('lookup-cliente').count()).toBe(0);
    await expect.poll(() => page.getByTestId('lookup-sucursal').count()).toBe(1);
    await typeDate(page, 'Fecha inicial', CLIENT_WINDOW_START);
    await page.getByTestId('filters-search').click();
    await page.locator('.ag-row').first().waitFor();
    await expect.poll(() => page.locator('[data-action=validate]').count()).toBe(0);
  });
});
