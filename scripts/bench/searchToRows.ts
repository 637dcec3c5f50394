// Time from clicking Search to the first result row painted, in Chromium, per report (run against a started portal).
// Usage: npx tsx scripts/bench/searchToRows.ts [baseUrl] [repeats]   (default http://localhost:8080, 5)
import { chromium } from 'playwright-core';
import { benchLogin } from './benchLogin';

const baseUrl = process.argv[2] ?? 'http://localhost:8080';
const repeats = Number(process.argv[3] ?? 5);
const cases: { code: string; user: string; choice?: string; client?: string }[] = [
  { code: 'ESTADO_PED_ALB', user: 'cliente' },
  { code: 'ENTR_REC_TRANS', user: 'cliente', choice: 'T' },
  { code: 'CERT_MEDIOAMB', user: 'cliente' },
  { code: 'CERT_MEDIOAMB', user: 'admin', client: '000001' },
  { code: 'ESTADO_PED_ALB', user: 'admin', client: '000001' },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
console.log(`${'report'.padEnd(16)} ${'user'.padEnd(8)} ${'median ms'.padStart(10)} ${'min'.padStart(6)} ${'max'.padStart(6)}`);
for (const c of cases) {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 820 }, serviceWorkers: 'block' })).newPage();
  await benchLogin(page, baseUrl, c.user);
  await page.locator(`[data-report=${c.code}] button`).click();
  if (c.choice) await page.locator(`[data-choice=${c.choice}]`).click();
  await page.getByTestId('filters-search').waitFor();
  if (c.client) {
    await page.getByTestId('lookup-cliente-code').fill(c.client);
    await page.getByTestId('lookup-cliente-code').press('Enter');
    await page.waitForFunction(() => (document.querySelector('[data-testid=lookup-cliente-name]') as HTMLInputElement | null)?.value !== '');
  }
  const times: number[] = [];
  for (let i = 0; i < repeats + 1; i++) {
    const t = await page.evaluate(() => new Promise<number>((resolve, reject) => {
      const start = performance.now();
      setTimeout(() => reject(new Error('no rows within 20 s')), 20_000);
      const grid = document.body;
      const before = document.querySelector('.ag-row');
      const observer = new MutationObserver(() => {
        const row = document.querySelector('.ag-row:not(.ag-full-width-row)');
        if (row && row !== before && row.isConnected) {
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        }
      });
      observer.observe(grid, { childList: true, subtree: true });
      (document.querySelector('[data-testid=filters-search]') as HTMLButtonElement).click();
    }));
    if (i > 0) times.push(t);
    await page.getByTestId('filters-clear').click();
    await page.waitForTimeout(300);
    await page.getByTestId('filters-search').waitFor();
    if (c.choice && await page.locator(`[data-choice=${c.choice}]`).count()) await page.locator(`[data-choice=${c.choice}]`).click();
    if (c.client) {
      await page.getByTestId('lookup-cliente-code').fill(c.client);
      await page.getByTestId('lookup-cliente-code').press('Enter');
      await page.waitForFunction(() => (document.querySelector('[data-testid=lookup-cliente-name]') as HTMLInputElement | null)?.value !== '');
    }
  }
  times.sort((a, b) => a - b);
  console.log(`${c.code.padEnd(16)} ${c.user.padEnd(8)} ${times[Math.floor(times.length / 2)]!.toFixed(0).padStart(10)} ${times[0]!.toFixed(0).padStart(6)} ${times.at(-1)!.toFixed(0).padStart(6)}`);
  await page.context().close();
}
await browser.close();
