import { heading, infoStrip, linesTable, renderBusinessPdf, smallPrint, totalsBlock, type BusinessDocument, type CompanyInfo } from './businessLayout.js';
import { dmy, euros } from './formats.js';
import type { PdfContent } from './pdfRenderer.js';
import { PORTFOLIO_TEXTS, type PortfolioTexts } from './portfolioReportTexts.js';
import type { ReportLanguage } from './documentLanguage.js';
import type { CustomerRisk } from './riskData.js';

/** The optional sections of the risk sheet, named as the request flags them (ver…SN). */
export interface RiskSections {
  especiales: boolean; avales: boolean; observ: boolean; dotacion: boolean; anual: boolean; mensual: boolean; balanceOfic: boolean; informeComerc: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const right = (text: string): PdfContent => ({ text, alignment: 'right' });
const none = (t: PortfolioTexts): PdfContent => ({ text: t.risk.none, italics: true, color: '#5b6770', margin: [0, 0, 0, 8] });

/** The last `n` months up to the month of `hoy`, oldest first (YYYY-MM). */
function lastMonths(hoy: string, n: number): string[] {
  const [y, m] = [Number(hoy.slice(0, 4)), Number(hoy.slice(5, 7))];
  return Array.from({ length: n }, (_, i) => {
    const k = y * 12 + (m - 1) - (n - 1 - i);
    return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
  });
}

/** The risk summary: limit, consumed risk (pending due dates and orders not invoiced) and what remains, then the credit insurance. */
function summary(t: PortfolioTexts, c: CustomerRisk): PdfContent[] {
  const limit = c.file?.limite_credito ?? 0;
  const consumed = round2(c.pendiente + c.pedidos);
  const available = round2(limit - consumed);
  const f = c.file;
  return [
    heading(t.risk.consumed),
    {
      columns: [
        infoStrip([[t.risk.limit, euros(limit)], [t.risk.limitDate, dmy(f?.fecha_limite)]]),
        totalsBlock([[t.risk.pendingDue, euros(c.pendiente)], [`· ${t.risk.unpaid}`, euros(c.impagado)], [t.risk.ordersNotInvoiced, euros(c.pedidos)],
          [t.risk.consumed, euros(consumed)], [available < 0 ? t.risk.overLimit : t.risk.available, euros(available)]]),
      ],
      columnGap: 12,
    },
    heading(t.risk.insurance),
    f?.aseguradora
      ? infoStrip([[t.risk.insurer, f.aseguradora], [t.risk.policy, f.poliza], [t.risk.insured, euros(f.importe_asegurado)],
        [t.risk.insuranceStart, dmy(f.fecha_alta_seguro)], [t.risk.insuranceEnd, dmy(f.fecha_vencimiento_seguro)]])
      : { text: t.risk.noInsurance, margin: [0, 0, 0, 8] },
  ];
}

/** The flagged sections of one customer's sheet, in the order of the request flags. */
function sections(t: PortfolioTexts, c: CustomerRisk, s: RiskSections, hoy: string): PdfContent[] {
  const out: PdfContent[] = [];
  const text = (title: string, value: string | null | undefined) => out.push(heading(title), value ? { text: value, margin: [0, 0, 0, 8] } : none(t));
  if (s.especiales) text(t.risk.special, c.file?.condiciones_especiales);
  if (s.avales) {
    out.push(heading(t.risk.guarantees), c.avales.length ? linesTable(
      [{ header: t.risk.guaranteeType, width: '*' }, { header: t.risk.entity, width: '*' }, { header: t.risk.issued, width: 60 }, { header: t.risk.expires, width: 60 }, { header: t.cols.amount, width: 80, align: 'right' }],
      [...c.avales.map((a) => [a.tipo, a.entidad, dmy(a.fecha_emision), a.fecha_vencimiento ? dmy(a.fecha_vencimiento) : '—', right(euros(a.importe))]),
        { group: `${t.risk.guarantees}: ${euros(round2(c.avales.reduce((x, a) => x + a.importe, 0)))}`, summary: true }],
    ) : none(t));
  }
  if (s.observ) text(t.risk.observations, c.file?.observaciones);
  if (s.dotacion) {
    out.push(heading(t.risk.provisions), c.dotaciones.length ? linesTable(
      [{ header: t.date, width: 60 }, { header: t.risk.reason, width: '*' }, { header: t.cols.amount, width: 80, align: 'right' }],
      [...c.dotaciones.map((d) => [dmy(d.fecha), d.motivo, right(euros(d.importe))]),
        { group: `${t.risk.provisions}: ${euros(round2(c.dotaciones.reduce((x, d) => x + d.importe, 0)))}`, summary: true }],
    ) : none(t));
  }
  if (s.anual) {
    const year = Number(hoy.slice(0, 4));
    const years = [year - 2, year - 1, year];
    const total = (y: number) => round2([...c.ventas].filter(([m]) => m.startsWith(`${y}-`)).reduce((x, [, v]) => x + v, 0));
    out.push(heading(t.risk.annual), linesTable([{ header: t.cols.year, width: '*' }, { header: t.risk.sales, width: 120, align: 'right' }], years.map((y) => [String(y), right(euros(total(y)))])));
  }
  if (s.mensual) {
    const months = lastMonths(hoy, 12);
    out.push(heading(t.risk.monthly), linesTable([{ header: t.cols.month, width: '*' }, { header: t.risk.sales, width: 120, align: 'right' }],
      [...months.map((m) => [`${m.slice(5, 7)}/${m.slice(0, 4)}`, right(euros(c.ventas.get(m) ?? 0))]),
        { group: `${t.risk.sales}: ${euros(round2(months.reduce((x, m) => x + (c.ventas.get(m) ?? 0), 0)))}`, summary: true }]));
  }
  if (s.balanceOfic) {
    const b = c.balances;
    out.push(heading(t.risk.balance), b.length ? linesTable(
      [{ header: t.cols.year, width: '*' }, ...b.map((x) => ({ header: String(x.ejercicio), width: 90, align: 'right' as const }))],
      ([[t.risk.turnover, 'cifra_negocio'], [t.risk.result, 'resultado'], [t.risk.assets, 'activo_total'], [t.risk.equity, 'patrimonio_neto'], [t.risk.debt, 'deuda_total']] as const)
        .map(([label, key]) => [label, ...b.map((x) => right(euros(x[key])))]),
    ) : none(t));
  }
  if (s.informeComerc) {
    const f = c.file;
    out.push(heading(t.risk.commercial), f?.calificacion
      ? infoStrip([[t.risk.agency, f.agencia_informe], [t.risk.reportDate, dmy(f.fecha_informe)], [t.risk.rating, f.calificacion], [t.risk.incidents, f.incidencias_informe ?? 0]])
      : none(t));
  }
  return out;
}

/** Customer risk report (RIESGOS): one sheet per customer, each on its own pages, with the summary and the flagged sections, in the reader's language. */
export async function riskPdf(company: CompanyInfo, customers: CustomerRisk[], s: RiskSections, lang: ReportLanguage, hoy: string): Promise<Buffer> {
  const t = PORTFOLIO_TEXTS[lang];
  const docs: BusinessDocument[] = customers.map((c) => ({
    company, title: t.titles.riesgos, number: `${c.cliente}-${hoy.replace(/-/g, '')}`, date: hoy, headerLines: [`${t.filters.selection}: ${customers.length}`],
    labels: t, footerNote: `${company.nombre} · CIF ${company.cif} · ${t.registry(company.provincia)}`,
    content: [
      infoStrip([[t.cols.customer, `${c.cliente} · ${c.razon_social}`], [t.risk.taxId, c.cif], [t.risk.representative, c.representante],
        [t.risk.status, c.estado === 'A' ? t.risk.active : t.risk.blocked]]),
      ...summary(t, c),
      ...sections(t, c, s, hoy),
      smallPrint(t.notes.euros),
    ],
  }));
  return renderBusinessPdf(docs, { title: t.titles.riesgos, landscape: false });
}
