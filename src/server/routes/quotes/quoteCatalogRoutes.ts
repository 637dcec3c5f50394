import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { combineDiscounts, type DiscountLink } from '../../../domain/quotes/priceRules';
import { isoToWire } from '../../../domain/quotes/quoteDates';
import type { DescuentoTable } from '../../db/tables.js';
import { ErpError } from '../../errors.js';
import { body, int, object, str } from '../../schemas/routeSchema.js';
import { pageOf } from '../reports/listQuery.js';
import { allOf, contains, paging, parseDate, requiredInteger, text, todayIso, type PagingBody } from '../reports/reportRequest.js';
import { optCode, reportPaging } from '../reports/reportSchemas.js';
import type { RouteContext } from '../routeContext.js';
import type { QuoteScope } from './quoteAccess.js';
import { discountLink, grossNet, nstr, num, ok, Q, quoteDate, quoteRoute, usuario } from './quoteSchemas.js';
import { nextValue } from './quoteStore.js';
import { retryOnConflict } from '../../db/retryOnConflict.js';

const grouping = object({ agrupaCodigo: int(), agrupaDenominacion: str(), agrupaEmpresa: str() });
const discount = object({
  tipoDescuento: str(), denomDto: str(), dto: num('Combined percentage'), porc1Dto: num(), porc2Dto: num(), porc3Dto: num(), entre12: discountLink(), entre23: discountLink(),
});

/** The grouping company of a body: agrupaEmpresa must be the scope's company. */
function groupingCompany(scope: QuoteScope, agrupaEmpresa: unknown): string {
  const empresa = text(agrupaEmpresa) ?? scope.empresa;
  if (empresa !== scope.empresa) throw new ErpError(403, 'COMPANY_NOT_ALLOWED', 'agrupaEmpresa is not the company of the call');
  return empresa;
}

/** A discount type as the calls answer it. */
export const discountWire = (d: Pick<DescuentoTable, 'tipo_descuento' | 'denominacion' | 'porc1' | 'entre12' | 'porc2' | 'entre23' | 'porc3'>) => ({
  tipoDescuento: d.tipo_descuento, denomDto: d.denominacion, porc1Dto: d.porc1, porc2Dto: d.porc2, porc3Dto: d.porc3, entre12: d.entre12, entre23: d.entre23,
  dto: combineDiscounts({ porc1: d.porc1, entre12: d.entre12 as DiscountLink, porc2: d.porc2, entre23: d.entre23 as DiscountLink, porc3: d.porc3 }),
});

