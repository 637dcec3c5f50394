import type { FastifyInstance } from 'fastify';
import { NoResultError } from 'kysely';
import { ErpError } from '../../errors.js';
import { deliveryNotesPdf, invoiceCsv, invoiceFileName, invoicesZip, proformaPdf } from '../../documents/salesDocuments.js';
import { body, int, koReply, object, str } from '../../schemas/routeSchema.js';
import { DOCUMENT_KINDS } from './documentKinds.js';
import { DOCUMENT_PATH } from './documentLinks.js';
import { findInvoice } from './invoiceQueries.js';
import { findOrder } from './orderQueries.js';
import type { ReportContext } from './reportContext.js';
import { allOf, between, dateRange, integer, isS, requiredInteger, text, todayIso } from './reportRequest.js';
import { dateField, help, nstr, optCode, optFlag, pdfSn, reportRoute, tipoEmpresa } from './reportSchemas.js';
import { inScope, requireCustomerAccess, resolveScope } from './scope.js';
import { withinRoleLimits } from './roleDateLimits.js';

const tags = ['Documents'];
const P = '/wscomun/portalinformes';
/** Most invoices one getURLFacturas document holds, and delivery notes one imprimirAlbaran holds. */
const MAX_INVOICES_PER_PDF = 200;
const MAX_DELIVERY_NOTES_PER_PDF = 100;
const NOT_FOUND_ALBARAN = -21001;

/** The signed document links (no session: the signature is the authorisation, issued after the scope check of the call that returned the link). */
export async function documentDownloadRoutes(app: FastifyInstance, { db, links }: ReportContext): Promise<void> {
  app.get(`${DOCUMENT_PATH}/:id`, {
    config: { callKind: 'public' },
    schema: {
      summary: 'Download a document by signed link (path named by the reference services)', tags,
      description: 'Links come from getURLFacturas, informeVencimientos, CertificadosMedioAmbienteDet, DetRecogidasEntregas and getUrlImgArt, already scope-checked. '
        + '`exp` is the expiry in epoch milliseconds (10 minutes after issue) and `sig` the HMAC-SHA256 (base64url) of `<id>.<exp>`. A wrong or expired signature gets 403. '
        + 'Replies application/pdf (the query dashboard: text/html; article pictures: image/svg+xml), shown inline with a file name.',
      params: object({ id: str('Opaque document id', { maxLength: 64 }) }, ['id']),
      querystring: { type: 'object', properties: { exp: str('Expiry, epoch milliseconds', { maxLength: 20 }), sig: str('Signature', { maxLength: 128 }) } },
      // No session: the signature in the link is the authorisation.
      security: [],
      response: { 403: koReply, 404: koReply },
    },
  }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const { exp, sig } = request.query as { exp?: string; sig?: string };
    const ref = await links.verify(id, exp, sig);
    const render = Object.hasOwn(DOCUMENT_KINDS, ref.kind) ? DOCUMENT_KINDS[ref.kind] : undefined;
    if (!render) throw new ErpError(404, 'NOT_FOUND', 'Unknown document');
    const doc = await render(db, ref.params).catch((error: unknown) => {
      // The document was deleted after the link was issued.
      if (error instanceof NoResultError) throw new ErpError(404, 'NOT_FOUND', 'The document no longer exists');
      throw error;
    });
    return reply.type(doc.type ?? 'application/pdf').header('content-disposition', `inline; filename="${doc.filename}"`).header('cache-control', 'private, max-age=600').send(doc.body);
  });
}

