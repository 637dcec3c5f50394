import type Database from 'better-sqlite3';
import dayjs from 'dayjs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { serverDatabase } from './support/serverDatabase';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { openReport } from './support/documents';
import { serverReports } from './support/erpApi';

const baseUrl = inject('baseUrl');
const onPremiseUrl = inject('onPremiseUrl');
const dataDir = inject('dataDir');
const browser = chromiumPerFile();

/** Runs SQL on the hosted server's database. */
const sqlite = <T>(work: (db: Database.Database) => T): T => serverDatabase(dataDir, work);

/** Logs the admin in and opens user administration from the menu. */
async function openAdmin(page: Page, url = baseUrl): Promise<void> {
  await login(page, url, 'admin');
  await page.getByTestId('main-menu').locator('[data-module=ADMIN_USU]').click();
  await page.waitForURL('**/administracion/usuarios');
  await page.getByTestId('users-table').locator('tbody tr').first().waitFor();
}

/** Finds a user with the search box and selects them. */
async function selectUser(page: Page, usuario: string): Promise<void> {
  await page.getByTestId('users-search').fill(usuario);
  const row = page.getByTestId(`user-row-${usuario}`);
  await row.waitFor();
  await expect.poll(() => page.getByTestId('users-table').locator('tbody tr').count()).toBeLessThanOrEqual(5);
  await row.click();
  await expect.poll(() => page.getByTestId('editor-user').isVisible()).toBe(true);
}

async function logout(page: Page): Promise<void> {
  await page.getByTestId('logout').click();
  await page.getByRole('button', { name: 'Sí' }).click();
  await page.waitForURL(/\/$/);
}

/** Waits until the success snackbar says `text` (an earlier message may still be showing). */
const expectSnackbar = (page: Page, text: string) => expect.poll(() => page.getByTestId('snackbar-success').textContent({ timeout: 500 }).catch(() => ''), { timeout: 10_000 }).toContain(text);
/** DD/MM/YYYY a date field shows. */
const fieldDate = async (page: Page, label: string) => (await page.getByRole('group', { name: label }).locator('[role=spinbutton]').allTextContents()).join('/');
const reportFlag = (page: Page, code: string): Locator => page.getByTestId('reports-tab').locator(`input[data-code=${code}]`);

