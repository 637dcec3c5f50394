import type { FastifyInstance } from 'fastify';
import { addDaysIso, isoToWire } from '../../../domain/quotes/quoteDates';
import { QUOTE_STATUS } from '../../../domain/quotes/quoteRules';
import { ErpError } from '../../errors.js';
import { body, int, object, str } from '../../schemas/routeSchema.js';
import { languageOf } from '../reports/orderQueries.js';
import { integer, parseDate, requiredInteger, requiredText, text } from '../reports/reportRequest.js';
import { optCode } from '../reports/reportSchemas.js';
import type { DocumentLinks } from '../reports/documentLinks.js';
import type { RouteContext } from '../routeContext.js';
import { acceptQuote } from './acceptQuote.js';
import { customerInScope } from './quoteAccess.js';
import { quoteTypeOf } from './quoteListRoutes.js';
import { headerObject, nstr, num, ok, Q, quoteDate, quoteKey, quoteRoute, usuario } from './quoteSchemas.js';
import { findQuoteById, findQuoteByKey, headerWire, nextBis, nextValue, requireOpen, settleQuote, todayIso } from './quoteStore.js';
import { retryOnConflict } from '../../db/retryOnConflict.js';

/** Days from the creation date to the delivery deadline when none is given. */
export const DEFAULT_DELIVERY_DAYS = 10;

const invalid = (token: string, message: string) => new ErpError(400, 'VALIDATION_ERROR', `${token}: ${message}`);

function requiredDate(value: unknown, field: string): string {
  const iso = parseDate(value, field);
  if (!iso) throw invalid('required', `${field} is required`);
  return iso;
}

/** A discount type of the given scope (CAB rappel, PP prompt payment) valid on a date; 400 naming the field otherwise. */
async function discountType(ctx: RouteContext, empresa: string, code: string, ambito: 'CAB' | 'PP', on: string, field: string) {
  const row = await ctx.db.selectFrom('descuentos').selectAll().where('empresa', '=', empresa).where('tipo_descuento', '=', code).where('ambito', '=', ambito).executeTakeFirst();
  if (!row || (row.fecha_desde && row.fecha_desde > on) || (row.fecha_hasta && row.fecha_hasta < on)) throw invalid('discountTypeNotFound', `${field} '${code}' is not a ${ambito} discount type valid on ${on}`);
  return { code: row.tipo_descuento, percent: row.porc1 };
}