/** Document calls of the order status and invoice reprint reports: proforma, invoice links, delivery notes, invoice CSV and invoice zip. */
export async function documentRoutes(app: FastifyInstance, { db, links }: ReportContext): Promise<void> {
  app.post(`${P}/getDescargaProforma`, {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Proforma invoice of an order (getDescargaProforma)', tags,
      description: 'Base64 PDF of the proforma of an order in the caller\'s scope (404 otherwise; 403 for users without customer data).',
      body: body({
        tipoEmpresa, pdfSn, help, numeroPedido: optCode(), cliente: optCode(),
        ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`E${i}`, optCode(`Report option E${i}`)])),
      }, ['numeroPedido', 'cliente']),
      reply: object({ statusCode: str(), dataRes: object({ report: str('Base64 PDF') }), errorMsg: str(), errorCode: int() }),
    }),
  }, async (request) => {
    const b = request.body as { empresa?: string | number; numeroPedido: unknown; cliente: unknown };
    const scope = await resolveScope(db, request.principal, b.empresa);
    requireCustomerAccess(scope);
    const order = await findOrder(db, scope, requiredInteger(b.numeroPedido, 'numeroPedido'), { cliente: text(b.cliente) ?? '' });
    const pdf = await proformaPdf(db, scope.empresa, order.numero, todayIso());
    return { statusCode: '200', dataRes: { report: pdf.toString('base64') }, errorMsg: '', errorCode: 0 };
  });

  app.post(`${P}/getURLFacturas`, {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Link to the PDF of invoices (getURLFacturas)', tags,
      description: `Signed link (valid 10 minutes) to one PDF with the invoices of the caller's scope matching the ranges (at most ${MAX_INVOICES_PER_PDF}, oldest first; each invoice numbers its own pages). `
        + 'None found: report empty and errorMsg notFacturaFound.',
      body: body({
        tipoEmpresa, pdfSn, rpteIni: optCode('Representative from'), rpteFin: optCode('Representative to'), fechaIni: dateField('Invoice date from'), fechaFin: dateField('Invoice date to'),
        clteIni: optCode('Customer from'), clteFin: optCode('Customer to'), factIni: optCode('Invoice number from'), factFin: optCode('Invoice number to'),
        serie: optCode('Invoice series (FV, AB)'), ejercicio: optCode('Invoice year'),
      }),
      reply: object({ statusCode: str(), report: str('Signed document link, or empty'), errorMsg: str() }),
    }),
  }, async (request) => {
    const b = request.body as Record<string, unknown> & { empresa?: string | number };
    const scope = await resolveScope(db, request.principal, b.empresa);
    requireCustomerAccess(scope);
    const dates = await withinRoleLimits(db, request.principal, scope.empresa, dateRange(b.fechaIni, b.fechaFin, ['fechaIni', 'fechaFin']));
    const conditions = [
      inScope(scope, { empresa: 'f.empresa', cliente: 'f.cliente', sucursal: 'f.sucursal' }),
      ...between('c.representante', text(b.rpteIni), text(b.rpteFin)),
      ...between('f.fecha', dates.from, dates.to),
      ...between('f.cliente', text(b.clteIni), text(b.clteFin)),
      ...between('f.numero', integer(b.factIni, 'factIni'), integer(b.factFin, 'factFin')),
    ];
    let q = db.selectFrom('facturas as f').innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'f.empresa').onRef('c.cliente', '=', 'f.cliente'))
      .select(['f.ejercicio', 'f.serie', 'f.numero']).where(allOf(conditions));
    const serie = text(b.serie);
    if (serie) q = q.where('f.serie', '=', serie);
    const ejercicio = integer(b.ejercicio, 'ejercicio');
    if (ejercicio !== undefined) q = q.where('f.ejercicio', '=', ejercicio);
    const facturas = await q.orderBy('f.fecha').orderBy('f.serie').orderBy('f.numero').limit(MAX_INVOICES_PER_PDF).execute();
    if (facturas.length === 0) return { statusCode: '200', report: '', errorMsg: 'notFacturaFound' };
    return { statusCode: '200', report: await links.url(request, { kind: 'facturas', params: { empresa: scope.empresa, facturas } }), errorMsg: '' };
  });

  app.post(`${P}/imprimirAlbaran`, {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Delivery-note PDF (imprimirAlbaran)', tags,
      description: `Base64 PDF with the delivery notes albaranInicial..albaranFinal of the year that are in the caller's scope (at most ${MAX_DELIVERY_NOTES_PER_PDF}); albValoradosSn S adds prices and totals. `
        + `None found: infoMsg.code ${NOT_FOUND_ALBARAN} with a message.`,
      body: body({ ejercicio: optCode('Year of the delivery notes'), albaranInicial: optCode(), albaranFinal: optCode(), tipoEmpresa, pdfSn, albValoradosSn: optFlag('S: valued delivery notes') }, ['ejercicio', 'albaranInicial']),
      reply: object({
        statusCode: str(), infoMsg: object({ code: int(), message: str() }), dataRes: object({ report: str('Base64 PDF') }), errorCode: int(), errorMsg: str(),
      }),
    }),
  }, async (request) => {
    const b = request.body as { empresa?: string | number; ejercicio: unknown; albaranInicial: unknown; albaranFinal?: unknown; albValoradosSn?: string | null };
    const scope = await resolveScope(db, request.principal, b.empresa);
    requireCustomerAccess(scope);
    const ejercicio = requiredInteger(b.ejercicio, 'ejercicio');
    const desde = requiredInteger(b.albaranInicial, 'albaranInicial');
    const hasta = integer(b.albaranFinal, 'albaranFinal') ?? desde;
    const keys = await db.selectFrom('albaranes as a').select(['a.ejercicio', 'a.numero'])
      .where(inScope(scope, { empresa: 'a.empresa', cliente: 'a.cliente', sucursal: 'a.sucursal' }))
      .where('a.ejercicio', '=', ejercicio).where('a.numero', '>=', desde).where('a.numero', '<=', hasta)
      .orderBy('a.numero').limit(MAX_DELIVERY_NOTES_PER_PDF).execute();
    if (keys.length === 0) {
      const message = `No se ha encontrado el albarán ${ejercicio}/${desde}${hasta !== desde ? `-${hasta}` : ''}`;
      return { statusCode: '200', infoMsg: { code: NOT_FOUND_ALBARAN, message }, dataRes: { report: '' }, errorCode: NOT_FOUND_ALBARAN, errorMsg: message };
    }
    const pdf = await deliveryNotesPdf(db, scope.empresa, keys, isS(b.albValoradosSn));
    return { statusCode: '200', infoMsg: { code: 0, message: '' }, dataRes: { report: pdf.toString('base64') }, errorCode: 0, errorMsg: '' };
  });

  app.post(`${P}/imprimirFacturaCSV`, {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Invoice as CSV (imprimirFacturaCSV)', tags,
      description: 'Base64 CSV of an invoice in the caller\'s scope (404 otherwise): one row per line with the header repeated, `;` separated, decimal comma, UTF-8 with BOM.',
      body: body({ numeroFactura: optCode(), serieFactura: optCode(), secuenciaFactura: optCode(), cliente: optCode(), ejercicio: optCode(), help }, ['numeroFactura']),
      reply: object({ statusCode: str(), dataRes: object({ File: str('Base64 CSV'), nombre: str('Suggested file name') }) }),
    }),
  }, async (request) => {
    const b = request.body as { empresa?: string | number; numeroFactura: unknown; serieFactura?: unknown; secuenciaFactura?: unknown; cliente?: unknown; ejercicio?: unknown };
    const scope = await resolveScope(db, request.principal, b.empresa);
    requireCustomerAccess(scope);
    const key = await findInvoice(db, scope, {
      numero: requiredInteger(b.numeroFactura, 'numeroFactura'), serie: text(b.serieFactura), ejercicio: integer(b.ejercicio, 'ejercicio'),
      cliente: text(b.cliente), secuencia: integer(b.secuenciaFactura, 'secuenciaFactura'),
    });
    const csv = await invoiceCsv(db, scope.empresa, key);
    return { statusCode: '200', dataRes: { File: Buffer.from(csv, 'utf8').toString('base64'), nombre: invoiceFileName(key, 'csv') } };
  });

  app.post('/wsutils/obtenerZipFacturas', {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Zip of invoice PDFs (obtenerZipFacturas; path and payload named by the reference services)', tags,
      description: 'Base64 zip with one PDF per invoice. Every invoice must be in the caller\'s scope, else 404 naming the first one missing. Used by the portal for more than 10 selected invoices.',
      body: body({
        facturas: {
          type: 'array', minItems: 1, maxItems: 1100,
          items: object({ numeroFactura: { type: ['integer', 'string'] }, serieFactura: optCode(), ejercicio: optCode(), cliente: optCode(), secuenciaFactura: optCode() }, ['numeroFactura']),
        },
        usuario: nstr(),
      }, ['facturas']),
      reply: object({ statusCode: str(), dataRes: object({ File: str('Base64 zip'), nombre: str() }) }),
    }),
  }, async (request) => {
    const b = request.body as { empresa?: string | number; facturas: { numeroFactura: unknown; serieFactura?: unknown; ejercicio?: unknown; cliente?: unknown }[] };
    const scope = await resolveScope(db, request.principal, b.empresa);
    requireCustomerAccess(scope);
    const keys = [];
    for (const f of b.facturas) {
      keys.push(await findInvoice(db, scope, { numero: requiredInteger(f.numeroFactura, 'numeroFactura'), serie: text(f.serieFactura), ejercicio: integer(f.ejercicio, 'ejercicio'), cliente: text(f.cliente) }));
    }
    const zip = await invoicesZip(db, scope.empresa, keys);
    return { statusCode: '200', dataRes: { File: Buffer.from(zip).toString('base64'), nombre: 'facturas.zip' } };
  });
}
