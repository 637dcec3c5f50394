import type { FastifyInstance } from 'fastify';
import { dmy } from '../../documents/formats.js';
import { PORTFOLIO_LISTS, type PortfolioList } from '../../documents/portfolioDocuments.js';
import { reportLanguage } from '../../documents/documentLanguage.js';
import { heldReports } from '../../auth/heldReports.js';
import { ErpError } from '../../errors.js';
import { body, object, str } from '../../schemas/routeSchema.js';
import { dueItemsQuery, type DueFilters } from './collectionQueries.js';
import { countRows } from './listQuery.js';
import { situationsOf } from './portfolioLookupRoutes.js';
import type { ReportContext } from './reportContext.js';
import { dateRange, text, todayIso } from './reportRequest.js';
import { dateField, nstr, optCode, optFlag, pdfSn, reportRoute, tipoEmpresa } from './reportSchemas.js';
import { requireCustomerAccess, resolveScope } from './scope.js';
import { withinRoleLimits } from './roleDateLimits.js';

const tags = ['Collections'];

interface DueBody {
  empresa?: string | number; SituacionInforme?: string | null; repIni?: unknown; repFin?: unknown; ClienteIni?: unknown; ClienteFin?: unknown;
  fechaIniVencimiento?: string | null; fechaFinVencimiento?: string | null; fechaIniFactura?: string | null; fechaFinFactura?: string | null;
  situacionCartera?: unknown; codigoInforme?: string | null; portadaSN?: string | null; proveedor?: unknown; sucursal?: unknown;
}

/** Which report a call of informeVencimientos is for: the customer portfolio (a listing named), the unpaid payments (a cover-page flag or a payment situation), else the collections due. */
type Variant = { report: 'ESTADO_VENCI' } | { report: 'CARTERA_CLIENTS'; list: PortfolioList } | { report: 'IMPAGADOS' };

const PAYMENT_SITUATIONS = new Set(['AMBOS', 'DEVUELTO', 'NO_DEVUELTO']);

function variantOf(b: DueBody): Variant {
  const list = text(b.codigoInforme);
  if (list) return { report: 'CARTERA_CLIENTS', list: list.toLowerCase() as PortfolioList };
  if (text(b.portadaSN) || PAYMENT_SITUATIONS.has(text(b.situacionCartera)?.toUpperCase() ?? '')) return { report: 'IMPAGADOS' };
  return { report: 'ESTADO_VENCI' };
}

const rangeText = (from?: string, to?: string, format: (s: string) => string = (s) => s) =>
  (!from && !to ? 'Todos' : `${from ? format(from) : '…'} – ${to ? format(to) : '…'}`);

/**
 * Collections due (ESTADO_VENCI), customer portfolio (CARTERA_CLIENTS) and unpaid payments (IMPAGADOS): PDF reports of the due dates of the caller's scope,
 * one call for the three as the ERP has it.
 */
