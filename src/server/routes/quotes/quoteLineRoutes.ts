import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { QUANTITY_LIMITS } from '../../../domain/quotes/priceRules';
import { ErpError } from '../../errors.js';
import { body, int, object, str } from '../../schemas/routeSchema.js';
import { pageOf } from '../reports/listQuery.js';
import { allOf, contains, integer, paging, requiredInteger, requiredText, text, type PagingBody } from '../reports/reportRequest.js';
import { optCode, reportPaging } from '../reports/reportSchemas.js';
import type { RouteContext } from '../routeContext.js';
import { customerInScope } from './quoteAccess.js';
import { lineRow, nint, nnum, nstr, num, ok, Q, quoteDate, quoteKey, quoteRoute, usuario } from './quoteSchemas.js';
import { findQuoteById, findQuoteByKey, lineWire, loadLines, requireOpen, settleQuote } from './quoteStore.js';
import { LineError, saveLine, type LineInput } from './saveLines.js';
import { retryOnConflict } from '../../db/retryOnConflict.js';

const percent = (description: string) => ({ type: ['number', 'null'], minimum: 0, maximum: 100, description });
const link = (description: string) => ({ type: ['string', 'null'], enum: ['+', '-', null], description });

const lineInput = object({
  idCabecera: int('Quote id'), idLinea: nint('Line id (accion A)'), numeroItem: nint('Line number (accion A, when no idLinea)'), articulo: str(undefined, { minLength: 1 }),
  cantidad: { ...nnum('Quantity in the price unit; used only when cantidadUmv is absent'), minimum: 0 },
  cantidadUmv: { ...nnum('Quantity in the sales unit'), minimum: 0, maximum: QUANTITY_LIMITS.max },
  tarifa: nstr('Rate; the line\'s, else the customer\'s, else GEN'), precio: { ...nnum('Price typed by the user (per price unit)'), minimum: 0 },
  precioTarifa: nnum('Rate price the portal showed (informative: the server reads the rate)'), fechaTarifa: quoteDate('Date of the rate price; the quote date by default'),
  dto: percent('Single line discount, when no percentages or discount type are sent'), tipoDescuento: nstr('Line discount type (getListaDtos LIN)'),
  porc1Dto: percent('First discount percentage'), entre12: link('Link between the first and second percentages'), porc2Dto: percent('Second discount percentage'),
  entre23: link('Link between the second and third percentages'), porc3Dto: percent('Third discount percentage'),
  ref: { type: ['string', 'null'], maxLength: 40, description: 'Line reference' }, accion: str('I insert, A amend', { enum: ['I', 'A'] }),
  recalcularPrecio: { type: ['string', 'null'], enum: ['S', 'N', null], description: 'S: take the rate price, whatever precio says' },
  ump: nstr('Price unit (informative)'), umv: nstr('Sales unit (informative)'), observaciones: { type: ['string', 'null'], maxLength: 500 }, estado: nint('Line status (informative)'),
  brutoNeto: { type: ['string', 'null'], enum: ['B', 'N', null], description: 'B gross or N net; fixed by the rate on JV quotes' },
  agrupacion: { type: ['integer', 'string', 'null'], description: 'Grouping code, 0 none' },
}, ['idCabecera', 'articulo', 'accion']);

const articleRow = object({
  artArticulo: str(), artDescripcion: str(), artFamilia: str(), artPrecioLimite: num('Lowest net price'), artPrecio: num('Price in the customer\'s rate today'),
  artImagen: nstr('Image file (getURLFile)'), artUnidadMedVentas: str('Sales unit'), artUnidadMedPrecio: str('Price unit'), artFactor: num('Price units in one sales unit'),
  artEmpresa: str(), cliente: str(), id: nint('Quote id, when sent'), numeroPedido: nint('Quote number, when sent'), observaciones: str(), sort: int('Row number'),
});

