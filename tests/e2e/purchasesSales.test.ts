import fs from 'node:fs';
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { downloaded, openReport } from './support/documents';
import { apiLogin } from './support/erpApi';
import { recordCalls } from './support/formInput';

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();
const ENDPOINT = '/wscomun/portalinformes/getComprasVentas';
const CODE = 'COMPRAS_VENTAS';

interface DefColumn { field: string; format?: string; sortField?: string; hidden?: boolean }
const DEFINITION = JSON.parse(fs.readFileSync(`report-definitions/${CODE}.json`, 'utf8')) as { result: { columns: DefColumn[] } };

/** A Spanish amount as a number: '1.234,56 €' → 1234.56, '-12,00 €' → -12. */
function amount(text: string): number {
  const s = text.replace(/[^\d,.\-−]/g, '').replace(/−/g, '-').replace(/\./g, '').replace(',', '.');
  const n = Number(s);
  if (s === '' || !Number.isFinite(n)) throw new Error(`not an amount: '${text}'`);
  return n;
}

/** The numbers in a text ('Página 1 de 4. Total: 38' → 1, 4, 38). */
const numbersOf = (text: string): number[] => (text.match(/\d+/g) ?? []).map(Number);

type Visit = (grid: Element) => boolean;
type Scroller = (visit: Visit, keepLast: boolean) => Promise<boolean>;

/**
 * Gives the page `__scrollGrid(visit, keepLast)`: scrolls the result grid sideways (the grid draws only the columns in view), waiting at
 * every position until it drew that position's columns; `visit` runs at every position, from the left edge to the right one, until it
 * returns true. Scrolls back to the left unless keepLast.
 */
async function installScroller(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __scrollGrid?: Scroller };
    if (w.__scrollGrid) return;
    w.__scrollGrid = async (visit, keepLast) => {
      const grid = document.querySelector('.report-grid')!;
      const scroller = grid.querySelector('.ag-body-horizontal-scroll-viewport') as HTMLElement;
      const heads = () => [...grid.querySelectorAll('.ag-header-row-column .ag-header-cell')].map((h) => h.getAttribute('col-id') ?? '');
      const drawn = async (before: string) => {
        for (let i = 0; i < 40; i++) {
          await new Promise((r) => setTimeout(r, 50));
          const now = heads();
          const rowsReady = [...grid.querySelectorAll('.ag-row:not(.ag-full-width-row)')].every((row) => now.every((f) => row.querySelector(`.ag-cell[col-id="${f}"]`)));
          if (now.join() !== before && rowsReady) break;
        }
        await new Promise((r) => setTimeout(r, 100));
      };
      const goTo = async (left: number) => {
        const before = heads().join();
        const target = Math.max(0, Math.min(left, scroller.scrollWidth - scroller.clientWidth));
        if (Math.abs(scroller.scrollLeft - target) < 1) return false;
        scroller.scrollLeft = target;
        await drawn(before);
        return true;
      };
      const step = Math.max(100, Math.floor(scroller.clientWidth / 2));
      await goTo(0);
      let done = visit(grid);
      for (let left = step; !done; left += step) {
        if (!(await goTo(left))) break;
        done = visit(grid);
      }
      if (!keepLast) await goTo(0);
      return done;
    };
  });
}

/** The texts of some columns of the grid's rows, in row order (read at every sideways position of the grid). */
async function gridRows(page: Page, fields: string[]): Promise<Record<string, string>[]> {
  await installScroller(page);
  return page.evaluate(async (wanted) => {
    const rows = new Map<number, Record<string, string>>();
    await (window as unknown as { __scrollGrid: Scroller }).__scrollGrid((grid) => {
      for (const row of grid.querySelectorAll('.ag-row:not(.ag-full-width-row)')) {
        const index = Number(row.getAttribute('row-index'));
        const entry = rows.get(index) ?? {};
        for (const f of wanted) {
          const cell = row.querySelector(`.ag-cell[col-id="${f}"]`) as HTMLElement | null;
          if (cell) entry[f] = cell.innerText.trim();
        }
        rows.set(index, entry);
      }
      // Done once every row has every column read.
      return [...rows.values()].every((entry) => wanted.every((f) => f in entry));
    }, false);
    return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
  }, fields);
}