/** Payment methods, discount types, rates of an article and line groupings (list, create, delete). */
export async function quoteCatalogRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  app.post(`${Q}/formasPago`, {
    config: { callKind: 'module' },
    schema: quoteRoute({
      summary: 'Payment methods (formasPago)', description: 'Payment methods of the company by name; every method applies to every country (pais is accepted for the contract).',
      body: body({ pais: optCode('Country code (011 Spain)'), usuario }),
      reply: object({ ...ok, FORMAS_PAGO: { type: 'array', items: object({ formaPago: str(), formaPagoNombre: str(), dias: int('Days to pay') }) } }),
    }),
  }, async (request) => {
    const rows = await db.selectFrom('formas_pago').select(['forma_pago as formaPago', 'nombre as formaPagoNombre', 'dias']).where('empresa', '=', request.quoteScope.empresa).orderBy('nombre').execute();
    return { statusCode: '200', FORMAS_PAGO: rows };
  });

  app.post(`${Q}/getListaDtos`, {
    config: { callKind: 'module' },
    schema: quoteRoute({
      summary: 'Discount types (getListaDtos)',
      description: 'Discount types of a kind valid on fechaAplicacion (today by default): PP prompt payment, CAB header rappel, LIN line. dto is porc1 ± porc2 ± porc3 following the links entre12 and entre23.',
      body: body({ tipoDescuento: str('PP, CAB or LIN', { enum: ['PP', 'CAB', 'LIN'] }), fechaAplicacion: quoteDate('Date the discounts must be valid on'), usuario }, ['tipoDescuento']),
      reply: object({ ...ok, DTOS: { type: 'array', items: discount } }),
    }),
  }, async (request) => {
    const b = request.body as { tipoDescuento: string; fechaAplicacion?: string | null };
    const on = parseDate(b.fechaAplicacion, 'fechaAplicacion') ?? todayIso();
    const rows = await db.selectFrom('descuentos').selectAll().where('empresa', '=', request.quoteScope.empresa).where('ambito', '=', b.tipoDescuento)
      .where((eb) => eb.and([eb.or([eb('fecha_desde', 'is', null), eb('fecha_desde', '<=', on)]), eb.or([eb('fecha_hasta', 'is', null), eb('fecha_hasta', '>=', on)])]))
      .orderBy('tipo_descuento').execute();
    return { statusCode: '200', DTOS: rows.map(discountWire) };
  });

  app.post(`${Q}/getListaTarifas`, {
    config: { callKind: 'module' },
    schema: quoteRoute({
      summary: 'Rates of an article (getListaTarifas)',
      description: 'Rates of the company in the currency (EUR by default) that price the article on fechaTarifa (today by default), in the article\'s price unit (unidadMedida, when sent, must be it): '
        + 'precioA is the price, brutoNeto whether the line discount applies, tipoDto the default line discount type and dto its percentage.',
      body: body({ articulo: str(undefined, { minLength: 1 }), fechaTarifa: quoteDate('Price date'), unidadMedida: nstr('Price unit'), moneda: nstr('Currency, EUR by default'), usuario }, ['articulo']),
      reply: object({
        ...ok,
        tarifas: { type: 'array', items: object({ tarifa: str(), nombre: str(), precioA: num(), brutoNeto: grossNet('B gross (the line discount applies) or N net'), tipoDto: nstr(), dto: num(), moneda: str(), fechaTarifa: str('DD/MM/YYYY: the price applies from this day') }) },
      }),
    }),
  }, async (request) => {
    const b = request.body as { articulo: string; fechaTarifa?: string | null; unidadMedida?: string | null; moneda?: string | null };
    const empresa = request.quoteScope.empresa;
    const on = parseDate(b.fechaTarifa, 'fechaTarifa') ?? todayIso();
    const article = await db.selectFrom('articulos_venta').select('ump').where('empresa', '=', empresa).where('articulo', '=', b.articulo).executeTakeFirst();
    const unit = text(b.unidadMedida);
    if (!article || (unit && unit !== article.ump)) return { statusCode: '200', tarifas: [] };
    const rows = await db.selectFrom('tarifas as t')
      .leftJoin('descuentos as d', (j) => j.onRef('d.empresa', '=', 't.empresa').onRef('d.tipo_descuento', '=', 't.tipo_dto'))
      .select(['t.tarifa', 't.nombre', 't.bruto_neto', 't.tipo_dto', 't.moneda', 'd.porc1', 'd.entre12', 'd.porc2', 'd.entre23', 'd.porc3'])
      .select([
        sql<number | null>`(select tp.precio from tarifa_precios tp where tp.empresa = t.empresa and tp.tarifa = t.tarifa and tp.articulo = ${b.articulo} and tp.fecha_desde <= ${on} order by tp.fecha_desde desc limit 1)`.as('precio'),
        sql<string | null>`(select max(tp.fecha_desde) from tarifa_precios tp where tp.empresa = t.empresa and tp.tarifa = t.tarifa and tp.articulo = ${b.articulo} and tp.fecha_desde <= ${on})`.as('desde'),
      ])
      .where('t.empresa', '=', empresa).where('t.moneda', '=', text(b.moneda) ?? 'EUR').orderBy('t.tarifa').execute();
    return {
      statusCode: '200',
      tarifas: rows.filter((r) => r.precio !== null).map((r) => ({
        tarifa: r.tarifa, nombre: r.nombre, precioA: Number(r.precio), brutoNeto: r.bruto_neto, tipoDto: r.tipo_dto, moneda: r.moneda, fechaTarifa: isoToWire(r.desde),
        dto: r.porc1 === null ? 0 : combineDiscounts({ porc1: r.porc1, entre12: r.entre12 as DiscountLink, porc2: r.porc2 ?? 0, entre23: r.entre23 as DiscountLink, porc3: r.porc3 ?? 0 }),
      })),
    };
  });

  app.post(`${Q}/agrupacionesNom`, {
    config: { callKind: 'module' },
    schema: quoteRoute({
      summary: 'Line groupings (agrupacionesNom)', description: 'Groupings of the company, paged, sorted by name by default; search looks in the name.',
      body: body({ ...reportPaging, agrupaEmpresa: optCode('Company of the groupings (the call\'s)'), usuario }),
      reply: object({ ...ok, AGRUPACIONES: { type: 'array', items: grouping }, totalRows: int() }),
    }),
  }, async (request) => {
    const b = request.body as PagingBody & { agrupaEmpresa?: unknown; search?: string | null };
    const empresa = groupingCompany(request.quoteScope, b.agrupaEmpresa);
    const conditions = [sql`g.empresa = ${empresa}`];
    const search = text(b.search);
    if (search) conditions.push(contains(db, ['g.denominacion'], search));
    const page = paging(b, { agrupaCodigo: 'g.codigo', agrupaDenominacion: 'g.denominacion' }, { orderBy: 'agrupaDenominacion', order: 'ASC', tiebreak: ['g.codigo'], numRows: 5 });
    const [rows, total] = await pageOf(db.selectFrom('agrupaciones as g').where(allOf(conditions)),
      (x) => x.select(['g.codigo as agrupaCodigo', 'g.denominacion as agrupaDenominacion', 'g.empresa as agrupaEmpresa']), page);
    return { statusCode: '200', AGRUPACIONES: rows, totalRows: total };
  });

  app.post(`${Q}/guardaAgrupacion`, {
    config: { callKind: 'module', writes: true },
    schema: quoteRoute({
      summary: 'Create a grouping (guardaAgrupacion)', description: 'A new grouping of the company; the name is required (400 required) and unique regardless of case (409 groupingExists).',
      body: body({ agrupaEmpresa: optCode('Company of the grouping'), agrupaDenominacion: { type: ['string', 'null'], maxLength: 60 }, usuario }, ['agrupaDenominacion']),
      reply: object({ ...ok, agrupaCodigo: int('Code of the new grouping') }),
    }),
  }, async (request) => {
    const b = request.body as { agrupaEmpresa?: unknown; agrupaDenominacion?: string | null };
    const empresa = groupingCompany(request.quoteScope, b.agrupaEmpresa);
    const name = (b.agrupaDenominacion ?? '').trim().replace(/\s+/g, ' ');
    if (!name) throw new ErpError(400, 'VALIDATION_ERROR', 'required: agrupaDenominacion is required');
    const codigo = await retryOnConflict(() => db.transaction().execute(async (trx) => {
      const same = await trx.selectFrom('agrupaciones').select('codigo').where('empresa', '=', empresa).where(sql`upper(denominacion)`, '=', name.toUpperCase()).executeTakeFirst();
      if (same) throw new ErpError(409, 'CONFLICT', `groupingExists: a grouping named '${name}' already exists`);
      const next = await nextValue(trx, 'agrupaciones', 'codigo', { empresa });
      await trx.insertInto('agrupaciones').values({ empresa, codigo: next, denominacion: name }).execute();
      return next;
    }));
    return { statusCode: '200', agrupaCodigo: codigo };
  });

  app.post(`${Q}/borraAgrupacion`, {
    config: { callKind: 'module', writes: true },
    schema: quoteRoute({
      summary: 'Delete a grouping (borraAgrupacion)', description: 'Deletes a grouping of the company that no quote line uses (409 groupingInUse otherwise; 404 when unknown).',
      body: body({ agrupaEmpresa: optCode('Company of the grouping'), agrupaCodigo: { type: ['integer', 'string'] }, usuario }, ['agrupaCodigo']),
      reply: object({ ...ok }),
    }),
  }, async (request) => {
    const b = request.body as { agrupaEmpresa?: unknown; agrupaCodigo: unknown };
    const empresa = groupingCompany(request.quoteScope, b.agrupaEmpresa);
    const codigo = requiredInteger(b.agrupaCodigo, 'agrupaCodigo');
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('agrupaciones').select('denominacion').where('empresa', '=', empresa).where('codigo', '=', codigo).executeTakeFirst();
      if (!row) throw new ErpError(404, 'NOT_FOUND', `groupingNotFound: grouping ${codigo} not found`);
      const used = await trx.selectFrom('presupuesto_lineas as l').innerJoin('presupuestos as p', 'p.id', 'l.id_presupuesto')
        .select((eb) => eb.fn.countAll<number>().as('n')).where('p.empresa', '=', empresa).where('l.agrupacion', '=', codigo).executeTakeFirstOrThrow();
      if (Number(used.n) > 0) throw new ErpError(409, 'CONFLICT', `groupingInUse: grouping '${row.denominacion}' is used by ${Number(used.n)} quote lines`);
      await trx.deleteFrom('agrupaciones').where('empresa', '=', empresa).where('codigo', '=', codigo).execute();
    });
    return { statusCode: '200' };
  });

}
