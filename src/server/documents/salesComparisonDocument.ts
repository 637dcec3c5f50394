import type { ComparisonFilters, MonthlySale } from '../routes/reports/salesStatisticsQueries.js';
import type { CompanyInfo } from './businessLayout.js';
import { euros } from './formats.js';
import type { PdfContent } from './pdfRenderer.js';
import { linesTable } from './businessLayout.js';
import { cents, monthLabel, percent, rangeText, salesReportPdf } from './salesReportTable.js';
import type { SalesTexts } from './salesReportTexts.js';

interface Totals { p1: number; p2: number }
const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
const change = (p1: number, p2: number) => (p2 === 0 ? '—' : percent(p1 - p2, Math.abs(p2)));
const amountCells = ({ p1, p2 }: Totals): PdfContent[] => [euros(cents(p2)), euros(cents(p1 - p2)), { text: change(p1, p2), alignment: 'right' }];

/**
 * Sales comparison (ESTADIST_VENTAS): invoiced amounts month by month of the period against the compared period — the i-th month of one against
 * the i-th of the other — with the difference and its percentage, per representative (R), per customer (C) or, blank, per representative followed
 * by the period totals of each of its customers.
 */
export function salesComparisonPdf(company: CompanyInfo, sales: MonthlySale[], f: ComparisonFilters, t: SalesTexts, today: string): Promise<Buffer> {
  const byCustomer = f.agrupacion === 'C';
  const inP1 = new Set(f.periodo.months);
  const groups = new Map<string, { title: string; months: Map<string, number>; customers: Map<string, Totals & { name: string }> }>();
  for (const s of sales) {
    const key = byCustomer ? s.cliente : s.rep_key;
    const g = groups.get(key) ?? { title: byCustomer ? `${t.customer} ${s.cliente} · ${s.nombre}` : `${t.representative} ${s.rep_key} · ${s.rep_name}`, months: new Map(), customers: new Map() };
    add(g.months, s.mes, s.importe);
    const c = g.customers.get(s.cliente) ?? { name: `${s.cliente} ${s.nombre}`, p1: 0, p2: 0 };
    if (inP1.has(s.mes)) c.p1 += s.importe; else c.p2 += s.importe;
    g.customers.set(s.cliente, c);
    groups.set(key, g);
  }
  const rows: (PdfContent[] | { group: string; summary?: boolean })[] = [];
  const grand: Totals = { p1: 0, p2: 0 };
  const length = Math.max(f.periodo.months.length, f.comparado.months.length);
  for (const [, g] of [...groups].sort(([a], [b]) => a.localeCompare(b, 'es', { numeric: true }))) {
    rows.push({ group: g.title });
    const sub: Totals = { p1: 0, p2: 0 };
    for (let i = 0; i < length; i++) {
      const [m1, m2] = [f.periodo.months[i], f.comparado.months[i]];
      const cell: Totals = { p1: m1 ? g.months.get(m1) ?? 0 : 0, p2: m2 ? g.months.get(m2) ?? 0 : 0 };
      sub.p1 += cell.p1;
      sub.p2 += cell.p2;
      rows.push([m1 ? monthLabel(m1) : '—', euros(cents(cell.p1)), m2 ? monthLabel(m2) : '—', ...amountCells(cell)]);
    }
    rows.push([{ text: t.total, bold: true }, { text: euros(cents(sub.p1)), bold: true }, '', ...amountCells(sub).map((c) => (typeof c === 'string' ? { text: c, bold: true } : { ...c as object, bold: true }))]);
    if (f.agrupacion === '') {
      rows.push({ group: t.customersOf(g.title), summary: true });
      for (const c of [...g.customers.values()].sort((a, b) => a.name.localeCompare(b.name, 'es', { numeric: true }))) rows.push([c.name, euros(cents(c.p1)), '', ...amountCells(c)]);
    }
    grand.p1 += sub.p1;
    grand.p2 += sub.p2;
  }
  const period = (p: { months: string[] }) => rangeText(t, p.months[0], p.months[p.months.length - 1], monthLabel);
  return salesReportPdf({
    t, company, title: t.comparisonTitle, number: `CV${today.replace(/-/g, '')}`, today, fileTitle: t.comparisonTitle,
    headerLines: [`${t.period}: ${period(f.periodo)}`, `${t.comparedPeriod}: ${period(f.comparado)}`],
    filters: [
      [t.period, period(f.periodo)], [t.comparedPeriod, period(f.comparado)], [t.groupBy, t.groupings[f.agrupacion]!],
      [t.representatives, rangeText(t, f.repIni, f.repFin)], [t.customers, rangeText(t, f.cliIni, f.cliFin)],
    ],
    body: [linesTable([
      { header: t.month, width: '*' }, { header: t.period, width: 78, align: 'right' }, { header: t.month, width: 56 },
      { header: t.comparedPeriod, width: 78, align: 'right' }, { header: t.difference, width: 78, align: 'right' }, { header: '%', width: 50, align: 'right' },
    ], rows)],
    totals: [[`${t.total} ${t.period.toLowerCase()}`, euros(cents(grand.p1))], [`${t.total} ${t.comparedPeriod.toLowerCase()}`, euros(cents(grand.p2))],
      ['%', change(grand.p1, grand.p2)], [t.difference, euros(cents(grand.p1 - grand.p2))]],
    notes: [t.amountsNote],
  });
}
