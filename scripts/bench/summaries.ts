// Benchmark of the Resumen panel in the browser: the purchases/sales grid (COMPRAS_VENTAS) as ADMIN, searched from each start date given
// (on the large data set about 5,000 rows from a recent date and 100,000 from 01/01/2000), then the summary "profit by month of sale" (a
// computed column, three sums). Measures from the click on Resumen to the panel shown, to the summary table shown (every row read by the worker
// in pages of 5,000 and summarised there) and to the chart drawn; the page's longest main-thread task and total blocking time over each stretch (long-task
// observer) and the longest gap between frames; the browser's peak memory (resident memory of its renderer processes, where the page and its
// workers run, read every 100 ms). Each case runs first in a fresh browser context (cold: the panel's and the chart's chunks are fetched),
// then again after a new search (warm). Prints the chart chunk's size from dist/assets.
// Usage: npx tsx scripts/bench/summaries.ts [baseUrl] [startDates, comma-separated DD/MM/YYYY] [repeats]
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { benchLogin } from './benchLogin';

const baseUrl = process.argv[2] ?? 'http://localhost:8080';
const starts = (process.argv[3] ?? '01/11/2026,01/01/2000').split(',');
const repeats = Number(process.argv[4] ?? 2);
const CODE = 'COMPRAS_VENTAS';

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * Long tasks (start and duration) and frame gaps of the page, and when the summary table and the chart's canvas first appeared after the last
 * reset (a mutation observer), so each task is told apart: up to the table shown, or drawing the chart (a string: no bundler helper reaches it).
 */
const MONITOR = `
window.__bench = { tasks: [], maxGap: 0, last: 0, table: 0, chart: 0, reset() { this.tasks = []; this.maxGap = 0; this.table = 0; this.chart = 0; this.last = performance.now(); } };
try { new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.tasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask' }); } catch { /* none */ }
new MutationObserver(() => {
  const b = window.__bench;
  if (!b.table && document.querySelector('[data-testid=summary-table]')) b.table = performance.now();
  if (!b.chart && document.querySelector('[data-testid=summary-chart] canvas')) b.chart = performance.now();
}).observe(document, { childList: true, subtree: true });
const benchFrame = (now) => { window.__bench.maxGap = Math.max(window.__bench.maxGap, now - window.__bench.last); window.__bench.last = now; requestAnimationFrame(benchFrame); };
window.__bench.last = performance.now();
requestAnimationFrame(benchFrame);
`;
const resetMonitor = (page: Page) => page.evaluate(() => (window as unknown as { __bench: { reset(): void } }).__bench.reset());
/** The long tasks that started before the summary table appeared (reading, summarising, drawing the table) and after it (drawing the chart). */
const readMonitor = (page: Page) => page.evaluate(() => {
  const b = (window as unknown as { __bench: { tasks: [number, number][]; maxGap: number; table: number } }).__bench;
  const before = b.tasks.filter(([start]) => !b.table || start <= b.table).map(([, d]) => d);
  const after = b.tasks.filter(([start]) => b.table && start > b.table).map(([, d]) => d);
  return { longest: Math.max(0, ...before), blocking: before.reduce((s, d) => s + Math.max(0, d - 50), 0), chart: Math.max(0, ...after), maxGap: b.maxGap };
});

