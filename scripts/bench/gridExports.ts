// What users wait for on the grid reports, in Chromium, against a started portal.
// (1) Open: from clicking the report's card on the home to the first grid rows painted (pressing Search where the report does not search
//     on open; STOCK_ARTICULOS also until every thumbnail of the page left its loading state). The first open after login is cold
//     (services, queries and the renderer chunk not yet warm); every warm open starts from a fresh load of the home in the same browser
//     context (HTTP cache warm, no rows of a previous open kept in memory), so the rows painted always come from a new request.
// (2) Excel export as ADMIN: from clicking the Excel button to the download event, for COMPRAS_VENTAS with the start date as early as the
//     role allows and every type (the largest export; an export the service refuses is reported with its alert), the same from two months
//     back (under the service's 10,000 rows a call), COMPRAS_VENTAS over every row with every column shown (each hidden column ticked in the
//     column chooser, as a user shows them; the user's own layout is put back afterwards) and OC_PENDIENTES with a wide date window. Also: the rows (the grid total), the xlsx
//     size, when the export reply had arrived, and whether the page stayed responsive (longest main-thread task seen by a long-task
//     observer, total blocking time, longest gap between animation frames).
// Usage: [BENCH_CASES=COMPRAS_VENTAS,...] [BENCH_TRACE=trace.json] npx tsx scripts/bench/gridExports.ts [baseUrl] [repeats] [exportRepeats]   (default http://localhost:8080, 5, 3)
import fs from 'node:fs';
import os from 'node:os';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { benchLogin } from './benchLogin';
import { readColumnLayout, storeColumnLayout } from './benchColumnLayout';
import { EXPORT_PAGE_ROWS } from '../../src/renderer/exports/exportJob';

const baseUrl = process.argv[2] ?? 'http://localhost:8080';
const repeats = Number(process.argv[3] ?? 5);
const exportRepeats = Number(process.argv[4] ?? 3);
const only = process.env.BENCH_CASES?.split(',');
const P = '/wscomun/portalinformes/';
/** An early start date: ADMIN has no role date limits, so this is as far back as the pickers take (the data starts two years back). */
const EARLY = '01/01/2000';

interface OpenCase { code: string; user: string; searches: boolean; pictures?: boolean }
const openCases: OpenCase[] = [
  { code: 'COMPRAS_VENTAS', user: 'admin', searches: true },
  { code: 'ALB_PROV', user: 'proveedor', searches: true },
  { code: 'FACT_PROV', user: 'proveedor', searches: true },
  { code: 'CONT_TRAT', user: 'cliente', searches: true },
  { code: 'STOCK_ARTICULOS', user: 'admin', searches: false, pictures: true },
  { code: 'STOCK_ARTICULOS', user: 'proveedor', searches: false, pictures: true },
  { code: 'OC_PENDIENTES', user: 'admin', searches: true },
  { code: 'OC_PENDIENTES', user: 'proveedor', searches: true },
];
interface ExportCase { name: string; code: string; endpoint: string; file: string; isExport: (body: Record<string, unknown>, total: number) => boolean; start: string; allColumns?: boolean }
/** DD/MM/YYYY of `months` months before today. */
const monthsAgo = (months: number) => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10).split('-').reverse().join('/');
};
const salesExport = { code: 'COMPRAS_VENTAS', endpoint: 'getComprasVentas', file: 'Sales.xlsx', isExport: (b: Record<string, unknown>, total: number) => b.numRows === Math.min(total, EXPORT_PAGE_ROWS) && total > 10 };
const exportCases: ExportCase[] = [
  { name: 'COMPRAS_VENTAS', ...salesExport, start: EARLY },
  // Two months back: a smaller export (one call on the large data set too).
  { name: 'COMPRAS_VENTAS 2m', ...salesExport, start: monthsAgo(2) },
  // Every column: the widest export (36 columns of COMPRAS_VENTAS against the 10 shown by default).
  { name: 'COMPRAS_VENTAS all', ...salesExport, start: EARLY, allColumns: true },
  { name: 'OC_PENDIENTES', code: 'OC_PENDIENTES', endpoint: 'getOrdenesCompraPendientes', file: 'ordenesCompraPendientes.xlsx', isExport: (b) => b.descargaExcelSN === 'S', start: EARLY },
];

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '-');
const dataRows = (page: Page) => page.locator('.report-grid .ag-row:not(.ag-full-width-row)');
const gridTotal = async (page: Page) => Number(((await page.getByTestId('grid-total').textContent()) ?? '').replace(/\D/g, '')) || 0;

