import { describe, expect, it } from 'vitest';
import { chromiumPerFile, newPage, takePageErrors } from './support/browser';

const browser = chromiumPerFile();

describe('journeys fail on uncaught page errors', () => {
  it('collects an uncaught error of any page, including a tab the page opens, for the guard that fails the test', async () => {
    const { page } = await newPage(browser());
    await page.setContent('<button onclick="window.open(\'about:blank\').eval(\'setTimeout(() => { throw new Error(\\\'popup failed\\\') })\')">open</button>');
    await page.evaluate(() => setTimeout(() => { throw new Error('the grid failed to draw'); }));
    const popup = page.context().waitForEvent('page');
    await page.getByRole('button').click();
    await popup;
    const seen: string[] = [];
    await expect.poll(() => {
      seen.push(...takePageErrors());
      return seen.join('\n');
    }).toMatch(/the grid failed to draw[\s\S]*popup failed|popup failed[\s\S]*the grid failed to draw/);
  });
});
