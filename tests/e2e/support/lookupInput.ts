import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Picks a code in a lookup field: Enter on the code, and the first entry when the code names several (the search dialog opens). */
export async function pick(page: Page, field: string, code: string): Promise<void> {
  await page.getByTestId(`lookup-${field}-code`).fill(code);
  await page.getByTestId(`lookup-${field}-code`).press('Enter');
  const dialog = page.getByTestId('lookup-dialog');
  await expect.poll(async () => (await dialog.isVisible()) || (await page.getByTestId(`lookup-${field}-name`).inputValue()) !== '').toBe(true);
  if (await dialog.isVisible()) await dialog.locator('tbody tr').first().click();
  await expect.poll(() => page.getByTestId(`lookup-${field}-name`).inputValue()).not.toBe('');
}
