import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();

/** What the page saw of the warm-up box: when it came and went, how it was hidden, how many rows its grid drew. */
interface WarmUpSeen { added: number; removed: number; rows: number; inert: boolean; ariaHidden: string | null; visibility: string; focusable: number }
interface Watched { boxes: WarmUpSeen[]; dialog: number; fetches: { t: number; path: string }[]; longTaskEnds: number[] }

/** Watches, from the first script of every document, the warm-up box (it stays only a moment), the report dialog, every fetch and when each long task ended. */
const WATCH = `
window.__watch = { boxes: [], dialog: 0, fetches: [], longTaskEnds: [] };
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__watch.longTaskEnds.push(e.startTime + e.duration); }).observe({ type: 'longtask', buffered: true });
const pageFetch = window.fetch;
window.fetch = function (input, init) {
  window.__watch.fetches.push({ t: performance.now(), path: new URL(typeof input === 'string' ? input : input.url, location.href).pathname });
  return pageFetch.call(this, input, init);
};
new MutationObserver(() => {
  const w = window.__watch;
  if (!w.dialog && document.querySelector('[data-testid=report-dialog]')) w.dialog = performance.now();
  const box = document.querySelector('[data-testid=renderer-warm-up]');
  const last = w.boxes.at(-1);
  if (box && (!last || last.removed)) {
    w.boxes.push({ added: performance.now(), removed: 0, rows: 0, inert: box.inert, ariaHidden: box.getAttribute('aria-hidden'), visibility: getComputedStyle(box).visibility, focusable: 0 });
  }
  const current = w.boxes.at(-1);
  if (box && current && !current.removed) {
    current.rows = Math.max(current.rows, box.querySelectorAll('.ag-row').length);
    current.focusable = Math.max(current.focusable, [...box.querySelectorAll('input, button')].filter((el) => { el.focus(); return document.activeElement === el; }).length);
  }
  if (!box && current && !current.removed) current.removed = performance.now();
}).observe(document, { childList: true, subtree: true });
`;

const watched = (page: Page) => page.evaluate(() => (window as unknown as { __watch: Watched }).__watch);
const isService = (path: string) => /^\/(wsr|wscomun|wsutils|wsedrive)\//.test(path);

/**
 * The warm-up drawn once, out of sight and unreachable, and removed, begun after `since` (the user's first pointer move or key) and well
 * before the 5 s of quiet it waits for without the user: at most 4 s after the page's last long task before it.
 */
