import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { seriousViolations } from './support/axe';
import { openReport } from './support/documents';

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();
describe('axe-core finds no serious or critical violation', () => {
  it('on the login page', async () => {
    const { page } = await newPage(browser());
    await page.goto(`${baseUrl}/`);
    await page.locator('input[name=usuario]').waitFor();
    expect(await page.getByRole('main').count(), 'the login page has a main landmark').toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on the reports home', async () => {
    const { page } = await newPage(browser());
    await login(page, baseUrl, 'admin');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on a report with results and an expanded row', async () => {
    const { page } = await newPage(browser());
    await login(page, baseUrl, 'admin');
    await openReport(page, 'ESTADO_PED_ALB');
    await page.getByTestId('filters-search').click();
    await page.locator('.ag-row').first().waitFor();
    await page.getByTestId('expand-row').first().click();
    await page.getByTestId('detail-panel').locator('tbody tr').first().waitFor();
    await screenshot(page, 'a11y-orders-expanded');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on a grid with its tools (filter row, search panel, open column menu) and on sub-tables with pictures', async () => {
    const { page } = await newPage(browser());
    await login(page, baseUrl, 'admin');
    await openReport(page, 'COMPRAS_VENTAS');
    await page.getByTestId('filters-search').click();
    await page.locator('.ag-row').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Columnas' }).click();
    await page.getByRole('menu').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.goto(`${baseUrl}/informes`);
    await openReport(page, 'STOCK_ARTICULOS');
    await page.getByTestId('remote-image').first().waitFor();
    await page.getByTestId('expand-row').first().click();
    await page.getByTestId('detail-table').nth(1).waitFor();
    await page.getByTestId('detail-panel').locator('[data-testid=detail-empty], tbody tr').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('remote-image').first().click();
    await page.getByTestId('remote-image-dialog').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on a selection result with chosen rows (customer risk) and on a form with number fields and autocompletes', async () => {
    const { page } = await newPage(browser());
    await login(page, baseUrl, 'admin');
    await openReport(page, 'RIESGOS');
    const rows = page.getByTestId('selection-list').locator('tbody tr');
    await rows.nth(1).waitFor();
    await rows.nth(0).click();
    await rows.nth(1).click();
    await page.getByTestId('selection-chips').locator('[data-key]').nth(1).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${baseUrl}/informes`);
    await openReport(page, 'ESTAD_PROV_REP');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${baseUrl}/informes`);
    await openReport(page, 'ESTADO_VENTAS');
    await page.getByRole('combobox', { name: 'Tipo de listado' }).click();
    await page.getByRole('option', { name: /^4 - / }).click();
    await page.getByLabel('Nivel 1').waitFor();
    // The closed menu fades out before it leaves the page: check once it is gone.
    await page.locator('.MuiPopover-root, li[data-value]').first().waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on user administration', async () => {
    const { page } = await newPage(browser());
    await login(page, baseUrl, 'admin');
    await page.getByTestId('main-menu').locator('[data-module=ADMIN_USU]').click();
    await page.getByTestId('users-table').locator('tbody tr').first().waitFor();
    await page.getByTestId('users-table').locator('tbody tr').first().click();
    await page.waitForTimeout(800);
    await screenshot(page, 'a11y-users');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on the quote wizard', async () => {
    const { page } = await newPage(browser());
    await login(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/presupuestos/asistente`);
    await page.getByTestId('wizard-step-1').waitFor();
    expect(await seriousViolations(page), 'step 1').toEqual([]);
    await page.getByTestId('wizard-customer-code').fill('000001');
    await page.getByTestId('wizard-customer-code').press('Enter');
    await expect.poll(() => page.getByTestId('wizard-customer-name').inputValue()).not.toBe('');
    await page.getByTestId('wizard-branch-search').click();
    await page.getByTestId('lookup-dialog').locator('tbody tr').first().click();
    await expect.poll(() => page.getByTestId('wizard-branch-code').inputValue()).not.toBe('');
    await page.getByTestId('wizard-continue').click();
    await page.getByTestId('wizard-step-2').waitFor();
    await page.waitForTimeout(800);
    await screenshot(page, 'a11y-quote-wizard');
    expect(await seriousViolations(page), 'step 2').toEqual([]);
  });
});

describe('date pickers speak the user\'s language', () => {
  it.each([
    { language: 'es', label: 'Fecha inicial', placeholder: /DD\/MM\/AAAA/, day: 'Día' },
    { language: 'fr', label: 'Date de début', placeholder: /JJ\/MM\/AAAA/, day: 'Jour' },
  ])('$language: the date field shows its placeholder and names its parts in $language', async ({ language, label, placeholder, day }) => {
    const { page } = await newPage(browser());
    await login(page, baseUrl, 'rep');
    const choose = async (lng: string) => {
      await page.getByTestId('language-menu').click();
      await page.getByTestId(`language-${lng}`).click();
      await expect.poll(() => page.getByTestId('language-menu').first().textContent()).toBe(lng.toUpperCase());
    };
    // Whatever language the user left the portal in, this journey sets its own.
    if ((await page.getByTestId('language-menu').first().textContent()) !== language.toUpperCase()) await choose(language);
    try {
      await openReport(page, 'ENTR_REC_TRANS');
      await page.locator('[data-choice=T]').click();
      const group = page.getByRole('group', { name: label });
      await group.waitFor();
      // Cleared, the field shows its placeholder sections.
      await group.getByRole('spinbutton').first().click();
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Tab');
      await expect.poll(async () => (await group.getByRole('spinbutton').allTextContents()).join('/')).toMatch(placeholder);
      expect(await group.getByRole('spinbutton').first().getAttribute('aria-label')).toBe(day);
      await screenshot(page, `a11y-date-placeholder-${language}`);
    } finally {
      // The language is kept for the user on the server: back to Spanish for the other journeys.
      if (language !== 'es') {
        await page.goto(`${baseUrl}/informes`);
        await choose('es');
      }
    }
  });
});
