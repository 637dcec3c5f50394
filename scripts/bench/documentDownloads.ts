// Time from pressing Download to the PDF shown in its tab, in Chromium, per document report (run against a started portal).
// The first download of each report is reported apart (cold: services, queries and fonts not yet warm), then the median of the rest.
// Usage: [BENCH_CODES=A,B] npx tsx scripts/bench/documentDownloads.ts [baseUrl] [repeats]   (default http://localhost:8080, 5)
import os from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { benchLogin } from './benchLogin';

const baseUrl = process.argv[2] ?? 'http://localhost:8080';
const repeats = Number(process.argv[3] ?? 5);
const codes = process.env.BENCH_CODES?.split(',') ?? ['ESTADO_VENCI', 'ESTADO_VENTAS', 'ESTADIST_VENTAS', 'IMPAGADOS', 'CARTERA_CLIENTS', 'ESTAD_PROV_REP', 'RIESGOS'];
const cases = codes.flatMap((code) => [{ code, user: 'cliente' }, { code, user: 'admin' }]);

/** Prepares the form as a user would: ADMIN picks customer 000001 (and representative R009 where one is required), or the first 8 customers. */
async function fill(page: Page, code: string, user: string): Promise<void> {
  if (code === 'RIESGOS') {
    await page.getByTestId('selection-list').locator('tbody tr').first().waitFor();
    if (user === 'admin') await page.getByTestId('selection-page').locator('input').check();
    else await page.getByTestId('selection-list').locator('tbody tr').first().click();
    return;
  }
  if (user !== 'admin') return;
  const field = code === 'ESTAD_PROV_REP' ? 'representante' : 'cliente';
  await page.getByTestId(`lookup-${field}-code`).fill(field === 'cliente' ? '000001' : 'R009');
  await page.getByTestId(`lookup-${field}-code`).press('Enter');
  const dialog = page.getByTestId('lookup-dialog');
  await page.waitForFunction((f) => Boolean(document.querySelector('[data-testid=lookup-dialog]'))
    || (document.querySelector(`[data-testid=lookup-${f}-name]`) as HTMLInputElement | null)?.value !== '', field);
  if (await dialog.isVisible()) await dialog.locator('tbody tr').first().click();
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${os.cpus().length} cores`);
console.log(`${'report'.padEnd(16)} ${'user'.padEnd(8)} ${'cold ms'.padStart(8)} ${'median ms'.padStart(10)} ${'min'.padStart(6)} ${'max'.padStart(6)}`);
for (const c of cases) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 820 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await benchLogin(page, baseUrl, c.user);
  await page.locator(`[data-report=${c.code}] button`).click();
  await page.getByTestId('filters-search').waitFor();
  await fill(page, c.code, c.user);
  const times: number[] = [];
  for (let i = 0; i < repeats + 1; i++) {
    const start = Date.now();
    const popupPromise = context.waitForEvent('page');
    await page.getByTestId('filters-search').click();
    const popup = await popupPromise;
    await popup.waitForURL((url) => url.href !== 'about:blank', { timeout: 60_000 });
    await popup.evaluate(async (u) => (await fetch(u)).arrayBuffer().then((b) => b.byteLength), popup.url());
    times.push(Date.now() - start);
    await popup.close();
    await page.waitForFunction(() => !(document.querySelector('[data-testid=filters-search]') as HTMLButtonElement | null)?.disabled);
  }
  const [cold, ...warm] = times;
  warm.sort((a, b) => a - b);
  console.log(`${c.code.padEnd(16)} ${c.user.padEnd(8)} ${String(cold).padStart(8)} ${String(warm[Math.floor(warm.length / 2)]).padStart(10)} ${String(warm[0]).padStart(6)} ${String(warm.at(-1)).padStart(6)}`);
  await context.close();
}
await browser.close();