/** Quote lines: read, save (insert/amend), delete, and the article finder. */
export async function quoteLineRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const { db } = ctx;

  app.post(`${Q}/detallePresupuesto`, {
    config: { callKind: 'module' },
    schema: quoteRoute({
      summary: 'Lines of a quote (detallePresupuesto)',
      description: 'Lines of a quote of the caller\'s scope by line number, with article name and image, units, grouping, rate price, price used, discount chain, net price and amount.',
      body: body({ ...quoteKey, usuario }, ['cliente', 'numeroPedido', 'numeroBis']),
      reply: object({ ...ok, detallePresupuesto: { type: 'array', items: lineRow } }),
    }),
  }, async (request) => {
    const b = request.body as Record<string, unknown>;
    const quote = await findQuoteByKey(db, request.quoteScope, {
      cliente: requiredText(b.cliente, 'cliente'), numero: requiredInteger(b.numeroPedido, 'numeroPedido'), numeroBis: requiredInteger(b.numeroBis, 'numeroBis'), tipo: text(b.tipo),
    });
    return { statusCode: '200', detallePresupuesto: (await loadLines(db, quote.empresa, quote.id)).map(lineWire) };
  });

  app.post(`${Q}/guardaDetallePresupuesto`, {
    config: { callKind: 'module', writes: true },
    schema: quoteRoute({
      summary: 'Save quote lines (guardaDetallePresupuesto)',
      description: 'Inserts (accion I) and amends (accion A) lines of one open quote in one transaction; prices, discounts, amounts and volumes are computed from the rates and discount types. '
        + 'The shipping line (generadaDpc S) follows the goods amount. A line refused by a business rule leaves every line as it was and answers statusCode 200 with errorCode '
        + '(lineNotFound, lineLocked, articleNotFound, articleChanged, quantityRequired, rateNotFound, noRatePrice, invalidPrice, discountTypeNotFound, discountOutOfRange, priceBelowLimit, groupingNotFound), '
        + 'errorMsg and errorItem. On success: every line of the quote and its amount.',
      body: body({ usuario, listaLineasPresupuesto: { type: 'array', minItems: 1, maxItems: 200, items: lineInput } }, ['listaLineasPresupuesto']),
      reply: object({
        ...ok, errorCode: str('Business rule that refused a line'), errorMsg: str(), errorItem: str('Line number (or article) refused'),
        errorValues: { type: 'object', additionalProperties: { type: 'number' }, description: 'Amounts of the refusal (priceBelowLimit: net and limit)' },
        detallePresupuesto: { type: 'array', items: lineRow }, importePedidoEntrado: num(),
      }, ['statusCode']),
    }),
  }, async (request) => {
    const lines = (request.body as { listaLineasPresupuesto: LineInput[] }).listaLineasPresupuesto;
    const id = lines[0]!.idCabecera;
    if (lines.some((l) => l.idCabecera !== id)) throw new ErpError(400, 'VALIDATION_ERROR', 'Invalid request: every line must belong to the same quote (idCabecera)');
    const scope = request.quoteScope;
    const quote = await findQuoteById(db, scope, id);
    requireOpen(quote);
    const customer = await customerInScope(db, scope, quote.cliente);
    try {
      await retryOnConflict(() => db.transaction().execute(async (trx) => {
        for (const line of lines) await saveLine(trx, quote, customer.tarifa, line);
        await settleQuote(trx, quote);
      }));
    } catch (error) {
      if (error instanceof LineError) return { statusCode: '200', errorCode: error.code, errorMsg: error.message, errorItem: String(error.item), errorValues: error.values };
      throw error;
    }
    const saved = await findQuoteById(db, scope, id);
    return { statusCode: '200', detallePresupuesto: (await loadLines(db, quote.empresa, id)).map(lineWire), importePedidoEntrado: saved.importe };
  });

  app.post(`${Q}/borraLineaPresupuesto`, {
    config: { callKind: 'module', writes: true },
    schema: quoteRoute({
      summary: 'Delete a quote line (borraLineaPresupuesto)',
      description: 'Deletes a line of an open quote of the caller\'s scope; lines generated by the ERP (generadaDpc S) cannot be deleted (409 lineLocked). The shipping line and the amount follow.',
      body: body({ ...quoteKey, numeroItem: { type: ['integer', 'string'], description: 'Line number' }, usuario }, ['cliente', 'numeroPedido', 'numeroBis', 'numeroItem']),
      reply: object({ ...ok, importePedidoEntrado: num() }),
    }),
  }, async (request) => {
    const b = request.body as Record<string, unknown>;
    const scope = request.quoteScope;
    const quote = await findQuoteByKey(db, scope, {
      cliente: requiredText(b.cliente, 'cliente'), numero: requiredInteger(b.numeroPedido, 'numeroPedido'), numeroBis: requiredInteger(b.numeroBis, 'numeroBis'), tipo: text(b.tipo),
    });
    requireOpen(quote);
    const item = requiredInteger(b.numeroItem, 'numeroItem');
    await db.transaction().execute(async (trx) => {
      const line = await trx.selectFrom('presupuesto_lineas').select(['id_linea', 'generada_dpc']).where('id_presupuesto', '=', quote.id).where('numero_item', '=', item).executeTakeFirst();
      if (!line) throw new ErpError(404, 'NOT_FOUND', `lineNotFound: line ${item} of quote ${quote.numero} not found`);
      if (line.generada_dpc === 'S') throw new ErpError(409, 'CONFLICT', `lineLocked: line ${item} was generated by the ERP and cannot be deleted`);
      await trx.deleteFrom('presupuesto_lineas').where('id_linea', '=', line.id_linea).execute();
      await settleQuote(trx, quote);
    });
    return { statusCode: '200', importePedidoEntrado: (await findQuoteById(db, scope, quote.id)).importe };
  });

  app.post(`${Q}/lovArt`, {
    config: { callKind: 'module' },
    schema: quoteRoute({
      summary: 'Article finder (lovArt)',
      description: 'Articles that can be quoted to a customer of the caller\'s scope (service articles left out), 5 per page by default, sorted by description; search looks in code, '
        + 'description and family. artPrecio is the price in the customer\'s rate today, artPrecioLimite the lowest net price allowed.',
      body: body({
        ...reportPaging, usuario, cliente: optCode('Customer'), sucursal: optCode('Branch'), id: { type: ['integer', 'string', 'null'], description: 'Quote id (echoed)' },
        numeroPedido: optCode('Quote number (echoed)'),
      }, ['cliente']),
      reply: object({ ...ok, ARTICULOS: { type: 'array', items: articleRow }, totalRows: int() }),
    }),
  }, async (request) => {
    const b = request.body as PagingBody & Record<string, unknown>;
    const scope = request.quoteScope;
    const customer = await customerInScope(db, scope, requiredText(b.cliente, 'cliente'));
    const today = new Date().toISOString().slice(0, 10);
    const rate = customer.tarifa ?? 'GEN';
    const conditions = [sql`a.empresa = ${scope.empresa}`, sql`v.servicio = 'N'`];
    const search = text(b.search);
    if (search) conditions.push(contains(db, ['a.articulo', 'a.nombre', 'a.familia'], search));
    const page = paging({ ...b, numRows: b.numRows ?? 5 }, { artArticulo: 'a.articulo', artDescripcion: 'a.nombre', artFamilia: 'a.familia', artPrecioLimite: 'v.precio_limite' },
      { orderBy: 'artDescripcion', order: 'ASC', tiebreak: ['a.articulo'] });
    const q = db.selectFrom('articulos as a').innerJoin('articulos_venta as v', (j) => j.onRef('v.empresa', '=', 'a.empresa').onRef('v.articulo', '=', 'a.articulo')).where(allOf(conditions));
    const [rows, total] = await pageOf(q, (x) => x.select([
      'a.articulo', 'a.nombre', 'a.familia', 'v.precio_limite', 'v.imagen', 'v.umv', 'v.ump', 'v.factor',
      sql<number | null>`(select tp.precio from tarifa_precios tp where tp.empresa = a.empresa and tp.tarifa = ${rate} and tp.articulo = a.articulo and tp.fecha_desde <= ${today} order by tp.fecha_desde desc limit 1)`.as('precio'),
    ]), page);
    const quoteId = b.id === null || b.id === undefined || b.id === '' ? null : requiredInteger(b.id, 'id');
    const numero = integer(b.numeroPedido, 'numeroPedido') ?? null;
    return {
      statusCode: '200', totalRows: total,
      ARTICULOS: rows.map((r, i) => ({
        artArticulo: r.articulo, artDescripcion: r.nombre, artFamilia: r.familia, artPrecioLimite: r.precio_limite, artPrecio: Number(r.precio ?? 0), artImagen: r.imagen,
        artUnidadMedVentas: r.umv, artUnidadMedPrecio: r.ump, artFactor: r.factor, artEmpresa: scope.empresa, cliente: customer.cliente,
        id: quoteId, numeroPedido: numero, observaciones: '', sort: page.offset + i + 1,
      })),
    };
  });
}
