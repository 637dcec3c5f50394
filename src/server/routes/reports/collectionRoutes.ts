import type { FastifyInstance } from 'fastify';
import { dmy } from '../../documents/formats.js';
import { body, object, str } from '../../schemas/routeSchema.js';
import { dueItemsQuery, type DueFilters } from './collectionQueries.js';
import { countRows } from './listQuery.js';
import type { ReportContext } from './reportContext.js';
import { dateRange, text } from './reportRequest.js';
import { dateField, nstr, optCode, optFlag, pdfSn, reportRoute, tipoEmpresa } from './reportSchemas.js';
import { requireCustomerAccess, resolveScope } from './scope.js';
import { withinRoleLimits } from './roleDateLimits.js';

const tags = ['Collections'];

interface DueBody {
  empresa?: string | number; SituacionInforme?: string | null; repIni?: unknown; repFin?: unknown; ClienteIni?: unknown; ClienteFin?: unknown;
  fechaIniVencimiento?: string | null; fechaFinVencimiento?: string | null; fechaIniFactura?: string | null; fechaFinFactura?: string | null;
}

const rangeText = (from?: string, to?: string, format: (s: string) => string = (s) => s) =>
  (!from && !to ? 'Todos' : `${from ? format(from) : '…'} – ${to ? format(to) : '…'}`);

/** Collections due (ESTADO_VENCI): the PDF report of due dates not collected. */
export async function collectionRoutes(app: FastifyInstance, { db, links }: ReportContext): Promise<void> {
  app.post('/wscomun/portalinformes/informeVencimientos', {
    schema: reportRoute({
      summary: 'Collections-due report (informeVencimientos; path named by the reference services)', tags,
      description: 'Signed link (10 minutes) to a PDF of the due dates of the caller\'s scope grouped by customer with subtotals. SituacionInforme NO_COBRADO (default): pending and returned; '
        + 'IMPAGADO: returned by the bank only. Ranges on the customer\'s representative, the customer, the due date and the invoice date. None found: report empty and errorMsg notFoundDefault.',
      body: body({
        SituacionInforme: { type: ['string', 'null'], enum: ['NO_COBRADO', 'IMPAGADO', '', null] }, TipoSeleccionRepresentante: optCode('Representative selection type (E)'),
        repIni: optCode(), repFin: optCode(), ClienteIni: optCode(), ClienteFin: optCode(),
        fechaIniVencimiento: dateField(), fechaFinVencimiento: dateField(), fechaIniFactura: dateField(), fechaFinFactura: dateField(),
        tipoEmpresa, pdfSn, situacionCartera: optCode('Portfolio situation (base report)'), codigoInforme: optCode('Report list (efj325…)'), portadaSN: optFlag('Cover page'),
        proveedor: optCode('Supplier code of the customer'), sucursal: optCode(), usuario: nstr(),
      }),
      reply: object({ statusCode: str(), report: str('Signed document link, or empty'), errorMsg: str() }),
    }),
  }, async (request) => {
    const b = request.body as DueBody;
    const scope = await resolveScope(db, request.principal, b.empresa);
    requireCustomerAccess(scope);
    const venc = dateRange(b.fechaIniVencimiento, b.fechaFinVencimiento, ['fechaIniVencimiento', 'fechaFinVencimiento']);
    const fact = await withinRoleLimits(db, request.principal, scope.empresa, dateRange(b.fechaIniFactura, b.fechaFinFactura, ['fechaIniFactura', 'fechaFinFactura']));
    const situacion = text(b.SituacionInforme) === 'IMPAGADO' ? 'IMPAGADO' : 'NO_COBRADO';
    const filters: DueFilters = { situacion };
    for (const [key, value] of [['repIni', text(b.repIni)], ['repFin', text(b.repFin)], ['clienteIni', text(b.ClienteIni)], ['clienteFin', text(b.ClienteFin)],
      ['vencIni', venc.from], ['vencFin', venc.to], ['factIni', fact.from], ['factFin', fact.to]] as const) {
      if (value) filters[key] = value;
    }
    const found = await countRows(dueItemsQuery(db, scope, filters).select('v.cliente'));
    if (found === 0) return { statusCode: '200', report: '', errorMsg: 'notFoundDefault' };
    const summary = {
      situacion: situacion === 'IMPAGADO' ? 'Impagado (devuelto)' : 'No cobrado',
      representantes: rangeText(filters.repIni, filters.repFin), clientes: rangeText(filters.clienteIni, filters.clienteFin),
      vencimiento: rangeText(filters.vencIni, filters.vencFin, dmy), factura: rangeText(filters.factIni, filters.factFin, dmy),
    };
    return { statusCode: '200', report: await links.url(request, { kind: 'vencimientos', params: { scope, filters, summary } }), errorMsg: '' };
  });
}
