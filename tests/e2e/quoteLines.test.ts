import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { apiLogin, apiPost } from './support/erpApi';

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();
const P = '/wscomun/portalinformes';
let rep: { tira: string };
let customers: { codigo: string; nombre: string }[];

beforeAll(async () => {
  rep = await apiLogin(baseUrl, 'rep');
  customers = (await apiPost<{ dataRes: { codigo: string; nombre: string }[] }>(baseUrl, `${P}/lovClte`, rep.tira, { offset: 1, numRows: 50, orderBy: 'codigo', order: 'ASC' })).dataRes;
});

const wire = (days: number) => {
  const iso = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
};

/** A price as the price field writes it in German notation, written out here rather than taken from the portal: 450,50 (two decimals at least, four at most). */
const germanPrice = (n: number) => {
  const [int, dec = ''] = String(n).split('.') as [string, string?];
  return `${int},${dec.padEnd(2, '0')}`;
};

/** Creates an open quote of the representative with `articles` lines through the services. */
async function apiQuote(cliente: string, articles: number): Promise<{ id: number; numeroPedido: number }> {
  const saved = await apiPost<{ id: number; numeroPedido: number }>(baseUrl, `${P}/guardaPresupuesto`, rep.tira, {
    accion: 'I', cliente, sucursalEnvio: '001', fecha: wire(0), fechaVigencia: wire(7), formaPago: 'T30', dtoRappel: 'R00', dtoPP: 'PP0', refPedido: 'LINEAS',
  });
  if (articles > 0) {
    const found = await apiPost<{ ARTICULOS: { artArticulo: string }[] }>(baseUrl, `${P}/lovArt`, rep.tira, { cliente, offset: 1, numRows: articles });
    await apiPost(baseUrl, `${P}/guardaDetallePresupuesto`, rep.tira, {
      listaLineasPresupuesto: found.ARTICULOS.map((a) => ({ idCabecera: saved.id, articulo: a.artArticulo, cantidadUmv: 2, accion: 'I' })),
    });
  }
  return saved;
}

const header = async (id: number) => (await apiPost<{ cabeceraPresupuesto: { lineas: { numeroItem: number; precioArticulo: number }[] } }>(baseUrl, `${P}/cabecerPresupuesto`, rep.tira, { id })).cabeceraPresupuesto;

/** Logs in as the representative and opens the quote's step 3 the way a user does: list, summary, Edit, Continue twice. */
async function openArticles(page: Page, q: { id: number; numeroPedido: number }) {
  await login(page, baseUrl, 'rep');
  await page.locator('[data-module=PRESUPUESTOS]').first().click();
  await page.locator(`[data-testid=quote-row][data-quote="${q.numeroPedido}"]`).click();
  await page.getByTestId('quotes-edit').click();
  await page.waitForURL(`**/presupuestos/resumen/${q.id}`);
  await page.getByTestId('quote-summary-edit').click();
  await page.getByTestId('wizard-step-1').waitFor();
  await page.getByTestId('wizard-continue').click();
  await page.getByTestId('wizard-step-2').waitFor();
  await page.getByTestId('wizard-continue').click();
  await page.getByTestId('wizard-step-3').waitFor();
}

/** Opens the edit form of line `item`. */
async function openLine(page: Page, item: number): Promise<Locator> {
  await page.locator(`[data-testid=line-row][data-line="${item}"]`).click();
  const form = page.locator(`[data-testid=line-edit-form][data-line="${item}"]`);
  await form.waitFor();
  return form;
}

/** Labels and chosen values of the form's selects whose text does not fit (cut with an ellipsis or clipped). */
const cutLabels = (scope: Locator) => scope.locator('label, .MuiSelect-select').evaluateAll((labels) =>
  labels.filter((l) => l.getBoundingClientRect().width > 0 && l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));

