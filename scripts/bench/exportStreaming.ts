// Benchmark of a large export in the browser: the purchases/sales grid (COMPRAS_VENTAS) as ADMIN with 10 columns chosen (the user's
// own column layout, stored on the services as the column chooser does, and put back as it was at the end), from as far back as the
// pickers take (every row: 100,000 on the large data set), exported to xlsx.
// Measures from the click on the Excel button to the download event: the time to the file, the rows and file size, the export calls
// (count, and when the last reply arrived), the page's longest main-thread task (long-task observer), total blocking time and longest gap
// between animation frames, and the browser's peak memory (resident memory of its renderer processes, where the page and its workers run,
// read every 100 ms). The first run is cold; the rest warm. Works on any build that has the Excel button, so it measures before and after.
// Usage: npx tsx scripts/bench/exportStreaming.ts [baseUrl] [repeats] [label]   (default http://localhost:8080, 3)
import fs from 'node:fs';
import os from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { benchLogin } from './benchLogin';
import { readColumnLayout, storeColumnLayout } from './benchColumnLayout';

const baseUrl = process.argv[2] ?? 'http://localhost:8080';
const repeats = Number(process.argv[3] ?? 3);
const label = process.argv[4] ?? baseUrl;
const CODE = 'COMPRAS_VENTAS';
const ENDPOINT = '/wscomun/portalinformes/getComprasVentas';
/** The 10 columns shown: purchase warehouse, date, note, party, plate, quantity, amount; sale date, amount; profit. */
const SHOWN = ['cAlmacen', 'cFecha', 'cNumAlbaran', 'cProveedor', 'cMatricula', 'cCantidad', 'cImporte', 'vFecha', 'vImporte', 'tBeneficio'];

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Long tasks and frame gaps of the page (a string, so no bundler helper reaches the page). */
const MONITOR = `
window.__bench = { tasks: [], maxGap: 0, last: 0, reset() { this.tasks = []; this.maxGap = 0; this.last = performance.now(); } };
try { new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.tasks.push(e.duration); }).observe({ type: 'longtask' }); } catch { /* none */ }
const benchFrame = (now) => { window.__bench.maxGap = Math.max(window.__bench.maxGap, now - window.__bench.last); window.__bench.last = now; requestAnimationFrame(benchFrame); };
window.__bench.last = performance.now();
requestAnimationFrame(benchFrame);
`;
const resetMonitor = (page: Page) => page.evaluate(() => (window as unknown as { __bench: { reset(): void } }).__bench.reset());
const readMonitor = (page: Page) => page.evaluate(() => {
  const b = (window as unknown as { __bench: { tasks: number[]; maxGap: number } }).__bench;
  return { longest: Math.max(0, ...b.tasks), blocking: b.tasks.reduce((s, d) => s + Math.max(0, d - 50), 0), maxGap: b.maxGap };
});

/** Resident memory (MB) of the browser's renderer processes: descendants of a process whose command line says --type=renderer. */
function rendererMb(browserPid: number): number {
  const children = new Map<number, number[]>();
  const info = new Map<number, { rss: number; renderer: boolean }>();
  for (const dir of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(dir)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${dir}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${dir}/status`, 'utf8'))?.[1] ?? 0) / 1024;
      const renderer = fs.readFileSync(`/proc/${dir}/cmdline`, 'utf8').includes('--type=renderer');
      info.set(Number(dir), { rss, renderer });
      children.set(ppid, [...(children.get(ppid) ?? []), Number(dir)]);
    } catch { /* gone */ }
  }
  let total = 0;
  const walk = (pid: number) => { for (const c of children.get(pid) ?? []) { if (info.get(c)?.renderer) total += info.get(c)!.rss; walk(c); } };
  walk(browserPid);
  return total;
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--enable-precise-memory-info'] });
// The browser runs under this process: its renderer processes are this process's descendants.
const browserPid = process.pid;
const context = await browser.newContext({ viewport: { width: 1366, height: 820 }, serviceWorkers: 'block', acceptDownloads: true });
await context.addInitScript(MONITOR);
const page = await context.newPage();
await benchLogin(page, baseUrl, 'admin');
// The services' layout wins over a choice kept in the browser: the 10 columns are stored there.
const before = await readColumnLayout(page, CODE);
await storeColumnLayout(page, CODE, SHOWN);
await page.locator(`[data-report=${CODE}] button`).click();
await page.getByTestId('filters-search').waitFor();
await page.getByRole('group', { name: 'Fecha inicial' }).getByRole('spinbutton').first().click();
await page.keyboard.type('01012000', { delay: 20 });
await page.keyboard.press('Tab');
await page.getByTestId('filters-search').click();
await page.locator('.report-grid .ag-row').first().waitFor({ timeout: 120_000 });
const total = Number(((await page.getByTestId('grid-total').textContent()) ?? '').replace(/\D/g, ''));
const columns = await page.locator('.report-grid .ag-header-row-column .ag-header-cell').count();

console.log(`${label}: ${CODE} as ADMIN, ${total.toLocaleString('en')} rows, ${SHOWN.length} columns chosen (${columns} header cells drawn); load average ${load()}`);
console.log(`${'run'.padEnd(5)} ${'to file ms'.padStart(10)} ${'last reply'.padStart(10)} ${'calls'.padStart(5)} ${'MB'.padStart(6)} ${'long task'.padStart(9)} ${'TBT'.padStart(6)} ${'frame gap'.padStart(9)} ${'peak MB'.padStart(8)}  load`);
const runs: { ms: number; longest: number; peak: number }[] = [];
for (let run = 0; run <= repeats; run++) {
  await page.waitForTimeout(1000);
  await resetMonitor(page);
  const baseline = rendererMb(browserPid);
  let peak = baseline;
  const poll = setInterval(() => { peak = Math.max(peak, rendererMb(browserPid)); }, 100);
  let calls = 0;
  let lastReply = 0;
  const start = Date.now();
  const onResponse = (res: { url(): string }) => { if (res.url().endsWith(ENDPOINT)) { calls++; lastReply = Date.now() - start; } };
  page.on('response', onResponse);
  const download = page.waitForEvent('download', { timeout: 600_000 });
  await page.locator('[data-action=excel]').click();
  const file = await download;
  const ms = Date.now() - start;
  clearInterval(poll);
  page.off('response', onResponse);
  const bytes = fs.statSync((await file.path())!).size;
  await file.delete();
  await page.getByTestId('excel-dialog').waitFor({ state: 'detached' });
  const m = await readMonitor(page);
  runs.push({ ms, longest: m.longest, peak });
  console.log(`${(run === 0 ? 'cold' : String(run)).padEnd(5)} ${String(ms).padStart(10)} ${String(lastReply).padStart(10)} ${String(calls).padStart(5)} ${(bytes / 1e6).toFixed(2).padStart(6)} `
    + `${m.longest.toFixed(0).padStart(9)} ${m.blocking.toFixed(0).padStart(6)} ${m.maxGap.toFixed(0).padStart(9)} ${peak.toFixed(0).padStart(8)}  ${load()}  (renderers before ${baseline.toFixed(0)} MB)`);
}
const warm = runs.slice(1);
console.log(`${label}: median warm ${median(warm.map((r) => r.ms))} ms to the file, longest task ${Math.max(...runs.map((r) => r.longest)).toFixed(0)} ms, peak renderer memory ${Math.max(...runs.map((r) => r.peak)).toFixed(0)} MB; load average ${load()}`);
await page.goto(`${baseUrl}/informes`);
await storeColumnLayout(page, CODE, before?.columnas ?? null, before?.anchos ?? null);
await browser.close();
