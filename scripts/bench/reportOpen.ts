// What a user waits for when opening a report, in Chromium, against a started portal, measured inside the page after paint
// (the first result row in the DOM, then the next animation frame and a task after it).
// Per report and user:
// - cold open: a fresh browser profile (new context: empty HTTP cache, no service worker), login, the home painted (and shown for
//   HOME_PAUSE_MS, default 0: a user reading the cards; with HOME_POINTER=move the mouse moves over the page as soon as it shows, as a
//   reader's does; by default the pointer rests on the card's button before the click; HOME_POINTER=none moves no pointer at all — the
//   click of a keyboard or touch-screen user — and BENCH_MODE=no-pointer is HOME_POINTER=none with the home shown 1 s, clicked by a
//   script that sends no event before it; BENCH_MODE=keyboard is a keyboard user: the home shown 1 s, then Tab pressed every
//   HOME_KEY_MS, default 150 ms, until the card's button has the focus, then Enter, timed from Enter), then the click on the card →
//   its filter form ready (Search enabled) → Search pressed at once → first rows painted;
//   `open` is click → rows, `form` click → Search enabled, `search` the part after pressing Search (the cold search);
// - warm open: the same from a fresh load of the home in the same profile (HTTP cache warm);
// - warm search: Clear, then Search at once → first rows painted, in the opened report;
// - after a pause: the same with a pause between Clear and Search (SETTLE_MS, default 1,000 ms: a user setting the filters), in which
//   the portal builds the next grid ahead.
// Medians of `repeats` (cold opens each in their own profile). Where a case names a customer (company-wide roles), the customer
// is chosen between the form being ready and Search, so `open` is not measured there (form and search are).
// Usage: [BENCH_CASES=ESTADO_PED_ALB,...] npx tsx scripts/bench/reportOpen.ts [baseUrl] [repeats]   (default http://localhost:8080, 5)
import os from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { benchLogin } from './benchLogin';

const baseUrl = process.argv[2] ?? 'http://localhost:8080';
const repeats = Number(process.argv[3] ?? 5);
const only = process.env.BENCH_CASES?.split(',');
const settleMs = Number(process.env.SETTLE_MS ?? 1000);
const keyboardMode = process.env.BENCH_MODE === 'keyboard';
const noPointerMode = process.env.BENCH_MODE === 'no-pointer' || keyboardMode;
const homePauseMs = Number(process.env.HOME_PAUSE_MS ?? (noPointerMode ? 1000 : 0));
const keyMs = Number(process.env.HOME_KEY_MS ?? 150);
const pointer = noPointerMode ? 'none' : process.env.HOME_POINTER ?? 'hover';
const homePointer = pointer === 'move';

interface OpenCase { code: string; user: string; client?: string }
const cases: OpenCase[] = [
  { code: 'ESTADO_PED_ALB', user: 'cliente' },
  { code: 'ESTADO_PED_ALB', user: 'admin', client: '000001' },
  { code: 'COMPRAS_VENTAS', user: 'admin' },
  { code: 'CERT_MEDIOAMB', user: 'cliente' },
];

/**
 * In-page timers (a string, so the bundler's helpers for named functions do not reach the page): `__open(code, press, entered)` clicks the
 * card (or, entered, takes the time of the Enter pressed on it: __armEnter) and answers the ms to the form and to the first rows painted;
 * `__search()` clicks Search and answers the ms to rows painted.
 */
const TIMERS = `
window.__painted = (start, before, resolve, reject) => {
  const timer = setTimeout(() => { observer.disconnect(); reject(new Error('no rows within 60 s')); }, 60000);
  const check = () => {
    const row = document.querySelector('.report-grid .ag-row:not(.ag-full-width-row)');
    if (!row || row === before) return false;
    observer.disconnect();
    clearTimeout(timer);
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    return true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  check();
};
window.__tasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask' });
window.__longest = (from) => window.__tasks.filter(([t]) => t >= from).reduce((m, [, d]) => Math.max(m, d), 0);
window.__search = () => new Promise((resolve, reject) => {
  const before = document.querySelector('.report-grid .ag-row:not(.ag-full-width-row)');
  const start = performance.now();
  document.querySelector('[data-testid=filters-search]').click();
  window.__painted(start, before, resolve, reject);
});
window.__armEnter = () => {
  window.__enterAt = undefined;
  window.addEventListener('keydown', (e) => { if (e.key === 'Enter') window.__enterAt = e.timeStamp; }, { capture: true });
};
window.__open = (code, press, entered) => new Promise((resolve, reject) => {
  const start = entered ? window.__enterAt : performance.now();
  if (!entered) document.querySelector('[data-report=' + code + '] button').click();
  const ready = () => {
    const button = document.querySelector('[data-testid=filters-search]');
    return button && !button.disabled ? button : null;
  };
  const formReady = (button) => {
    const form = performance.now() - start;
    if (!press) { resolve({ form, rows: NaN, search: NaN, longest: window.__longest(start) }); return; }
    const searchStart = performance.now();
    button.click();
    window.__painted(start, null, (rows) => setTimeout(() => resolve({ form, rows, search: start + rows - searchStart, longest: window.__longest(start) }), 0), reject);
  };
  const now = ready();
  if (now) { formReady(now); return; }
  const timer = setTimeout(() => { observer.disconnect(); reject(new Error('no form within 60 s')); }, 60000);
  const observer = new MutationObserver(() => {
    const button = ready();
    if (button) { observer.disconnect(); clearTimeout(timer); formReady(button); }
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
});
`;

