import type { Page } from 'playwright-core';

/** Logs a demo user in through the login form and lands on the reports home (accepting the change of company when it is offered). */
export async function benchLogin(page: Page, baseUrl: string, user: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.fill('input[name=usuario]', user);
  await page.fill('input[name=password]', 'demo1234');
  await page.press('input[name=password]', 'Enter');
  const change = page.getByTestId('change-company-dialog');
  await Promise.race([page.waitForURL('**/informes'), change.waitFor()]);
  if (await change.isVisible()) {
    await change.getByRole('button').last().click();
    await page.waitForURL('**/informes');
  }
}