/** The fields of every column the grid shows (its header cells at every sideways position). */
async function headerFields(page: Page): Promise<string[]> {
  await installScroller(page);
  return page.evaluate(async () => {
    const seen = new Set<string>();
    await (window as unknown as { __scrollGrid: Scroller }).__scrollGrid((grid) => {
      grid.querySelectorAll('.ag-header-row-column .ag-header-cell').forEach((h) => seen.add(h.getAttribute('col-id') ?? ''));
      return false;
    }, false);
    seen.delete('');
    return [...seen];
  });
}

/** Scrolls the grid sideways until a column's header is in full view (its header, sort and filter cell can then be used). */
async function reveal(page: Page, field: string): Promise<void> {
  await installScroller(page);
  const found = await page.evaluate((f) => (window as unknown as { __scrollGrid: Scroller }).__scrollGrid((grid) => {
    const header = grid.querySelector(`.ag-header-row-column .ag-header-cell[col-id="${f}"]`);
    if (!header) return false;
    const h = header.getBoundingClientRect();
    const g = grid.getBoundingClientRect();
    return h.left >= g.left && h.right <= g.right - 20;
  }, true), field);
  if (!found) throw new Error(`column ${field} not found in the grid`);
}

const dataRows = (page: Page) => page.locator('.report-grid .ag-row:not(.ag-full-width-row)');
const pagerText = (page: Page) => page.getByTestId('grid-pager-text');
const gridTotal = async (page: Page) => numbersOf((await page.getByTestId('grid-total').textContent()) ?? '')[0] ?? -1;

/** Logs in as ADMIN, opens the report from the home and records its calls. */
async function openAsAdmin(page: Page): Promise<Record<string, unknown>[]> {
  await login(page, baseUrl, 'admin');
  await openReport(page, CODE);
  return recordCalls(page, ENDPOINT);
}

/** Presses Search and waits for the rows. */
async function search(page: Page): Promise<void> {
  await page.getByTestId('filters-search').click();
  await dataRows(page).first().waitFor();
}

/** A new page where ADMIN opened the report and searched with the default filters; the report calls made from then on. */
async function searchedAsAdmin(): Promise<{ page: Page; errors: string[]; calls: Record<string, unknown>[] }> {
  const { page, errors } = await newPage(browser());
  const calls = await openAsAdmin(page);
  await search(page);
  return { page, errors, calls };
}

/** Waits until the grid shows what the last call asked (no fetch under way). */
async function settled(page: Page): Promise<void> {
  await page.waitForTimeout(100);
  await expect.poll(() => page.getByTestId('report-dialog').getByRole('progressbar', { name: /^Cargando contenido/ }).count(), { timeout: 15_000 }).toBe(0);
  // Rows of the previous answer fade out for a moment: wait until the grid holds just the rows the pager counts ('11–20 de 38').
  await expect.poll(async () => {
    const [from = 0, to = 0, count = 0] = numbersOf((await page.locator('.MuiTablePagination-displayedRows').textContent()) ?? '');
    return (await dataRows(page).count()) === (count === 0 ? 0 : to - from + 1);
  }, { timeout: 15_000 }).toBe(true);
  await page.waitForTimeout(150);
}

/** Clicks a column's header (server sort). */
async function sortBy(page: Page, field: string): Promise<void> {
  await reveal(page, field);
  await page.locator(`.report-grid .ag-header-cell[col-id="${field}"] .ag-header-cell-label`).click();
}

/** Chooses an operator in a column's filter cell and types a value (Enter applies it unless `wait` lets the pause in typing apply it). */
async function filterBy(page: Page, field: string, header: string, operator: RegExp | undefined, value: string, how: 'enter' | 'wait' = 'enter'): Promise<void> {
  await reveal(page, field);
  if (operator) {
    await page.getByRole('combobox', { name: `Operador del filtro de ${header}`, exact: true }).click();
    await page.getByRole('option', { name: operator }).click();
  }
  const input = page.getByRole('textbox', { name: `Filtrar ${header}`, exact: true });
  await input.fill(value);
  if (how === 'enter') await input.press('Enter');
}

const DMY = /^\d{2}\/\d{2}\/\d{4}$/;