/** A text with its non-breaking spaces (Intl puts one before the euro sign) as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('quote lines (step 3 of the wizard)', () => {
  it('the discount summary follows the percentages with the quantity empty; prices show in German notation; Save closes the form; the snackbar stays below the header', async () => {
    const { page, errors } = await newPage(browser(), { height: 900 });
    const q = await apiQuote(customers[5]!.codigo, 2);
    await openArticles(page, q);
    const form = await openLine(page, 1);

    // Every label and chosen value of the form reads whole at the wizard's width (the rate's price and discount are in its menu and under the price).
    await form.getByRole('combobox', { name: /Tarifa/ }).waitFor();
    await expect.poll(() => cutLabels(form)).toEqual([]);

    // The discount summary with the quantity empty: 5 + 0 + 0 = 5 %.
    await form.getByTestId('line-quantity').fill('');
    await form.getByTestId('line-porc1').fill('5');
    await form.getByTestId('line-porc2').fill('0');
    await form.getByTestId('line-porc3').fill('0');
    await expect.poll(() => form.getByTestId('line-discount-total').textContent()).toContain('5 + 0 + 0 = 5 %');
    await form.getByTestId('line-porc2').fill('2,5');
    await expect.poll(() => form.getByTestId('line-discount-total').textContent()).toContain('5 + 2,5 + 0 = 7,5 %');
    await screenshot(page, 'quote-lines-empty-quantity');

    // The price as the line has it, in German notation; a typed dot becomes the decimal comma.
    const stored = (await header(q.id)).lineas.find((l) => l.numeroItem === 1)!.precioArticulo;
    expect(await form.getByTestId('line-price').inputValue()).toBe(germanPrice(stored));
    await form.getByTestId('line-quantity').fill('3');
    await form.getByTestId('line-price').fill('450.5');
    await expect.poll(() => form.getByTestId('line-price').inputValue()).toBe('450,5');
    // The preview: net 450,50 less 7,5 % = 416,7125 → 416,71 €; amount 3 × factor × net, all with two decimals.
    await expect.poll(async () => plain(await form.getByTestId('line-preview').textContent())).toContain('neto 416,71 €');
    const preview = plain(await form.getByTestId('line-preview').textContent());
    expect(preview.match(/[\d.,]+(?= €)/g)!.every((n) => /^\d{1,3}(\.\d{3})*,\d{2}$/.test(n)), preview).toBe(true);
    await screenshot(page, 'quote-lines-price');

    // Save closes the form; the new price shows as a euro amount in the row and in the form when it opens again.
    await form.getByTestId('line-save').click();
    const snackbar = page.getByTestId('snackbar-success');
    await snackbar.waitFor();
    await expect.poll(() => form.count()).toBe(0);
    const row = page.locator('[data-testid=line-row][data-line="1"]');
    await expect.poll(async () => plain(await row.textContent())).toContain('450,50 €');
    await expect.poll(() => row.getByTestId('line-discount').textContent()).toBe('7,5 %');

    // The snackbar does not cover the header.
    const bar = (await page.getByRole('banner').boundingBox())!;
    const note = (await snackbar.boundingBox())!;
    await screenshot(page, 'quote-lines-saved-snackbar');
    expect(overlap(bar, note), `snackbar ${JSON.stringify(note)} over the header ${JSON.stringify(bar)}`).toBe(false);
    expect(note.y).toBeGreaterThanOrEqual(bar.y + bar.height);

    const again = await openLine(page, 1);
    expect(await again.getByTestId('line-price').inputValue()).toBe('450,50');
    expect(errors).toEqual([]);
  });

  it('a new grouping shows in the dialog at once, on whatever page its name sorts to, and in the line form', async () => {
    const { page, errors } = await newPage(browser(), { height: 900 });
    const q = await apiQuote(customers[6]!.codigo, 1);
    await openArticles(page, q);
    await page.getByTestId('lines-groupings').click();
    const dialog = page.getByTestId('groupings-dialog');
    await dialog.getByTestId('grouping-row').first().waitFor();
    // More than one page of groupings, and a name that sorts after every one of them.
    for (const name of ['Alfa', 'Beta', 'Gamma', 'Delta', 'Épsilon', 'Zeta'].map((n) => `${n} ${q.numeroPedido}`)) {
      await dialog.getByTestId('grouping-name').fill(name);
      await dialog.getByTestId('grouping-create').click();
      await dialog.locator(`[data-grouping="${name}"]`).waitFor({ timeout: 5000 });
    }
    const last = `Zzz última ${q.numeroPedido}`;
    await dialog.getByTestId('grouping-name').fill(last);
    await dialog.getByTestId('grouping-create').click();
    await dialog.locator(`[data-grouping="${last}"]`).waitFor({ timeout: 5000 });
    await screenshot(page, 'quote-lines-new-grouping');
    await dialog.getByTestId('groupings-exit').click();
    await dialog.waitFor({ state: 'hidden' });
    const form = await openLine(page, 1);
    await form.getByRole('combobox', { name: /Agrupación/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: last }).waitFor();
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  it('step 3 without lines asks before moving on to the summary', async () => {
    const { page, errors } = await newPage(browser(), { height: 900 });
    const q = await apiQuote(customers[7]!.codigo, 0);
    await openArticles(page, q);
    await page.getByTestId('lines-empty').waitFor();
    await page.getByTestId('wizard-continue').click();
    const ask = page.getByRole('dialog').filter({ hasText: 'Presupuesto sin líneas' });
    await ask.waitFor({ timeout: 5000 });
    await screenshot(page, 'quote-lines-no-lines-warning');
    await ask.getByRole('button', { name: 'No' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('wizard-step-3').isVisible()).toBe(true);
    await page.getByTestId('wizard-continue').click();
    await ask.getByRole('button', { name: 'Sí' }).click();
    await page.getByTestId('wizard-step-4').waitFor();
    expect(errors).toEqual([]);
  });
});
