import type { Page, Request } from 'playwright-core';

/** Types a DD/MM/YYYY date into the MUI date field labelled `label`, section by section, and leaves it. */
export async function typeDate(page: Page, label: string, ddmmyyyy: string): Promise<void> {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy.replace(/\//g, ''), { delay: 20 });
  await page.keyboard.press('Tab');
}

/** Bodies the page POSTs to a path ending in `suffix`, in order (the array fills as the page sends). */
export function recordCalls(page: Page, suffix: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && r.url().endsWith(suffix)) bodies.push(r.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}
