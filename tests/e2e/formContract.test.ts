import type Database from 'better-sqlite3';
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { openReport } from './support/documents';
import { recordCalls, typeDate } from './support/formInput';
import { serverDatabase } from './support/serverDatabase';

/**
 * No request a report's form builds reaches the services as invalid: an impossible date, a number field holding letters, an empty
 * customer selection are named at the field (or the selection) in the user's language, and the action stays blocked — nothing is sent.
 */

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();
const dataDir = inject('dataDir');
const sqlite = <T>(work: (db: Database.Database) => T): T => serverDatabase(dataDir, work);
const P = '/wscomun/portalinformes/';

/** The message shown under a filter field. */
const fieldMessage = (page: Page, field: string) => page.getByTestId(`field-message-${field}`);

describe('invalid input is stopped at the field, before the services', () => {
  it('IMPAGADOS: 31/02/2026 in "Factura hasta" says notValidDate at the field and Descargar sends nothing', async () => {
    const { page, errors } = await newPage(browser());
    const calls = recordCalls(page, `${P}informeVencimientos`);
    await login(page, baseUrl, 'cliente');
    await openReport(page, 'IMPAGADOS');
    await typeDate(page, 'Factura hasta', '31/02/2026');
    await expect.poll(() => fieldMessage(page, 'fechaFinFactura').textContent()).toBe('Introduzca fechas válidas.');
    const button = page.getByTestId('filters-search');
    expect(await button.isDisabled()).toBe(true);
    await button.click({ force: true });
    await page.waitForTimeout(300);
    expect(calls).toEqual([]);
    await screenshot(page, 'form-contract-impagados-date');
    // Corrected, the message goes and the download is allowed.
    await typeDate(page, 'Factura hasta', '28/02/2026');
    await expect.poll(() => fieldMessage(page, 'fechaFinFactura').count()).toBe(0);
    expect(await button.isDisabled()).toBe(false);
    expect(errors).toEqual([]);
  }, 120_000);

  it('OC_PENDIENTES: letters in the order number say notANumber at the field; Buscar sends nothing', async () => {
    const { page, errors } = await newPage(browser());
    const calls = recordCalls(page, `${P}getOrdenesCompraPendientes`);
    await login(page, baseUrl, 'admin');
    await openReport(page, 'OC_PENDIENTES');
    await page.getByLabel('Nº orden de compra').fill('abc');
    await expect.poll(() => fieldMessage(page, 'numeroOc').textContent()).toBe('Introduzca un número entero.');
    expect(await page.getByTestId('filters-search').isDisabled()).toBe(true);
    await page.getByLabel('Nº orden de compra').press('Enter');
    await page.waitForTimeout(300);
    expect(calls).toEqual([]);
    await screenshot(page, 'form-contract-oc-number');
    await page.getByLabel('Nº orden de compra').fill('4700006');
    await expect.poll(() => fieldMessage(page, 'numeroOc').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);

  it('RIESGOS: with no customer chosen Descargar is blocked with the spec\'s message; nothing is sent', async () => {
    const { page, errors } = await newPage(browser());
    const calls = recordCalls(page, `${P}informeRiesgoClientes`);
    await login(page, baseUrl, 'admin');
    await openReport(page, 'RIESGOS');
    await page.getByTestId('selection-list').waitFor();
    await expect.poll(() => page.getByTestId('filter-warning').textContent()).toContain('Debe seleccionar al menos un cliente.');
    expect(await page.getByTestId('filters-search').isDisabled()).toBe(true);
    await page.getByTestId('filters-search').click({ force: true });
    await page.waitForTimeout(300);
    expect(calls).toEqual([]);
    await screenshot(page, 'form-contract-riesgos-empty');
    // Limpiar clears the chosen customers, the search text and the filtered list alike.
    await page.getByTestId('selection-search').fill('Herr');
    await page.locator('[data-testid=selection-list] tbody tr input[type=checkbox]').first().check();
    await expect.poll(() => page.getByTestId('filters-search').isDisabled()).toBe(false);
    await page.getByTestId('filters-clear').click();
    await expect.poll(() => page.getByTestId('selection-search').inputValue()).toBe('');
    expect(await page.getByTestId('filters-search').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('an empty result says which dates it searched and offers more', () => {
  it('REIMP_FACT: a day without invoices names that window; "Buscar desde…" widens the start and finds invoices', async () => {
    // The latest day of the last year without an invoice of the demo customer, with invoices of it earlier in the year.
    const yearAgo = dayjs().subtract(12, 'month').add(1, 'day').format('YYYY-MM-DD');
    const days = new Set(sqlite((db) => (db.prepare("SELECT DISTINCT fecha FROM facturas WHERE empresa = '1' AND cliente = '000001' AND fecha >= ?").all(yearAgo) as { fecha: string }[])
      .map((r) => r.fecha.slice(0, 10))));
    const earliest = [...days].sort()[0]!;
    let day = dayjs().subtract(1, 'day');
    while (days.has(day.format('YYYY-MM-DD')) || day.format('YYYY-MM-DD') <= earliest) day = day.subtract(1, 'day');
    const dmy = day.format('DD/MM/YYYY');
    const { page, errors } = await newPage(browser());
    const calls = recordCalls(page, `${P}recuperarDocumentoCab`);
    await login(page, baseUrl, 'cliente');
    await openReport(page, 'REIMP_FACT');
    await typeDate(page, 'Fecha inicial', dmy);
    await typeDate(page, 'Fecha final', dmy);
    await page.getByTestId('filters-search').click();
    const offer = page.getByTestId('grid-empty-offer');
    await offer.waitFor();
    expect(await offer.textContent()).toContain(`No hay resultados entre el ${dmy} y el ${dmy}.`);
    const widen = page.getByTestId('grid-widen');
    expect(await widen.textContent()).toMatch(/^Buscar desde el \d{2}\/\d{2}\/\d{4}$/);
    await screenshot(page, 'empty-result-offer');
    const sent = calls.length;
    await widen.click();
    await expect.poll(() => calls.length).toBeGreaterThan(sent);
    expect(String(calls.at(-1)!.fechaIni)).not.toBe(dmy);
    await page.locator('.ag-row:not(.ag-full-width-row)').first().waitFor();
    expect(await offer.count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
