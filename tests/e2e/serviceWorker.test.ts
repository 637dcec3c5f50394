import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { startServer, stopServer, type StartedServer } from './support/startServer';

const browser = chromiumPerFile();
// The portal served from a copy of the build, so this journey can publish a "new version" without touching the build other journeys use.
let staticDir: string;
let server: StartedServer;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sw-'));
  fs.cpSync('dist', staticDir, { recursive: true });
  server = await startServer({ PORTAL_MODE: 'hosted', STATIC_DIR: staticDir });
});
afterAll(() => {
  if (server) stopServer(server);
  fs.rmSync(staticDir, { recursive: true, force: true });
});

/** Publishes a new version of the service worker and makes the page look for it (what the hourly check does). */
async function publishAndCheck(page: Page, version: number): Promise<void> {
  fs.appendFileSync(path.join(staticDir, 'sw.js'), `\n// version ${version}\n`);
  await page.evaluate(async () => { await (await navigator.serviceWorker.getRegistration())?.update(); });
}

/** Waits until the service worker of the page is installed and active. */
async function swReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

describe('new version of the portal (service worker)', () => {
  it('asks to reload: forced on the login page (no way to dismiss), optional once logged in', async () => {
    const { page, errors } = await newPage(browser(), { serviceWorkers: 'allow' });
    await page.goto(`${server.url}/`);
    await swReady(page);

    // Logged in: the question can be declined and the user stays where they are.
    await login(page, server.url, 'cliente');
    await publishAndCheck(page, 1);
    const prompt = page.getByTestId('alert-default');
    await prompt.waitFor({ timeout: 20_000 });
    await expect.poll(() => prompt.textContent()).toContain('Nueva versión detectada. ¿Recargar la página?');
    await screenshot(page, 'sw-update-prompt');
    await prompt.getByRole('button', { name: 'No' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/informes');

    // On the login page the same question has only Reload, and reloading activates the new version.
    await page.getByTestId('logout').click();
    await page.getByRole('button', { name: 'Sí' }).click();
    await page.waitForURL(`${server.url}/`);
    await prompt.waitFor({ timeout: 20_000 });
    await expect.poll(() => prompt.getByRole('button').allTextContents()).toEqual(['Recargar']);
    await page.keyboard.press('Escape');
    await expect.poll(() => prompt.isVisible()).toBe(true);
    await screenshot(page, 'sw-update-forced');
    await page.evaluate(() => { (window as unknown as { beforeReload: boolean }).beforeReload = true; });
    await prompt.getByRole('button', { name: 'Recargar' }).click();
    await page.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload, undefined, { timeout: 20_000 });
    await page.getByTestId('login-submit').waitFor();
    const state = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(r?.waiting), active: r?.active?.state };
    });
    expect(state).toEqual({ waiting: false, active: 'activated' });
    await expect.poll(() => page.getByTestId('alert-default').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