/** Resident memory (MB) of the browser's renderer processes (the page and its workers). */
function rendererMb(): number {
  let total = 0;
  for (const dir of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(dir)) continue;
    try {
      if (!fs.readFileSync(`/proc/${dir}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      total += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${dir}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch { /* gone */ }
  }
  return total;
}

async function searchFrom(page: Page, start: string): Promise<number> {
  const field = page.getByRole('group', { name: 'Fecha inicial' }).getByRole('spinbutton').first();
  await field.click();
  await page.keyboard.type(start.replace(/\//g, ''), { delay: 20 });
  await page.keyboard.press('Tab');
  await page.getByTestId('filters-search').click();
  await page.locator('.report-grid .ag-row').first().waitFor({ timeout: 120_000 });
  await page.waitForTimeout(500);
  return Number(((await page.getByTestId('grid-total').textContent()) ?? '').replace(/\D/g, ''));
}

interface Run {
  rows: number; toPanel: number; longestOpen: number; toTable: number; toChart: number; longestTable: number; blockingTable: number; longestChart: number; maxGap: number;
  peakMb: number; baseMb: number;
}

async function summaryOnce(page: Page): Promise<Omit<Run, 'rows'>> {
  const baseMb = rendererMb();
  let peakMb = baseMb;
  const sampler = setInterval(() => { peakMb = Math.max(peakMb, rendererMb()); }, 100);
  await resetMonitor(page);
  const started = Date.now();
  await page.getByTestId('summary-open').click();
  // The panel opens (its chunk, its controls); then the worker reads and summarises and the table shows; then the chart draws.
  await page.getByTestId('summary-progress').or(page.getByTestId('summary-table')).first().waitFor({ timeout: 60_000 });
  const toPanel = Date.now() - started;
  const open = await readMonitor(page);
  await resetMonitor(page);
  await page.getByTestId('summary-table').waitFor({ timeout: 300_000 });
  const toTable = Date.now() - started;
  await page.getByTestId('summary-chart').locator('canvas').first().waitFor({ timeout: 120_000 });
  await page.waitForTimeout(300);
  const toChart = Date.now() - started;
  const table = await readMonitor(page);
  clearInterval(sampler);
  await page.getByTestId('summary-close').click();
  return {
    toPanel, longestOpen: Math.max(open.longest, open.chart), toTable, toChart, longestTable: table.longest, blockingTable: table.blocking, longestChart: table.chart,
    maxGap: Math.max(open.maxGap, table.maxGap), peakMb, baseMb,
  };
}

async function runCase(browser: Browser, start: string): Promise<{ cold: Run; warm: Run[] }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'block' });
  await context.addInitScript(MONITOR);
  const page = await context.newPage();
  await benchLogin(page, baseUrl, 'admin');
  await page.locator(`[data-report=${CODE}] button`).click();
  await page.getByTestId('filters-search').waitFor();
  const rows = await searchFrom(page, start);
  const cold = { rows, ...(await summaryOnce(page)) };
  const warm: Run[] = [];
  for (let i = 0; i < repeats; i++) {
    // A new search: the worker reads the rows again; the chunks are already loaded.
    await page.getByTestId('filters-search').click();
    await page.waitForTimeout(800);
    warm.push({ rows, ...(await summaryOnce(page)) });
  }
  await context.close();
  return { cold, warm };
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
console.log(`summaries benchmark on ${baseUrl}, load ${load()}`);
const row = (r: Omit<Run, 'rows'>) => `panel ${r.toPanel} ms (longest task ${r.longestOpen.toFixed(0)} ms), table ${r.toTable} ms, chart ${r.toChart} ms; longest task while reading and summarising ${r.longestTable.toFixed(0)} ms (blocking ${r.blockingTable.toFixed(0)} ms), `
  + `${r.longestChart.toFixed(0)} ms drawing the chart; longest frame gap ${r.maxGap.toFixed(0)} ms; renderer memory ${r.baseMb.toFixed(0)} → peak ${r.peakMb.toFixed(0)} MB`;
for (const start of starts) {
  const { cold, warm } = await runCase(browser, start);
  console.log(`\nfrom ${start}: ${cold.rows.toLocaleString('en')} rows, load ${load()}`);
  console.log(`  cold: ${row(cold)}`);
  warm.forEach((w, i) => console.log(`  warm ${i + 1}: ${row(w)}`));
  if (warm.length) console.log(`  warm median: table ${median(warm.map((w) => w.toTable))} ms, longest task ${median(warm.map((w) => w.longestTable)).toFixed(0)} ms, peak ${median(warm.map((w) => w.peakMb)).toFixed(0)} MB`);
}
await browser.close();

// The chart chunk, as the server sends it (precompressed), and the panel's chunk and worker.
for (const prefix of ['SummaryChart-', 'SummaryPanel-', 'summaryWorker-']) {
  const file = fs.readdirSync('dist/assets').find((f) => f.startsWith(prefix) && f.endsWith('.js'));
  if (!file) continue;
  const raw = fs.readFileSync(`dist/assets/${file}`);
  console.log(`${file}: ${(raw.length / 1024).toFixed(0)} KiB, gzip ${(zlib.gzipSync(raw).length / 1024).toFixed(0)} KiB, brotli ${(zlib.brotliCompressSync(raw).length / 1024).toFixed(0)} KiB`);
}
