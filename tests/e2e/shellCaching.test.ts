import type Database from 'better-sqlite3';
import type { Page, Request } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { serverDatabase } from './support/serverDatabase';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = chromiumPerFile();
const P = '/wscomun/portalinformes';
const CALLS = ['listaOpcionesPortal', 'listaInformesPortal', 'getFechasRoles'] as const;
type Counts = Record<(typeof CALLS)[number], number>;
/** The portal's freshness window of the access lists (ACCESS_FRESH_MS), plus a margin. */
const PAST_FRESHNESS_MS = 2500;

/** Runs SQL on the hosted server's database. */
const sqlite = <T>(work: (db: Database.Database) => T): T => serverDatabase(dataDir, work);

/** Counts the page's requests to the three access calls. */
function countAccessCalls(page: Page): () => Counts {
  const counts: Counts = { listaOpcionesPortal: 0, listaInformesPortal: 0, getFechasRoles: 0 };
  page.on('request', (r: Request) => {
    if (r.method() !== 'POST') return;
    for (const c of CALLS) if (r.url().endsWith(`${P}/${c}`)) counts[c]++;
  });
  return () => ({ ...counts });
}
const plus = (a: Counts, b: Counts): Counts => ({ listaOpcionesPortal: a.listaOpcionesPortal + b.listaOpcionesPortal,
  listaInformesPortal: a.listaInformesPortal + b.listaInformesPortal, getFechasRoles: a.getFechasRoles + b.getFechasRoles });
const menu = (page: Page, code: string) => page.getByTestId('main-menu').locator(`[data-module=${code}]`);

it('screen changes reuse the cached options, reports and role dates, reload them once per screen change after the freshness window, and show an administrator\'s change', async () => {
  const { page, errors } = await newPage(browser());
  const counts = countAccessCalls(page);
  await login(page, baseUrl, 'rep');
  await page.locator('[data-report]').first().waitFor();
  // The login loads each list once (role dates once when the role has limits, else never); landing on the reports home loads nothing more.
  const atLogin = counts();
  expect(atLogin.listaOpcionesPortal).toBe(1);
  expect(atLogin.listaInformesPortal).toBe(1);
  expect(atLogin.getFechasRoles).toBeLessThanOrEqual(1);
  const perRefresh: Counts = { listaOpcionesPortal: 1, listaInformesPortal: 1, getFechasRoles: atLogin.getFechasRoles };
  await page.waitForTimeout(PAST_FRESHNESS_MS);
  expect(counts()).toEqual(atLogin);

  // A screen change after the freshness window: exactly one background reload of each.
  await menu(page, 'PRESUPUESTOS').click();
  await page.waitForURL('**/presupuestos');
  await page.getByTestId('quotes-new').waitFor();
  await expect.poll(counts).toEqual(plus(atLogin, perRefresh));
  const inQuotes = counts();

  // Route changes inside one screen (quote list, wizard, back to the list) load nothing, even after the freshness window.
  await page.waitForTimeout(PAST_FRESHNESS_MS);
  await page.getByTestId('quotes-new').click();
  await page.waitForURL('**/presupuestos/asistente');
  await page.goBack();
  await page.waitForURL('**/presupuestos');
  await page.getByTestId('quotes-new').waitFor();
  await page.waitForTimeout(500);
  expect(counts()).toEqual(inQuotes);

  // Two screen changes in quick succession: one reload; the second is answered from the cache.
  await menu(page, 'INFORMES').click();
  await page.waitForURL('**/informes');
  await page.locator('[data-report]').first().waitFor();
  await expect.poll(counts).toEqual(plus(inQuotes, perRefresh));
  await menu(page, 'PRESUPUESTOS').click();
  await page.waitForURL('**/presupuestos');
  await page.getByTestId('quotes-new').waitFor();
  await page.waitForTimeout(500);
  expect(counts()).toEqual(plus(inQuotes, perRefresh));
  const beforeChange = counts();

  // An administrator takes the quotes option and one report from rep: it shows at the next screen change.
  const report = 'ESTADO_PED_ALB';
  try {
    sqlite((db) => {
      db.prepare("update usuario_opciones set value_sn = 'N' where usuario = 'rep' and id_opcion = (select id from opciones where codigo = 'PRESUPUESTOS')").run();
      db.prepare("update usuario_informes set value_sn = 'N' where usuario = 'rep' and informe = ?").run(report);
    });
    await page.waitForTimeout(PAST_FRESHNESS_MS);
    await menu(page, 'INFORMES').click();
    await page.waitForURL('**/informes');
    await expect.poll(() => menu(page, 'PRESUPUESTOS').count()).toBe(0);
    await expect.poll(() => page.locator(`[data-report=${report}]`).count()).toBe(0);
    await page.locator('[data-report]').first().waitFor();
    expect(counts()).toEqual(plus(beforeChange, perRefresh));
    await screenshot(page, 'shell-caching-admin-change-shown');
  } finally {
    sqlite((db) => {
      db.prepare("update usuario_opciones set value_sn = 'S' where usuario = 'rep' and id_opcion = (select id from opciones where codigo = 'PRESUPUESTOS')").run();
      db.prepare("update usuario_informes set value_sn = 'S' where usuario = 'rep' and informe = ?").run(report);
    });
  }
  expect(errors).toEqual([]);
});
