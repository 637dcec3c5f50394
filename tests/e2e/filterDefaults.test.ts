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
