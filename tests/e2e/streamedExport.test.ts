import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Column } from '../../src/engine/definition/reportDefinition.gen';
import { rowFieldsRead } from '../../src/engine/exports/rowFieldsRead';
import { EXPORT_PAGE_ROWS } from '../../src/renderer/exports/exportJob';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { downloaded, openReport } from './support/documents';
import { apiLogin, apiPost } from './support/erpApi';
import { recordCalls } from './support/formInput';

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();
const ENDPOINT = '/wscomun/portalinformes/getComprasVentas';
const CODE = 'COMPRAS_VENTAS';

interface DefColumn { field: string; headerKey: string; format?: string; hidden?: boolean }
const DEFINITION = JSON.parse(fs.readFileSync(`report-definitions/${CODE}.json`, 'utf8')) as { result: { columns: DefColumn[] } };
const ES = JSON.parse(fs.readFileSync('src/locales/portal/es.json', 'utf8')) as Record<string, unknown>;
const textOf = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], ES) as string;
/** The columns the screen shows by default, in its order (the column chooser's hidden ones left out). */
const SHOWN = DEFINITION.result.columns.filter((c) => !c.hidden);
/** Rows of the search the progress journey pretends (the demo data has a few hundred). */
const LARGE = 20_000;
const isExportCall = (b: Record<string, unknown>) => b.numRows !== 10;

