import { daysBetween } from '../routes/dates.js';
import type { DueFilters } from '../routes/reports/collectionQueries.js';
import { infoStrip, linesTable, PRIMARY, renderBusinessPdf, smallPrint, totalsBlock, type BusinessDocument, type Column, type CompanyInfo } from './businessLayout.js';
import type { DueItem } from './collectionsDocument.js';
import { dmy, euros, invoiceNumber, money } from './formats.js';
import type { PdfContent } from './pdfRenderer.js';
import { PORTFOLIO_TEXTS, type PortfolioTexts } from './portfolioReportTexts.js';
import type { ReportLanguage } from './documentLanguage.js';

/** Listings of the customer portfolio report (CARTERA_CLIENTS). */
export const PORTFOLIO_LISTS = ['efj325', 'efi325', 'efk325', 'efu325'] as const;
/** A listing of the customer portfolio report. */
export type PortfolioList = (typeof PORTFOLIO_LISTS)[number];

/** What a portfolio or unpaid-payments document prints: its listing (or the unpaid report), the filters, the language and the cover-page flag. */
export interface PortfolioLayout {
  list: PortfolioList | 'impagados';
  filters: DueFilters;
  lang: ReportLanguage;
  /** Cover page with company, filters and totals first (unpaid payments, portadaSN S). */
  portada?: boolean;
  /** Day the overdue days are counted to (ISO). */
  hoy: string;
  truncatedAt?: number;
}

type Row = PdfContent[] | { group: string; summary?: boolean };
const round2 = (n: number) => Math.round(n * 100) / 100;
const right = (text: string): PdfContent => ({ text, alignment: 'right' });
const sum = (items: DueItem[], pick: (i: DueItem) => number) => round2(items.reduce((s, i) => s + pick(i), 0));
const inCurrency = (i: DueItem, n: number) => round2(n * (i.moneda === 'EUR' ? 1 : i.cambio));

/** Rows of consecutive items grouped by a key: a group title row, the item rows and a subtotal row per group. */
function groupedRows(items: DueItem[], key: (i: DueItem) => string, title: (i: DueItem) => string, subtotal: (group: DueItem[]) => string, row: (i: DueItem) => PdfContent[]): Row[] {
  const rows: Row[] = [];
  let group: DueItem[] = [];
  const close = () => {
    if (group.length) rows.push({ group: subtotal(group), summary: true });
    group = [];
  };
  for (const it of items) {
    if (group.length && key(group[0]!) !== key(it)) close();
    if (!group.length) rows.push({ group: title(it) });
    group.push(it);
    rows.push(row(it));
  }
  close();
  return rows;
}

/** ISO week of a date: its label (2025-W14) and its Monday and Sunday. */
export function isoWeek(iso: string): { label: string; monday: string; sunday: string } {
  const d = new Date(`${iso}T00:00:00Z`);
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000);
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { label: `${year}-W${String(week).padStart(2, '0')}`, monday: monday.toISOString().slice(0, 10), sunday: sunday.toISOString().slice(0, 10) };
}

/** The situation of a due date as printed: returned, overdue, pending or collected. */
const stateOf = (t: PortfolioTexts, i: DueItem, hoy: string): string =>
  (i.situacion === 'IMPAGADO' ? t.states.DEVUELTO! : i.situacion === 'COBRADO' ? t.states.COBRADO! : i.fecha_vencimiento < hoy ? t.states.VENCIDO! : t.states.PENDIENTE!);

const range = (t: PortfolioTexts, from?: string, to?: string, format: (s: string) => string = (s) => s) =>
  (!from && !to ? t.filters.all : `${from ? format(from) : '…'} – ${to ? format(to) : '…'}`);

