import type Database from 'better-sqlite3';
import fs from 'node:fs';
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Column, ReportDefinition } from '../../src/engine/definition/reportDefinition.gen';
import { sizesToContent } from '../../src/engine/format/sizesToContent';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { openReport } from './support/documents';
import { cutCells } from './support/cutCells';
import { recordCalls as recordPosts, typeDate } from './support/formInput';
import { serverDatabase } from './support/serverDatabase';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = chromiumPerFile();
const P = '/wscomun/portalinformes/';
const recordCalls = (page: Page, endpoint: string) => recordPosts(page, P + endpoint);

const definition = (code: string) => JSON.parse(fs.readFileSync(`report-definitions/${code}.json`, 'utf8')) as ReportDefinition;

const sqlite = <T>(work: (db: Database.Database) => T): T => serverDatabase(dataDir, work);

describe('grids show their data at the report dialog width', () => {
  const journeys: { code: string; user: string; choice?: string; from?: [string, string] }[] = [
    { code: 'ESTADO_PED_ALB', user: 'admin' },
    { code: 'ENTR_REC_TRANS', user: 'rep', choice: 'T' },
    { code: 'CERT_MEDIOAMB', user: 'cliente' },
    { code: 'REIMP_FACT', user: 'cliente', from: ['Fecha inicial', `01/01/${dayjs().year() - 1}`] },
  ];
  it.each(journeys)('$code as $user: codes, dates, amounts and numbers are not cut; long texts show in full on hover', async ({ code, user, choice, from }) => {
    const { page, errors } = await newPage(browser());
    await login(page, baseUrl, user);
    await openReport(page, code);
    if (choice) await page.locator(`[data-choice=${choice}]`).click();
    if (from) await typeDate(page, from[0], from[1]);
    await page.getByTestId('filters-search').click();
    await page.locator('.ag-row:not(.ag-full-width-row)').first().waitFor();
    const columns = (definition(code).result as { columns: Column[] }).columns.filter((c) => !c.exportOnly);
    const exact = columns.filter(sizesToContent).map((c) => c.field);
    expect(exact.length).toBeGreaterThan(0);
    await expect.poll(() => cutCells(page, exact), { timeout: 5000 }).toEqual([]);
    // A text column that does not fit carries its whole text as the cell's tooltip.
    const texts = columns.filter((c) => !sizesToContent(c) && !c.cell).map((c) => c.field);
    const titled = await page.evaluate((ids) => ids.flatMap((id) => [...document.querySelectorAll(`.ag-row:not(.ag-full-width-row) .ag-cell[col-id="${id}"]`)]
      .filter((cell) => cell.textContent && cell.textContent !== '-')
      .map((cell) => (cell.getAttribute('title') ?? cell.querySelector('[title]')?.getAttribute('title')) === cell.textContent)), texts);
    expect(titled.length).toBeGreaterThan(0);
    expect(titled.every(Boolean), 'every text cell has its text as tooltip').toBe(true);
    await screenshot(page, `layout-${code}-${user}`);
    expect(errors).toEqual([]);
  });

  it('an expanded order pages its lines by 10 and keeps the line actions in view', async () => {
    // An order with 12 lines (the seed gives at most 5): seven copies of its last line are added for this journey and removed after it.
    const order = sqlite((db) => db.prepare(`SELECT p.numero, p.cliente, max(l.linea) AS ultima FROM pedidos p JOIN pedido_lineas l ON l.empresa = p.empresa AND l.numero = p.numero
      WHERE p.empresa = 1 GROUP BY p.numero HAVING count(*) = 5 ORDER BY p.fecha_pedido DESC LIMIT 1`).get() as { numero: number; cliente: string; ultima: number });
    sqlite((db) => {
      const cols = (db.prepare('PRAGMA table_info(pedido_lineas)').all() as { name: string }[]).map((c) => c.name);
      const select = cols.map((c) => (c === 'linea' ? '? AS linea' : c)).join(', ');
      const copy = db.prepare(`INSERT INTO pedido_lineas (${cols.join(', ')}) SELECT ${select} FROM pedido_lineas WHERE empresa = 1 AND numero = ? AND linea = ?`);
      for (let i = 1; i <= 7; i++) copy.run(order.ultima + i, order.numero, order.ultima);
    });
    try {
      const { page, errors } = await newPage(browser());
      await login(page, baseUrl, 'admin');
      await openReport(page, 'ESTADO_PED_ALB');
      const dialog = page.getByTestId('report-dialog');
      await dialog.locator('[data-group=more]').click();
      await dialog.locator('#root_numeroPedido').fill(String(order.numero));
      await dialog.getByTestId('filters-search').click();
      await expect.poll(() => dialog.getByTestId('grid-total').textContent()).toMatch(/^1 resultados?$/);
      await dialog.getByTestId('expand-row').first().click();
      const panel = dialog.getByTestId('detail-panel');
      await panel.locator('tbody tr').first().waitFor();
      await expect.poll(() => panel.locator('tbody tr').count()).toBe(10);
      await panel.getByText(/^1–10 de 12$/).waitFor();
      // The actions column of the lines is inside the visible part of the panel, however wide the other columns are.
      const panelBox = (await panel.boundingBox())!;
      const actionsHeader = panel.locator('thead th').last();
      expect(await actionsHeader.textContent()).toBe('Acciones');
      const box = (await actionsHeader.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(panelBox.x + panelBox.width + 1);
      expect(box.x).toBeGreaterThanOrEqual(panelBox.x);
      await screenshot(page, 'layout-order-lines-10');
      expect(errors).toEqual([]);
    } finally {
      sqlite((db) => db.prepare('DELETE FROM pedido_lineas WHERE empresa = 1 AND numero = ? AND linea > ?').run(order.numero, order.ultima));
    }
  });

  it('a REPRESENTANTE starts on its own representative and may pick from its restricted list (getRepres)', async () => {
    const { page, errors } = await newPage(browser());
    const lookups = recordCalls(page, 'getRepres');
    const general = recordCalls(page, 'lovRep');
    await login(page, baseUrl, 'rep');
    await openReport(page, 'ESTADO_PED_ALB');
    const code = page.getByTestId('lookup-representante-code');
    await expect.poll(() => code.inputValue()).not.toBe('');
    const own = await code.inputValue();
    expect(await code.isEnabled(), 'the picker is not locked').toBe(true);
    await page.getByTestId('lookup-representante-search').click();
    await expect.poll(() => lookups.length).toBeGreaterThan(0);
    const list = page.getByRole('dialog').last();
    await expect.poll(() => list.getByText(own).count()).toBeGreaterThan(0);
    await screenshot(page, 'layout-rep-picker-restricted');
    expect(general).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("dates outside the role's window", () => {
  it('a customer typing a start date before its window sees why at the field and cannot search until it is corrected', async () => {
    const first = dayjs().year(dayjs().year() - 2).startOf('year');
    const { page, errors } = await newPage(browser());
    const calls = recordCalls(page, 'RecogidasEntregas');
    await login(page, baseUrl, 'cliente');
    await openReport(page, 'ENTR_REC_TRANS');
    await page.locator('[data-choice=T]').click();
    const before = first.subtract(1, 'year').format('DD/MM/YYYY');
    await typeDate(page, 'Fecha inicial', before);
    const field = page.getByRole('group', { name: 'Fecha inicial' }).locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]');
    await expect.poll(() => field.textContent()).toContain(`anterior al ${first.format('DD/MM/YYYY')}`);
    expect(await page.getByTestId('filters-search').isDisabled()).toBe(true);
    expect(await page.getByTestId('filter-warning').textContent()).toContain(first.format('DD/MM/YYYY'));
    await screenshot(page, 'date-window-before-start');
    expect(calls).toEqual([]);

    await typeDate(page, 'Fecha inicial', first.format('DD/MM/YYYY'));
    await expect.poll(() => page.getByTestId('filters-search').isEnabled()).toBe(true);
    expect(await page.getByTestId('filter-warning').count()).toBe(0);
    await page.getByTestId('filters-search').click();
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    await page.locator('.ag-row, [data-testid=grid-empty]').first().waitFor();
    // What is sent is what the screen shows.
    expect(calls.map((c) => c.fechaInicial)).toEqual(calls.map(() => first.format('DD/MM/YYYY')));
    expect(errors).toEqual([]);
  });
});
