import type { BrowserContext, Download, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits for the tab a document opens in and returns the first bytes of what it shows (url or blob). */
export async function popupDocumentHead(context: BrowserContext, click: () => Promise<void>): Promise<string> {
  const popupPromise = context.waitForEvent('page');
  await click();
  const popup = await popupPromise;
  return documentHead(popup);
}

/** The first bytes of the document a tab shows, once it left about:blank. */
export async function documentHead(popup: Page): Promise<string> {
  await popup.waitForURL((url) => url.href !== 'about:blank', { timeout: 20_000 });
  const url = popup.url();
  return popup.evaluate(async (u) => {
    const res = await fetch(u);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return String.fromCharCode(...bytes.slice(0, 8));
  }, url);
}

/** Runs a click that downloads a file and returns the file name and its bytes. */
export async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const downloadPromise = page.waitForEvent('download', { timeout: 60_000 });
  await click();
  const download: Download = await downloadPromise;
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

/** Opens a report from the home by its code. */
export async function openReport(page: Page, code: string): Promise<void> {
  await page.locator(`[data-report=${code}] button`).click();
  await page.getByTestId('report-dialog').waitFor();
  await page.getByTestId('report-filters').or(page.getByTestId('choice-view')).first().waitFor();
}

/** The pages of the PDF a tab shows (0 when it is not a PDF). */
export async function documentPdfPages(popup: Page): Promise<number> {
  await popup.waitForURL((url) => url.href !== 'about:blank', { timeout: 20_000 });
  const text = await popup.evaluate(async (u) => {
    const bytes = new Uint8Array(await (await fetch(u)).arrayBuffer());
    let out = '';
    for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode(...bytes.subarray(i, i + 8192));
    return out;
  }, popup.url());
  return pdfPages(text);
}

/** Page objects of a PDF given as a binary string. */
export function pdfPages(binary: string): number {
  if (!binary.startsWith('%PDF')) return 0;
  return (binary.match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

/** Checks the first two rows and runs "Descargar selección": resolves once both chosen rows' documents opened in tabs of their own. */
export async function downloadTwoSelectedInTabs(page: Page): Promise<void> {
  const rows = page.locator('.ag-row:not(.ag-full-width-row)');
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  const opened: Promise<unknown>[] = [];
  page.context().on('page', (p) => opened.push(p.waitForURL((u) => u.href !== 'about:blank')));
  await page.locator('[data-action=downloadSelected]').click();
  await expect.poll(() => opened.length).toBe(2);
  await Promise.all(opened);
}

/** Shows `size` rows a page, chooses the whole page with the header checkbox and runs "Descargar selección": the file it downloads. */
export async function downloadPageSelection(page: Page, size: number): Promise<{ name: string; bytes: Buffer }> {
  await page.getByRole('combobox', { name: /Filas por página/ }).click();
  await page.getByRole('option', { name: String(size) }).click();
  await page.getByText(new RegExp(`^1–${size} de \\d+$`)).waitFor();
  await page.locator('.ag-header').getByRole('checkbox').first().check();
  return downloaded(page, () => page.locator('[data-action=downloadSelected]').click());
}
