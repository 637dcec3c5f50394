import { infoStrip, linesTable, renderBusinessPdf, smallPrint, totalsBlock, type CompanyInfo } from './businessLayout.js';
import { euros } from './formats.js';
import type { PdfContent } from './pdfRenderer.js';
import type { SalesTexts } from './salesReportTexts.js';

const percentFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A share in German notation: 12,5 % (a dash when the whole is zero). */
export const percent = (part: number, whole: number): string => (whole === 0 ? '—' : `${percentFormat.format((part / whole) * 100)} %`);

/** Rounds to cents. */
export const cents = (n: number): number => Math.round(n * 100) / 100;

/** YYYY-MM → MM/YYYY. */
export const monthLabel = (ym: string): string => `${ym.slice(5, 7)}/${ym.slice(0, 4)}`;

/** A range as printed in the filters: "All", or "from – to" with an open end as an ellipsis. */
export const rangeText = (t: SalesTexts, from?: string | number, to?: string | number, format: (s: string) => string = (s) => s): string =>
  (from === undefined && to === undefined ? t.all : `${from !== undefined ? format(String(from)) : '…'} – ${to !== undefined ? format(String(to)) : '…'}`);

/** A row of a summary table: code, description, two counts and the amount (its share of the grand total is added). */
export type SummaryRow = [code: string, description: string, first: string, second: string, amount: number];
/** Rows under an optional group heading, closed by an optional subtotal line. */
export interface SummaryGroup { title?: string; subtotal?: string; rows: SummaryRow[] }

/** Sorts rows by code (A), description (D) or amount, largest first (I). */
export function sortRows<T>(rows: T[], order: 'A' | 'D' | 'I', code: (r: T) => string, name: (r: T) => string, amount: (r: T) => number): T[] {
  const byText = (get: (r: T) => string) => (a: T, b: T) => get(a).localeCompare(get(b), 'es', { numeric: true });
  return [...rows].sort(order === 'I' ? (a, b) => amount(b) - amount(a) || byText(code)(a, b) : order === 'D' ? byText(name) : byText(code));
}

/** A grouped table of code, description, two counts, amount and share of the total. */
export function summaryTable(headers: [string, string, string, string], t: SalesTexts, groups: SummaryGroup[], grandTotal: number): PdfContent {
  const rows: (PdfContent[] | { group: string; summary?: boolean })[] = [];
  for (const g of groups) {
    if (g.title) rows.push({ group: g.title });
    for (const [code, description, first, second, amount] of g.rows) {
      rows.push([code, description, { text: first, alignment: 'right' }, { text: second, alignment: 'right' }, euros(cents(amount)), { text: percent(amount, grandTotal), alignment: 'right' }]);
    }
    if (g.subtotal) rows.push({ group: g.subtotal, summary: true });
  }
  return linesTable([
    { header: headers[0], width: 78 }, { header: headers[1], width: '*' }, { header: headers[2], width: 56, align: 'right' }, { header: headers[3], width: 66, align: 'right' },
    { header: t.amount, width: 84, align: 'right' }, { header: t.share, width: 46, align: 'right' },
  ], rows);
}

/** A sales statistics document: company header, the filters used, the body, the totals and the notes; page numbers in the footer. */
export function salesReportPdf(doc: {
  company: CompanyInfo; title: string; number: string; today: string; headerLines: string[]; filters: [string, string][]; body: PdfContent[]; totals: [string, string][];
  notes: string[]; fileTitle: string; landscape?: boolean; t: SalesTexts;
}): Promise<Buffer> {
  return renderBusinessPdf([{
    labels: doc.t.labels, company: doc.company, title: doc.title, number: doc.number, date: doc.today, headerLines: doc.headerLines,
    content: [infoStrip(doc.filters), ...doc.body, totalsBlock(doc.totals), ...doc.notes.map(smallPrint)],
  }], { title: doc.fileTitle, ...(doc.landscape ? { landscape: true } : {}) });
}
