import Database from 'better-sqlite3';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newPage, screenshot } from './support/browser';
import { serverReports } from './support/erpApi';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const onPremiseUrl = inject('onPremiseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('login and company', () => {
  it('admin is asked to change company, changes it and lands on the reports home of company 1', async () => {
    // Other journeys may have switched admin's ERP session already: put it back on company 2.
    const db = new Database(path.join(dataDir, 'erp.sqlite'));
    db.prepare("update usuarios_erp set empresa_sesion = '2' where usuario = 'admin'").run();
    db.close();
    const { page, errors } = await newPage(browser);
    await page.goto(`${baseUrl}/`);
    await screenshot(page, 'login');
    await page.locator('input[name=usuario]').fill('admin');
    await page.locator('input[name=password]').fill('demo1234');
    await page.getByTestId('login-submit').click();
    const dialog = page.getByTestId('change-company-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain('Iberia Metales');
    await screenshot(page, 'change-company');
    await dialog.getByRole('button', { name: 'Cambiar' }).click();
    await page.waitForURL('**/informes');
    await expect.poll(() => page.getByTestId('header-company').textContent()).toBe('Iberia Metales y Reciclaje S.L.');
    await screenshot(page, 'home-admin');
    // The change is kept: the next login asks nothing.
    await page.getByTestId('logout').click();
    await page.getByRole('button', { name: 'Sí' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await login(page, baseUrl, 'admin');
    expect(errors).toEqual([]);
  });

  it('cancel in the change-company dialog keeps the user on the login page', async () => {
    const db = new Database(path.join(dataDir, 'erp.sqlite'));
    db.prepare("update usuarios_erp set empresa_sesion = '2' where usuario = 'rep'").run();
    db.close();
    const { page } = await newPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.locator('input[name=usuario]').fill('rep');
    await page.locator('input[name=password]').fill('demo1234');
    await page.locator('input[name=password]').press('Enter');
    const dialog = page.getByTestId('change-company-dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByTestId('login-submit').click();
    await dialog.getByRole('button', { name: 'Cambiar' }).click();
    await page.waitForURL('**/informes');
  });

  it('a wrong password shows the login error and stays on the login page', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.locator('input[name=usuario]').fill('cliente');
    await page.locator('input[name=password]').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    const alert = page.getByTestId('alert-errorWButton');
    await alert.waitFor();
    await expect.poll(() => alert.textContent()).toContain('Error al loguear');
    await expect.poll(() => alert.textContent()).toContain('El usuario no existe o la contraseña no es válida');
    await screenshot(page, 'login-error');
    await alert.getByRole('button', { name: 'Aceptar' }).click();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.locator('input[name=usuario]').inputValue()).toBe('cliente');
  });

  it('empty fields show "Este campo es obligatorio" and send nothing', async () => {
    const { page } = await newPage(browser);
    let calls = 0;
    page.on('request', (r) => { if (r.url().includes('/validateuser')) calls++; });
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByText('Este campo es obligatorio').count()).toBe(2);
    expect(calls).toBe(0);
  });

  it('the domain field is hidden when the host gives the domain', async () => {
    const { page } = await newPage(browser);
    const host = baseUrl.replace('localhost', 'demo.localhost');
    await page.goto(`${host}/`);
    await page.locator('input[name=usuario]').waitFor();
    await page.waitForFunction(() => localStorage.getItem('urlInfo')?.includes('"dominioDesdeHost":true'));
    await expect.poll(() => page.locator('input[name=dominio]').count()).toBe(0);
    await login(page, host, 'cliente');
  });
});

describe('reports home per user', () => {
  for (const user of ['admin', 'rep', 'cliente', 'sucursal', 'multi', 'proveedor', 'soporte']) {
    it(`${user} sees exactly the reports the server lists`, async () => {
      const expected = await serverReports(baseUrl, user);
      expect(expected.length).toBeGreaterThan(0);
      const { page, errors } = await newPage(browser);
      await login(page, baseUrl, user);
      await page.getByTestId('report-card').first().waitFor();
      await expect.poll(() => page.getByTestId('report-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-report')))).toEqual(expected);
      if (user === 'cliente') await screenshot(page, 'home-cliente');
      expect(errors).toEqual([]);
    });
  }
  it('only ADMIN and REPRESENTANTE see the quotes report', async () => {
    expect(await serverReports(baseUrl, 'rep')).toContain('PRESUPUESTOS');
    for (const user of ['cliente', 'sucursal', 'multi', 'proveedor', 'soporte']) expect(await serverReports(baseUrl, user)).not.toContain('PRESUPUESTOS');
  });
});

