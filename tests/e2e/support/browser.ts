import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Where journeys leave their screenshots. */
export const SCREEN_DIR = path.resolve('test-results/screens');

/** Uncaught errors of every page of every browser this file launched, since the last test ended (pageErrorGuard fails the test with them). */
const pageErrors: string[] = [];

/** The page errors collected since the last call, emptying the list. */
export function takePageErrors(): string[] {
  return pageErrors.splice(0, pageErrors.length);
}

/** Starts Debian's Chromium headless with the flags this machine needs; every context it opens reports its pages' uncaught errors. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  // browser.newPage opens its context through newContext too, so every page, popup and document tab is covered.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('weberror', (e) => pageErrors.push(`${e.page()?.url() ?? 'page'}: ${e.error().message}`));
    return context;
  };
  return browser;
}

/**
 * A fresh page (own storage); its uncaught errors fail the test (pageErrorGuard) and are also listed in `errors`; bypassCSP lets a test fetch
 * blob: documents the page opened; service workers are blocked unless a journey allows them.
 */
export async function newPage(browser: Browser, opts: { width?: number; height?: number; bypassCSP?: boolean; serviceWorkers?: 'allow' | 'block' } = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1366, height: opts.height ?? 820 }, serviceWorkers: opts.serviceWorkers ?? 'block', bypassCSP: opts.bypassCSP === true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/** Saves a screenshot under test-results/screens. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREEN_DIR, { recursive: true });
  // Let menus, drawers and dialogs finish their transitions.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SCREEN_DIR, `${name}.png`) });
}

/** Fills and submits the login form; accepts the change-company question when it appears; waits for the reports home. */
export async function login(page: Page, baseUrl: string, user: string, password = 'demo1234'): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.locator('input[name=usuario]').fill(user);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=password]').press('Enter');
  const dialog = page.getByTestId('change-company-dialog');
  await Promise.race([page.waitForURL('**/informes'), dialog.waitFor()]);
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: /cambiar|change|changer|cambia/i }).click();
    await page.waitForURL('**/informes');
  }
  // The address changes before the new screen renders: wait for the portal's own header (the login page has a language menu too).
  await page.getByTestId('logout').waitFor();
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** Saves a screenshot of every open page when a test fails (for diagnosis). */
export async function onFailureScreenshot(browser: Browser, name: string): Promise<void> {
  let i = 0;
  for (const context of browser.contexts()) for (const page of context.pages()) await screenshot(page, `FAILED-${name}-${i++}`).catch(() => undefined);
}

/** One Chromium for a test file: a failed test leaves screenshots of its pages, every test's pages close after it. Returns the browser getter. */
export function chromiumPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterEach(async (ctx) => {
    if (!browser) return;
    if (ctx.task.result?.state === 'fail') await onFailureScreenshot(browser, ctx.task.name.slice(0, 40).replace(/\W+/g, '-'));
    // A context that does not close within 15 s (Chromium on a loaded machine) is left to the browser's own close after the file.
    for (const context of browser.contexts()) await Promise.race([context.close(), new Promise((resolve) => { setTimeout(resolve, 15_000).unref(); })]);
  });
  afterAll(async () => { await browser?.close(); });
  return () => {
    if (!browser) throw new Error('Chromium is not started yet');
    return browser;
  };
}