export async function collectionRoutes(app: FastifyInstance, { db, links }: ReportContext): Promise<void> {
  app.post('/wscomun/portalinformes/informeVencimientos', {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Collections-due, customer-portfolio and unpaid-payments reports (informeVencimientos; path named by the reference services)', tags,
      description: 'Signed link (10 minutes) to a PDF of the due dates of the caller\'s scope grouped by customer with subtotals, in the caller\'s language (the collections-due report in Spanish). '
        + 'Three reports share the call. Customer portfolio (CARTERA_CLIENTS) when codigoInforme names a listing: efj325 portfolio by customer, efi325 portfolio in the invoice currency, '
        + 'efk325 unpaid (overdue or returned, with return date and reason), efu325 pending collection by ISO week of the due date; situacionCartera a visible portfolio situation of lovCos '
        + '(default NO_COBRADO). Unpaid payments (IMPAGADOS) when portadaSN is sent or situacionCartera is a payment situation of situacionesPago: AMBOS (default: overdue and returned), '
        + 'DEVUELTO (returned by the bank), NO_DEVUELTO (overdue, not returned); portadaSN S adds a cover page; proveedor (supplier code of the customer) and sucursal (billing branch) narrow it. '
        + 'Otherwise collections due (ESTADO_VENCI): SituacionInforme NO_COBRADO (default): pending and returned; IMPAGADO: returned by the bank only. '
        + 'Ranges on the customer\'s representative, the customer, the due date and the invoice date (clipped to the role\'s date window). None found: report empty and errorMsg notFoundDefault.',
      body: body({
        SituacionInforme: { type: ['string', 'null'], enum: ['NO_COBRADO', 'IMPAGADO', '', null] }, TipoSeleccionRepresentante: optCode('Representative selection type (E)'),
        repIni: optCode(), repFin: optCode(), ClienteIni: optCode(), ClienteFin: optCode(),
        fechaIniVencimiento: dateField(), fechaFinVencimiento: dateField(), fechaIniFactura: dateField(), fechaFinFactura: dateField(),
        tipoEmpresa, pdfSn, situacionCartera: optCode('Portfolio situation (lovCos) of the customer portfolio, or payment situation (situacionesPago) of the unpaid payments'),
        codigoInforme: { type: ['string', 'null'], enum: [...PORTFOLIO_LISTS, '', null], description: 'Listing of the customer portfolio: efj325, efi325, efk325 or efu325' },
        portadaSN: optFlag('Cover page of the unpaid payments'),
        proveedor: optCode('Supplier code of the customer (unpaid payments)'), sucursal: optCode('Billing branch (unpaid payments)'), usuario: nstr(),
      }),
      reply: object({ statusCode: str(), report: str('Signed document link, or empty'), errorMsg: str() }),
    }),
  }, async (request) => {
    const b = request.body as DueBody;
    const scope = await resolveScope(db, request.principal, b.empresa);
    requireCustomerAccess(scope);
    const variant = variantOf(b);
    // One call serves three reports: each variant needs its own report (a branch user with unpaid payments gets no collections statement).
    if ((await heldReports(db, request.principal, [variant.report])).length === 0) {
      throw new ErpError(403, 'FORBIDDEN', `This request serves the report ${variant.report}, which the user does not have`);
    }
    const venc = dateRange(b.fechaIniVencimiento, b.fechaFinVencimiento, ['fechaIniVencimiento', 'fechaFinVencimiento']);
    const fact = await withinRoleLimits(db, request.principal, scope.empresa, dateRange(b.fechaIniFactura, b.fechaFinFactura, ['fechaIniFactura', 'fechaFinFactura']));
    const hoy = todayIso();
    const filters: DueFilters = { situacion: await situationOf(b, variant, scope.empresa), hoy, ...(variant.report === 'CARTERA_CLIENTS' && variant.list === 'efk325' ? { soloImpagados: true } : {}) };
    const extra = variant.report === 'IMPAGADOS' ? [['sucursal', text(b.sucursal)], ['proveedor', text(b.proveedor)]] as const : [];
    for (const [key, value] of [['repIni', text(b.repIni)], ['repFin', text(b.repFin)], ['clienteIni', text(b.ClienteIni)], ['clienteFin', text(b.ClienteFin)],
      ['vencIni', venc.from], ['vencFin', venc.to], ['factIni', fact.from], ['factFin', fact.to], ...extra] as const) {
      if (value) filters[key] = value;
    }
    const found = await countRows(dueItemsQuery(db, scope, filters).select('v.cliente'));
    if (found === 0) return { statusCode: '200', report: '', errorMsg: 'notFoundDefault' };
    if (variant.report !== 'ESTADO_VENCI') {
      const layout = { list: variant.report === 'IMPAGADOS' ? 'impagados' : variant.list, filters, lang: reportLanguage(request.principal.idioma), hoy, portada: variant.report === 'IMPAGADOS' && text(b.portadaSN)?.toUpperCase() === 'S' };
      return { statusCode: '200', report: await links.url(request, { kind: 'cartera', params: { scope, layout } }), errorMsg: '' };
    }
    const summary = {
      situacion: filters.situacion === 'DEVUELTO' ? 'Impagado (devuelto)' : 'No cobrado',
      representantes: rangeText(filters.repIni, filters.repFin), clientes: rangeText(filters.clienteIni, filters.clienteFin),
      vencimiento: rangeText(filters.vencIni, filters.vencFin, dmy), factura: rangeText(filters.factIni, filters.factFin, dmy),
    };
    return { statusCode: '200', report: await links.url(request, { kind: 'vencimientos', params: { scope, filters, summary } }), errorMsg: '' };
  });

  /** The situation key of the request: the collections-due situation, or a visible portfolio / payment situation of the company (400 naming the valid ones otherwise). */
  async function situationOf(b: DueBody, variant: Variant, empresa: string): Promise<string> {
    if (variant.report === 'ESTADO_VENCI') return text(b.SituacionInforme) === 'IMPAGADO' ? 'DEVUELTO' : 'NO_COBRADO';
    const asked = text(b.situacionCartera)?.toUpperCase() ?? (variant.report === 'IMPAGADOS' ? 'AMBOS' : 'NO_COBRADO');
    const valid = (await situationsOf(db, empresa, variant.report === 'IMPAGADOS' ? 'pago' : 'C')).map((s) => s.situacion);
    if (!valid.includes(asked)) throw new ErpError(400, 'VALIDATION_ERROR', `Invalid request: situacionCartera must be one of ${valid.join(', ')}; got '${asked.slice(0, 40)}'`);
    return asked;
  }
}