/** The filters of the report as label and value pairs. */
function filterPairs(t: PortfolioTexts, l: PortfolioLayout): [string, string][] {
  const f = l.filters;
  return [
    [t.filters.situation, t.states[f.situacion] ?? f.situacion],
    ...(l.list === 'impagados' ? [] : [[t.filters.list, `${l.list} · ${t.titles[l.list]}`] as [string, string]]),
    [t.filters.representatives, range(t, f.repIni, f.repFin)], [t.filters.customers, range(t, f.clienteIni, f.clienteFin)],
    [t.filters.dueDate, range(t, f.vencIni, f.vencFin, dmy)], [t.filters.invoiceDate, range(t, f.factIni, f.factFin, dmy)],
    ...(l.list === 'impagados' ? [[t.filters.branch, f.sucursal ?? t.filters.all], [t.filters.supplier, f.proveedor ?? t.filters.all]] as [string, string][] : []),
  ];
}

const customerTitle = (t: PortfolioTexts) => (i: DueItem) =>
  `${i.cliente} · ${i.razon_social} · ${t.risk.taxId} ${i.cif} · ${t.risk.representative} ${i.representante}${i.representante_nombre ? ` ${i.representante_nombre}` : ''}`;
const countText = (t: PortfolioTexts, g: DueItem[]) => `${g.length} ${t.totals.items.toLowerCase()}`;

