import type { BrowserContext, Download, Page } from 'playwright-core';

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
