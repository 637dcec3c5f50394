import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newPage, onFailureScreenshot, screenshot } from './support/browser';
import { apiLogin, apiPost } from './support/erpApi';

const baseUrl = inject('baseUrl');
const P = '/wscomun/portalinformes';
let browser: Browser;
let rep: { tira: string };
let customers: { codigo: string; nombre: string }[];

beforeAll(async () => {
  browser = await launchBrowser();
  rep = await apiLogin(baseUrl, 'rep');
  customers = (await apiPost<{ dataRes: { codigo: string; nombre: string }[] }>(baseUrl, `${P}/lovClte`, rep.tira, { offset: 1, numRows: 50, orderBy: 'codigo', order: 'ASC' })).dataRes;
});
afterAll(async () => { await browser?.close(); });

const wire = (days: number) => {
  const iso = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
};

/** Types a DD/MM/YYYY date into the MUI date field labelled `label`, section by section. */
async function typeDate(scope: Page | Locator, page: Page, label: RegExp, ddmmyyyy: string) {
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy.replace(/\//g, ''), { delay: 20 });
  await page.keyboard.press('Tab');
}

/** Chooses an option of an MUI select by its label and the option text. */
async function choose(page: Page, scope: Page | Locator, label: RegExp, option: RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** Closes the alert on top with its button and returns its text. */
async function closeAlert(page: Page, button: RegExp = /Aceptar/): Promise<string> {
  const alert = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: button }) }).last();
  await alert.waitFor();
  const text = (await alert.textContent()) ?? '';
  await alert.getByRole('button', { name: button }).click();
  await alert.waitFor({ state: 'hidden' });
  return text;
}

/** Creates an open quote with lines through the services (for journeys that start from the list). */
async function apiQuote(cliente: string, articles: number): Promise<{ id: number; numeroPedido: number }> {
  const saved = await apiPost<{ id: number; numeroPedido: number }>(baseUrl, `${P}/guardaPresupuesto`, rep.tira, {
    accion: 'I', cliente, sucursalEnvio: '001', fecha: wire(0), fechaVigencia: wire(7), formaPago: 'T30', dtoRappel: 'R00', dtoPP: 'PP0', refPedido: 'E2E',
  });
  if (articles > 0) {
    const found = await apiPost<{ ARTICULOS: { artArticulo: string }[] }>(baseUrl, `${P}/lovArt`, rep.tira, { cliente, offset: 1, numRows: articles });
    await apiPost(baseUrl, `${P}/guardaDetallePresupuesto`, rep.tira, {
      listaLineasPresupuesto: found.ARTICULOS.map((a) => ({ idCabecera: saved.id, articulo: a.artArticulo, cantidadUmv: 2, accion: 'I' })),
    });
  }
  return saved;
}

const header = async (id: number) => (await apiPost<{ cabeceraPresupuesto: any }>(baseUrl, `${P}/cabecerPresupuesto`, rep.tira, { id })).cabeceraPresupuesto; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Runs a journey on a fresh page: no page errors allowed; on failure, screenshots of every open page. */
async function journey(name: string, run: (page: Page) => Promise<void>): Promise<void> {
  const { page, errors } = await newPage(browser, { height: 900 });
  try {
    await run(page);
    expect(errors).toEqual([]);
  } catch (error) {
    await onFailureScreenshot(browser, name);
    throw error;
  } finally {
    await page.context().close();
  }
}

async function openQuotes(page: Page) {
  await page.locator('[data-module=PRESUPUESTOS]').first().click();
  await page.getByTestId('quote-row').first().waitFor();
}