/** Logs in as ADMIN, opens the purchases/sales grid, searches from far back (every demo row) and sorts by purchase date, newest first. */
async function searchedAndSorted(page: Page): Promise<Record<string, unknown>[]> {
  await login(page, baseUrl, 'admin');
  await openReport(page, CODE);
  const calls = recordCalls(page, ENDPOINT);
  await page.getByRole('group', { name: 'Fecha inicial' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('01012000', { delay: 20 });
  await page.keyboard.press('Tab');
  await page.getByTestId('filters-search').click();
  await page.locator('.report-grid .ag-row').first().waitFor();
  const header = page.locator('.report-grid .ag-header-cell[col-id="cFecha"] .ag-header-cell-label');
  await header.click();
  await expect.poll(() => calls.at(-1)).toMatchObject({ orderBy: 'C_FECHA', order: 'ASC' });
  await header.click();
  await expect.poll(() => calls.at(-1)).toMatchObject({ orderBy: 'C_FECHA', order: 'DESC' });
  await expect.poll(async () => (await page.getByTestId('grid-total').textContent()) ?? '').toMatch(/\d/);
  return calls;
}

const gridTotal = async (page: Page) => Number(((await page.getByTestId('grid-total').textContent()) ?? '').replace(/\D/g, ''));

/** Every row of a search as the service gives it, in its order (the body of the grid's call, asked again in pages of 10,000). */
async function serviceRows(body: Record<string, unknown>, total: number): Promise<Record<string, unknown>[]> {
  const { tira } = await apiLogin(baseUrl, 'admin');
  const rows: Record<string, unknown>[] = [];
  for (let offset = 1; offset <= total; offset += 10_000) {
    const { tira: _own, ...search } = body;
    const reply = await apiPost<{ dataRes: Record<string, unknown>[] }>(baseUrl, ENDPOINT, tira, { ...search, offset, numRows: 10_000 });
    rows.push(...reply.dataRes);
    if (reply.dataRes.length < 10_000) break;
  }
  return rows;
}

/** What the sheet should hold for a service value: days as dates, amounts and quantities as numbers, flags as Sí/No, codes and text as text. */
function expectedCell(c: DefColumn, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (c.format === 'date') return new Date(`${String(value).slice(0, 10)}T00:00:00Z`).toISOString();
  if (c.format === 'amount' || c.format === 'price' || c.format === 'number') return Number(value);
  if (c.format === 'flagIcon') return value === 'S' || value === true ? 'Sí' : 'No';
  if (c.format === 'code') return String((value as { codigo?: unknown }).codigo ?? value);
  return String(value);
}

/** A cell as read back: dates as ISO text, empty as null. */
function readCell(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return null;
  return v instanceof Date ? v.toISOString() : v;
}

describe('streamed exports (the worker asks the pages and writes the file)', () => {
  it('the streamed export contains every row in the screen\'s order and columns, asked page by page with the screen\'s sort', async () => {
    const { page, errors } = await newPage(browser());
    const calls = await searchedAndSorted(page);
    const total = await gridTotal(page);
    expect(total).toBeGreaterThan(100);
    const grid = calls.at(-1)!;
    const before = calls.length;

    const file = await downloaded(page, () => page.locator('[data-action=excel]').click());
    expect(file.name).toBe('Sales.xlsx');
    // Pages of EXPORT_PAGE_ROWS with the grid's search and sort, asked by the worker one after the other.
    const pages = calls.slice(before).filter(isExportCall);
    const size = Math.min(total, EXPORT_PAGE_ROWS);
    expect(pages.map((b) => [b.offset, b.numRows])).toEqual(Array.from({ length: Math.ceil(total / size) }, (_, i) => [i * size + 1, size]));
    for (const b of pages) expect(b).toMatchObject({ orderBy: 'C_FECHA', order: 'DESC', fechaIni: grid.fechaIni, fechaFin: grid.fechaFin, tipoCompra: 'C', tipoVenta: 'V', tipoTransito: 'T' });
    // Only the fields the columns read are asked (the profit's four amounts among them), and the grid's own calls ask for every field.
    const fields = rowFieldsRead(SHOWN as Column[])!;
    expect(fields).toEqual(expect.arrayContaining(['cImporteTte', 'vImporteTte']));
    expect(fields.length).toBeLessThan(DEFINITION.result.columns.length);
    for (const b of pages) expect(b.fields).toBe(fields.join(','));
    expect(grid).not.toHaveProperty('fields');

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Sales')!;
    expect(sheet.rowCount).toBe(total + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(SHOWN.map((c) => textOf(c.headerKey)));
    const expected = await serviceRows(grid, total);
    expect(expected).toHaveLength(total);
    const mismatches: string[] = [];
    expected.forEach((row, i) => {
      const got = sheet.getRow(i + 2);
      SHOWN.forEach((c, j) => {
        const want = expectedCell(c, row[c.field]);
        const have = readCell(got.getCell(j + 1).value);
        if (typeof want === 'number' ? Math.abs((have as number) - want) > 1e-9 : have !== want) mismatches.push(`row ${i + 1} ${c.field}: ${String(have)} ≠ ${String(want)}`);
      });
    });
    expect(mismatches.slice(0, 10)).toEqual([]);
    // Typed cells: the purchase date is a date with the day format, the amount a number with the euro format.
    const first = sheet.getRow(2);
    const dateAt = SHOWN.findIndex((c) => c.field === 'cFecha') + 1;
    const amountAt = SHOWN.findIndex((c) => c.field === 'cImporte') + 1;
    expect(first.getCell(dateAt).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(amountAt).numFmt).toBe('#,##0.00 "€"');
    expect(errors).toEqual([]);
  }, 180_000);

  it('shows rows done of the total while it runs, and Cancel stops the calls with nothing downloaded', async () => {
    const { page, errors } = await newPage(browser());
    const calls = await searchedAndSorted(page);
    const total = await gridTotal(page);
    // A search of 20,000 rows whose export pages answer slowly (each page made of the real rows, repeated), so the dialog can be seen at work.
    await page.context().route(`**${ENDPOINT}`, async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      try {
        if (!isExportCall(body)) {
          const response = await route.fetch();
          return await route.fulfill({ response, json: { ...(await response.json() as object), numReg: LARGE } });
        }
        await new Promise((r) => setTimeout(r, 1500));
        const response = await route.fetch({ postData: { ...body, offset: 1, numRows: total } });
        const json = await response.json() as { dataRes: unknown[] };
        return await route.fulfill({ response, json: { ...json, numReg: LARGE, dataRes: Array.from({ length: Number(body.numRows) }, (_, i) => json.dataRes[i % json.dataRes.length]) } });
      } catch {
        // The page went away (Cancel ends the worker and its calls).
        return undefined;
      }
    });
    await page.getByTestId('filters-search').click();
    await expect.poll(() => gridTotal(page)).toBe(LARGE);
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    const before = calls.length;
    await page.locator('[data-action=excel]').click();
    const progress = page.getByTestId('export-progress');
    await expect.poll(() => progress.textContent(), { timeout: 20_000 }).toBe(`${EXPORT_PAGE_ROWS.toLocaleString('es')} de ${LARGE.toLocaleString('es')} filas`);
    await screenshot(page, 'export-progress');
    const asked = calls.slice(before).filter(isExportCall).length;
    expect(asked).toBeLessThan(LARGE / EXPORT_PAGE_ROWS);
    await page.getByTestId('export-cancel').click();
    await page.getByTestId('excel-dialog').waitFor({ state: 'detached' });
    await screenshot(page, 'export-cancelled');
    // Nothing more is asked (at most the page already under way when Cancel was pressed) and nothing is downloaded.
    await page.waitForTimeout(4000);
    expect(calls.slice(before).filter(isExportCall).length).toBeLessThanOrEqual(asked + 1);
    expect(downloads).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('offers CSV when the search has more rows than an Excel sheet holds, and writes it with the same columns', async () => {
    const { page, errors } = await newPage(browser());
    // The grid's search answers with more rows than a sheet holds (the export's pages are the real ones).
    await page.context().route(`**${ENDPOINT}`, async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      if (isExportCall(body)) return route.continue();
      const response = await route.fetch();
      const json = await response.json() as Record<string, unknown>;
      return route.fulfill({ response, json: { ...json, numReg: 1_200_000 } });
    });
    const calls = await searchedAndSorted(page);
    const grid = calls.at(-1)!;
    await page.locator('[data-action=excel]').click();
    const offer = page.getByTestId('export-csv-offer');
    await expect.poll(() => offer.textContent()).toBe('La búsqueda tiene 1.200.000 filas y una hoja de Excel admite 1.048.575: no se puede exportar a Excel. Puede descargarla en CSV (se abre con Excel), con las mismas columnas.');
    await screenshot(page, 'export-csv-offer');
    const file = await downloaded(page, () => page.getByTestId('export-csv').click());
    expect(file.name).toBe('Sales.csv');
    const text = file.bytes.toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(SHOWN.map((c) => textOf(c.headerKey)).join(';'));
    const expected = await serviceRows(grid, 1_000_000);
    expect(lines).toHaveLength(expected.length + 1);
    // The first row's purchase date as DD/MM/YYYY and amount with a decimal comma.
    const cells = lines[1]!.split(';');
    const date = String(expected[0]!.cFecha ?? '').slice(0, 10).split('-').reverse().join('/');
    expect(cells[SHOWN.findIndex((c) => c.field === 'cFecha')]).toBe(expected[0]!.cFecha ? date : '');
    const amount = expected[0]!.cImporte;
    expect(cells[SHOWN.findIndex((c) => c.field === 'cImporte')]).toBe(amount === null || amount === undefined ? '' : Number(amount).toFixed(2).replace('.', ','));
    expect(errors).toEqual([]);
  }, 180_000);
});