/** Columns, rows and totals of each listing. */
function listing(t: PortfolioTexts, l: PortfolioLayout, items: DueItem[]): { columns: Column[]; rows: Row[]; totals: [string, string][]; note: string } {
  const days = (i: DueItem) => right(String(Math.max(0, daysBetween(i.fecha_vencimiento, l.hoy))));
  const invoice = (i: DueItem) => invoiceNumber(i.factura_serie, i.factura_ejercicio, i.factura_numero);
  const byCustomer = (subtotal: (g: DueItem[]) => string, row: (i: DueItem) => PdfContent[]) => groupedRows(items, (i) => i.cliente, customerTitle(t), subtotal, row);
  const customerTotal = (g: DueItem[]) => `${t.totals.customer} ${g[0]!.cliente}: ${countText(t, g)} · ${t.totals.amount.toLowerCase()} ${euros(sum(g, (i) => i.importe))} · ${t.cols.pending.toLowerCase()} ${euros(sum(g, (i) => i.importe_pendiente))}`;
  const customers = String(new Set(items.map((i) => i.cliente)).size);
  const pending = euros(sum(items, (i) => i.importe_pendiente));
  const returned = sum(items.filter((i) => i.situacion === 'IMPAGADO'), (i) => i.importe_pendiente);
  const overdue = sum(items.filter((i) => i.situacion !== 'COBRADO' && i.fecha_vencimiento < l.hoy), (i) => i.importe_pendiente);
  const base: [string, string][] = [[t.totals.customers, customers], [t.totals.items, String(items.length)]];
  switch (l.list) {
    case 'efi325': {
      const currencies = [...new Set(items.map((i) => i.moneda))].sort();
      const perCurrency = (g: DueItem[]) => currencies.filter((c) => g.some((i) => i.moneda === c))
        .map((c) => money(round2(g.filter((i) => i.moneda === c).reduce((s, i) => s + inCurrency(i, i.importe_pendiente), 0)), c)).join(' · ');
      return {
        columns: [{ header: t.cols.invoice, width: 86 }, { header: t.cols.invoiceDate, width: 54 }, { header: t.cols.dueDate, width: 58 }, { header: t.cols.situation, width: 70 },
          { header: t.cols.currency, width: 40 }, { header: t.cols.rate, width: 40, align: 'right' }, { header: t.cols.amountCurrency, width: '*', align: 'right' },
          { header: t.cols.pending, width: 86, align: 'right' }, { header: t.totals.inEuros, width: 86, align: 'right' }],
        rows: byCustomer((g) => `${t.totals.customer} ${g[0]!.cliente}: ${countText(t, g)} · ${t.cols.pending.toLowerCase()} ${perCurrency(g)} (${euros(sum(g, (i) => i.importe_pendiente))})`, (i) => [
          invoice(i), dmy(i.fecha_factura), dmy(i.fecha_vencimiento), stateOf(t, i, l.hoy), i.moneda, right(i.cambio.toLocaleString('de-DE', { minimumFractionDigits: 2 })),
          right(money(inCurrency(i, i.importe), i.moneda)), right(money(inCurrency(i, i.importe_pendiente), i.moneda)), right(euros(i.importe_pendiente))]),
        totals: [...base, ...currencies.map((c) => [`${t.cols.pending} ${c}`, perCurrency(items.filter((i) => i.moneda === c))] as [string, string]), [`${t.totals.pending} (${t.totals.inEuros.toLowerCase()})`, pending]],
        note: t.notes.currency,
      };
    }
    case 'efk325':
      return {
        columns: [{ header: t.cols.invoice, width: 86 }, { header: t.cols.dueDate, width: 58 }, { header: t.cols.daysOverdue, width: 44, align: 'right' }, { header: t.cols.situation, width: 66 },
          { header: t.cols.returnDate, width: 58 }, { header: t.cols.returnReason, width: '*' }, { header: t.cols.amount, width: 72, align: 'right' }, { header: t.cols.pending, width: 72, align: 'right' }],
        rows: byCustomer(customerTotal, (i) => [invoice(i), dmy(i.fecha_vencimiento), days(i), stateOf(t, i, l.hoy), dmy(i.fecha_devolucion), i.motivo_devolucion ?? '—',
          right(euros(i.importe)), right(euros(i.importe_pendiente))]),
        totals: [...base, [t.totals.returned, euros(returned)], [t.totals.notReturned, euros(round2(overdue - returned))], [t.totals.pending, pending]],
        note: t.notes.euros,
      };
    case 'efu325': {
      const sorted = [...items].sort((a, b) => (a.fecha_vencimiento < b.fecha_vencimiento ? -1 : a.fecha_vencimiento > b.fecha_vencimiento ? 1
        : a.cliente < b.cliente ? -1 : a.cliente > b.cliente ? 1 : 0));
      const week = (i: DueItem) => isoWeek(i.fecha_vencimiento);
      return {
        columns: [{ header: t.cols.customer, width: '*' }, { header: t.cols.invoice, width: 86 }, { header: t.cols.dueDate, width: 58 }, { header: t.cols.paymentMethod, width: 120 },
          { header: t.cols.situation, width: 66 }, { header: t.cols.amount, width: 72, align: 'right' }, { header: t.cols.pending, width: 72, align: 'right' }],
        rows: groupedRows(sorted, (i) => week(i).label, (i) => `${t.cols.week} ${week(i).label} · ${dmy(week(i).monday)} – ${dmy(week(i).sunday)}`,
          (g) => `${t.totals.week} ${week(g[0]!).label}: ${countText(t, g)} · ${t.cols.pending.toLowerCase()} ${euros(sum(g, (i) => i.importe_pendiente))}`,
          (i) => [`${i.cliente} ${i.razon_social}`, invoice(i), dmy(i.fecha_vencimiento), i.forma_pago, stateOf(t, i, l.hoy), right(euros(i.importe)), right(euros(i.importe_pendiente))]),
        totals: [...base, [t.totals.overdue, euros(overdue)], [t.totals.pending, pending]],
        note: t.notes.euros,
      };
    }
    case 'impagados':
      return {
        columns: [{ header: t.cols.invoice, width: 86 }, { header: t.cols.invoiceDate, width: 54 }, { header: t.cols.dueDate, width: 58 }, { header: t.cols.daysOverdue, width: 44, align: 'right' },
          { header: t.filters.branch, width: 44 }, { header: t.cols.situation, width: 66 }, { header: t.cols.returnDate, width: 58 }, { header: t.cols.returnReason, width: '*' },
          { header: t.cols.pending, width: 72, align: 'right' }],
        rows: byCustomer(customerTotal, (i) => [invoice(i), dmy(i.fecha_factura), dmy(i.fecha_vencimiento), days(i), i.sucursal, stateOf(t, i, l.hoy), dmy(i.fecha_devolucion),
          i.motivo_devolucion ?? '—', right(euros(i.importe_pendiente))]),
        totals: [...base, [t.totals.returned, euros(returned)], [t.totals.notReturned, euros(round2(overdue - returned))], [t.totals.pending, pending]],
        note: t.notes.euros,
      };
    default:
      return {
        columns: [{ header: t.cols.invoice, width: 86 }, { header: t.cols.invoiceDate, width: 54 }, { header: t.cols.term, width: 30, align: 'right' }, { header: t.cols.dueDate, width: 58 },
          { header: t.cols.daysOverdue, width: 44, align: 'right' }, { header: t.cols.paymentMethod, width: '*' }, { header: t.cols.situation, width: 66 },
          { header: t.cols.amount, width: 72, align: 'right' }, { header: t.cols.pending, width: 72, align: 'right' }],
        rows: byCustomer(customerTotal, (i) => [invoice(i), dmy(i.fecha_factura), right(String(i.plazo)), dmy(i.fecha_vencimiento), days(i), i.forma_pago, stateOf(t, i, l.hoy),
          right(euros(i.importe)), right(euros(i.importe_pendiente))]),
        totals: [...base, [t.totals.amount, euros(sum(items, (i) => i.importe))], [t.totals.overdue, euros(overdue)], [t.totals.pending, pending]],
        note: t.notes.euros,
      };
  }
}

