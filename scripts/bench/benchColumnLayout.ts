import type { Page } from 'playwright-core';

/** The user's own column layout as the services keep it (vistasInforme's columnas: fields shown and widths), null when there is none. */
export interface StoredLayout { columnas?: string[] | null; anchos?: Record<string, number> | null }

/** The logged-in user's own column layout of a report, read from the services. */
export async function readColumnLayout(page: Page, code: string): Promise<StoredLayout | null> {
  return page.evaluate(async (code) => {
    const session = JSON.parse(localStorage.getItem('session') ?? 'null') as { tira?: string; empresa?: string } | null;
    const res = await fetch('/wscomun/portalinformes/vistasInforme', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ informe: code, tira: session?.tira, empresa: session?.empresa }),
    });
    if (!res.ok) throw new Error(`vistasInforme ${code}: ${res.status}`);
    return ((await res.json()) as { columnas?: StoredLayout | null }).columnas ?? null;
  }, code);
}

/**
 * Stores the logged-in user's own column layout of a report on the services (the fields shown, in order; null: the definition's default),
 * as the column chooser does. A bench sets it before opening the report, so what it exports does not depend on a layout an earlier run
 * or another bench left (the services' layout wins over any choice kept in the browser).
 */
export async function storeColumnLayout(page: Page, code: string, columns: string[] | null, widths: Record<string, number> | null = null): Promise<void> {
  const status = await page.evaluate(async ({ code, columns, widths }) => {
    const session = JSON.parse(localStorage.getItem('session') ?? 'null') as { tira?: string; empresa?: string } | null;
    const res = await fetch('/wscomun/portalinformes/guardarColumnasInforme', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ informe: code, columnas: columns, anchos: widths, tira: session?.tira, empresa: session?.empresa }),
    });
    return res.status;
  }, { code, columns, widths });
  if (status !== 200) throw new Error(`guardarColumnasInforme ${code}: ${status}`);
}
