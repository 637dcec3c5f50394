// JavaScript the browser loads before login (files and bytes as sent, brotli and gzip) and the time until the login form shows,
// in Chromium against a started portal. Usage: npx tsx scripts/bench/loginPageWeight.ts [baseUrl]   (default http://localhost:8080)
import { chromium } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://localhost:8080';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
console.log(`${'encoding'.padEnd(9)} ${'scripts'.padStart(7)} ${'KB sent'.padStart(8)} ${'login form ms'.padStart(14)}`);
for (const encoding of ['br', 'gzip']) {
  const context = await browser.newContext({ serviceWorkers: 'block', extraHTTPHeaders: { 'accept-encoding': encoding } });
  const page = await context.newPage();
  const pending: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') pending.push(request.sizes().then((s) => s.responseBodySize));
  });
  const start = Date.now();
  await page.goto(`${baseUrl}/`);
  await page.locator('input[name=usuario]').waitFor();
  const shown = Date.now() - start;
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(pending);
  console.log(`${encoding.padEnd(9)} ${String(sizes.length).padStart(7)} ${(sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(0).padStart(8)} ${String(shown).padStart(14)}`);
  await context.close();
}
await browser.close();