/** Cover page of the unpaid-payments report: title, the company it is issued for, the filters and the totals, then a page break. */
function coverPage(t: PortfolioTexts, company: CompanyInfo, filters: [string, string][], totals: [string, string][]): PdfContent {
  return {
    pageBreak: 'after',
    stack: [
      { text: t.cover.title, fontSize: 22, bold: true, color: PRIMARY, alignment: 'center', margin: [0, 60, 0, 6] },
      { text: `${t.cover.issuedFor}: ${company.nombre} · CIF ${company.cif}`, alignment: 'center', fontSize: 11, margin: [0, 0, 0, 30] },
      { text: t.cover.filters, style: 'h2' },
      infoStrip(filters),
      { text: t.cover.summary, style: 'h2' },
      totalsBlock(totals),
    ],
  };
}

/** A portfolio listing (efj325, efi325, efk325, efu325) or the unpaid-payments report, in the reader's language. */
export async function portfolioPdf(company: CompanyInfo, items: DueItem[], l: PortfolioLayout): Promise<Buffer> {
  const t = PORTFOLIO_TEXTS[l.lang];
  const filters = filterPairs(t, l);
  const { columns, rows, totals, note } = listing(t, l, items);
  const title = l.list === 'impagados' ? t.titles.impagados : t.titles[l.list];
  const doc: BusinessDocument = {
    company, title, number: `${l.list.toUpperCase()}-${l.hoy.replace(/-/g, '')}`, date: l.hoy, headerLines: [`${t.filters.situation}: ${t.states[l.filters.situacion] ?? l.filters.situacion}`],
    labels: t, footerNote: `${company.nombre} · CIF ${company.cif} · ${company.direccion}, ${company.cp} ${company.poblacion} · ${t.registry(company.provincia)}`,
    content: [
      ...(l.portada ? [coverPage(t, company, filters, totals)] : []),
      infoStrip(filters),
      linesTable(columns, rows),
      totalsBlock(totals),
      ...(l.truncatedAt ? [smallPrint(t.notes.truncated(l.truncatedAt))] : []),
      smallPrint(`${t.notes.days(dmy(l.hoy))} ${note}`),
    ],
  };
  return renderBusinessPdf([doc], { title: title.charAt(0) + title.slice(1).toLowerCase(), landscape: true });
}
