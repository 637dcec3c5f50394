import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { articlePictureSvg } from '../../documents/articlePicture.js';
import { collectionsPdf, type DueFilterSummary } from '../../documents/collectionsDocument.js';
import { fileSafe } from '../../documents/formats.js';
import { portfolioPdf, type PortfolioLayout } from '../../documents/portfolioDocuments.js';
import { loadCustomerRisks } from '../../documents/riskData.js';
import { riskPdf, type RiskSections } from '../../documents/riskDocument.js';
import type { ReportLanguage } from '../../documents/documentLanguage.js';
import { loadCompany } from '../../documents/salesData.js';
import { salesPanelHtml, type SalesPanelParams } from '../../documents/salesPanel.js';
import { invoiceFileName, invoicesPdf, type InvoiceKey } from '../../documents/salesDocuments.js';
import {
  acceptanceDocumentPdf, certificatePdf, identificationDocumentPdf, photoReportPdf, serviceDeliveryNotePdf, ticketImagePdf, weighingTicketPdf,
} from '../../documents/wasteDocuments.js';
import { quotePdf } from '../quotes/quoteDocument.js';
import { contractPdf } from '../../documents/contractDocument.js';
import { supplierDeliveryNotePdf, supplierReceiptPdf } from '../../documents/supplierNoteDocuments.js';
import { dueItems, MAX_DUE_ITEMS, type DueFilters } from './collectionQueries.js';
import { todayIso } from './reportRequest.js';
import type { DateRange } from './roleDateLimits.js';
import { provinceStatisticsPdf } from '../../documents/provinceStatisticsDocument.js';
import { salesComparisonPdf } from '../../documents/salesComparisonDocument.js';
import { SALES_TEXTS } from '../../documents/salesReportTexts.js';
import { salesSituationPdf } from '../../documents/salesSituationDocument.js';
import {
  MAX_SALES_ROWS, monthlySales, provinceSales, situationRows, type ComparisonFilters, type ProvinceFilters, type SituationFilters,
} from './salesStatisticsQueries.js';
import type { ReportScope } from './scope.js';

/** A document ready to send; PDF unless `type` says otherwise. */
export interface RenderedDocument { filename: string; body: Buffer; type?: string }

type Renderer = (db: Kysely<Database>, params: Record<string, unknown>) => Promise<RenderedDocument>;

/** A service document rendered from the service identifier. */
const serviceDocument = (prefix: string, render: (db: Kysely<Database>, id: number) => Promise<Buffer>): Renderer =>
  async (db, p) => ({ filename: `${prefix}-${Number(p.id)}.pdf`, body: await render(db, Number(p.id)) });

