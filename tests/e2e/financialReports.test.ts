import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { documentPdfPages, openReport } from './support/documents';
import { recordCalls } from './support/formInput';
import { pick } from './support/lookupInput';

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();
const P = '/wscomun/portalinformes/';

/** Picks the first entry of a lookup's search dialog; returns its code. */
async function pickFirst(page: Page, field: string): Promise<string> {
  await page.getByTestId(`lookup-${field}-search`).click();
  await page.getByTestId('lookup-dialog').locator('tbody tr').first().click();
  await expect.poll(() => page.getByTestId(`lookup-${field}-name`).inputValue()).not.toBe('');
  return (await page.getByTestId(`lookup-${field}-code`).inputValue()).split('/')[0]!;
}

/** Chooses an option of the select or autocomplete labelled `label`. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Presses Download and returns the pages of the PDF the new tab shows. */
async function download(page: Page): Promise<number> {
  const popupPromise = page.context().waitForEvent('page');
  await page.getByTestId('filters-search').click();
  return documentPdfPages(await popupPromise);
}

interface Journey {
  code: string;
  user: 'admin' | 'cliente' | 'rep';
  endpoint: string;
  /** Fills the form as the user would. */
  fill?: (page: Page) => Promise<void>;
  /** What the report call must carry. */
  body: Record<string, unknown>;
  /** Pickers the user must not see. */
  hidden?: string[];
}

const JOURNEYS: Journey[] = [
  {
    code: 'ESTADO_VENTAS', user: 'admin', endpoint: 'informeSituacionExpert',
    fill: async (page) => {
      await pick(page, 'cliente', '000001');
      await expect.poll(() => page.getByLabel('Nivel 1').count()).toBe(0);
      await choose(page, 'Tipo de listado', /^4 - /);
      await page.getByLabel('Nivel 2').fill('3');
    },
    body: { cliIni: '000001', cliFin: '000001', estadoPed: 'S', tipoPedidos: 'T', tipoVenta: 'T', tipoOrden: 'A', tipoListado: 4, nivelFamilia: 5, nivel1: 1, nivel2: 3, tipoEmpresa: 0, pdfSn: 'S' },
  },
  { code: 'ESTADO_VENTAS', user: 'cliente', endpoint: 'informeSituacionExpert', body: { estadoPed: 'S', tipoListado: 1 }, hidden: ['cliente', 'representante'] },
  {
    code: 'ESTADO_VENTAS', user: 'rep', endpoint: 'informeSituacionExpert',
    // The representative starts on the user's own code (its code shows in the picker).
    fill: async (page) => { expect(await page.getByTestId('lookup-representante-code').inputValue()).toMatch(/^R\d+/); },
    body: { repIni: expect.stringMatching(/^R\d+$/), estadoPed: 'S' },
  },
  {
    code: 'ESTADIST_VENTAS', user: 'admin', endpoint: 'informeComparativoVentas',
    fill: async (page) => { await pick(page, 'cliente', '000001'); await choose(page, 'Tipo de representante', 'Cliente'); },
    body: { clienteInicial: '000001', tipoRepresentante: 'C', mesEjercicioInicial: expect.stringMatching(/^\d{2}\/\d{4}$/), mesEjercicioComparadoFinal: expect.stringMatching(/^\d{2}\/\d{4}$/) },
  },
  { code: 'ESTADIST_VENTAS', user: 'cliente', endpoint: 'informeComparativoVentas', body: { tipoEmpresa: 0, pdfSn: 'S' }, hidden: ['cliente', 'representante'] },
  {
    code: 'IMPAGADOS', user: 'admin', endpoint: 'informeVencimientos',
    fill: async (page) => { await pick(page, 'cliente', '000001'); },
    body: { SituacionInforme: 'IMPAGADO', situacionCartera: 'AMBOS', portadaSN: 'N', ClienteIni: '000001', tipoEmpresa: 0, pdfSn: 'S' },
  },
  { code: 'IMPAGADOS', user: 'cliente', endpoint: 'informeVencimientos', body: { SituacionInforme: 'IMPAGADO', situacionCartera: 'AMBOS' }, hidden: ['cliente'] },
  {
    code: 'CARTERA_CLIENTS', user: 'admin', endpoint: 'informeVencimientos',
    fill: async (page) => { await pick(page, 'cliente', '000001'); await choose(page, 'Listado', 'Pendiente de cobro semanal'); },
    body: { codigoInforme: 'efu325', situacionCartera: 'NO_COBRADO', ClienteIni: '000001' },
  },
  { code: 'CARTERA_CLIENTS', user: 'cliente', endpoint: 'informeVencimientos', body: { codigoInforme: 'efj325', situacionCartera: 'NO_COBRADO' }, hidden: ['cliente', 'representante'] },
  {
    code: 'ESTAD_PROV_REP', user: 'admin', endpoint: 'informeEstadisticaProvincias',
    fill: async (page) => { await pickFirst(page, 'representante'); },
    body: { repIni: expect.stringMatching(/^R\d+$/), provinciaIni: '0', provinciaFin: '9999999', pedido: 3, orden: 1, ejercicio: new Date().getFullYear() },
  },
  { code: 'ESTAD_PROV_REP', user: 'cliente', endpoint: 'informeEstadisticaProvincias', body: { pedido: 3 }, hidden: ['representante'] },
];

