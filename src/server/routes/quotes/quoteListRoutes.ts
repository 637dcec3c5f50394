import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { DEFAULT_QUOTE_TYPE, QUOTE_STATUS } from '../../../domain/quotes/quoteRules';
import { ErpError } from '../../errors.js';
import { body, int, object, str } from '../../schemas/routeSchema.js';
import { pageOf } from '../reports/listQuery.js';
import { languageOf } from '../reports/orderQueries.js';
import { allOf, contains, integer, paging, parseDate, requiredInteger, requiredText, text, type PagingBody } from '../reports/reportRequest.js';
import { optCode, reportPaging } from '../reports/reportSchemas.js';
import { inScope } from '../reports/scope.js';
import type { RouteContext } from '../routeContext.js';
import { customerInScope } from './quoteAccess.js';
import { listRow, nstr, ok, Q, quoteDate, quoteKey, quoteRoute, usuario } from './quoteSchemas.js';
import { findQuoteByKey, listWire, nextValue } from './quoteStore.js';

const SORT_COLUMNS = {
  numeroPedido: 'p.numero', cliente: 'p.cliente', nombreCliente: 'c.nombre', sucursalEnvio: 'p.sucursal', razonSocial: 's.razon_social', fechaCreacion: 'p.fecha',
  importePedidoEntrado: 'p.importe', fechaVigencia: 'p.fecha_vigencia', estado: 'p.estado', nombreEstado: 'p.estado',
};

/** The quote type of a user (tipología): their own, or '0'. */
export async function quoteTypeOf(ctx: RouteContext, idOrganizacion: number, usuarioCode: string): Promise<string> {
  const row = await ctx.db.selectFrom('tipologias_presupuesto').select('tipologia').where('id_organizacion', '=', idOrganizacion).where('usuario', '=', usuarioCode).executeTakeFirst();
  return row?.tipologia ?? DEFAULT_QUOTE_TYPE;
}

