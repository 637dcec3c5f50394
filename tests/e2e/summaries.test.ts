import dayjs from 'dayjs';
import 'dayjs/locale/es';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { downloaded, openReport } from './support/documents';
import { apiLogin, apiPost } from './support/erpApi';
import { recordCalls, typeDate } from './support/formInput';

/**
 * The Resumen panel of the grid reports: each kind of summary a definition offers (a date by period with a computed measure, a code with
 * its name, two groupings stacked, a count by a text) and one a user composes give the figures computed here from the service's own rows for
 * the same filters; a group shows its rows in the grid; Cancel leaves the grid as it was; a search over the limit says so; the summary goes
 * to the Excel export as its own sheet and downloads as CSV; axe finds nothing serious on it.
 */
const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();
const P = '/wscomun/portalinformes';

const dataRows = (page: Page) => page.locator('.report-grid .ag-row:not(.ag-full-width-row)');
const gridTotal = async (page: Page) => Number(((await page.getByTestId('grid-total').textContent()) ?? '').replace(/\D/g, ''));

/** A Spanish number or amount as a number: '1.234,56 €' → 1234.56. */
function num(text: string): number {
  const s = text.replace(/[^\d,.\-−]/g, '').replace(/−/g, '-').replace(/\./g, '').replace(',', '.');
  return s === '' ? NaN : Number(s);
}
const cents = (n: number) => Math.round(n * 100) / 100;

/** The summary table as text: its group rows (labels, then measures) and its totals row. */
async function summaryTable(page: Page): Promise<{ rows: string[][]; total: string[] }> {
  const table = page.getByTestId('summary-table');
  await table.waitFor();
  const rows = await table.locator('tbody tr:not([data-testid=summary-total])').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())));
  const total = await page.getByTestId('summary-total').locator('th, td').allTextContents();
  return { rows, total: total.map((t) => t.trim()) };
}

/** Every row of the search the grid made (its first call's body), asked of the service at once. */
async function serviceRows(user: string, endpoint: string, body: Record<string, unknown>, total: number): Promise<Record<string, unknown>[]> {
  const { tira } = await apiLogin(baseUrl, user);
  const { fields: _fields, ...every } = body;
  const reply = await apiPost<{ dataRes: Record<string, unknown>[] }>(baseUrl, endpoint, tira, { ...every, tira, offset: 1, numRows: Math.max(total, 1) });
  return reply.dataRes;
}

