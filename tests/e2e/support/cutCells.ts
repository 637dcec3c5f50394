import type { Page } from 'playwright-core';

/**
 * Cells that must never be cut — whatever the definition says about their column: dates, amounts and numbers (digits and
 * separators) and single-token codes (certificate, invoice, order numbers) — plus the headers of the content-sized columns.
 */
export async function cutCells(page: Page, headerColumns: string[]): Promise<string[]> {
  return page.evaluate((ids) => {
    const cut: string[] = [];
    const overflows = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    const exact = (text: string) => /^[\d\s.,:/%€-]+$/.test(text) || /^[A-Z0-9][A-Z0-9\-/._]*$/.test(text);
    for (const cell of document.querySelectorAll('.ag-row:not(.ag-full-width-row) .ag-cell')) {
      const text = (cell.textContent ?? '').trim();
      if (!text || !exact(text)) continue;
      if ([cell, ...cell.querySelectorAll('.ag-cell-value, .ag-cell-wrapper')].some(overflows)) cut.push(`${cell.getAttribute('col-id')}: ${text}`);
    }
    for (const id of ids) {
      const header = document.querySelector(`.ag-header-cell[col-id="${id}"] .ag-header-cell-text`);
      if (header && overflows(header)) cut.push(`${id} header: ${header.textContent}`);
    }
    return cut;
  }, headerColumns);
}