/**
 * Long tasks (PerformanceObserver 'longtask') and the longest gap between animation frames of the page, from its load; read and reset by
 * the bench. A string, so the bundler's helpers for named functions do not reach the page.
 */
const MONITOR = `
window.__bench = { tasks: [], maxGap: 0, last: 0, reset() { this.tasks = []; this.maxGap = 0; this.last = performance.now(); } };
try {
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.tasks.push(e.duration); }).observe({ type: 'longtask' });
} catch { /* no long-task timing */ }
window.__bench.last = performance.now();
const benchFrame = (now) => {
  window.__bench.maxGap = Math.max(window.__bench.maxGap, now - window.__bench.last);
  window.__bench.last = now;
  requestAnimationFrame(benchFrame);
};
if (!window.__benchNoFrames) requestAnimationFrame(benchFrame);
`;
const resetMonitor = (page: Page) => page.evaluate(() => (window as unknown as { __bench: { reset(): void } }).__bench.reset());
const readMonitor = (page: Page) => page.evaluate(() => {
  const b = (window as unknown as { __bench: { tasks: number[]; maxGap: number } }).__bench;
  return { longest: Math.max(0, ...b.tasks), blocking: b.tasks.reduce((s, d) => s + Math.max(0, d - 50), 0), maxGap: b.maxGap };
});

/**
 * Ticks every hidden column in the grid's column chooser, as a user shows them all, and closes it; gives how many columns it ticked and
 * how many the chooser then shows. The change is the user's own layout, which the portal stores on the services.
 */
async function showEveryColumn(page: Page): Promise<{ ticked: number; shownCount: number }> {
  await page.getByTestId('column-chooser').click();
  await page.locator('#grid-column-chooser [role=menuitemcheckbox]').first().waitFor();
  const hidden = await page.locator('#grid-column-chooser [role=menuitemcheckbox][aria-checked=false]').evaluateAll((items) => items.map((i) => i.getAttribute('data-column') ?? ''));
  for (const field of hidden) await page.locator(`#grid-column-chooser [data-column="${field}"]`).click();
  const shownCount = await page.locator('#grid-column-chooser [role=menuitemcheckbox][aria-checked=true]').count();
  await page.keyboard.press('Escape');
  await page.locator('#grid-column-chooser').waitFor({ state: 'detached' });
  return { ticked: hidden.length, shownCount };
}

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 820 }, serviceWorkers: 'block', acceptDownloads: true });
  // BENCH_FRAMES=0: no animation-frame loop (the frame gap is not measured): the loop makes the page draw a frame at every vsync, which
  // on two cores takes CPU from the export it measures.
  if (process.env.BENCH_FRAMES === '0') await context.addInitScript('window.__benchNoFrames = true;');
  await context.addInitScript(MONITOR);
  return context;
}