async function expectWarmUpSoonAfter(page: Page, since: number): Promise<void> {
  await expect.poll(async () => (await watched(page)).boxes.at(-1)?.removed ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
  const { boxes: [warmUp, ...again], longTaskEnds } = await watched(page);
  expect(again).toEqual([]);
  expect(warmUp).toMatchObject({ rows: 10, inert: true, ariaHidden: 'true', visibility: 'hidden', focusable: 0 });
  expect(warmUp!.added).toBeGreaterThan(since);
  const lastLongTask = Math.max(since, ...longTaskEnds.filter((end) => end < warmUp!.added));
  expect(warmUp!.added - lastLongTask).toBeLessThan(4000);
}

describe('the renderer warmed up on the home', () => {
  it('draws a report of its own once, out of sight and unreachable, calling no service but the permissions, then removes it; the first report then works as before', async () => {
    const { page, errors } = await newPage(browser());
    await page.context().addInitScript(WATCH);
    await login(page, baseUrl, 'cliente');
    await expect.poll(async () => (await watched(page)).boxes.at(-1)?.removed ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    const { boxes: [warmUp, ...again], fetches } = await watched(page);
    expect(again).toEqual([]);
    expect(warmUp).toMatchObject({ rows: 10, inert: true, ariaHidden: 'true', visibility: 'hidden', focusable: 0 });
    // Its rows come from the page: while it was drawn, the only service asked was the user's permissions (read once per session by every report).
    const during = fetches.filter((f) => f.t >= warmUp!.added && f.t <= warmUp!.removed && isService(f.path)).map((f) => f.path);
    expect(during.filter((p) => !p.endsWith('/getPermisosResiduos'))).toEqual([]);
    await screenshot(page, 'warm-up-home-after');

    // The first report opens with its own rows and the permissions already read (no second call), nothing asked for the warm-up's endpoint.
    await page.locator('[data-report=ESTADO_PED_ALB]').getByRole('button').click();
    await page.getByTestId('filters-search').click();
    const firstRow = page.locator('.report-grid .ag-row:not(.ag-full-width-row)').first();
    await firstRow.waitFor();
    expect(Number(((await page.getByTestId('grid-total').textContent()) ?? '').replace(/\D/g, ''))).toBeGreaterThan(10);
    expect(await firstRow.locator('[col-id=cpmNumPedido]').textContent()).not.toMatch(/^10000\d$/);
    const after = (await watched(page)).fetches.map((f) => f.path);
    expect(after.filter((p) => p.endsWith('/getPermisosResiduos'))).toHaveLength(1);
    expect(after.filter((p) => p.endsWith('/rendererWarmUp'))).toEqual([]);

    // Closing the report does not draw it again (once per page).
    await page.keyboard.press('Escape');
    await page.getByTestId('report-dialog').waitFor({ state: 'detached' });
    await page.waitForTimeout(3000);
    expect((await watched(page)).boxes).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('is never drawn while a report is open, nor after one was opened', async () => {
    const { page, errors } = await newPage(browser());
    await page.context().addInitScript(WATCH);
    await login(page, baseUrl, 'cliente');
    // Opened at once, before the home was idle.
    await page.locator('[data-report=CERT_MEDIOAMB]').getByRole('button').click();
    await page.getByTestId('filters-search').waitFor();
    await page.waitForTimeout(3000);
    await page.keyboard.press('Escape');
    await page.getByTestId('report-dialog').waitFor({ state: 'detached' });
    await page.waitForTimeout(3000);
    const { boxes, dialog } = await watched(page);
    // Either never drawn, or drawn and removed by the click that opened the report: never after it.
    expect(boxes.length).toBeLessThanOrEqual(1);
    for (const box of boxes) expect(box.removed).toBeLessThanOrEqual(dialog + 1);
    expect(await page.getByTestId('renderer-warm-up').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a click with no pointer before it (a touch, a keyboard) asks for the definition and the permissions at once, before the report is drawn', async () => {
    const { page, errors } = await newPage(browser());
    await page.context().addInitScript(WATCH);
    await login(page, baseUrl, 'cliente');
    await page.locator('[data-report=CERT_MEDIOAMB]').getByRole('button').waitFor();
    const clicked = await page.evaluate(() => {
      const t = performance.now();
      document.querySelector<HTMLButtonElement>('[data-report=CERT_MEDIOAMB] button')!.click();
      return t;
    });
    await page.getByTestId('filters-search').waitFor();
    const { fetches, dialog } = await watched(page);
    const asked = (name: string) => fetches.filter((f) => f.path.endsWith(`/${name}`) && f.t >= clicked);
    expect(asked('definicionInforme')).toHaveLength(1);
    expect(asked('getPermisosResiduos')).toHaveLength(1);
    // Both in the click itself: the dialog is drawn while they travel, and the report's form does not wait for a second round trip.
    expect(asked('definicionInforme')[0]!.t).toBeLessThan(dialog);
    expect(asked('getPermisosResiduos')[0]!.t).toBeLessThan(dialog);
    expect(errors).toEqual([]);
  });

  it('comes soon after the pointer of the user moves on the home, without waiting for the long quiet period', async () => {
    const { page, errors } = await newPage(browser());
    await page.context().addInitScript(WATCH);
    await login(page, baseUrl, 'cliente');
    await page.locator('[data-report=ESTADO_PED_ALB]').waitFor();
    const moved = await page.evaluate(() => performance.now());
    await page.mouse.move(400, 300);
    await page.mouse.move(420, 320, { steps: 3 });
    await expectWarmUpSoonAfter(page, moved);
    expect(errors).toEqual([]);
  });

  it('comes soon after a keyboard user presses a key on the home, the pointer never moved, and the card reached with Tab opens with Enter', async () => {
    const { page, errors } = await newPage(browser());
    await page.context().addInitScript(WATCH);
    await login(page, baseUrl, 'cliente');
    const card = page.locator('[data-report=ESTADO_PED_ALB]').getByRole('button');
    await card.waitFor();
    const pressed = await page.evaluate(() => performance.now());
    // Tab until the card's button has the focus, as a keyboard user reaches it.
    for (let i = 0; i < 60 && !(await card.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await card.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectWarmUpSoonAfter(page, pressed);
    // The focus stayed on the card (the warm-up's controls are unreachable), and Enter opens the report.
    expect(await card.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('filters-search').click();
    await page.locator('.report-grid .ag-row:not(.ag-full-width-row)').first().waitFor();
    expect(Number(((await page.getByTestId('grid-total').textContent()) ?? '').replace(/\D/g, ''))).toBeGreaterThan(10);
    expect(errors).toEqual([]);
  });
});