describe('the portal shell', () => {
  it('searches reports after typing stops, opens one in its dialog and closes it', async () => {
    const { page } = await newPage(browser);
    await login(page, baseUrl, 'rep');
    await page.getByRole('textbox', { name: 'Buscar por nombre o descripción' }).fill('REIMPRES');
    await expect.poll(() => page.getByTestId('report-card').count(), { timeout: 3000 }).toBe(1);
    await page.getByRole('button', { name: /^Abrir: Reimpresión de facturas/ }).click();
    const dialog = page.getByTestId('report-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe('Reimpresión de facturas');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('switches to English and back, and the server keeps the language', async () => {
    const { page } = await newPage(browser);
    await login(page, baseUrl, 'sucursal');
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('report-card').first().getByRole('button').textContent()).toBe('Open');
    // Order status names follow the language.
    const statusNames = () => page.evaluate(() => (JSON.parse(localStorage.getItem('estadosPedidosWeb') ?? '[]') as { descripcion: string }[]).map((e) => e.descripcion));
    await expect.poll(() => statusNames()).toContain('Under review');
    await screenshot(page, 'home-english');
    await page.getByTestId('language-menu').click();
    await screenshot(page, 'language-menu');
    await page.getByTestId('language-es').click();
    await page.getByRole('heading', { name: 'Informes', level: 1 }).waitFor();
    await expect.poll(() => statusNames()).toContain('En revisión');
  });

  it('a 401 during a call refreshes the token once and the call succeeds', async () => {
    const { page } = await newPage(browser);
    await login(page, baseUrl, 'multi');
    const db = new Database(path.join(dataDir, 'erp.sqlite'));
    db.prepare('update tokens set expires_at = 0 where user_id = (select user_id from usuarios_erp where usuario = ?)').run('multi');
    db.close();
    const statuses: number[] = [];
    page.on('response', (r) => { if (r.url().includes('/cambiaIdioma') || r.url().includes('/tokenRefreshGetAuth')) statuses.push(r.status()); });
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-fr').click();
    await page.getByRole('heading', { name: 'Rapports', level: 1 }).waitFor();
    expect(statuses.slice(0, 3)).toEqual([401, 200, 200]);
    expect(new URL(page.url()).pathname).toBe('/informes');
  });

  it('opens the side menu on a narrow screen and shows the account page', async () => {
    const { page } = await newPage(browser, { width: 800, height: 900 });
    await login(page, baseUrl, 'cliente');
    await page.getByTestId('side-menu-button').click();
    await screenshot(page, 'side-menu');
    await page.getByRole('link', { name: 'Mi cuenta' }).click();
    await page.getByRole('heading', { name: 'Mi cuenta' }).waitFor();
    await expect.poll(() => page.getByText('Carmen López Vidal').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Volver' }).click();
    await page.waitForURL('**/informes');
  });

  it('logs out after the confirmation and the reports need a new login', async () => {
    const { page } = await newPage(browser);
    await login(page, baseUrl, 'proveedor');
    await page.getByTestId('logout').click();
    await expect.poll(() => page.getByText('¿Está seguro de que desea desconectarse?').isVisible()).toBe(true);
    await screenshot(page, 'logout-question');
    await page.getByRole('button', { name: 'No' }).click();
    expect(new URL(page.url()).pathname).toBe('/informes');
    const tira = await page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? '{}') as { tira?: string }).tira);
    await page.getByTestId('logout').click();
    await page.getByRole('button', { name: 'Sí' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    // The server ended the session too: the old token no longer works.
    const status = await page.evaluate(async (t) => (await fetch('/wscomun/portalinformes/datosUsuario', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tira: t, getAvatarSN: 'N' }),
    })).status, tira);
    expect(status).toBe(401);
    await page.goto(`${baseUrl}/informes`);
    await page.waitForURL(`${baseUrl}/`);
  });

  it('the next login lands on the module the user worked in last', async () => {
    const { page } = await newPage(browser);
    await login(page, baseUrl, 'rep');
    await page.getByTestId('main-menu').locator('[data-module=PRESUPUESTOS]').click();
    await page.waitForURL('**/presupuestos');
    // The address changes before the module's screen is drawn (a navigation is a transition): the module is remembered once it is.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('modulo'))).toContain('PRESUPUESTOS');
    await page.getByTestId('logout').click();
    await page.getByRole('button', { name: 'Sí' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.locator('input[name=usuario]').fill('rep');
    await page.locator('input[name=password]').fill('demo1234');
    await page.locator('input[name=password]').press('Enter');
    await page.waitForURL('**/presupuestos');
    await page.getByTestId('logout').click();
    await page.getByRole('button', { name: 'Sí' }).click();
    await page.waitForURL(`${baseUrl}/`);
    // A user without that module lands on the reports.
    await login(page, baseUrl, 'cliente');
    expect(new URL(page.url()).pathname).toBe('/informes');
  });

  it('a shop token opens the order report at once', async () => {
    const { apiLogin } = await import('./support/erpApi');
    const { tira } = await apiLogin(baseUrl, 'cliente');
    const { page } = await newPage(browser);
    await page.goto(`${baseUrl}/login/${tira}/s`);
    const dialog = page.getByTestId('report-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe('Estado de pedidos y albaranes');
  });

  it('a token login on another ERP company asks to change it: Cancel returns to the login page, Change lands on the reports', async () => {
    const { apiLogin } = await import('./support/erpApi');
    const setErpCompany = (empresa: string) => {
      const db = new Database(path.join(dataDir, 'erp.sqlite'));
      db.prepare("update usuarios_erp set empresa_sesion = ? where usuario = 'admin'").run(empresa);
      db.close();
    };
    setErpCompany('2');
    const { tira } = await apiLogin(baseUrl, 'admin');
    const { page } = await newPage(browser);
    await page.goto(`${baseUrl}/login/${tira}`);
    const dialog = page.getByTestId('change-company-dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.locator('input[name=usuario]').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    await page.goto(`${baseUrl}/login/${tira}`);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cambiar' }).click();
    await page.waitForURL('**/informes');
    await page.getByTestId('report-card').first().waitFor();
    await expect.poll(() => page.getByTestId('header-company').textContent()).toBe('Iberia Metales y Reciclaje S.L.');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('urlInfo') ?? 'null')?.dominio)).toBe('DEMO');
    // Another screen and back: the session holds (no bounce to the login page).
    await page.goto(`${baseUrl}/miCuenta`);
    await page.getByRole('heading', { name: 'Mi cuenta' }).waitFor();
  });

  it('an expert token opens purchases/sales at once', async () => {
    const { apiLogin } = await import('./support/erpApi');
    const { tira } = await apiLogin(baseUrl, 'soporte');
    const { page } = await newPage(browser);
    await page.goto(`${baseUrl}/loginExpert/${tira}`);
    const dialog = page.getByTestId('report-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe('Compras y ventas');
  });

  it('the style picker applies a customer style and clears the session', async () => {
    const { page } = await newPage(browser);
    await login(page, baseUrl, 'cliente');
    await page.goto(`${baseUrl}/style`);
    await page.getByTestId('style-verde').click();
    await screenshot(page, 'style-picker');
    await page.getByTestId('style-apply').click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.evaluate(() => [localStorage.getItem('estilo'), localStorage.getItem('session')])).toEqual(['"verde"', null]);
    const color = await page.getByTestId('login-submit').evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(color).toBe('rgb(46, 125, 79)');
  });
});

describe('on-premise', () => {
  it('logs in with the ERP login call and stores isOnPremise', async () => {
    const { page } = await newPage(browser);
    const calls: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST') calls.push(new URL(r.url()).pathname); });
    // The portal learns the deployment from the first replies; a person cannot sign in before they arrive, a script can.
    await page.goto(`${onPremiseUrl}/`);
    await page.waitForFunction(() => localStorage.getItem('isOnPremise') === '"S"');
    await login(page, onPremiseUrl, 'cliente');
    expect(calls).toContain('/wscomun/procExpert/login');
    expect(calls).not.toContain('/wsr/auth/validateuser');
    expect(await page.evaluate(() => localStorage.getItem('isOnPremise'))).toBe('"S"');
  });
  it('a failed on-premise login shows its own title', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${onPremiseUrl}/`);
    await page.waitForFunction(() => localStorage.getItem('isOnPremise') === '"S"');
    await page.locator('input[name=usuario]').fill('cliente');
    await page.locator('input[name=password]').fill('nope');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('alert-errorWButton').textContent()).toContain('Fallo al intentar loguear');
  });
});