/** Clicks the card and waits for the first rows (and thumbnails), pressing Search first where needed; ms to rows and to pictures. */
async function openOnce(page: Page, c: OpenCase): Promise<{ rows: number; pictures: number; total: number }> {
  const start = Date.now();
  await page.locator(`[data-report=${c.code}] button`).click();
  if (c.searches) {
    const search = page.getByTestId('filters-search');
    await search.waitFor();
    await page.waitForFunction(() => !(document.querySelector('[data-testid=filters-search]') as HTMLButtonElement | null)?.disabled);
    await search.click();
  }
  await dataRows(page).first().waitFor({ timeout: 60_000 });
  const rows = Date.now() - start;
  let pictures = 0;
  if (c.pictures) {
    await page.waitForFunction(() => document.querySelectorAll('.report-grid [data-testid=remote-image-loading]').length === 0
      && document.querySelectorAll('.report-grid [data-testid=remote-image], .report-grid [data-testid=remote-image-none]').length > 0, undefined, { timeout: 60_000 });
    pictures = Date.now() - start;
  }
  return { rows, pictures, total: await gridTotal(page) };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
console.log(`${baseUrl}: load average ${load()}; ${os.cpus().length} cores`);

console.log('\nOpen from the home card to the first rows painted (ms)');
console.log(`${'report'.padEnd(16)} ${'user'.padEnd(10)} ${'cold'.padStart(6)} ${'median'.padStart(7)} ${'min'.padStart(6)} ${'max'.padStart(6)} ${'pics cold'.padStart(10)} ${'pics med'.padStart(9)} ${'rows'.padStart(8)}  load`);
for (const c of openCases.filter((x) => !only || only.includes(x.code))) {
  const context = await newContext();
  const page = await context.newPage();
  await benchLogin(page, baseUrl, c.user);
  const runs: { rows: number; pictures: number; total: number }[] = [];
  for (let i = 0; i < repeats + 1; i++) {
    if (i > 0) {
      await page.goto(`${baseUrl}/informes`);
      await page.locator(`[data-report=${c.code}] button`).waitFor();
    }
    runs.push(await openOnce(page, c));
  }
  const [cold, ...warm] = runs;
  const r = warm.map((x) => x.rows);
  const pics = c.pictures ? `${String(cold!.pictures).padStart(10)} ${String(median(warm.map((x) => x.pictures))).padStart(9)}` : `${'-'.padStart(10)} ${'-'.padStart(9)}`;
  console.log(`${c.code.padEnd(16)} ${c.user.padEnd(10)} ${String(cold!.rows).padStart(6)} ${String(median(r)).padStart(7)} ${String(Math.min(...r)).padStart(6)} ${String(Math.max(...r)).padStart(6)} ${pics} ${String(cold!.total).padStart(8)}  ${load()}`);
  await context.close();
}

console.log('\nExcel export as ADMIN, click to download event (ms); reply = click to the export reply fully received');
console.log(`${'report'.padEnd(18)} ${'cold'.padStart(7)} ${'median'.padStart(7)} ${'reply cold'.padStart(10)} ${'reply med'.padStart(9)} ${'rows'.padStart(8)} ${'reply MB'.padStart(8)} ${'xlsx MB'.padStart(8)} ${'long task'.padStart(9)} ${'TBT'.padStart(7)} ${'frame gap'.padStart(9)}  load`);
for (const c of exportCases.filter((x) => !only || only.includes(x.code) || only.includes(x.name))) {
  const context = await newContext();
  const page = await context.newPage();
  await benchLogin(page, baseUrl, 'admin');
  await page.locator(`[data-report=${c.code}] button`).click();
  await page.getByTestId('filters-search').waitFor();
  // Every type (the default of COMPRAS_VENTAS: checked, not assumed) and the earliest start date.
  if (c.code === 'COMPRAS_VENTAS') {
    const types = await page.getByRole('combobox', { name: 'Tipos' }).textContent();
    if (types !== 'Compras, Ventas, Tránsitos') throw new Error(`types: ${types}`);
  }
  await page.getByRole('group', { name: 'Fecha inicial' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(c.start.replace(/\//g, ''), { delay: 20 });
  await page.keyboard.press('Tab');
  const sent: Record<string, unknown>[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith(`${P}${c.endpoint}`)) sent.push(r.postDataJSON() as Record<string, unknown>); });
  await page.getByTestId('filters-search').click();
  await dataRows(page).first().waitFor({ timeout: 120_000 });
  const total = await gridTotal(page);
  const dateWindow = `${String(sent[0]?.fechaIni ?? sent[0]?.fechaInicio)}..${String(sent[0]?.fechaFin)}`;
  // The user's own layout before the case, put back after it (the column chooser stores every change on the services).
  const before = c.allColumns ? await readColumnLayout(page, c.code) : undefined;
  const chosen = c.allColumns ? await showEveryColumn(page) : undefined;
  const runs: { ms: number; reply: number; replyBytes: number; bytes: number; longest: number; blocking: number; maxGap: number }[] = [];
  let failure = '';
  for (let i = 0; i < exportRepeats + 1 && !failure; i++) {
    await resetMonitor(page);
    const start = Date.now();
    let reply = 0;
    let replyBytes = 0;
    const replied = page.waitForResponse((res) => res.url().endsWith(`${P}${c.endpoint}`) && c.isExport(res.request().postDataJSON() as Record<string, unknown>, total), { timeout: 300_000 })
      .then(async (res) => { replyBytes = (await res.body()).length; reply = Date.now() - start; return res.status(); });
    const downloaded = page.waitForEvent('download', { timeout: 300_000 });
    // A refused export ends in an alert instead of a file.
    const alert = page.locator('[data-testid^=alert-]').first();
    // BENCH_TRACE=file: a Chromium trace (with V8's samples of the page and of the export worker) of the last export of the case.
    const tracing = process.env.BENCH_TRACE && i === exportRepeats;
    if (tracing) await browser.startTracing(page, { path: process.env.BENCH_TRACE, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'disabled-by-default-v8.cpu_profiler'] });
    await page.locator('[data-action=excel]').click();
    const outcome = await Promise.race([downloaded, alert.waitFor({ timeout: 300_000 }).then(() => null)]);
    const ms = Date.now() - start;
    if (tracing) await browser.stopTracing();
    const status = await replied;
    if (!outcome) {
      failure = `no file after ${ms} ms: reply ${status} in ${reply} ms, alert '${((await alert.innerText()) || '').replace(/\s+/g, ' ').slice(0, 160)}'`;
      await alert.getByRole('button').last().click();
      runs.push({ ms, reply, replyBytes, bytes: 0, ...(await readMonitor(page)) });
      break;
    }
    if (outcome.suggestedFilename() !== c.file) throw new Error(`downloaded ${outcome.suggestedFilename()}`);
    const bytes = fs.statSync((await outcome.path())!).size;
    await page.getByTestId('excel-dialog').waitFor({ state: 'detached' });
    runs.push({ ms, reply, replyBytes, bytes, ...(await readMonitor(page)) });
    await outcome.delete();
  }
  if (before !== undefined) {
    // Closing the report first stores any change still pending; then the layout as it was.
    await page.goto(`${baseUrl}/informes`);
    await page.waitForTimeout(1500);
    await storeColumnLayout(page, c.code, before?.columnas ?? null, before?.anchos ?? null);
  }
  const [cold, ...warm] = runs;
  const mb = (n: number) => (n / 1e6).toFixed(2);
  console.log(`${c.name.padEnd(18)} ${String(cold!.ms).padStart(7)} ${ms(median(warm.map((x) => x.ms))).padStart(7)} ${String(cold!.reply).padStart(10)} ${ms(median(warm.map((x) => x.reply))).padStart(9)} `
    + `${String(total).padStart(8)} ${mb(cold!.replyBytes).padStart(8)} ${mb(cold!.bytes).padStart(8)} ${Math.max(...runs.map((x) => x.longest)).toFixed(0).padStart(9)} `
    + `${median(runs.map((x) => x.blocking)).toFixed(0).padStart(7)} ${Math.max(...runs.map((x) => x.maxGap)).toFixed(0).padStart(9)}  ${load()}  (dates ${dateWindow}`
    + `${chosen ? `; ${chosen.shownCount} columns shown` : ''}; runs ${runs.map((x) => `${x.ms}/${x.longest.toFixed(0)}`).join(' ')})${failure ? `  FAILED: ${failure}` : ''}`);
  await context.close();
}
await browser.close();
console.log(`\nload average ${load()}`);