/** Quote list, deletion, next number and the user's quote type. */
export async function quoteListRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const { db } = ctx;

  app.post(`${Q}/listado`, {
    config: { callKind: 'module' },
    schema: quoteRoute({
      summary: 'Quote list (listado)',
      description: 'Quotes of the caller\'s scope (ADMIN: the company; REPRESENTANTE: their customers). fechaIni is inclusive and fechaFin exclusive (the portal sends the end day plus one). '
        + 'search looks in number, customer, names and reference. Default sort fechaCreacion DESC. totalRows and numRegs both carry the total.',
      body: body({
        ...reportPaging, usuario, codCliente: optCode('Customer'), fechaIni: quoteDate('Created from (inclusive)'), fechaFin: quoteDate('Created before (exclusive)'),
        numPedido: optCode('Quote number'), estado: optCode('Quote status'),
      }),
      reply: object({ ...ok, presupuestos: { type: 'array', items: listRow }, totalRows: int(), numRegs: int() }),
    }),
  }, async (request) => {
    const b = request.body as PagingBody & Record<string, unknown>;
    const scope = request.quoteScope;
    const conditions: RawBuilder<SqlBool>[] = [inScope(scope, { empresa: 'p.empresa', cliente: 'p.cliente' })];
    const from = parseDate(b.fechaIni, 'fechaIni');
    const to = parseDate(b.fechaFin, 'fechaFin');
    if (from && to && from >= to) throw new ErpError(400, 'VALIDATION_ERROR', 'fechaInicialMayorFinal: fechaIni is not before fechaFin');
    if (from) conditions.push(sql`p.fecha >= ${from}`);
    if (to) conditions.push(sql`p.fecha < ${to}`);
    const cliente = text(b.codCliente);
    if (cliente) conditions.push(sql`p.cliente = ${cliente}`);
    const numero = integer(b.numPedido, 'numPedido');
    if (numero !== undefined) conditions.push(sql`p.numero = ${numero}`);
    const estado = integer(b.estado, 'estado');
    if (estado !== undefined) conditions.push(sql`p.estado = ${estado}`);
    const search = text(b.search);
    if (search) conditions.push(contains(db, ['p.cliente', 'c.nombre', 'c.razon_social', 's.razon_social', 'p.ref_pedido', sql`cast(p.numero as text)`], search));
    const page = paging(b, SORT_COLUMNS, { orderBy: 'fechaCreacion', order: 'DESC', tiebreak: ['p.numero desc'] });
    const q = db.selectFrom('presupuestos as p')
      .innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'p.empresa').onRef('c.cliente', '=', 'p.cliente'))
      .leftJoin('sucursales as s', (j) => j.onRef('s.empresa', '=', 'p.empresa').onRef('s.cliente', '=', 'p.cliente').onRef('s.sucursal', '=', 'p.sucursal'))
      .where(allOf(conditions));
    const [rows, total] = await pageOf(q, (x) => x.selectAll('p').select(['c.nombre as cliente_nombre', 's.razon_social as sucursal_razon']), page);
    const lang = languageOf(request.principal);
    return { statusCode: '200', presupuestos: rows.map((r) => listWire(r, lang)), totalRows: total, numRegs: total };
  });

  app.post(`${Q}/borraPresupuesto`, {
    config: { callKind: 'module', writes: true },
    schema: quoteRoute({
      summary: 'Delete a quote (borraPresupuesto)',
      description: 'Deletes a quote of the caller\'s scope with its lines; the portal calls it once per selected quote. An accepted quote cannot be deleted (409 quoteAccepted); unknown: 404.',
      body: body({ ...quoteKey, usuario }, ['cliente', 'numeroPedido', 'numeroBis']),
      reply: object({ ...ok }),
    }),
  }, async (request) => {
    const b = request.body as Record<string, unknown>;
    const quote = await findQuoteByKey(db, request.quoteScope, {
      cliente: requiredText(b.cliente, 'cliente'), numero: requiredInteger(b.numeroPedido, 'numeroPedido'), numeroBis: requiredInteger(b.numeroBis, 'numeroBis'), tipo: text(b.tipo),
    });
    if (quote.estado === QUOTE_STATUS.accepted) throw new ErpError(409, 'CONFLICT', `quoteAccepted: quote ${quote.numero} was accepted and cannot be deleted`);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('presupuesto_lineas').where('id_presupuesto', '=', quote.id).execute();
      await trx.deleteFrom('presupuestos').where('id', '=', quote.id).execute();
    });
    return { statusCode: '200' };
  });

  app.post(`${Q}/numeroPresupuesto`, {
    config: { callKind: 'module' },
    schema: quoteRoute({
      summary: 'Next quote number (numeroPresupuesto)',
      description: 'The number a new quote of the customer would take: one sequence per company for every quote type. It is not reserved: guardaPresupuesto gives the next bis when two quotes take the same number.',
      body: body({ cliente: optCode('Customer'), tipo: nstr('Quote type'), usuario }, ['cliente']),
      reply: object({ ...ok, result: { type: 'array', items: object({ numeroPresupuesto: int() }) } }),
    }),
  }, async (request) => {
    const b = request.body as Record<string, unknown>;
    const scope = request.quoteScope;
    await customerInScope(db, scope, requiredText(b.cliente, 'cliente'));
    return { statusCode: '200', result: [{ numeroPresupuesto: await nextValue(db, 'presupuestos', 'numero', { empresa: scope.empresa }) }] };
  });

  app.post(`${Q}/obtenTipologiaPresupuesto`, {
    config: { callKind: 'module' },
    schema: quoteRoute({
      summary: 'Quote type of the user (obtenTipologiaPresupuesto)',
      description: "The quote type (tipología) of the session user, stored in the portal session: '0' by default; JV quotes take gross/net from the line's rate.",
      body: body({ usuario }),
      reply: object({ ...ok, result: { type: 'array', items: object({ tipologia: str() }) } }),
    }),
  }, async (request) => ({ statusCode: '200', result: [{ tipologia: await quoteTypeOf(ctx, request.principal.idOrganizacion, request.principal.usuario) }] }));

}