describe('user administration (hosted)', () => {
  it('the admin removes a report from cliente; after logging in again cliente no longer sees it', async () => {
    try {
      const { page, errors } = await newPage(browser());
      await openAdmin(page);
      await screenshot(page, 'admin-users');
      await expect.poll(() => page.getByTestId('open-new-user').count()).toBe(0);
      // Default sort: user ascending, 5 per page.
      const names = await page.getByTestId('users-table').locator('tbody tr td:first-child').allTextContents();
      expect(names).toHaveLength(5);
      expect(names).toEqual([...names].sort());
      await selectUser(page, 'cliente');
      await expect.poll(() => page.getByTestId('data-tab').textContent()).toContain('cliente@demo-erp.es');
      await screenshot(page, 'admin-tab-data');
      await page.getByTestId('tab-association').click();
      await expect.poll(() => page.getByTestId('lookup-cliente-code').inputValue()).toBe('000001');
      await screenshot(page, 'admin-tab-association');
      await page.getByTestId('tab-access').click();
      await expect.poll(() => page.getByTestId('access-tab').locator('input[data-code=ADMIN_USU]').isDisabled()).toBe(true);
      await screenshot(page, 'admin-tab-access');
      await page.getByTestId('tab-reports').click();
      await reportFlag(page, 'CERT_MEDIOAMB').waitFor();
      // PRESUPUESTOS is hidden for a customer who keeps their role.
      await expect.poll(() => reportFlag(page, 'PRESUPUESTOS').count()).toBe(0);
      await expect.poll(() => page.getByTestId('user-accept').isDisabled()).toBe(true);
      await reportFlag(page, 'CERT_MEDIOAMB').uncheck();
      await screenshot(page, 'admin-tab-reports');
      // Another user while the change is pending: the question; Yes saves, then moves on.
      await page.getByTestId('users-search').fill('sucursal');
      await page.getByTestId('user-row-sucursal').click();
      await page.getByTestId('alert-default').waitFor();
      await expect.poll(() => page.getByTestId('alert-default').textContent()).toContain('Hay cambios sin guardar');
      await screenshot(page, 'admin-pending-question');
      await page.getByTestId('alert-default').getByRole('button', { name: 'Sí' }).click();
      await expectSnackbar(page, 'Usuario actualizado correctamente');
      await expect.poll(() => page.getByTestId('editor-user').textContent()).toBe('Sergio Navarro Gil');
      expect(await serverReports(baseUrl, 'cliente')).not.toContain('CERT_MEDIOAMB');
      await logout(page);
      await login(page, baseUrl, 'cliente');
      await page.getByTestId('report-card').first().waitFor();
      await expect.poll(() => page.locator('[data-report=CERT_MEDIOAMB]').count()).toBe(0);
      await expect.poll(() => page.locator('[data-report=ESTADO_PED_ALB]').count()).toBe(1);
      // Not an administrator: no menu entry, and the address shows no access.
      await page.getByTestId('main-menu').locator('[data-module=INFORMES]').waitFor();
      await expect.poll(() => page.getByTestId('main-menu').locator('[data-module=ADMIN_USU]').count()).toBe(0);
      await page.goto(`${baseUrl}/administracion/usuarios`);
      await page.getByTestId('admin-no-access').waitFor();
      await screenshot(page, 'admin-no-access');
      expect(errors).toEqual([]);
    } finally {
      sqlite((db) => db.prepare("update usuario_informes set value_sn = 'S' where usuario = 'cliente' and informe = 'CERT_MEDIOAMB'").run());
    }
  });

  it('a logged-in cliente loses a removed report at the next screen change, without logging in again', async () => {
    try {
      const { page: customer, errors } = await newPage(browser());
      await login(customer, baseUrl, 'cliente');
      await customer.locator('[data-report=REIMP_FACT]').waitFor();
      const { page: admin } = await newPage(browser());
      await openAdmin(admin);
      await selectUser(admin, 'cliente');
      await admin.getByTestId('tab-reports').click();
      await reportFlag(admin, 'REIMP_FACT').uncheck();
      await admin.getByTestId('user-accept').click();
      await expectSnackbar(admin, 'Usuario actualizado correctamente');
      // The customer's portal moves to their account and back: the card is gone.
      await customer.getByTestId('user-menu').click();
      await customer.getByRole('menuitem', { name: 'Mi cuenta' }).click();
      await customer.getByRole('heading', { name: 'Mi cuenta' }).waitFor();
      await customer.getByRole('button', { name: 'Volver' }).click();
      await customer.locator('[data-report=ESTADO_PED_ALB]').waitFor();
      await expect.poll(() => customer.locator('[data-report=REIMP_FACT]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      sqlite((db) => db.prepare("update usuario_informes set value_sn = 'S' where usuario = 'cliente' and informe = 'REIMP_FACT'").run());
    }
  });

  it('discards with No, and applies the association rules while editing', async () => {
    const { page, errors } = await newPage(browser());
    await openAdmin(page);
    await selectUser(page, 'sucursal');
    await page.getByTestId('tab-association').click();
    await expect.poll(() => page.getByTestId('lookup-sucursal-code').inputValue()).toBe('001');
    // Changing the role resets the customer; MULTISUCURSAL needs a customer before its branches.
    await page.getByTestId('admin-role').click();
    await page.getByRole('option', { name: 'Multisucursal' }).click();
    await expect.poll(() => page.getByTestId('lookup-cliente-code').inputValue()).toBe('');
    await page.getByTestId('branches-need-customer').waitFor();
    await expect.poll(() => page.getByTestId('activation-problem').textContent()).toContain('Elija un cliente');
    await expect.poll(() => page.getByTestId('user-accept').isDisabled()).toBe(true);
    // A code that does not exist clears the field with 'noExisteElemento'.
    await page.getByTestId('lookup-cliente-code').fill('999999');
    await page.getByTestId('lookup-cliente-code').press('Enter');
    await expect.poll(() => page.getByTestId('lookup-cliente').textContent()).toContain('El elemento no existe');
    await expect.poll(() => page.getByTestId('lookup-cliente-code').inputValue()).toBe('');
    // One result selects it.
    await page.getByTestId('lookup-cliente-code').fill('000003');
    await page.getByTestId('lookup-cliente-code').press('Tab');
    await expect.poll(() => page.getByTestId('lookup-cliente-name').inputValue()).not.toBe('');
    await page.getByTestId('branch-checklist').locator('tbody tr').first().waitFor();
    await expect.poll(() => page.getByTestId('activation-problem').textContent()).toContain('al menos una sucursal');
    await page.getByTestId('branch-002').click();
    await expect.poll(() => page.getByTestId('branches-selected').textContent()).toContain('1');
    await expect.poll(() => page.getByTestId('activation-problem').count()).toBe(0);
    await expect.poll(() => page.getByTestId('user-accept').isEnabled()).toBe(true);
    await screenshot(page, 'admin-multisucursal');
    // Several results open the selection dialog.
    await page.getByTestId('admin-role').click();
    await page.getByRole('option', { name: 'Representante' }).click();
    // A representative with several agents: its code matches several rows, so the selection dialog opens.
    const rep = sqlite((db) => db.prepare("select representante from representantes where empresa = '1' group by representante having count(*) > 1 order by representante limit 1").get() as { representante: string } | undefined);
    expect(rep, 'the seed has a representative with several agents').toBeDefined();
    await page.getByTestId('lookup-representante-code').fill(rep!.representante);
    await page.getByTestId('lookup-representante-code').press('Enter');
    await page.getByTestId('lookup-dialog').waitFor();
    await screenshot(page, 'admin-lookup-dialog');
    await page.getByTestId('lookup-dialog').locator('tbody tr').first().click();
    await expect.poll(() => page.getByTestId('lookup-representante-code').inputValue()).toMatch(new RegExp(`^${rep!.representante}/\\d$`));
    // Choosing ADMIN switches every option and report on.
    await page.getByTestId('admin-role').click();
    await page.getByRole('option', { name: 'Administrador' }).click();
    await page.getByTestId('tab-reports').click();
    await expect.poll(() => reportFlag(page, 'PRESUPUESTOS').count()).toBe(1);
    await expect.poll(() => page.getByTestId('reports-tab').locator('input[type=checkbox]:not(:checked)').count()).toBe(0);
    // Changing the company clears role, options and reports.
    await page.getByTestId('tab-association').click();
    await page.getByTestId('admin-company').click();
    await page.getByRole('option', { name: /^2 · / }).click();
    await expect.poll(() => page.getByTestId('activation-problem').textContent()).toContain('Elija el tipo de usuario');
    await page.getByTestId('tab-access').click();
    await page.getByTestId('access-tab').locator('input[type=checkbox]').first().waitFor();
    await expect.poll(() => page.getByTestId('access-tab').locator('input[type=checkbox]:checked').count()).toBe(0);
    // Another user with incomplete links: Yes does not save (it would deactivate the user); it says why and stays.
    await page.getByTestId('users-search').fill('multi');
    await page.getByTestId('user-row-multi').click();
    await page.getByTestId('alert-default').getByRole('button', { name: 'Sí' }).click();
    await page.getByTestId('alert-infoWButton').waitFor();
    await expect.poll(() => page.getByTestId('alert-infoWButton').textContent()).toContain('Elija el tipo de usuario');
    await screenshot(page, 'admin-pending-incomplete');
    await page.getByTestId('alert-infoWButton').getByRole('button').first().click();
    await expect.poll(() => page.getByTestId('editor-user').textContent()).not.toBe('Marta Iglesias Soler');
    expect(sqlite((db) => db.prepare("select activo_sn from usuarios_portal where usuario = 'sucursal'").get())).toEqual({ activo_sn: 'S' });
    // No discards the changes.
    await page.getByTestId('user-row-multi').click();
    await page.getByTestId('alert-default').getByRole('button', { name: 'No' }).click();
    await expect.poll(() => page.getByTestId('editor-user').textContent()).toBe('Marta Iglesias Soler');
    const saved = sqlite((db) => db.prepare("select p.empresa, r.role, p.sucursal from usuarios_portal p join roles r on r.id_rol = p.id_rol where usuario = 'sucursal'").get());
    expect(saved).toEqual({ empresa: '1', role: 'SUCURSAL', sucursal: '001' });
    expect(errors).toEqual([]);
  });

  it('the admin narrows the CLIENTE role dates and the report date pickers of cliente respect them', async () => {
    const original = sqlite((db) => db.prepare("select * from fechas_roles where empresa = '1' and id_rol = 3").get());
    const start = dayjs().subtract(10, 'day');
    const end = dayjs().subtract(2, 'day');
    try {
      const { page, errors } = await newPage(browser());
      await openAdmin(page);
      await page.getByTestId('open-role-dates').click();
      const dialog = page.getByTestId('role-dates-dialog');
      await dialog.getByTestId('role-CLIENTE').click();
      await dialog.getByTestId('role-dates-form').waitFor();
      await expect.poll(() => fieldDate(page, 'Fecha inicial')).toBe(dayjs(String(original && (original as { fecha_inicio: string }).fecha_inicio)).format('DD/MM/YYYY'));
      await page.getByTestId('help-days').hover();
      await page.getByRole('tooltip').waitFor();
      await expect.poll(() => page.getByRole('tooltip').textContent()).toContain('Días hacia atrás');
      await screenshot(page, 'admin-role-dates');
      for (const [label, date] of [['Fecha inicial', start], ['Fecha final', end]] as const) {
        await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
        await page.keyboard.type(date.format('DDMMYYYY'), { delay: 20 });
      }
      await dialog.getByTestId('role-days').fill('3,5');
      await expect.poll(() => dialog.getByTestId('role-dates-problem').textContent()).toContain('número entero');
      await expect.poll(() => dialog.getByTestId('role-dates-accept').isDisabled()).toBe(true);
      await dialog.getByTestId('role-days').fill('30');
      await dialog.getByTestId('role-dates-accept').click();
      await expectSnackbar(page, 'actualizados correctamente');
      const row = sqlite((db) => db.prepare("select fecha_inicio, fecha_final, dias_antiguedad from fechas_roles where empresa = '1' and id_rol = 3").get());
      expect(row).toEqual({ fecha_inicio: start.format('YYYY-MM-DD'), fecha_final: end.format('YYYY-MM-DD'), dias_antiguedad: 30 });
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await logout(page);

      await login(page, baseUrl, 'cliente');
      await openReport(page, 'CERT_MEDIOAMB');
      // Default window: 30 days back, but not before the role's start; today, but not after its end.
      await expect.poll(() => fieldDate(page, 'Fecha inicial')).toBe(start.format('DD/MM/YYYY'));
      await expect.poll(() => fieldDate(page, 'Fecha final')).toBe(end.format('DD/MM/YYYY'));
      // The calendars refuse days outside the limits.
      await page.getByRole('group', { name: 'Fecha inicial' }).locator('..').getByRole('button').click();
      const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') }).last();
      await calendar.getByRole('grid').waitFor();
      const before = start.subtract(1, 'day');
      // The day before the limit is disabled; when it falls in the previous month, the button to that month is.
      const beforeControl = before.month() === start.month()
        ? calendar.getByRole('gridcell', { name: String(before.date()), exact: true }) : calendar.getByRole('button', { name: /anterior|previous/i });
      await expect.poll(() => beforeControl.isDisabled()).toBe(true);
      await expect.poll(() => calendar.getByRole('gridcell', { name: String(start.date()), exact: true }).isDisabled()).toBe(false);
      await screenshot(page, 'admin-role-dates-report');
      await page.keyboard.press('Escape');
      await page.getByRole('group', { name: 'Fecha final' }).locator('..').getByRole('button').click();
      const after = end.add(1, 'day');
      const endCalendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') }).last();
      await endCalendar.getByRole('grid').waitFor();
      const afterControl = after.month() === end.month()
        ? endCalendar.getByRole('gridcell', { name: String(after.date()), exact: true }) : endCalendar.getByRole('button', { name: /siguiente|next/i });
      await expect.poll(() => afterControl.isDisabled()).toBe(true);
      await page.keyboard.press('Escape');
      // CLIENTE has the auto-filter on: the collections report's empty invoice dates open on the role's window.
      await page.getByTestId('report-dialog').getByRole('button', { name: 'Cerrar' }).click();
      await page.getByTestId('report-dialog').waitFor({ state: 'hidden' });
      await openReport(page, 'ESTADO_VENCI');
      await expect.poll(() => fieldDate(page, 'Factura desde')).toBe(start.format('DD/MM/YYYY'));
      await expect.poll(() => fieldDate(page, 'Factura hasta')).toBe(end.format('DD/MM/YYYY'));
      expect(errors).toEqual([]);
    } finally {
      const o = original as { fecha_inicio: string | null; fecha_final: string | null; dias_antiguedad: number | null; auto_filtro: string | null };
      sqlite((db) => db.prepare("update fechas_roles set fecha_inicio = ?, fecha_final = ?, dias_antiguedad = ?, auto_filtro = ? where empresa = '1' and id_rol = 3")
        .run(o.fecha_inicio, o.fecha_final, o.dias_antiguedad, o.auto_filtro));
    }
  });

  it('warehouse and location marks are saved and reloaded', async () => {
    const marks = () => sqlite((db) => ({
      a01: (db.prepare("select marcado from almacenes_logisticos where empresa = '1' and almacen = 'A01'").get() as { marcado: string }).marcado,
      loc: db.prepare("select ubicacion, marcado from ubicaciones_almacen where empresa = '1' and almacen = 'A02' order by ubicacion limit 1").get() as { ubicacion: string; marcado: string },
    }));
    const before = marks();
    const { page, errors } = await newPage(browser());
    await openAdmin(page);
    const open = async () => {
      await page.getByTestId('open-warehouses').click();
      await page.getByTestId('warehouse-A01').waitFor();
      await expect.poll(() => page.getByTestId('warehouse-dialog').locator('tbody tr[data-testid^=warehouse-]').count()).toBe(10);
      await page.getByTestId('expand-A02').click();
      await page.getByTestId(`location-A02-${before.loc.ubicacion}`).waitFor();
    };
    const a01 = () => page.getByTestId('warehouse-A01').getByRole('checkbox');
    const loc = () => page.getByTestId(`location-A02-${before.loc.ubicacion}`).getByRole('checkbox');
    await open();
    await expect.poll(() => a01().isChecked()).toBe(before.a01 === 'S');
    await expect.poll(() => loc().isChecked()).toBe(before.loc.marcado === 'S');
    await a01().click();
    await loc().click();
    await expect.poll(() => page.getByTestId('warehouse-pending').textContent()).toContain('2');
    await screenshot(page, 'admin-warehouses');
    await page.getByTestId('warehouse-accept').click();
    await expectSnackbar(page, 'Actualizado correctamente');
    await page.getByTestId('warehouse-dialog').waitFor({ state: 'hidden' });
    expect(marks()).toEqual({ a01: before.a01 === 'S' ? 'N' : 'S', loc: { ...before.loc, marcado: before.loc.marcado === 'S' ? 'N' : 'S' } });
    // A fresh page reads them back from the server.
    await page.reload();
    await page.getByTestId('users-table').locator('tbody tr').first().waitFor();
    await open();
    await expect.poll(() => a01().isChecked()).toBe(before.a01 !== 'S');
    await expect.poll(() => loc().isChecked()).toBe(before.loc.marcado !== 'S');
    // Back as they were.
    await a01().click();
    await loc().click();
    await page.getByTestId('warehouse-accept').click();
    await page.getByTestId('warehouse-dialog').waitFor({ state: 'hidden' });
    expect(marks()).toEqual(before);
    expect(errors).toEqual([]);
  });
});

describe('user administration on-premise', () => {
  it('the admin adds an ERP user, configures them as a customer, and the user logs in to their reports', async () => {
    const { page, errors } = await newPage(browser());
    await openAdmin(page, onPremiseUrl);
    await page.getByTestId('open-new-user').click();
    const dialog = page.getByTestId('new-user-dialog');
    await dialog.locator('tbody tr').first().waitFor();
    const rows = dialog.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThanOrEqual(7);
    const usuario = (await rows.first().locator('td').nth(1).textContent())!;
    const nombre = (await rows.first().locator('td').nth(2).textContent())!;
    await dialog.getByTestId('new-user-search').fill(nombre.split(' ')[0]!);
    await expect.poll(() => dialog.locator(`[data-testid=erp-user-${usuario}]`).count()).toBe(1);
    await dialog.getByTestId(`erp-user-${usuario}`).click();
    await expect.poll(() => dialog.getByTestId('new-user-selected').textContent()).toContain('1');
    await screenshot(page, 'admin-new-user');
    await dialog.getByTestId('new-user-add').click();
    await expectSnackbar(page, 'Usuarios añadidos: 1');
    // The new user opens on the association tab, unconfigured.
    await expect.poll(() => page.getByTestId('editor-user').textContent()).toBe(nombre);
    await page.getByTestId('association-tab').waitFor();
    await expect.poll(() => page.getByTestId('activation-problem').textContent()).toContain('Elija el tipo de usuario');
    await page.getByTestId('admin-role').click();
    const options = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(options.some((o) => o.startsWith('Multisucursal'))).toBe(false);
    await expect.poll(() => page.getByRole('option', { name: /^Sucursal/ }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('option', { name: 'Cliente', exact: true }).click();
    await page.getByTestId('lookup-cliente-code').fill('000001');
    await page.getByTestId('lookup-cliente-code').press('Enter');
    await expect.poll(() => page.getByTestId('lookup-cliente-name').inputValue()).not.toBe('');
    await page.getByTestId('tab-access').click();
    await page.getByTestId('access-tab').locator('input[data-code=INFORMES]').check();
    await page.getByTestId('tab-reports').click();
    // A user without a role yet sees every report, PRESUPUESTOS included.
    await expect.poll(() => reportFlag(page, 'PRESUPUESTOS').count()).toBe(1);
    await reportFlag(page, 'ESTADO_PED_ALB').check();
    await reportFlag(page, 'CERT_MEDIOAMB').check();
    await screenshot(page, 'admin-onpremise-configured');
    await page.getByTestId('user-accept').click();
    await expectSnackbar(page, 'Usuario actualizado correctamente');
    await page.getByTestId('tab-data').click();
    await expect.poll(() => page.getByTestId('user-state').textContent()).toBe('Activo');
    await logout(page);
    await login(page, onPremiseUrl, usuario);
    await page.getByTestId('report-card').first().waitFor();
    const cards = await page.getByTestId('report-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-report')));
    expect(cards.sort()).toEqual(['CERT_MEDIOAMB', 'ESTADO_PED_ALB']);
    expect(errors).toEqual([]);
  });
});
