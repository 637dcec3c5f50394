// Lighthouse 12 desktop scores of the login page (`/`) and of the reports home (`/informes`, signed in), against a started portal.
// One Chromium with a remote-debugging port: playwright-core signs in on it (the token lives in localStorage), then Lighthouse audits
// the same profile with its storage kept, after the HTTP cache, the service worker and its caches are cleared (a cold load).
// Usage: npx tsx scripts/bench/lighthouseScores.ts [baseUrl] [runs] [user]   (default http://localhost:8080, 3, cliente)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { benchLogin } from './benchLogin';

const baseUrl = process.argv[2] ?? 'http://localhost:8080';
const runs = Number(process.argv[3] ?? 3);
const user = process.argv[4] ?? 'cliente';
const port = Number(process.env.LIGHTHOUSE_PORT ?? 9222);

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
});
const page = context.pages()[0] ?? await context.newPage();
const cdp = await context.newCDPSession(page);

/** Empties the HTTP cache, the service workers and their caches of the portal's origin (localStorage, with the session, is kept). */
async function coldCache(): Promise<void> {
  await page.goto('about:blank');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseUrl).origin, storageTypes: 'service_workers,cache_storage' });
}

interface Scores { score: number; lcp: number; fcp: number; tbt: number }

async function audit(url: string): Promise<Scores> {
  await coldCache();
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true }, desktopConfig);
  const lhr = result!.lhr;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return { score: Math.round((lhr.categories.performance?.score ?? 0) * 100), lcp: value('largest-contentful-paint'), fcp: value('first-contentful-paint'), tbt: value('total-blocking-time') };
}

console.log(`${baseUrl}: load average ${load()}; Lighthouse desktop, performance, median of ${runs}`);
console.log(`${'page'.padEnd(10)} ${'score'.padStart(5)} ${'FCP ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)}  scores  load`);
for (const target of ['/', '/informes']) {
  const results: Scores[] = [];
  for (let i = 0; i < runs; i++) {
    if (target === '/') await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    else if (i === 0) await benchLogin(page, baseUrl, user);
    results.push(await audit(`${baseUrl}${target}`));
  }
  const m = (pick: (r: Scores) => number) => median(results.map(pick)).toFixed(0);
  console.log(`${target.padEnd(10)} ${m((r) => r.score).padStart(5)} ${m((r) => r.fcp).padStart(7)} ${m((r) => r.lcp).padStart(7)} ${m((r) => r.tbt).padStart(7)}  ${results.map((r) => r.score).join(',')}  ${load()}`);
}
await context.close();
fs.rmSync(profile, { recursive: true, force: true });