describe.each(JOURNEYS)('$code as $user', (j) => {
  it('opens from the home, fills, downloads a PDF with pages', async () => {
    const { page, errors } = await newPage(browser(), { bypassCSP: true });
    await login(page, baseUrl, j.user);
    await openReport(page, j.code);
    for (const field of j.hidden ?? []) expect(await page.getByTestId(`lookup-${field}-code`).count(), field).toBe(0);
    await j.fill?.(page);
    const calls = recordCalls(page, P + j.endpoint);
    expect(await download(page)).toBeGreaterThan(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject(j.body);
    // Back to idle after the document.
    await expect.poll(() => page.getByTestId('filters-search').textContent()).toBe('Descargar');
    await screenshot(page, `financial-${j.code}-${j.user}`);
    expect(errors).toEqual([]);
  });
});

describe('shared behaviour of the document forms', () => {
  it('Download shows the preparing state and a loading dialog, then idles; a missing filter alerts without a call', async () => {
    const { page, errors } = await newPage(browser(), { bypassCSP: true });
    await login(page, baseUrl, 'admin');
    await openReport(page, 'IMPAGADOS');
    const calls = recordCalls(page, `${P}informeVencimientos`);
    await page.getByTestId('filters-search').click();
    await page.getByRole('dialog').filter({ hasText: 'Indique al menos un cliente' }).waitFor();
    expect(calls).toHaveLength(0);
    await page.getByRole('button', { name: 'Aceptar' }).click();

    await pick(page, 'cliente', '000001');
    const branchCalls = recordCalls(page, `${P}lovDic`);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(`**${P}informeVencimientos`, async (route) => { await held; await route.continue(); });
    const popupPromise = page.context().waitForEvent('page');
    await page.getByTestId('filters-search').click();
    await expect.poll(() => page.getByTestId('filters-search').textContent()).toBe('Preparando…');
    expect(await page.getByTestId('filters-search').isDisabled()).toBe(true);
    await page.getByRole('dialog').filter({ hasText: 'Preparando…' }).waitFor();
    // The unpaid-payments form asked the branch list first (for the customer's supplier code).
    expect(branchCalls.at(-1)).toMatchObject({ cliente: '000001' });
    release();
    expect(await documentPdfPages(await popupPromise)).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('filters-search').textContent()).toBe('Descargar');
    expect(await page.getByTestId('filters-search').isDisabled()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('province statistics: a country loads its provinces, a change of country resets the range, a country without provinces gives 0 to 9999999', async () => {
    const { page, errors } = await newPage(browser(), { bypassCSP: true });
    await login(page, baseUrl, 'admin');
    await openReport(page, 'ESTAD_PROV_REP');
    const provinceCalls = recordCalls(page, `${P}lovEpp`);
    await expect.poll(() => page.getByRole('combobox', { name: 'Provincia inicial' }).inputValue()).toBe('0');
    await choose(page, 'País', /España/);
    await expect.poll(() => provinceCalls.at(-1)).toMatchObject({ pais: expect.any(String) });
    await expect.poll(() => page.getByRole('combobox', { name: 'Provincia inicial' }).inputValue()).toBe('');
    await choose(page, 'Provincia inicial', /Barcelona/);
    await choose(page, 'Provincia final', /Madrid/);
    await choose(page, 'País', /Andorra/);
    await expect.poll(() => page.getByRole('combobox', { name: 'Provincia inicial' }).inputValue()).toBe('0');
    await expect.poll(() => page.getByRole('combobox', { name: 'Provincia final' }).inputValue()).toBe('9999999');
    await choose(page, 'País', /España/);
    await expect.poll(() => page.getByRole('combobox', { name: 'Provincia final' }).inputValue()).toBe('');
    await choose(page, 'Provincia inicial', /Álava|Araba/);
    await choose(page, 'Provincia final', /Zaragoza/);
    // A representative is required.
    await page.getByTestId('filters-search').click();
    await page.getByRole('dialog').filter({ hasText: 'Indique un representante' }).waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    const rep = await pickFirst(page, 'representante');
    const calls = recordCalls(page, `${P}informeEstadisticaProvincias`);
    expect(await download(page)).toBeGreaterThan(0);
    expect(calls[0]).toMatchObject({ repIni: rep, repFin: rep, provinciaIni: expect.stringMatching(/^0?1$/), provinciaFin: '50' });
    expect(calls[0]!.paisIni).toBe(calls[0]!.paisFin);
    expect(errors).toEqual([]);
  });

  it('sales situation: a level outside 1–5 is named at the field and blocks Download', async () => {
    const { page, errors } = await newPage(browser(), { bypassCSP: true });
    await login(page, baseUrl, 'cliente');
    await openReport(page, 'ESTADO_VENTAS');
    await choose(page, 'Tipo de listado', /^5 - /);
    await page.getByLabel('Nivel 1').fill('7');
    await page.getByText('El valor debe estar entre 1 y 5.').first().waitFor();
    expect(await page.getByTestId('filters-search').isDisabled()).toBe(true);
    await page.getByLabel('Nivel 1').fill('2');
    await expect.poll(() => page.getByTestId('filters-search').isDisabled()).toBe(false);
    await choose(page, 'Tipo de listado', /^9 - /);
    await expect.poll(() => page.getByLabel('Nivel 1').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('customer risk: a selection result', () => {
  it('ADMIN chooses customers across two pages, sees them as chips, removes one and downloads the risk sheets of the rest', async () => {
    const { page, errors } = await newPage(browser(), { bypassCSP: true });
    const listCalls = recordCalls(page, `${P}lovClte`);
    await login(page, baseUrl, 'admin');
    await openReport(page, 'RIESGOS');
    const list = page.getByTestId('selection-list');
    const rows = list.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(8);
    expect(listCalls.at(-1)).toMatchObject({ estadoAP: 'A', offset: 1, numRows: 8 });
    const first = await rows.nth(0).getAttribute('data-key');
    const second = await rows.nth(1).getAttribute('data-key');
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await list.getByRole('button', { name: /siguiente|next/i }).click();
    await expect.poll(() => listCalls.at(-1)?.offset).toBe(9);
    await expect.poll(() => rows.first().getAttribute('data-key')).not.toBe(first);
    const third = await rows.nth(2).getAttribute('data-key');
    await rows.nth(2).getByRole('checkbox').check();
    const chips = page.getByTestId('selection-chips').locator('[data-key]');
    await expect.poll(() => chips.count()).toBe(3);
    // Back on page 1 the two chosen rows are still ticked.
    await list.getByRole('button', { name: /anterior|previous/i }).click();
    await expect.poll(() => rows.nth(0).getByRole('checkbox').isChecked()).toBe(true);
    expect(await rows.nth(1).getByRole('checkbox').isChecked()).toBe(true);
    // Remove the second through its chip.
    await page.locator(`[data-testid=selection-chips] [data-key="${second}"] .MuiChip-deleteIcon`).click();
    await expect.poll(() => chips.count()).toBe(2);
    expect(await rows.nth(1).getByRole('checkbox').isChecked()).toBe(false);
    await screenshot(page, 'financial-RIESGOS-chips');
    const calls = recordCalls(page, `${P}informeRiesgoClientes`);
    expect(await download(page)).toBeGreaterThan(0);
    expect(calls[0]).toMatchObject({
      listaClientes: [{ codigoCliente: first }, { codigoCliente: third }], estadoClteAPT: 'T',
      verEspecialesSN: 'S', verAvalesSN: 'S', verObservSN: 'S', verDotacionSN: 'S', verAnualSN: 'S', verMensualSN: 'S', verBalanceOficSN: 'S', verInformeComercSN: 'S',
    });
    expect(errors).toEqual([]);
  });

  it('the search runs by itself after typing, and the header box chooses the whole page', async () => {
    const { page, errors } = await newPage(browser(), { bypassCSP: true });
    const listCalls = recordCalls(page, `${P}lovClte`);
    await login(page, baseUrl, 'admin');
    await openReport(page, 'RIESGOS');
    const rows = page.getByTestId('selection-list').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(8);
    const name = (await rows.nth(3).locator('td').nth(2).textContent())!;
    const before = listCalls.length;
    await page.getByTestId('selection-search').fill(name.slice(0, 12));
    await expect.poll(() => listCalls.length).toBe(before + 1);
    expect(listCalls.at(-1)).toMatchObject({ search: name.slice(0, 12), offset: 1 });
    await expect.poll(() => rows.first().locator('td').nth(2).textContent()).toContain(name.slice(0, 12));
    await page.getByTestId('selection-search').fill('');
    await expect.poll(() => rows.count()).toBe(8);
    await page.getByTestId('selection-page').locator('input').check();
    await expect.poll(() => page.getByTestId('selection-chips').locator('[data-key]').count()).toBe(8);
    await page.getByTestId('selection-page').locator('input').uncheck();
    await expect.poll(() => page.getByTestId('selection-chips').locator('[data-key]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('CLIENTE sees only its own customer and downloads its risk sheet', async () => {
    const { page, errors } = await newPage(browser(), { bypassCSP: true });
    await login(page, baseUrl, 'cliente');
    await openReport(page, 'RIESGOS');
    const rows = page.getByTestId('selection-list').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-key')).toBe('000001');
    await rows.first().click();
    const calls = recordCalls(page, `${P}informeRiesgoClientes`);
    expect(await download(page)).toBeGreaterThan(0);
    expect(calls[0]).toMatchObject({ listaClientes: [{ codigoCliente: '000001' }] });
    expect(errors).toEqual([]);
  });
});
