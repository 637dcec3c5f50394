import type { Request } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { apiLogin, apiPost } from './support/erpApi';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { openReport } from './support/documents';

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();
const P = '/wscomun/portalinformes';

it('a select without a default is not filled: a CLIENTE lists its invoiced and uninvoiced services', async () => {
  const { page, errors } = await newPage(browser());
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && r.url().endsWith(`${P}/RecogidasEntregas`)) bodies.push(r.postDataJSON() as Record<string, unknown>);
  });
  await login(page, baseUrl, 'cliente');
  await openReport(page, 'ENTR_REC_TRANS');
  await page.locator('[data-choice=T]').click();
  await page.getByTestId('filters-search').click();
  await page.locator('.ag-row').first().waitFor();
  await expect.poll(() => bodies.length).toBeGreaterThan(0);
  const sent = bodies[0]!;
  // The invoiced filter (hidden for a customer) has no default: every service, invoiced or not.
  expect(sent.facturadoSN ?? '', 'no invoiced filter sent').toBe('');
  const shown = Number((await page.getByTestId('grid-total').textContent())!.replace(/\D/g, ''));
  const { tira } = await apiLogin(baseUrl, 'cliente');
  const count = async (facturadoSN: string) =>
    (await apiPost<{ numReg: number }>(baseUrl, `${P}/RecogidasEntregas`, tira, { ...sent, tira, facturadoSN })).numReg;
  const [all, invoiced] = [await count(''), await count('S')];
  expect(all).toBeGreaterThan(invoiced);
  expect(shown).toBe(all);
  await screenshot(page, 'pickups-cliente-all-invoiced-states');
  expect(errors).toEqual([]);
});

it('the pickups state filter opens on "closed" for the admin and lists each choice once (no second "all")', async () => {
  const { page, errors } = await newPage(browser());
  await login(page, baseUrl, 'admin');
  await openReport(page, 'ENTR_REC_TRANS');
  await page.locator('[data-choice=T]').click();
  const state = page.getByRole('combobox', { name: 'Estado' });
  await expect.poll(() => state.textContent()).toBe('Cerrados');
  await state.click();
  const options = await page.getByRole('listbox').getByRole('option').allTextContents();
  expect(options).toEqual(['Todos', 'En proceso', 'Cerrados']);
  await screenshot(page, 'pickups-admin-state-options');
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});

it('a REPRESENTANTE searches pickups on its own representative without choosing a client', async () => {
  const { page, errors } = await newPage(browser());
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && r.url().endsWith(`${P}/RecogidasEntregas`)) bodies.push(r.postDataJSON() as Record<string, unknown>);
  });
  await login(page, baseUrl, 'rep');
  await openReport(page, 'ENTR_REC_TRANS');
  await page.locator('[data-choice=T]').click();
  await page.getByTestId('filters-search').click();
  await page.locator('.ag-row').first().waitFor();
  expect(await page.getByRole('dialog', { name: 'Aviso' }).count(), 'no "indicate a client" alert').toBe(0);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.map((b) => b.clienteInicial ?? ''), 'no client chosen').toEqual(bodies.map(() => ''));
  const { tira } = await apiLogin(baseUrl, 'rep');
  const all = (await apiPost<{ numReg: number }>(baseUrl, `${P}/RecogidasEntregas`, tira, { ...bodies[0], tira })).numReg;
  expect(all).toBeGreaterThan(0);
  expect(Number((await page.getByTestId('grid-total').textContent())!.replace(/\D/g, ''))).toBe(all);
  await screenshot(page, 'pickups-rep-without-client');
  expect(errors).toEqual([]);
});