describe('quotes (PRESUPUESTOS)', () => {
  it('a representative builds a quote with three articles and a grouping, edits a discount, sees the PDF, accepts it and finds the order', () => journey('quotes-journey', async (page) => {
    const customer = customers[1]!;
    await login(page, baseUrl, 'rep');
    // The reports home card opens the quotes screen, like the menu.
    await page.locator('[data-report=PRESUPUESTOS] button').click();
    await page.waitForURL('**/presupuestos');
    await page.getByTestId('quote-row').first().waitFor();
    await screenshot(page, 'quotes-list');

    // Step 1: Continue needs customer and branch; the branch waits for a customer.
    await page.getByTestId('quotes-new').click();
    await page.getByTestId('wizard-step-1').waitFor();
    await expect.poll(() => page.getByTestId('wizard-branch-code').isDisabled()).toBe(true);
    await page.getByTestId('wizard-continue').click();
    expect(await closeAlert(page)).toContain('Seleccione un cliente y una sucursal');
    await page.getByTestId('wizard-customer-code').fill(customer.codigo);
    await page.getByTestId('wizard-customer-code').press('Enter');
    await expect.poll(() => page.getByTestId('wizard-customer-name').inputValue()).toBe(customer.nombre);
    await page.getByTestId('wizard-branch-search').click();
    await page.getByTestId('lookup-dialog').locator('tbody tr').first().click();
    await expect.poll(() => page.getByTestId('wizard-branch-code').inputValue()).toBe('001');
    await screenshot(page, 'quotes-step1');
    await page.getByTestId('wizard-continue').click();

    // Step 2: required fields and date rules; today and today + 7 by default.
    const step2 = page.getByTestId('wizard-step-2');
    await step2.waitFor();
    await page.getByTestId('wizard-refPedido').fill('OBRA NAVE 7');
    await typeDate(step2, page, /Fecha de validez/, wire(-1));
    await page.getByTestId('wizard-continue').click();
    await expect.poll(() => step2.textContent()).toContain('La validez debe ser posterior a la fecha del pedido');
    await expect.poll(() => step2.getByText('Campo obligatorio').count()).toBe(3);
    await screenshot(page, 'quotes-step2-validation');
    await typeDate(step2, page, /Fecha de validez/, wire(14));
    await choose(page, step2, /Forma de pago/, /Transferencia a 30 días/);
    await choose(page, step2, /rappel/i, /Rappel 2 %/);
    await choose(page, step2, /pronto pago/i, /Pronto pago 1 %/);
    await page.getByTestId('wizard-observaciones').fill('Entrega en obra por la mañana.');
    await screenshot(page, 'quotes-step2');
    await page.getByTestId('wizard-continue').click();

    // Step 3: three articles from the finder.
    await page.getByTestId('wizard-step-3').waitFor();
    await expect.poll(() => page.getByTestId('wizard-title').textContent()).toMatch(/Presupuesto \d+/);
    const quoteNumber = Number(/(\d+)/.exec((await page.getByTestId('wizard-title').textContent()) ?? '')![1]);
    await page.getByTestId('lines-add').click();
    const finder = page.getByTestId('finder-dialog');
    await finder.getByTestId('finder-row').first().waitFor();
    await expect.poll(() => finder.getByTestId('finder-range').textContent()).toMatch(/^1–5 de \d+$/);
    await finder.getByTestId('finder-next').click();
    await expect.poll(() => finder.getByTestId('finder-range').textContent()).toMatch(/^6–10 de \d+$/);
    await finder.getByTestId('finder-previous').click();
    await expect.poll(() => finder.getByTestId('finder-range').textContent()).toMatch(/^1–5 de \d+$/);
    const rows = finder.getByTestId('finder-row');
    const chosen: string[] = [];
    for (const [i, qty] of [[0, '3'], [1, '2'], [2, '5']] as const) {
      const row = rows.nth(i);
      chosen.push((await row.getAttribute('data-article'))!);
      await row.getByTestId('finder-quantity').fill('0');
      await expect.poll(() => row.getByTestId('finder-add').isDisabled()).toBe(true);
      await row.getByTestId('finder-quantity').fill(qty);
      await row.getByTestId('finder-add').click();
    }
    await finder.getByTestId('finder-selected').click();
    await expect.poll(() => page.getByTestId('finder-selected-item').count()).toBe(3);
    await screenshot(page, 'quotes-finder');
    await page.keyboard.press('Escape');
    await finder.getByTestId('finder-apply').click();
    await finder.waitFor({ state: 'hidden' });
    const goodsRows = page.locator('[data-testid=line-row][data-generated=N]');
    await expect.poll(() => goodsRows.count()).toBe(3);
    await expect.poll(() => page.getByTestId('article-image').count()).toBeGreaterThan(2);

    // Groupings: the name is required; create one.
    await page.getByTestId('lines-groupings').click();
    const groupings = page.getByTestId('groupings-dialog');
    await groupings.getByTestId('grouping-row').first().waitFor();
    await groupings.getByTestId('grouping-create').click();
    await expect.poll(() => groupings.textContent()).toContain('Campo obligatorio');
    const groupName = `Nave ${quoteNumber}`;
    await groupings.getByTestId('grouping-name').fill(groupName);
    await groupings.getByTestId('grouping-create').click();
    await groupings.locator(`[data-grouping="${groupName}"]`).waitFor();
    await screenshot(page, 'quotes-groupings');
    // Delete asks first and needs a selection.
    await groupings.getByTestId('grouping-delete').click();
    expect(await closeAlert(page)).toContain('No ha seleccionado ningún elemento');
    const temporary = `Temporal ${quoteNumber}`;
    await groupings.getByTestId('grouping-name').fill(temporary);
    await groupings.getByTestId('grouping-create').click();
    // The new grouping's page shows at once, wherever the name sorts.
    const temporaryRow = groupings.locator(`[data-grouping="${temporary}"]`);
    await temporaryRow.click();
    await groupings.getByTestId('grouping-delete').click();
    const ask = page.getByRole('dialog').filter({ hasText: 'Borrar agrupaciones' });
    await ask.getByRole('button', { name: 'Sí' }).click();
    await expect.poll(() => temporaryRow.count()).toBe(0);
    await groupings.getByTestId('groupings-exit').click();
    await groupings.waitFor({ state: 'hidden' });

    // Edit the first line: grouping and a 10 + 5 discount; the net price and amount follow.
    const first = goodsRows.first();
    const before = await header((await apiPost<{ presupuestos: { id: number; numeroPedido: number }[] }>(baseUrl, `${P}/listado`, rep.tira, { numPedido: String(quoteNumber) })).presupuestos[0]!.id);
    await first.click();
    const form = page.locator('[data-testid=line-edit-form][data-line="1"]');
    await form.waitFor();
    await choose(page, form, /Agrupación/, new RegExp(groupName));
    await form.getByTestId('line-porc1').fill('10');
    await form.getByTestId('line-porc2').fill('5');
    await expect.poll(() => form.getByTestId('line-discount-total').textContent()).toContain('= 15 %');
    await form.getByTestId('line-entre12').click();
    await expect.poll(() => form.getByTestId('line-discount-total').textContent()).toContain('= 5 %');
    await form.getByTestId('line-entre12').click();
    await screenshot(page, 'quotes-line-edit');
    await form.getByTestId('line-save').click();
    await expect.poll(() => first.getByTestId('line-discount').textContent()).toBe('15 %');
    await expect.poll(() => first.getByTestId('line-grouping-name').textContent()).toBe(groupName);
    const after = await header(before.id);
    const line1 = after.lineas.find((l: { numeroItem: number }) => l.numeroItem === 1);
    expect(line1.descuento).toBe(15);
    expect(line1.netoArticulo).toBeCloseTo(line1.precioArticulo * 0.85, 3);

    // Two lines saved one right after the other both persist.
    await goodsRows.nth(1).click();
    await goodsRows.nth(2).click();
    const form2 = page.locator('[data-testid=line-edit-form][data-line="2"]');
    const form3 = page.locator('[data-testid=line-edit-form][data-line="3"]');
    await form2.getByTestId('line-reference').fill('PLANTA 1');
    await form3.getByTestId('line-reference').fill('PLANTA 2');
    // Both Save buttons in the same moment: the portal queues the second save behind the first.
    await page.evaluate(() => {
      for (const n of [2, 3]) document.querySelector<HTMLButtonElement>(`[data-testid=line-edit-form][data-line="${n}"] [data-testid=line-save]`)!.click();
    });
    await expect.poll(async () => (await header(before.id)).lineas.filter((l: { referencia: string }) => l.referencia.startsWith('PLANTA')).length).toBe(2);
    await screenshot(page, 'quotes-step3');

    // A reload in the middle of the wizard comes back to the quote as last saved.
    await page.reload();
    await page.getByTestId('wizard-step-3').waitFor();
    await expect.poll(() => goodsRows.count()).toBe(3);
    await expect.poll(() => first.getByTestId('line-discount').textContent()).toBe('15 %');

    // Step 4: the PDF preview, then turn it into an order.
    await page.getByTestId('wizard-continue').click();
    await page.getByTestId('wizard-step-4').waitFor();
    const frame = page.getByTestId('quote-pdf');
    await frame.waitFor();
    expect(await frame.evaluate((el) => (el as HTMLIFrameElement).getBoundingClientRect().height)).toBe(700);
    const src = (await frame.getAttribute('src'))!;
    const pdf = Buffer.from(await (await fetch(src)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Let Chromium's viewer draw the pages.
    await page.waitForTimeout(2500);
    await screenshot(page, 'quotes-step4');
    await page.getByTestId('wizard-accept').click();
    const accepted = page.getByRole('dialog').filter({ hasText: 'Presupuesto convertido en pedido' });
    await accepted.waitFor();
    const order = Number(/pedido (\d+)/.exec((await accepted.textContent()) ?? '')![1]);
    await screenshot(page, 'quotes-accepted');
    await accepted.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL('**/presupuestos');

    // The accepted quote can no longer be edited or deleted.
    const row = page.locator(`[data-testid=quote-row][data-quote="${quoteNumber}"]`);
    await row.waitFor();
    await expect.poll(() => row.getAttribute('data-status')).toBe('2');
    await row.click();
    await page.getByTestId('quotes-edit').click();
    expect(await closeAlert(page)).toContain('El estado del presupuesto no permite editarlo');
    await page.getByTestId('quotes-delete').click();
    expect(await closeAlert(page)).toContain('Los presupuestos aceptados no se pueden borrar');

    // The order is in the order status report of the representative.
    await page.locator('[data-module=INFORMES]').first().click();
    await page.locator('[data-report=ESTADO_PED_ALB] button').click();
    const dialog = page.getByTestId('report-dialog');
    await dialog.locator('[data-group=more]').click();
    await dialog.locator('#root_numeroPedido').fill(String(order));
    await dialog.getByTestId('filters-search').click();
    await expect.poll(() => dialog.getByTestId('grid-total').textContent()).toBe('1 resultado');
    await expect.poll(() => dialog.locator('.ag-row').first().textContent()).toContain(customer.codigo);
    await screenshot(page, 'quotes-order-status');
  }));
  it('asks before deleting quotes and explains what Edit and Delete need', () => journey('quotes-delete', async (page) => {
    const customer = customers[2]!;
    const a = await apiQuote(customer.codigo, 1);
    const b = await apiQuote(customer.codigo, 0);
    await login(page, baseUrl, 'rep');
    await openQuotes(page);
    await page.getByTestId('quotes-edit').click();
    expect(await closeAlert(page)).toContain('No ha seleccionado ningún elemento');
    await page.getByTestId('quotes-delete').click();
    expect(await closeAlert(page)).toContain('No ha seleccionado ningún elemento');

    // Advanced filters: the customer picker and Search.
    await page.getByTestId('quotes-advanced').click();
    await page.getByTestId('quotes-filter-customer-code').fill(customer.codigo);
    await page.getByTestId('quotes-filter-customer-code').press('Enter');
    await expect.poll(() => page.getByTestId('quotes-filter-customer-name').inputValue()).toBe(customer.nombre);
    await page.getByTestId('quotes-filter-search').click();
    const rowA = page.locator(`[data-testid=quote-row][data-quote="${a.numeroPedido}"]`);
    const rowB = page.locator(`[data-testid=quote-row][data-quote="${b.numeroPedido}"]`);
    await rowA.waitFor();
    await expect.poll(async () => {
      const rows = await page.getByTestId('quote-row').allTextContents();
      return rows.length > 0 && rows.every((t) => t.includes(customer.codigo));
    }).toBe(true);
    await rowA.click();
    await rowB.click();
    await page.getByTestId('quotes-edit').click();
    expect(await closeAlert(page)).toContain('Seleccione un solo presupuesto');

    await page.getByTestId('quotes-delete').click();
    const question = page.getByRole('dialog').filter({ hasText: 'Borrar presupuestos' });
    await question.waitFor();
    await expect.poll(() => question.textContent()).toContain(`${a.numeroPedido}, ${b.numeroPedido}`);
    await screenshot(page, 'quotes-delete-question');
    await question.getByRole('button', { name: 'No' }).click();
    await question.waitFor({ state: 'hidden' });
    await expect.poll(() => rowA.count()).toBe(1);

    await page.getByTestId('quotes-delete').click();
    await question.getByRole('button', { name: 'Sí' }).click();
    await expect.poll(() => rowA.count()).toBe(0);
    await expect.poll(() => rowB.count()).toBe(0);
    await expect.poll(() => page.getByText('2 presupuestos borrados').count()).toBe(1);
    const gone = await fetch(`${baseUrl}${P}/cabecerPresupuesto`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tira: rep.tira, id: a.id }) });
    expect(gone.status).toBe(404);
  }));

  it('opens the summary from the list, keeps what was typed when a save fails, explains a refused line and returns to where it came from', () => journey('quotes-errors', async (page) => {
    const customer = customers[3]!;
    const q = await apiQuote(customer.codigo, 1);
    await login(page, baseUrl, 'rep');
    await openQuotes(page);
    await page.locator(`[data-testid=quote-row][data-quote="${q.numeroPedido}"]`).click();
    await page.getByTestId('quotes-edit').click();
    await page.waitForURL(`**/presupuestos/resumen/${q.id}`);
    await expect.poll(() => page.getByTestId('quote-summary-title').textContent()).toBe(`Presupuesto ${q.numeroPedido}`);
    await page.getByTestId('quote-pdf').waitFor();
    await page.waitForTimeout(2500);
    await screenshot(page, 'quotes-summary');

    // Edit from the summary: the saved customer is fixed, the branch is not.
    await page.getByTestId('quote-summary-edit').click();
    await page.getByTestId('wizard-step-1').waitFor();
    await expect.poll(() => page.getByTestId('wizard-customer-code').isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('wizard-branch-code').isDisabled()).toBe(false);
    await page.getByTestId('wizard-continue').click();
    await page.getByTestId('wizard-step-2').waitFor();

    // The server fails once: the alert names the save, and everything typed stays.
    let failed = 0;
    await page.route('**/guardaPresupuesto', async (route) => {
      if (failed++ > 0) return route.fallback();
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ result: 'ko', statusCode: '500', statusText: 'INTERNAL', errorCode: 'INTERNAL', errorMsg: 'Unexpected server error (HTTP 500).' }) });
    });
    await page.getByTestId('wizard-refPedido').fill('REFERENCIA QUE NO SE PIERDE');
    await page.getByTestId('wizard-observaciones').fill('Texto escrito antes del fallo');
    await page.getByTestId('wizard-continue').click();
    const failure = page.getByRole('dialog').filter({ hasText: 'Error al guardar el presupuesto' });
    await failure.waitFor();
    await expect.poll(() => failure.textContent()).toContain('INTERNAL (500)');
    await screenshot(page, 'quotes-save-error');
    await failure.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => page.getByTestId('wizard-refPedido').inputValue()).toBe('REFERENCIA QUE NO SE PIERDE');
    await expect.poll(() => page.getByTestId('wizard-observaciones').inputValue()).toBe('Texto escrito antes del fallo');
    await page.getByTestId('wizard-continue').click();
    await page.getByTestId('wizard-step-3').waitFor();
    expect((await header(q.id)).refPedido).toBe('REFERENCIA QUE NO SE PIERDE');

    // A price under the article's lowest price (every article's is above a cent): typed with a comma, the server refuses, the form keeps the price.
    await page.locator('[data-testid=line-row][data-generated=N]').first().click();
    const form = page.locator('[data-testid=line-edit-form][data-line="1"]');
    await form.getByTestId('line-price').fill('0,01');
    await expect.poll(() => form.getByTestId('line-price').inputValue()).toBe('0,01');
    // Leave the field first: its blur re-renders the form, which must not happen between the press and the release on Save.
    await form.getByTestId('line-price').press('Tab');
    await expect.poll(() => form.getByTestId('line-price').inputValue()).toBe('0,01');
    await form.getByTestId('line-save').click();
    const refused = page.getByRole('dialog').filter({ hasText: 'Error al guardar el detalle del presupuesto' });
    await refused.waitFor();
    await expect.poll(() => refused.textContent()).toContain('precio mínimo del artículo');
    await screenshot(page, 'quotes-line-refused');
    await refused.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => form.getByTestId('line-price').inputValue()).toBe('0,01');
    expect((await header(q.id)).lineas[0].precioModificado).toBe('N');

    // Articles without a photo show the placeholder.
    await page.getByTestId('lines-add').click();
    const finder = page.getByTestId('finder-dialog');
    await finder.getByTestId('finder-search').fill('A000006');
    await finder.getByTestId('finder-search').press('Enter');
    await expect.poll(() => finder.getByTestId('finder-range').textContent()).toBe('1–1 de 1');
    await expect.poll(() => finder.getByTestId('article-image').getAttribute('data-placeholder')).toBe('S');
    await finder.getByTestId('finder-search').fill('A000001');
    await finder.getByTestId('finder-search').press('Enter');
    await expect.poll(() => finder.getByTestId('article-image').first().getAttribute('data-placeholder')).toBe('N');
    await finder.getByTestId('finder-cancel').click();

    // The back arrow returns to the summary it came from.
    await page.getByTestId('wizard-exit').click();
    await page.waitForURL(`**/presupuestos/resumen/${q.id}`);
    await page.getByTestId('quote-summary-back').click();
    await page.waitForURL('**/presupuestos');
  }));
});