describe('purchases and sales (COMPRAS_VENTAS) as ADMIN', () => {
  it('opens from the home with every type and the last month; Search sends them and shows a consistent pager; pages and sorts on the server', async () => {
    const { page, errors } = await newPage(browser());
    const calls = await openAsAdmin(page);
    // Defaults: the three types chosen, from one month back to today.
    await expect.poll(() => page.getByRole('combobox', { name: 'Tipos' }).textContent()).toBe('Compras, Ventas, Tránsitos');
    await screenshot(page, 'purchases-sales-filters');
    await search(page);
    const today = dayjs();
    expect(calls[0]).toMatchObject({
      tipoCompra: 'C', tipoVenta: 'V', tipoTransito: 'T', transporte: '', numAlbaran: '',
      fechaIni: today.subtract(1, 'month').format('DD/MM/YYYY'), fechaFin: today.format('DD/MM/YYYY'),
      orderBy: 'C_MATRICULA', order: 'ASC', numRows: 10, offset: 1,
    });
    expect(calls[0]!.filter).toBeUndefined();
    expect(calls[0]!.search).toBeUndefined();
    await screenshot(page, 'purchases-sales-results');

    // The pager text agrees with the total and the page size.
    const total = await gridTotal(page);
    expect(total, 'more than one page of operations in the last month').toBeGreaterThan(10);
    const pages = Math.ceil(total / 10);
    await expect.poll(() => pagerText(page).textContent()).toBe(`Página 1 de ${pages}. Total: ${total}`);
    await expect(pagerText(page).isVisible()).resolves.toBe(true);
    await expect.poll(() => dataRows(page).count()).toBe(10);
    // The server counts the same for the same request.
    const { tira } = await apiLogin(baseUrl, 'admin');
    const { tira: _pageToken, ...sent } = calls[0]!;
    const direct = await (await fetch(`${baseUrl}${ENDPOINT}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...sent, tira }) })).json() as { numReg: number };
    expect(direct.numReg).toBe(total);
    // Default order: purchase plates ascending (rows without a purchase side first).
    const plates = (await gridRows(page, ['cMatricula'])).map((r) => (r.cMatricula === '-' ? '' : r.cMatricula!));
    expect(plates).toHaveLength(10);
    expect(plates).toEqual([...plates].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    // Page 2 asks offset 11.
    await page.getByRole('button', { name: /siguiente/i }).click();
    await expect.poll(() => calls.at(-1)).toMatchObject({ offset: 11, numRows: 10, orderBy: 'C_MATRICULA', order: 'ASC' });
    await expect.poll(() => pagerText(page).textContent()).toBe(`Página 2 de ${pages}. Total: ${total}`);
    await page.getByText(`11–20 de ${total}`).waitFor();

    // Sort by the purchase amount: the server sorts by its name, from page 1; the amounts shown ascend, a second click descends.
    await sortBy(page, 'cImporte');
    await expect.poll(() => calls.at(-1)).toMatchObject({ orderBy: 'C_IMPORTE', order: 'ASC', offset: 1 });
    await expect.poll(() => pagerText(page).textContent()).toBe(`Página 1 de ${pages}. Total: ${total}`);
    await settled(page);
    const up = (await gridRows(page, ['cImporte'])).map((r) => amount(r.cImporte!));
    expect(up).toEqual([...up].sort((a, b) => a - b));
    await sortBy(page, 'cImporte');
    await expect.poll(() => calls.at(-1)).toMatchObject({ orderBy: 'C_IMPORTE', order: 'DESC', offset: 1 });
    await settled(page);
    const down = (await gridRows(page, ['cImporte'])).map((r) => amount(r.cImporte!));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(down[0]).toBeGreaterThan(up.at(-1)!);
    await screenshot(page, 'purchases-sales-sorted');
    expect(errors).toEqual([]);
  }, 120_000);

  it('the column chooser hides a column, and the choice is remembered when the report opens again', async () => {
    // The choice is kept on the services per user: the support user's, so the administrator's journeys beside it keep every column.
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'soporte');
    await openReport(page, CODE);
    await search(page);
    const before = await headerFields(page);
    expect(before).toContain('vTicketPesada');
    // Columns the definition hides start hidden, and the chooser offers them unchecked.
    expect(before).not.toContain('cPrecioMedio');

    await page.getByTestId('column-chooser').click();
    const menu = page.getByRole('menu', { name: 'Columnas visibles' });
    await menu.waitFor();
    await expect.poll(() => menu.getByRole('menuitemcheckbox', { name: 'Compra: precio medio' }).getAttribute('aria-checked')).toBe('false');
    const ticket = menu.getByRole('menuitemcheckbox', { name: 'Venta: ticket pesada' });
    expect(await ticket.getAttribute('aria-checked')).toBe('true');
    await ticket.click();
    await expect.poll(() => ticket.getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'purchases-sales-column-chooser');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await headerFields(page)).includes('vTicketPesada')).toBe(false);
    expect(await headerFields(page)).toHaveLength(before.length - 1);

    // Close the report at once and open it again: the column stays hidden (the choice is stored when the report closes).
    await page.getByTestId('report-dialog').getByRole('button', { name: 'Cerrar' }).click();
    await page.getByTestId('report-dialog').waitFor({ state: 'hidden' });
    await openReport(page, CODE);
    await search(page);
    expect(await headerFields(page)).not.toContain('vTicketPesada');
    // And after a reload of the portal too.
    await page.reload();
    await page.getByTestId('report-dialog').or(page.locator(`[data-report=${CODE}]`)).first().waitFor();
    if (!(await page.getByTestId('report-dialog').isVisible())) await openReport(page, CODE);
    await search(page);
    expect(await headerFields(page)).not.toContain('vTicketPesada');
    await page.getByTestId('column-chooser').click();
    await expect.poll(() => page.getByRole('menuitemcheckbox', { name: 'Venta: ticket pesada' }).getAttribute('aria-checked')).toBe('false');
    // Showing it again brings it back.
    await page.getByRole('menuitemcheckbox', { name: 'Venta: ticket pesada' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await headerFields(page)).includes('vTicketPesada')).toBe(true);
    expect(errors).toEqual([]);
  }, 120_000);

  it('the filter row filters on the server by the columns\' server names; every row shown passes', async () => {
    const { page, errors, calls } = await searchedAsAdmin();
    const total = await gridTotal(page);

    // Purchase amount ≥ 500 (Enter applies).
    await filterBy(page, 'cImporte', 'Compra: importe', /Mayor o igual que/, '500');
    await expect.poll(() => calls.at(-1)).toMatchObject({ filter: [['C_IMPORTE', '>=', 500]], query: "C_IMPORTE >= '500'", offset: 1 });
    await settled(page);
    const filteredTotal = await gridTotal(page);
    expect(filteredTotal).toBeGreaterThan(0);
    expect(filteredTotal).toBeLessThan(total);
    await expect.poll(() => pagerText(page).textContent()).toBe(`Página 1 de ${Math.ceil(filteredTotal / 10)}. Total: ${filteredTotal}`);
    for (const r of await gridRows(page, ['cImporte'])) expect(amount(r.cImporte!)).toBeGreaterThanOrEqual(500);
    await screenshot(page, 'purchases-sales-filter-amount');

    // And the purchase plate contains some digits of the first plate shown (the pause in typing applies it).
    const plate = (await gridRows(page, ['cMatricula']))[0]!.cMatricula!;
    const part = plate.slice(0, 2);
    await filterBy(page, 'cMatricula', 'Compra: matrícula', undefined, part, 'wait');
    await expect.poll(() => calls.at(-1), { timeout: 5000 }).toMatchObject({
      // In the order of the columns.
      filter: [['C_MATRICULA', 'contains', part], 'and', ['C_IMPORTE', '>=', 500]],
      query: `C_MATRICULA contains '${part}' and C_IMPORTE >= '500'`,
    });
    await settled(page);
    const both = await gridRows(page, ['cImporte', 'cMatricula']);
    expect(both.length).toBeGreaterThan(0);
    for (const r of both) {
      expect(amount(r.cImporte!)).toBeGreaterThanOrEqual(500);
      expect(r.cMatricula!.toUpperCase()).toContain(part.toUpperCase());
    }
    expect(await gridTotal(page)).toBeLessThanOrEqual(filteredTotal);
    await screenshot(page, 'purchases-sales-filter-plate');

    // A sale amount that is not a number is marked and not sent.
    const sent = calls.length;
    await filterBy(page, 'vImporte', 'Venta: importe', undefined, 'abc');
    await expect.poll(() => page.getByRole('textbox', { name: 'Filtrar Venta: importe', exact: true }).getAttribute('aria-invalid')).toBe('true');
    // …and said in words above the grid, not only with the cell's red border.
    await expect.poll(() => page.getByTestId('grid-filter-invalid').textContent()).toBe('Venta: importe: Escriba un número');
    await page.waitForTimeout(800);
    for (const call of calls.slice(sent)) expect(JSON.stringify(call.filter)).not.toContain('V_IMPORTE');
    expect(errors).toEqual([]);
  }, 120_000);

  it('the search panel sends the text and the shown text columns; every row shown contains it', async () => {
    const { page, errors, calls } = await searchedAsAdmin();
    const total = await gridTotal(page);
    // Look for the article of the first row.
    const first = (await gridRows(page, ['cArticulo', 'vArticulo']))[0]!;
    const text = first.cArticulo !== '-' ? first.cArticulo! : first.vArticulo!;
    const box = page.getByRole('textbox', { name: 'Buscar en los resultados' });
    await box.fill(text);
    await box.press('Enter');
    // The columns searched: the shown ones of text or code format (not the hidden ones, not the amounts, dates or the transit flag).
    const expectedCols = DEFINITION.result.columns.filter((c) => !c.hidden && (c.format === undefined || c.format === 'text' || c.format === 'code')).map((c) => c.sortField!);
    await expect.poll(() => calls.at(-1)).toMatchObject({ search: text, offset: 1 });
    const searchCols = String(calls.at(-1)!.searchCols).split(',');
    expect(new Set(searchCols)).toEqual(new Set(expectedCols));
    for (const hidden of ['C_TRANSPORTISTA', 'V_PRECIO_MEDIO', 'C_IMPORTE', 'T_IS_TRANSITO']) expect(searchCols).not.toContain(hidden);
    await settled(page);
    const found = await gridTotal(page);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThanOrEqual(total);
    const fields = DEFINITION.result.columns.filter((c) => !c.hidden).map((c) => c.field);
    for (const r of await gridRows(page, fields)) expect(Object.values(r).join(' | ').toUpperCase(), JSON.stringify(r)).toContain(text.toUpperCase());
    await screenshot(page, 'purchases-sales-search');
    // Clearing the search shows every row again.
    await page.getByRole('button', { name: 'Borrar la búsqueda' }).click();
    await expect.poll(() => calls.at(-1)?.search).toBeUndefined();
    await expect.poll(() => gridTotal(page)).toBe(total);
    expect(errors).toEqual([]);
  }, 120_000);

  it('the profit column is sale amount − purchase amount − both transports on every row shown', async () => {
    const { page, errors, calls } = await searchedAsAdmin();
    // Two pages and a page of transits (both sides) are checked.
    const check = async () => {
      const rows = await gridRows(page, ['cImporte', 'cImporteTte', 'vImporte', 'vImporteTte', 'tBeneficio']);
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        const expected = amount(r.vImporte!) - amount(r.cImporte!) - amount(r.cImporteTte!) - amount(r.vImporteTte!);
        expect(Math.abs(amount(r.tBeneficio!) - expected), JSON.stringify(r)).toBeLessThan(0.011);
      }
      return rows;
    };
    await check();
    await page.getByRole('button', { name: /siguiente/i }).click();
    await expect.poll(() => calls.at(-1)).toMatchObject({ offset: 11 });
    await settled(page);
    await check();
    await reveal(page, 'tIsTransito');
    await page.getByRole('combobox', { name: 'Filtrar Tránsito' }).click();
    await page.getByRole('option', { name: 'Sí' }).click();
    await expect.poll(() => calls.at(-1)).toMatchObject({ filter: [['T_IS_TRANSITO', '=', 'S']], offset: 1 });
    await settled(page);
    const transits = await check();
    // Transits have both sides.
    expect(transits.some((r) => amount(r.vImporte!) !== 0 && amount(r.cImporte!) !== 0)).toBe(true);
    await screenshot(page, 'purchases-sales-profit');
    expect(errors).toEqual([]);
  }, 120_000);

  it('only purchases: the sale and transit types go empty and no row has a sale side', async () => {
    const { page, errors } = await newPage(browser());
    const calls = await openAsAdmin(page);
    await page.getByRole('combobox', { name: 'Tipos' }).click();
    await page.getByRole('option', { name: 'Ventas' }).click();
    await page.getByRole('option', { name: 'Tránsitos' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('combobox', { name: 'Tipos' }).textContent()).toBe('Compras');
    await search(page);
    expect(calls[0]).toMatchObject({ tipoCompra: 'C', tipoVenta: '', tipoTransito: '', fechaIni: expect.stringMatching(DMY), fechaFin: expect.stringMatching(DMY) });
    const check = async () => {
      const rows = await gridRows(page, ['cImporte', 'vAlmacen', 'vNumAlbaran', 'vMatricula', 'vImporte', 'vImporteTte', 'tIsTransito']);
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r.vAlmacen, JSON.stringify(r)).toBe('-');
        expect(r.vNumAlbaran).toBe('-');
        expect(r.vMatricula).toBe('-');
        expect(amount(r.vImporte!)).toBe(0);
        expect(amount(r.vImporteTte!)).toBe(0);
        expect(amount(r.cImporte!)).toBeGreaterThan(0);
      }
    };
    await check();
    // Even the largest sale amount is none.
    await sortBy(page, 'vImporte');
    await sortBy(page, 'vImporte');
    await expect.poll(() => calls.at(-1)).toMatchObject({ orderBy: 'V_IMPORTE', order: 'DESC', tipoVenta: '' });
    await settled(page);
    await check();
    await screenshot(page, 'purchases-sales-purchases-only');

    // No type at all: the form says so and Search is disabled; nothing is sent.
    const sent = calls.length;
    await page.getByRole('combobox', { name: 'Tipos' }).click();
    await page.getByRole('option', { name: 'Compras' }).click();
    await page.keyboard.press('Escape');
    await page.getByText('Elija al menos un tipo: compras, ventas o tránsitos.').first().waitFor();
    await expect.poll(() => page.getByTestId('filters-search').isDisabled()).toBe(true);
    await screenshot(page, 'purchases-sales-no-type');
    expect(calls).toHaveLength(sent);
    expect(errors).toEqual([]);
  }, 120_000);

  it('the Excel export downloads Sales.xlsx with every row of the current filter and search', async () => {
    const { page, errors, calls } = await searchedAsAdmin();
    await filterBy(page, 'cImporte', 'Compra: importe', /Mayor o igual que/, '100');
    await expect.poll(() => calls.at(-1)).toMatchObject({ filter: [['C_IMPORTE', '>=', 100]] });
    await settled(page);
    const first = (await gridRows(page, ['cAlmacen']))[0]!.cAlmacen!;
    const box = page.getByRole('textbox', { name: 'Buscar en los resultados' });
    await box.fill(first);
    await box.press('Enter');
    await expect.poll(() => calls.at(-1)).toMatchObject({ search: first, filter: [['C_IMPORTE', '>=', 100]] });
    await settled(page);
    const total = await gridTotal(page);
    expect(total).toBeGreaterThan(0);
    const grid = calls.at(-1)!;

    const file = await downloaded(page, () => page.locator('[data-action=excel]').click());
    expect(file.name).toBe('Sales.xlsx');
    expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
    const exported = calls.at(-1)!;
    expect(exported).toMatchObject({
      filter: grid.filter, query: grid.query, search: grid.search, searchCols: grid.searchCols,
      tipoCompra: 'C', tipoVenta: 'V', tipoTransito: 'T', fechaIni: grid.fechaIni, fechaFin: grid.fechaFin, orderBy: 'C_MATRICULA', offset: 1, numRows: total,
    });
    // The sheet: a header row with the shown columns, then one row per result.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Sales')!;
    expect(sheet).toBeTruthy();
    expect(sheet.actualRowCount).toBe(total + 1);
    const header = (sheet.getRow(1).values as unknown[]).filter(Boolean).map(String);
    expect(header).toContain('Compra: matrícula');
    expect(header).toContain('Beneficio');
    expect(header).not.toContain('Compra: precio medio');
    await screenshot(page, 'purchases-sales-excel');
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('purchases and sales for users without the report', () => {
  it('a supplier user has no card for it on the home, and the service answers it as the server does', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'proveedor');
    await page.locator('[data-report]').first().waitFor();
    expect(await page.locator(`[data-report=${CODE}]`).count()).toBe(0);
    await screenshot(page, 'purchases-sales-proveedor-home');

    const { tira } = await apiLogin(baseUrl, 'proveedor');
    const res = await fetch(`${baseUrl}${ENDPOINT}`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tira, tipoCompra: 'C', tipoVenta: 'V', tipoTransito: 'T', offset: 1, numRows: 10 }),
    });
    const reply = await res.json() as Record<string, unknown>;
    // The server refuses it: 403 FORBIDDEN naming the report.
    expect(res.status).toBe(403);
    expect(reply).toMatchObject({ result: 'ko', statusCode: '403', errorCode: 'FORBIDDEN', errorMsg: expect.stringContaining(CODE) });
    expect(errors).toEqual([]);
  }, 120_000);
});
