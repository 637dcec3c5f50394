import type { ProvinceFilters, ProvinceSale } from '../routes/reports/salesStatisticsQueries.js';
import type { CompanyInfo } from './businessLayout.js';
import { euros } from './formats.js';
import { cents, rangeText, salesReportPdf, sortRows, summaryTable, type SummaryGroup, type SummaryRow } from './salesReportTable.js';
import type { SalesTexts } from './salesReportTexts.js';

interface Agg { code: string; name: string; clientes: number; pedidos: number; importe: number }

/** Sales summed by a key, keeping the first code and name seen. */
function sumBy(rows: ProvinceSale[], key: (r: ProvinceSale) => string, code: (r: ProvinceSale) => string, name: (r: ProvinceSale) => string): Agg[] {
  const out = new Map<string, Agg>();
  for (const r of rows) {
    const a = out.get(key(r)) ?? { code: code(r), name: name(r), clientes: 0, pedidos: 0, importe: 0 };
    a.clientes += r.clientes;
    a.pedidos += r.pedidos;
    a.importe += r.importe;
    out.set(key(r), a);
  }
  return [...out.values()];
}

/**
 * Province statistics (ESTAD_PROV_REP): the year's sales of the chosen order state by country and province, in the chosen order —
 * 1 provinces by country and province code, 2 by country and province name, 3 and 4 the representatives of each province (by code, by name),
 * 5 provinces by amount (largest first), 6 representatives by amount, each with its provinces by amount.
 */
export function provinceStatisticsPdf(company: CompanyInfo, sales: ProvinceSale[], f: ProvinceFilters, t: SalesTexts, today: string): Promise<Buffer> {
  const province = (r: ProvinceSale) => `${r.pais}|${r.provincia}`;
  const provinceCode = (r: ProvinceSale) => `${r.pais} ${r.provincia}`.trim() || '—';
  const provinceName = (r: ProvinceSale) => r.denominacion || t.noProvince;
  const row = (a: Agg): SummaryRow => [a.code, a.name, String(a.clientes), String(a.pedidos), a.importe];
  const subtotal = (title: string, xs: Agg[]) => `${t.subtotal(title)}: ${euros(cents(xs.reduce((s, a) => s + a.importe, 0)))}`;
  const byName = f.orden === 2 || f.orden === 4;
  const sortOrder = byName ? 'D' : 'A';
  let groups: SummaryGroup[];
  let headers: [string, string];
  if (f.orden === 1 || f.orden === 2) {
    headers = [t.province, t.description];
    const countries = sortRows(sumBy(sales, (r) => r.pais, (r) => r.pais, (r) => r.nombre_pais), sortOrder, (a) => a.code, (a) => a.name, (a) => a.importe);
    groups = countries.map((c) => {
      const provinces = sortRows(sumBy(sales.filter((r) => r.pais === c.code), province, provinceCode, provinceName), sortOrder, (a) => a.code, (a) => a.name, (a) => a.importe);
      return { title: `${t.country} ${c.code || '—'} · ${c.name || t.noProvince}`, subtotal: subtotal(c.name || c.code, provinces), rows: provinces.map(row) };
    });
  } else if (f.orden === 3 || f.orden === 4) {
    headers = [t.representative, t.description];
    const provinces = sortRows(sumBy(sales, province, provinceCode, provinceName), sortOrder, (a) => a.code, (a) => a.name, (a) => a.importe);
    groups = provinces.map((p) => {
      const reps = sortRows(sumBy(sales.filter((r) => provinceCode(r) === p.code), (r) => r.rep_key, (r) => r.rep_key, (r) => r.rep_name), sortOrder, (a) => a.code, (a) => a.name, (a) => a.importe);
      return { title: `${t.province} ${p.code} · ${p.name}`, subtotal: subtotal(p.name, reps), rows: reps.map(row) };
    });
  } else if (f.orden === 5) {
    headers = [t.province, t.description];
    groups = [{ rows: sortRows(sumBy(sales, province, provinceCode, provinceName), 'I', (a) => a.code, (a) => a.name, (a) => a.importe).map(row) }];
  } else {
    headers = [t.province, t.description];
    const reps = sortRows(sumBy(sales, (r) => r.rep_key, (r) => r.rep_key, (r) => r.rep_name), 'I', (a) => a.code, (a) => a.name, (a) => a.importe);
    groups = reps.map((rep) => {
      const provinces = sortRows(sumBy(sales.filter((r) => r.rep_key === rep.code), province, provinceCode, provinceName), 'I', (a) => a.code, (a) => a.name, (a) => a.importe);
      return { title: `${t.representative} ${rep.code} · ${rep.name}`, subtotal: subtotal(rep.name, provinces), rows: provinces.map(row) };
    });
  }
  const total = sales.reduce((s, r) => s + r.importe, 0);
  return salesReportPdf({
    t, company, title: t.provinceTitle, number: `EP${f.ejercicio}`, today, fileTitle: t.provinceTitle,
    headerLines: [`${t.year}: ${f.ejercicio}`, `${t.orderState}: ${t.orderStates[f.pedido]}`],
    filters: [
      [t.year, String(f.ejercicio)], [t.orderState, t.orderStates[f.pedido]!], [t.order, `${f.orden} · ${t.provinceOrders[f.orden]}`],
      [t.representatives, rangeText(t, f.repIni, f.repFin)], [t.countries, rangeText(t, f.paisIni, f.paisFin)], [t.provinces, rangeText(t, f.provinciaIni, f.provinciaFin)],
    ],
    body: [summaryTable([headers[0], headers[1], t.customers, t.orders], t, groups, total)],
    totals: [[t.provinces, String(new Set(sales.map(province)).size)], [t.orders, String(sales.reduce((s, r) => s + r.pedidos, 0))], [t.total, euros(cents(total))]],
    notes: [t.amountsNote],
  });
}
