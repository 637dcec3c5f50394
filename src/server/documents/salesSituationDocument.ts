import type { SituationFilters, SituationRow } from '../routes/reports/salesStatisticsQueries.js';
import type { CompanyInfo } from './businessLayout.js';
import { dmy, euros, quantity } from './formats.js';
import { cents, rangeText, salesReportPdf, sortRows, summaryTable, type SummaryGroup } from './salesReportTable.js';
import type { SalesTexts } from './salesReportTexts.js';

/**
 * Sales situation (ESTADO_VENTAS): order lines of the chosen state aggregated by the listing type — 1 family (at the chosen level) and its articles,
 * 4 first-level family (nivel1) and its second-level families (nivel2), 5 and 6 the nivel1 × nivel2 families of each representative or customer,
 * 9 the families of each customer, 11 the families of each representative — with lines, quantity, amount and share; groups and rows sorted by
 * code (A), description (D) or amount (I).
 */
export function salesSituationPdf(company: CompanyInfo, rows: SituationRow[], f: SituationFilters, t: SalesTexts, today: string, truncatedAt?: number): Promise<Buffer> {
  const groups = new Map<string, { key: string; name: string; rows: SituationRow[]; importe: number }>();
  for (const r of rows) {
    const g = groups.get(r.g_key) ?? { key: r.g_key, name: r.g_name, rows: [], importe: 0 };
    g.rows.push(r);
    g.importe += r.importe;
    groups.set(r.g_key, g);
  }
  const groupLabel = f.tipoListado === 5 || f.tipoListado === 11 ? t.representative : f.tipoListado === 6 || f.tipoListado === 9 ? t.customer : t.family;
  const rowLabel = f.tipoListado === 1 ? t.article : t.family;
  const code = (r: SituationRow) => (r.r2_key === null ? r.r_key : `${r.r_key} / ${r.r2_key}`);
  const name = (r: SituationRow) => (r.r2_name === null ? r.r_name : `${r.r_name} › ${r.r2_name}`);
  const total = rows.reduce((s, r) => s + r.importe, 0);
  const sum = (xs: SituationRow[], k: 'lineas' | 'cantidad') => xs.reduce((s, r) => s + r[k], 0);
  const body: SummaryGroup[] = sortRows([...groups.values()], f.tipoOrden, (g) => g.key, (g) => g.name, (g) => g.importe).map((g) => ({
    title: `${groupLabel} ${g.key} · ${g.name}`,
    subtotal: `${t.subtotal(`${groupLabel.toLowerCase()} ${g.key}`)}: ${t.lineCount(sum(g.rows, 'lineas'))} · ${quantity(cents(sum(g.rows, 'cantidad')))} · ${euros(cents(g.importe))}`,
    rows: sortRows(g.rows, f.tipoOrden, code, name, (r) => r.importe).map((r) => [code(r), name(r), String(r.lineas), quantity(cents(r.cantidad)), r.importe]),
  }));
  const levels = f.tipoListado === 4 || f.tipoListado === 5 || f.tipoListado === 6 ? `${f.nivel1} × ${f.nivel2}` : String(f.nivelFamilia);
  return salesReportPdf({
    t, company, title: t.situationTitle, number: `SV${today.replace(/-/g, '')}`, today, fileTitle: t.situationTitle,
    headerLines: [`${t.listing}: ${t.listings[f.tipoListado]}`, `${t.state}: ${t.states[f.estadoPed]}`],
    filters: [
      [t.listing, `${f.tipoListado} · ${t.listings[f.tipoListado]}`], [t.state, t.states[f.estadoPed]!], [t.orderType, t.orderTypes[f.tipoPedidos]!],
      [t.saleType, t.saleTypes[f.tipoVenta]!], [t.sortOrder, t.sorts[f.tipoOrden]!],
      [t.representatives, rangeText(t, f.repIni, f.repFin)], [t.customers, rangeText(t, f.cliIni, f.cliFin)],
      [t.orderDate, rangeText(t, f.fechaIni, f.fechaFin, dmy)], [t.deliveryDate, rangeText(t, f.entIni, f.entFin, dmy)], [`${t.family} (${t.level.toLowerCase()})`, levels],
    ],
    body: [summaryTable([t.code, `${rowLabel} · ${t.description}`, t.lines, t.quantity], t, body, total)],
    totals: [[groupLabel, String(groups.size)], [t.lines, String(sum(rows, 'lineas'))], [t.quantity, quantity(cents(sum(rows, 'cantidad')))], [t.total, euros(cents(total))]],
    notes: [...(truncatedAt ? [t.truncated(truncatedAt)] : []), t.amountsNote],
  });
}
