import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, login, newPage, screenshot } from './support/browser';
import { openReport } from './support/documents';
import { typeDate } from './support/formInput';

const baseUrl = inject('baseUrl');
const browser = chromiumPerFile();

/** Collects every Content-Security-Policy violation of every page and frame of a context: the DOM event and Chromium's console report. */
async function recordViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__cspViolation', (source, text: string) => { violations.push(`${source.frame.url()}: ${text}`); });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation?: (t: string) => void }).__cspViolation;
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  context.on('console', (m) => {
    if (/content security policy|refused to|unsafe-eval/i.test(m.text())) violations.push(`console ${m.type()} ${m.page()?.url() ?? ''}: ${m.text()}`);
  });
  return violations;
}

describe('the portal under its Content-Security-Policy (no unsafe-eval, object-src none)', () => {
  it('an admin filters and searches a report, opens its summary chart, an invoice PDF and a quote PDF preview without a single violation', async () => {
    // No bypassCSP: the page runs under the policy the server sends.
    const { page, errors } = await newPage(browser());
    const violations = await recordViolations(page.context());
    await login(page, baseUrl, 'admin');
    const policy = (await page.request.get(`${baseUrl}/`)).headers()['content-security-policy'] ?? '';
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("object-src 'none'");

    // The invoice reprint filter form: fields shown and enabled by conditions and by dependency.
    await openReport(page, 'REIMP_FACT');
    await page.getByTestId('lookup-representante').waitFor();
    // Shown for on-premise CHAVES only: here a hidden input at most.
    await expect.poll(() => page.locator('[data-field=numeroAlbaran] input:not([type=hidden])').count()).toBe(0);
    await expect.poll(() => page.getByTestId('lookup-sucursal-code').isDisabled()).toBe(true);
    await page.getByTestId('lookup-cliente-code').fill('000001');
    await page.getByTestId('lookup-cliente-code').press('Enter');
    await expect.poll(() => page.getByTestId('lookup-cliente-name').inputValue()).not.toBe('');
    await expect.poll(() => page.getByTestId('lookup-sucursal-code').isDisabled()).toBe(false);
    await typeDate(page, 'Fecha inicial', '01/01/2025');
    await page.getByTestId('filters-search').click();
    await page.locator('.ag-row:not(.ag-full-width-row)').first().waitFor();
    expect(Number((await page.getByTestId('grid-total').textContent())!.replace(/\D/g, ''))).toBeGreaterThan(0);
    await screenshot(page, 'csp-report-grid');

    // A summary of the search with its chart: the chart library (its own chunk) draws under the policy.
    await page.getByTestId('summary-open').click();
    await page.getByTestId('summary-table').waitFor();
    await page.getByTestId('summary-chart').locator('canvas').first().waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'csp-summary-chart');

    // An invoice PDF opens in a tab (a signed same-origin link) and Chromium's viewer shows it.
    const popupPromise = page.context().waitForEvent('page');
    await page.locator('.ag-row [data-action=pdf]:not([disabled])').first().click();
    const popup = await popupPromise;
    await popup.waitForURL((u) => u.href !== 'about:blank', { timeout: 20_000 });
    await popup.waitForTimeout(2500);
    await screenshot(popup, 'csp-invoice-pdf');
    await popup.close();

    // A quote's PDF preview: a same-origin link in a frame.
    await page.goto(`${baseUrl}/informes`);
    await page.locator('[data-module=PRESUPUESTOS]').first().click();
    await page.getByTestId('quote-row').first().click();
    await page.getByTestId('quotes-edit').click();
    await page.waitForURL('**/presupuestos/resumen/*');
    const frame = page.getByTestId('quote-pdf');
    await frame.waitFor();
    const link = (await frame.getAttribute('src'))!;
    await page.waitForTimeout(2500);
    await screenshot(page, 'csp-quote-pdf');

    // The same PDF from a blob: URL in a frame, as documents received in base64 are shown: the blob document inherits the portal's policy.
    await page.evaluate(async (url) => {
      const blob = await (await fetch(url)).blob();
      const iframe = document.createElement('iframe');
      iframe.src = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
      iframe.style.cssText = 'position:fixed;inset:80px 40px auto auto;width:520px;height:600px;z-index:99999;border:2px solid #1f5aa6;background:#fff';
      iframe.dataset.testid = 'blob-pdf';
      document.body.appendChild(iframe);
    }, link);
    await page.getByTestId('blob-pdf').waitFor();
    await page.waitForTimeout(2500);
    await screenshot(page, 'csp-blob-pdf');

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);

    // The recorder does see violations: the page's own attempts at code from a string and at an inline script are refused
    // (page.evaluate itself is exempt from the policy, so the probes run as the page's own tasks).
    await page.evaluate(() => {
      const w = window as unknown as { __probe?: string; setTimeout: (code: string, ms: number) => number };
      w.setTimeout("window.__probe = 'eval'", 0);
      const script = document.createElement('script');
      script.textContent = "window.__probe = 'inline'";
      document.head.appendChild(script);
    });
    await expect.poll(() => violations.some((v) => /script-src blocked eval/.test(v))).toBe(true);
    await expect.poll(() => violations.some((v) => /script-src-elem blocked inline/.test(v))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __probe?: string }).__probe ?? 'none')).toBe('none');
  });
});