/** Month key YYYY-MM of a date the services send (ISO or DD/MM/YYYY); '' when empty. */
function monthOf(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(value);
  return dmy ? `${dmy[3]}-${dmy[2]}` : value.slice(0, 7);
}
const monthName = (key: string) => {
  if (key === '') return '(vacío)';
  const name = dayjs(`${key}-01`).locale('es').format('MMMM YYYY');
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/**
 * A new page where `user` opened a report and searched (after `fill` set its filters): the grid's total, the calls the grid made, and every
 * row of the search (its first call's body), asked of the service at once.
 */
async function searched(user: string, code: string, endpoint: string, fill?: (page: Page) => Promise<void>) {
  const { page, errors } = await newPage(browser());
  await login(page, baseUrl, user);
  await openReport(page, code);
  const calls = recordCalls(page, `${P}/${endpoint}`);
  await fill?.(page);
  await page.getByTestId('filters-search').click();
  await dataRows(page).first().waitFor();
  const total = await gridTotal(page);
  const rows = await serviceRows(user, `${P}/${endpoint}`, calls[0]!, total);
  return { page, errors, calls, total, rows };
}

async function openSummary(page: Page): Promise<void> {
  await page.getByTestId('summary-open').click();
  await page.getByTestId('summary-panel').waitFor();
}
/**
 * Chooses an option of the panel's select `testId`, once its menu has closed: on a loaded machine a click on the option while the menu is
 * still opening is lost, and the open menu then covers the panel.
 */
async function pick(page: Page, testId: string, name: string, exact = false): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await page.getByRole('listbox').isHidden()) await page.getByTestId(testId).click();
    await page.getByRole('option', { name, exact }).click();
    try {
      await page.getByRole('listbox').waitFor({ state: 'hidden', timeout: 2_000 });
      return;
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

/** Chooses a summary of the panel (a preset, or Personalizado). */
const choose = (page: Page, name: string) => pick(page, 'summary-choice', name);

describe('summaries of the grid reports', () => {
  it('purchases and sales: profit by month of sale (a computed column) equals the service rows, a month shows its rows in the grid, and the Excel export carries the summary', async () => {
    const { page, errors, calls, total, rows } = await searched('admin', 'COMPRAS_VENTAS', 'getComprasVentas', (p) => typeDate(p, 'Fecha inicial', '01/01/2025'));
    expect(total).toBeGreaterThan(0);
    await openSummary(page);
    // The definition's first summary runs at once: profit, sales and purchases by month of sale.
    const shown = await summaryTable(page);
    expect(rows).toHaveLength(total);
    const n = (v: unknown) => (v === null || v === undefined || v === '' ? 0 : Number(v));
    const byMonth = new Map<string, { profit: number; sale: number; purchase: number; rows: number }>();
    for (const r of rows) {
      const key = monthOf(r.vFecha);
      const e = byMonth.get(key) ?? { profit: 0, sale: 0, purchase: 0, rows: 0 };
      e.profit += n(r.vImporte) - n(r.cImporte) - n(r.cImporteTte) - n(r.vImporteTte);
      e.sale += n(r.vImporte);
      e.purchase += n(r.cImporte);
      e.rows++;
      byMonth.set(key, e);
    }
    const expected = [...byMonth.entries()].sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
    expect(shown.rows.map((r) => r[0])).toEqual(expected.map(([k]) => monthName(k)));
    expect(shown.rows.map((r) => cents(num(r[1]!)))).toEqual(expected.map(([, e]) => cents(e.profit)));
    expect(shown.rows.map((r) => cents(num(r[2]!) || 0))).toEqual(expected.map(([, e]) => cents(e.sale)));
    expect(cents(num(shown.total[1]!))).toBe(cents(expected.reduce((s, [, e]) => s + e.profit, 0)));
    await expect.poll(() => page.getByTestId('summary-rows').textContent()).toContain(total.toLocaleString('de-DE'));
    // The chart draws (a canvas in its own chunk).
    await page.getByTestId('summary-chart').locator('canvas').first().waitFor();
    await screenshot(page, 'summary-profit-by-month');

    // A month shows its rows in the grid; "Ver todas las filas" brings the search back.
    const [month, biggest] = expected.filter(([k]) => k !== '').sort((a, b) => b[1].rows - a[1].rows)[0]!;
    await page.getByRole('button', { name: `Ver en la tabla las filas de ${monthName(month)}` }).click();
    await page.getByTestId('summary-group-filter').waitFor();
    await expect.poll(() => gridTotal(page)).toBe(biggest.rows);
    // The service takes the filter row here: the group's rows are asked of it, with the month's first and last day added to the filter.
    expect(JSON.stringify(calls.at(-1)!.filter)).toContain(`">=","${dayjs(`${month}-01`).format('DD/MM/YYYY')}"`);
    await screenshot(page, 'summary-group-rows');
    // Sales not made yet (no sale date) cannot be asked that way: the worker reads the rows again with the grid's fields and pages them itself.
    const unsold = byMonth.get('');
    if (unsold) {
      await page.getByRole('button', { name: 'Ver en la tabla las filas de (vacío)' }).click();
      await expect.poll(() => gridTotal(page)).toBe(unsold.rows);
      await expect.poll(async () => (await page.getByTestId('summary-group-filter').textContent()) ?? '').toContain('(vacío)');
      await page.locator('.report-grid .ag-header-cell[col-id="cNumAlbaran"] .ag-header-cell-label').click();
      await expect.poll(() => dataRows(page).count()).toBeGreaterThan(0);
    }

    // The Excel export while the summary shows: the rows of the whole search, and the summary as the sheet "Resumen".
    const file = await downloaded(page, () => page.locator('[data-action=excel]').click());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual([expect.any(String), 'Resumen']);
    expect(book.worksheets[0]!.rowCount).toBe(total + 1);
    const sheet = book.getWorksheet('Resumen')!;
    expect(sheet.rowCount).toBe(expected.length + 2);
    const sheetTotal = sheet.getRow(sheet.rowCount).values as unknown[];
    expect([sheetTotal[1], cents(Number(sheetTotal[2]))]).toEqual(['Total', cents(expected.reduce((s, [, e]) => s + e.profit, 0))]);

    await page.getByTestId('summary-group-clear').click();
    await expect.poll(() => gridTotal(page)).toBe(total);
    // The summary on its own, as CSV: a header, a line per group and the totals.
    const csv = await downloaded(page, () => page.getByTestId('summary-csv').click());
    const lines = csv.bytes.toString('utf8').replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Venta: fecha (mes);Suma de Beneficio;Suma de Venta: importe;Suma de Compra: importe');
    expect(lines).toHaveLength(expected.length + 2);
    expect(errors).toEqual([]);
  });

  it('order status as a customer: orders by status in a pie equal the customer\'s own rows, summaries of staff-only columns are not offered; axe finds nothing serious', async () => {
    const { page, errors, total, rows } = await searched('cliente', 'ESTADO_PED_ALB', 'getPedidosAlbaranesCab');
    await openSummary(page);
    expect(rows.every((r) => r.clteCodigo === '000001')).toBe(true);
    const byStatus = new Map<string, { count: number; amount: number }>();
    for (const r of rows) {
      // Each status is named by its description (the definition's labelField).
      const key = r.situacionPedido === null || r.situacionPedido === '' ? '(vacío)' : `${String(r.situacionPedido)} · ${String(r.descripcionEstado)}`;
      const e = byStatus.get(key) ?? { count: 0, amount: 0 };
      e.count++;
      e.amount += Number(r.importe ?? 0);
      byStatus.set(key, e);
    }
    const shown = await summaryTable(page);
    expect(Object.fromEntries(shown.rows.map((r) => [r[0], [num(r[1]!), cents(num(r[2]!))]])))
      .toEqual(Object.fromEntries([...byStatus.entries()].map(([k, e]) => [k, [e.count, cents(e.amount)]])));
    expect(num(shown.total[1]!)).toBe(total);
    await page.getByTestId('summary-chart').locator('canvas').first().waitFor();
    expect(await page.locator('[data-chart=pie][aria-pressed=true]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'summary-orders-by-status');

    // The customer columns are staff-only: a summary that reads them is not offered to the customer.
    await page.getByTestId('summary-choice').click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Pedidos por situación', 'Pedidos por mes', 'Personalizado']);
    await page.keyboard.press('Escape');
    // The chart kinds switch (the table stays the same figures).
    for (const kind of ['bar', 'line', 'pie']) {
      await page.locator(`[data-chart=${kind}]`).click();
      await expect.poll(() => page.locator(`[data-chart=${kind}][aria-pressed=true]`).count()).toBe(1);
    }
    expect(errors).toEqual([]);
  });

  it('order status as an administrator: amount by customer names each code with its name and equals the service rows per customer', async () => {
    const { page, errors, rows } = await searched('admin', 'ESTADO_PED_ALB', 'getPedidosAlbaranesCab');
    await openSummary(page);
    await choose(page, 'Importe por cliente');
    const byCustomer = new Map<string, { amount: number; count: number }>();
    for (const r of rows) {
      const key = `${String(r.clteCodigo)} · ${String(r.clteNombre)}`;
      const e = byCustomer.get(key) ?? { amount: 0, count: 0 };
      e.amount += Number(r.importe ?? 0);
      e.count++;
      byCustomer.set(key, e);
    }
    await expect.poll(async () => Object.fromEntries((await summaryTable(page)).rows.map((r) => [r[0], [cents(num(r[1]!)), num(r[2]!)]])))
      .toEqual(Object.fromEntries([...byCustomer.entries()].map(([k, e]) => [k, [cents(e.amount), e.count]])));
    const shown = await summaryTable(page);
    // Largest amount first; the average is the amount over the orders.
    const amounts = shown.rows.map((r) => num(r[1]!));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(cents(num(shown.rows[0]![3]!))).toBe(cents(num(shown.rows[0]![1]!) / num(shown.rows[0]![2]!)));
    // This service takes no filter row: the worker pages the group's rows from those it holds, sorted like the grid.
    const [first] = shown.rows as [string[]];
    await page.getByRole('button', { name: `Ver en la tabla las filas de ${first[0]!}` }).click();
    await expect.poll(() => gridTotal(page)).toBe(num(first[2]!));
    await expect.poll(async () => [...new Set(await page.locator('.report-grid .ag-row:not(.ag-full-width-row) [col-id=clteCodigo]').allTextContents())])
      .toEqual([first[0]!.split(' · ')[0]]);
    expect(errors).toEqual([]);
  });

  it('pending purchase orders: two groupings (month and centre) stacked, and a summary the user composes, equal the service rows', async () => {
    const { page, errors, rows } = await searched('admin', 'OC_PENDIENTES', 'getOrdenesCompraPendientes');
    await openSummary(page);
    await choose(page, 'Pendientes por mes y centro');
    await expect.poll(() => page.locator('[data-chart=stackedBar][aria-pressed=true]').count()).toBe(1);
    const pairs = new Map<string, number>();
    for (const r of rows) pairs.set(`${monthName(monthOf(r.fechaOC))}|${String(r.centro)}`, (pairs.get(`${monthName(monthOf(r.fechaOC))}|${String(r.centro)}`) ?? 0) + 1);
    const shown = await summaryTable(page);
    expect(Object.fromEntries(shown.rows.map((r) => [`${r[0]}|${r[1]}`, num(r[2]!)]))).toEqual(Object.fromEntries(pairs));
    await page.getByTestId('summary-chart').locator('canvas').first().waitFor();
    await screenshot(page, 'summary-stacked');

    // Composed: group by supplier, count and nothing else.
    await choose(page, 'Personalizado');
    await pick(page, 'summary-group-0', 'Proveedor', true);
    await page.getByTestId('summary-run').click();
    const bySupplier = new Map<string, number>();
    for (const r of rows) bySupplier.set(String(r.razonProveedor), (bySupplier.get(String(r.razonProveedor)) ?? 0) + 1);
    await expect.poll(async () => Object.fromEntries((await summaryTable(page)).rows.map((r) => [r[0], num(r[1]!)]))).toEqual(Object.fromEntries(bySupplier));
    // Largest first.
    const counts = (await summaryTable(page)).rows.map((r) => num(r[1]!));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(errors).toEqual([]);
  });

  it('Cancel while the rows are read leaves the grid as it was; a search over the limit says so and reads nothing', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'admin');
    await openReport(page, 'COMPRAS_VENTAS');
    await typeDate(page, 'Fecha inicial', '01/01/2025');
    await page.getByTestId('filters-search').click();
    await dataRows(page).first().waitFor();
    const total = await gridTotal(page);
    const firstRow = await dataRows(page).first().textContent();
    // The worker's calls are held back: the panel shows its progress, and Cancel stops it.
    let held = 0;
    await page.context().route(`**${P}/getComprasVentas`, async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      // The grid asks pages of 5 to 25 rows; the summary's worker asks the whole search (up to 5,000 rows a call).
      if (Number(body.numRows) <= 25) return route.continue();
      held++;
      await new Promise((r) => setTimeout(r, 4000));
      return route.continue().catch(() => undefined);
    });
    await openSummary(page);
    await page.getByTestId('summary-progress').waitFor();
    await expect.poll(() => held).toBeGreaterThan(0);
    await page.getByTestId('summary-cancel').click();
    await page.getByTestId('summary-cancelled').waitFor();
    expect(await page.getByTestId('summary-table').count()).toBe(0);
    expect([await gridTotal(page), await dataRows(page).first().textContent()]).toEqual([total, firstRow]);
    await page.context().unroute(`**${P}/getComprasVentas`);

    // A search the services count at two million rows: the summary does not read it and asks for narrower filters.
    await page.getByTestId('summary-close').click();
    await page.route(`**${P}/getComprasVentas`, async (route) => {
      const reply = await route.fetch();
      const json = await reply.json() as Record<string, unknown>;
      await route.fulfill({ response: reply, json: { ...json, numReg: 2_000_000 } });
    });
    await page.getByTestId('filters-search').click();
    await expect.poll(() => gridTotal(page)).toBe(2_000_000);
    await openSummary(page);
    await expect.poll(() => page.getByTestId('summary-too-many').textContent()).toMatch(/2\.000\.000 filas.*1\.048\.575.*Acote los filtros/);
    expect(await page.getByTestId('summary-progress').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a grouping with more than 1,000 groups shows the top 1,000 by the first measure and says so', async () => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, 'admin');
    await openReport(page, 'COMPRAS_VENTAS');
    // The services answer 1,500 purchases with a delivery note each: the grid's page, and the worker's whole search.
    const purchases = Array.from({ length: 1500 }, (_, i) => ({
      rn: i + 1, cAlmacen: 'PL01', cFecha: '2026-10-15', cNumAlbaran: `AC2026-${String(i + 1).padStart(6, '0')}`, cProveedor: 'P00001', cCantidad: 1500 - i, cImporte: i + 0.5,
    }));
    await page.context().route(`**${P}/getComprasVentas`, async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      const from = Number(body.offset ?? 1) - 1;
      await route.fulfill({ json: { errorCode: 0, errorMsg: '', numReg: purchases.length, dataRes: purchases.slice(from, from + Number(body.numRows ?? 10)) } });
    });
    await page.getByTestId('filters-search').click();
    await expect.poll(() => gridTotal(page)).toBe(1500);
    await openSummary(page);
    await choose(page, 'Personalizado');
    await page.getByTestId('summary-group-0').click();
    await page.getByRole('option', { name: 'Compra: albarán', exact: true }).click();
    await page.getByTestId('summary-fn-0').click();
    await page.getByRole('option', { name: 'Suma', exact: true }).click();
    await page.getByTestId('summary-measure-0').click();
    await page.getByRole('option', { name: 'Compra: cantidad', exact: true }).click();
    await page.getByTestId('summary-run').click();
    await expect.poll(() => page.getByTestId('summary-truncated').textContent())
      .toBe('Hay 1.500 grupos: se muestran los 1.000 mayores por «Suma de Compra: cantidad».');
    const shown = await summaryTable(page);
    expect(shown.rows).toHaveLength(1000);
    // The largest quantities first; the total is every row's.
    expect([shown.rows[0], shown.rows[999]]).toEqual([['AC2026-000001', '1.500'], ['AC2026-001000', '501']]);
    expect(shown.total).toEqual(['Total', (1500 * 1501 / 2).toLocaleString('es-ES')]);
    expect(errors).toEqual([]);
  });
});