interface Open { form: number; rows: number; search: number; longest: number }
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '-');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 820 }, serviceWorkers: 'block' });
  await context.addInitScript(TIMERS);
  return context.newPage();
}

/**
 * The home painted with its cards (and, with HOME_PAUSE_MS, shown that long: a user reading it; with HOME_POINTER, the mouse moving
 * over it meanwhile), the pointer on the card's Open button (as a user about to click it).
 */
async function homeReady(page: Page, code: string): Promise<void> {
  const button = page.locator(`[data-report=${code}] button`);
  await button.waitFor();
  if (homePointer) await page.mouse.move(500, 300, { steps: 4 });
  if (homePauseMs) await page.waitForTimeout(homePauseMs);
  if (pointer !== 'none') await button.hover();
}

async function chooseClient(page: Page, client: string): Promise<void> {
  await page.getByTestId('lookup-cliente-code').fill(client);
  await page.getByTestId('lookup-cliente-code').press('Enter');
  await page.waitForFunction(() => (document.querySelector('[data-testid=lookup-cliente-name]') as HTMLInputElement | null)?.value !== '');
}

/** Tab pressed every keyMs until the card's button has the focus (a keyboard user reaching it), then Enter (its time kept by __armEnter). */
async function enterOnCard(page: Page, code: string): Promise<void> {
  const button = page.locator(`[data-report=${code}] button`);
  const focused = () => button.evaluate((el) => el === document.activeElement);
  for (let i = 0; i < 100 && !(await focused()); i++) {
    await page.keyboard.press('Tab');
    await page.waitForTimeout(keyMs);
  }
  if (!(await focused())) throw new Error(`Tab never reached the card of ${code}`);
  await page.evaluate(() => (window as unknown as { __armEnter(): void }).__armEnter());
  await page.keyboard.press('Enter');
}

/** Opens the report from the home; with a customer to choose, chooses it and then searches. */
async function openOnce(page: Page, c: OpenCase): Promise<Open> {
  await homeReady(page, c.code);
  if (keyboardMode) await enterOnCard(page, c.code);
  const open = await page.evaluate(([code, press, entered]) => (window as unknown as { __open(c: string, p: boolean, e: boolean): Promise<Open> })
    .__open(code as string, press as boolean, entered as boolean), [c.code, !c.client, keyboardMode]);
  if (!c.client) return open;
  await chooseClient(page, c.client);
  return { ...open, search: await searchOnce(page) };
}

const searchOnce = (page: Page) => page.evaluate(() => (window as unknown as { __search(): Promise<number> }).__search());

console.log(`${baseUrl}: load average ${load()}; ${os.cpus().length} cores; medians of ${repeats}, ms after paint; home shown ${homePauseMs} ms before the click${homePointer ? ', the mouse moving over it' : keyboardMode ? `, no pointer movement, Tab every ${keyMs} ms to the card, then Enter (a keyboard user)` : pointer === 'none' ? ', no pointer movement (the card clicked as a keyboard or touch user does)' : ', the pointer resting on the card'}`);
console.log(`${'report'.padEnd(15)} ${'user'.padEnd(8)} ${'cold open'.padStart(9)} ${'form'.padStart(6)} ${'search'.padStart(7)} ${'task'.padStart(5)} │ ${'warm open'.padStart(9)} ${'form'.padStart(6)} ${'search'.padStart(7)} │ ${'warm search'.padStart(11)} ${'min'.padStart(5)} ${'max'.padStart(5)} │ ${'after pause'.padStart(11)} ${'min'.padStart(5)} ${'max'.padStart(5)}  load`);
for (const c of cases.filter((x) => !only || only.includes(x.code))) {
  const cold: Open[] = [];
  for (let i = 0; i < repeats; i++) {
    const page = await newPage();
    await benchLogin(page, baseUrl, c.user);
    cold.push(await openOnce(page, c));
    await page.context().close();
  }
  const page = await newPage();
  await benchLogin(page, baseUrl, c.user);
  await openOnce(page, c);
  const warm: Open[] = [];
  for (let i = 0; i < repeats; i++) {
    await page.goto(`${baseUrl}/informes`);
    warm.push(await openOnce(page, c));
  }
  const searches: number[] = [];
  const settled: number[] = [];
  for (const [pause, into] of [[0, searches], [settleMs, settled]] as const) {
    for (let i = 0; i < repeats; i++) {
      await page.getByTestId('filters-clear').click();
      await page.getByTestId('filters-search').waitFor();
      if (c.client) await chooseClient(page, c.client);
      if (pause) await page.waitForTimeout(pause);
      into.push(await searchOnce(page));
    }
  }
  await page.context().close();
  const col = (runs: Open[]) => `${ms(median(runs.map((r) => r.rows))).padStart(9)} ${ms(median(runs.map((r) => r.form))).padStart(6)} ${ms(median(runs.map((r) => r.search))).padStart(7)}`;
  // The longest main-thread task from the click to the first rows painted, the worst of the cold opens.
  const task = ms(Math.max(...cold.map((r) => r.longest))).padStart(5);
  console.log(`${c.code.padEnd(15)} ${c.user.padEnd(8)} ${col(cold)} ${task} │ ${col(warm)} │ ${ms(median(searches)).padStart(11)} ${ms(Math.min(...searches)).padStart(5)} ${ms(Math.max(...searches)).padStart(5)} │ ${ms(median(settled)).padStart(11)} ${ms(Math.min(...settled)).padStart(5)} ${ms(Math.max(...settled)).padStart(5)}  ${load()}`);
}
await browser.close();