/** Every document kind a signed link can point to, by kind name. The parameters were fixed (and scope-checked) by the call that issued the link. */
export const DOCUMENT_KINDS: Record<string, Renderer> = {
  facturas: async (db, p) => {
    const keys = p.facturas as InvoiceKey[];
    return { filename: keys.length === 1 ? invoiceFileName(keys[0]!) : 'facturas.pdf', body: await invoicesPdf(db, String(p.empresa), keys) };
  },
  vencimientos: async (db, p) => {
    const scope = p.scope as ReportScope;
    const items = await dueItems(db, scope, p.filters as DueFilters);
    const today = todayIso();
    const body = await collectionsPdf(await loadCompany(db, scope.empresa), items, p.summary as DueFilterSummary, today, items.length >= MAX_DUE_ITEMS ? MAX_DUE_ITEMS : undefined);
    return { filename: `estado-vencimientos-${today}.pdf`, body };
  },
  cartera: async (db, p) => {
    const scope = p.scope as ReportScope;
    const layout = p.layout as PortfolioLayout;
    const items = await dueItems(db, scope, layout.filters);
    const body = await portfolioPdf(await loadCompany(db, scope.empresa), items, { ...layout, ...(items.length >= MAX_DUE_ITEMS ? { truncatedAt: MAX_DUE_ITEMS } : {}) });
    return { filename: `${layout.list === 'impagados' ? 'impagados' : `cartera-${layout.list}`}-${layout.hoy}.pdf`, body };
  },
  riesgos: async (db, p) => {
    const scope = p.scope as ReportScope;
    const hoy = String(p.hoy);
    const customers = await loadCustomerRisks(db, scope, p.clientes as string[], hoy, p.window as DateRange);
    return { filename: `riesgo-clientes-${hoy}.pdf`, body: await riskPdf(await loadCompany(db, scope.empresa), customers, p.sections as RiskSections, p.lang as ReportLanguage, hoy) };
  },
  situacionVentas: async (db, p) => {
    const scope = p.scope as ReportScope;
    const t = SALES_TEXTS[p.lang as ReportLanguage] ?? SALES_TEXTS.es;
    const rows = await situationRows(db, scope, p.filters as SituationFilters);
    const today = todayIso();
    const cut = rows.length > MAX_SALES_ROWS;
    const body = await salesSituationPdf(await loadCompany(db, scope.empresa), rows.slice(0, MAX_SALES_ROWS), p.filters as SituationFilters, t, today, cut ? MAX_SALES_ROWS : undefined);
    return { filename: `${t.situationFile}-${today}.pdf`, body };
  },
  comparativoVentas: async (db, p) => {
    const scope = p.scope as ReportScope;
    const t = SALES_TEXTS[p.lang as ReportLanguage] ?? SALES_TEXTS.es;
    const today = todayIso();
    const body = await salesComparisonPdf(await loadCompany(db, scope.empresa), await monthlySales(db, scope, p.filters as ComparisonFilters), p.filters as ComparisonFilters, t, today);
    return { filename: `${t.comparisonFile}-${today}.pdf`, body };
  },
  estadisticaProvincias: async (db, p) => {
    const scope = p.scope as ReportScope;
    const t = SALES_TEXTS[p.lang as ReportLanguage] ?? SALES_TEXTS.es;
    const f = p.filters as ProvinceFilters;
    const body = await provinceStatisticsPdf(await loadCompany(db, scope.empresa), await provinceSales(db, scope, f), f, t, todayIso());
    return { filename: `${t.provinceFile}-${f.ejercicio}.pdf`, body };
  },
  certificado: async (db, p) => ({
    filename: `certificado-${fileSafe(String(p.numero ?? p.id))}${p.linea ? `-${Number(p.linea)}` : ''}.pdf`,
    body: await certificatePdf(db, Number(p.id), p.linea === undefined ? undefined : Number(p.linea)),
  }),
  albaranServicio: serviceDocument('albaran-servicio', serviceDeliveryNotePdf),
  di: serviceDocument('documento-identificacion', identificationDocumentPdf),
  ticket: serviceDocument('ticket-pesada', weighingTicketPdf),
  imagenTicket: serviceDocument('imagen-ticket', ticketImagePdf),
  fotos: serviceDocument('reportaje-fotografico', photoReportPdf),
  adjuntos: serviceDocument('documento-aceptacion', acceptanceDocumentPdf),
  presupuesto: (db, p) => quotePdf(db, Number(p.id)),
  imagenArticulo: async (db, p) => {
    const a = await db.selectFrom('articulos').select(['articulo', 'nombre', 'familia']).where('empresa', '=', String(p.empresa)).where('articulo', '=', String(p.articulo)).executeTakeFirstOrThrow();
    return { filename: `${fileSafe(a.articulo)}.svg`, type: 'image/svg+xml', body: Buffer.from(articlePictureSvg(a.articulo, a.nombre, a.familia), 'utf8') };
  },
  albaranProveedor: async (db, p) => ({
    filename: `albaran-entrada-${Number(p.numero)}.pdf`, body: await supplierReceiptPdf(db, String(p.empresa), Number(p.numero), p.lang as ReportLanguage, p.cliente !== 'N'),
  }),
  albaranOrigenProveedor: async (db, p) => ({
    filename: `albaran-proveedor-${Number(p.numero)}.pdf`, body: await supplierDeliveryNotePdf(db, String(p.empresa), Number(p.numero), p.lang as ReportLanguage, p.cliente !== 'N'),
  }),
  contratoTratamiento: async (db, p) => ({
    filename: `contrato-${fileSafe(String(p.numero))}.pdf`, body: await contractPdf(db, String(p.empresa), String(p.numero), p.lang as ReportLanguage, todayIso()),
  }),
  panelVentas: async (db, p) => ({
    filename: 'panel-ventas.html', type: 'text/html; charset=utf-8',
    body: Buffer.from(await salesPanelHtml(db, p as unknown as SalesPanelParams), 'utf8'),
  }),
};