/** Quote header calls: read, insert or amend, accept into an order, and the PDF link. */
export async function quoteHeaderRoutes(app: FastifyInstance, ctx: RouteContext & { links: DocumentLinks }): Promise<void> {
  const { db } = ctx;

  app.post(`${Q}/cabecerPresupuesto`, {
    config: { callKind: 'module' },
    schema: quoteRoute({
      summary: 'Quote header (cabecerPresupuesto)',
      description: 'The header of a quote of the caller\'s scope, with its lines and totals; 404 when it does not exist or is another representative\'s.',
      body: body({ id: { type: ['integer', 'string'], description: 'Quote id' }, usuario }, ['id']),
      reply: object({ ...ok, cabeceraPresupuesto: headerObject }),
    }),
  }, async (request) => {
    const quote = await findQuoteById(db, request.quoteScope, requiredInteger((request.body as { id: unknown }).id, 'id'));
    return { statusCode: '200', cabeceraPresupuesto: await headerWire(db, quote, languageOf(request.principal)) };
  });

  app.post(`${Q}/guardaPresupuesto`, {
    config: { callKind: 'module', writes: true },
    schema: quoteRoute({
      summary: 'Save a quote header (guardaPresupuesto)',
      description: 'accion I inserts a quote for a customer of the caller\'s scope (numero from numeroPresupuesto, or the next one; a number already taken gets the next bis), '
        + 'accion A amends an open quote (id required; the customer and the type cannot change: 409). Dates DD/MM/YYYY: validity and delivery deadline not before the creation date '
        + `(400 validityBeforeCreation / deadlineBeforeCreation); no delivery deadline means creation + ${DEFAULT_DELIVERY_DAYS} days. dtoRappel and dtoPP are the codes of a CAB and a PP `
        + 'discount type (getListaDtos). A REPRESENTANTE signs the quote with their own representative and agent; an ADMIN\'s quote takes the customer\'s. Replies id, numeroBis, moneda and plazoEntrega.',
      body: body({
        usuario, accion: str('I insert, A amend', { enum: ['I', 'A'] }), id: { type: ['integer', 'string', 'null'], description: 'Quote id (accion A)' },
        numero: optCode('Quote number (accion I)'), tipo: nstr('Quote type; the user\'s type by default'), cliente: optCode('Customer'), sucursalEnvio: optCode('Delivery branch'),
        fecha: quoteDate('Creation date'), fechaVigencia: quoteDate('Valid until'), plazoEntrega: quoteDate('Delivery deadline'),
        formaPago: optCode('Payment method (formasPago)'), dtoRappel: optCode('Rappel discount type (CAB)'), dtoPP: optCode('Prompt-payment discount type (PP)'),
        refPedido: { type: ['string', 'null'], maxLength: 40, description: 'Customer reference' }, observaciones: { type: ['string', 'null'], maxLength: 1000 },
      }, ['accion', 'cliente', 'sucursalEnvio', 'fecha', 'fechaVigencia', 'formaPago', 'dtoRappel', 'dtoPP']),
      reply: object({ ...ok, id: int(), numeroPedido: int(), numeroBis: int(), moneda: str(), plazoEntrega: str('DD/MM/YYYY'), importePedidoEntrado: num() }),
    }),
  }, async (request) => {
    const b = request.body as Record<string, unknown>;
    const scope = request.quoteScope;
    const principal = request.principal;
    const fecha = requiredDate(b.fecha, 'fecha');
    const vigencia = requiredDate(b.fechaVigencia, 'fechaVigencia');
    const plazo = parseDate(b.plazoEntrega, 'plazoEntrega') ?? addDaysIso(fecha, DEFAULT_DELIVERY_DAYS);
    if (vigencia < fecha) throw invalid('validityBeforeCreation', 'fechaVigencia is before fecha');
    if (plazo < fecha) throw invalid('deadlineBeforeCreation', 'plazoEntrega is before fecha');
    const customer = await customerInScope(db, scope, requiredText(b.cliente, 'cliente'));
    const sucursal = requiredText(b.sucursalEnvio, 'sucursalEnvio');
    const branch = await db.selectFrom('sucursales').select('sucursal').where('empresa', '=', scope.empresa).where('cliente', '=', customer.cliente).where('sucursal', '=', sucursal).executeTakeFirst();
    if (!branch) throw invalid('branchNotFound', `branch ${sucursal} is not a branch of customer ${customer.cliente}`);
    const formaPago = requiredText(b.formaPago, 'formaPago');
    if (!(await db.selectFrom('formas_pago').select('forma_pago').where('empresa', '=', scope.empresa).where('forma_pago', '=', formaPago).executeTakeFirst())) {
      throw invalid('paymentMethodNotFound', `formaPago '${formaPago}' does not exist`);
    }
    const rappel = await discountType(ctx, scope.empresa, requiredText(b.dtoRappel, 'dtoRappel'), 'CAB', fecha, 'dtoRappel');
    const pp = await discountType(ctx, scope.empresa, requiredText(b.dtoPP, 'dtoPP'), 'PP', fecha, 'dtoPP');
    const fields = {
      sucursal, fecha, fecha_vigencia: vigencia, plazo_entrega: plazo, forma_pago: formaPago, tipo_dto_rappel: rappel.code, dto_rappel: rappel.percent, tipo_dto_pp: pp.code, dto_pp: pp.percent,
      ref_pedido: text(b.refPedido) ?? '', observaciones: typeof b.observaciones === 'string' ? b.observaciones.trim() : '', modificado_en: new Date().toISOString(),
    };
    const userType = await quoteTypeOf(ctx, principal.idOrganizacion, principal.usuario);

    const saved = await retryOnConflict(() => db.transaction().execute(async (trx) => {
      if (b.accion === 'A') {
        const quote = await findQuoteById(trx, scope, requiredInteger(b.id, 'id'));
        requireOpen(quote);
        if (quote.cliente !== customer.cliente) throw new ErpError(409, 'CONFLICT', `customerFixed: the customer of quote ${quote.numero} cannot change`);
        const tipo = text(b.tipo);
        if (tipo && tipo !== quote.tipo) throw new ErpError(409, 'CONFLICT', `typeFixed: the type of quote ${quote.numero} cannot change`);
        await trx.updateTable('presupuestos').set(fields).where('id', '=', quote.id).execute();
        await settleQuote(trx, { ...quote, ...fields });
        return { id: quote.id, numero: quote.numero, bis: quote.numero_bis };
      }
      const tipo = text(b.tipo) ?? userType;
      if (tipo !== userType) throw new ErpError(403, 'FORBIDDEN', `typeNotAllowed: the user creates quotes of type ${userType}`);
      const next = await nextValue(trx, 'presupuestos', 'numero', { empresa: scope.empresa });
      const numero = integer(b.numero, 'numero') ?? next;
      if (numero < 1 || numero > next) throw invalid('numberNotValid', `numero ${numero} is not a quote number (next: ${next})`);
      // A number already taken (two quotes numbered at once) gets the next bis.
      const bis = await nextBis(trx, scope.empresa, numero);
      const id = await nextValue(trx, 'presupuestos', 'id');
      const rep = scope.kind === 'representative' ? { representante: scope.representante, agente: scope.agente } : { representante: customer.representante, agente: customer.agente };
      await trx.insertInto('presupuestos').values({
        id, empresa: scope.empresa, tipo, numero, numero_bis: bis, cliente: customer.cliente, ...rep, usuario: principal.usuario, moneda: 'EUR',
        estado: QUOTE_STATUS.open, importe: 0, pedido: null, fecha_aceptacion: null, ...fields,
      }).execute();
      return { id, numero, bis };
    }));
    const quote = await findQuoteById(db, scope, saved.id);
    return { statusCode: '200', id: saved.id, numeroPedido: saved.numero, numeroBis: saved.bis, moneda: quote.moneda, plazoEntrega: isoToWire(quote.plazo_entrega), importePedidoEntrado: quote.importe };
  });

  app.post(`${Q}/aceptarPresupuesto`, {
    config: { callKind: 'module', writes: true },
    schema: quoteRoute({
      summary: 'Turn a quote into an order (aceptarPresupuesto)',
      description: 'Creates an order (web status 1, type P) with the quote\'s lines at their net prices after the header discounts, for the quote\'s customer, branch and representative; '
        + 'the quote becomes accepted (status 2) and can no longer be edited or deleted. Only open quotes with lines whose validity has not ended (409 quoteNotOpen, quoteWithoutLines, quoteExpired).',
      body: body({ ...quoteKey, usuario }, ['cliente', 'numeroPedido', 'numeroBis']),
      reply: object({ ...ok, numeroPedidoGenerado: int('Number of the new order') }),
    }),
  }, async (request) => {
    const b = request.body as Record<string, unknown>;
    const quote = await findQuoteByKey(db, request.quoteScope, {
      cliente: requiredText(b.cliente, 'cliente'), numero: requiredInteger(b.numeroPedido, 'numeroPedido'), numeroBis: requiredInteger(b.numeroBis, 'numeroBis'), tipo: text(b.tipo),
    });
    requireOpen(quote);
    if (quote.fecha_vigencia < todayIso()) throw new ErpError(409, 'CONFLICT', `quoteExpired: the validity of quote ${quote.numero} ended on ${isoToWire(quote.fecha_vigencia)}`);
    return { statusCode: '200', numeroPedidoGenerado: await acceptQuote(db, quote) };
  });

  app.post(`${Q}/impresionPresupuesto`, {
    config: { callKind: 'module' },
    schema: quoteRoute({
      summary: 'Link to the quote PDF (impresionPresupuesto)',
      description: 'Signed link (valid 10 minutes, /wsutils/documentos) to the PDF of a quote of the caller\'s scope: company, customer and branch, validity, payment method, lines by grouping, discounts, totals and observations.',
      body: body({ idPresupuesto: { type: ['integer', 'string'] }, formato: str('I', { enum: ['I'] }), desformat: str('PDF', { enum: ['PDF', 'pdf'] }), usuario }, ['idPresupuesto']),
      reply: object({ ...ok, urlEtiqueta: str('Signed PDF link') }),
    }),
  }, async (request) => {
    const quote = await findQuoteById(db, request.quoteScope, requiredInteger((request.body as { idPresupuesto: unknown }).idPresupuesto, 'idPresupuesto'));
    return { statusCode: '200', urlEtiqueta: await ctx.links.url(request, { kind: 'presupuesto', params: { id: quote.id } }) };
  });
}
