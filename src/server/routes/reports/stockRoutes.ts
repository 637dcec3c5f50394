import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Principal } from '../../auth/loadPrincipal.js';
import type { Database } from '../../db/tables.js';
import { ErpError } from '../../errors.js';
import { body, int, object, str } from '../../schemas/routeSchema.js';
import { pageOf } from './listQuery.js';
import type { ReportContext } from './reportContext.js';
import { allOf, contains, paging, requiredText, text, type PagingBody } from './reportRequest.js';
import { listReply, nnum, nstr, num, OK, optCode, replyDate, reportPaging, reportRoute } from './reportSchemas.js';
import { resolveScope, type ReportScope } from './scope.js';
import { inPartyScope, ownSupplier } from './supplierScope.js';

const tags = ['Stock'];
const P = '/wscomun/portalinformes';

/** Quantities summed from decimals, without the float noise of the sum. */
const qty = (n: number | string | null | undefined): number => Math.round(Number(n ?? 0) * 1000) / 1000;

/**
 * The articles a caller may look at in the stock report, whatever the request says: every article of the company for ADMIN and SOPORTE; for a supplier
 * user the articles its supplier supplies or has purchase orders of (of its branch when it has one); nothing for anyone else.
 */
export function articleScope(principal: Principal, scope: ReportScope, column: string): RawBuilder<SqlBool> {
  if (scope.kind === 'company') return sql<SqlBool>`1 = 1`;
  const own = ownSupplier(principal, scope);
  if (!own) return sql<SqlBool>`1 = 0`;
  const orders = inPartyScope(principal, scope, { empresa: 'sh.empresa', proveedor: 'sh.proveedor', sucursalProveedor: 'sh.sucursal_proveedor' });
  return sql<SqlBool>`(exists (select 1 from articulos_proveedor sap where sap.empresa = ${scope.empresa} and sap.articulo = ${sql.ref(column)} and sap.proveedor = ${own.proveedor})
    or exists (select 1 from ordenes_compra_det sd inner join ordenes_compra_cab sh on sh.empresa = sd.empresa and sh.numero_oc = sd.numero_oc
      where sd.empresa = ${scope.empresa} and sd.articulo = ${sql.ref(column)} and ${orders}))`;
}

/** Lines of open purchase orders (awaiting receipt, something still to receive) that the caller may see: a supplier user only those of its own orders. */
export function openOrderLines(db: Kysely<Database>, principal: Principal, scope: ReportScope) {
  return db.selectFrom('ordenes_compra_det as d')
    .innerJoin('ordenes_compra_cab as h', (j) => j.onRef('h.empresa', '=', 'd.empresa').onRef('h.numero_oc', '=', 'd.numero_oc'))
    .where('d.empresa', '=', scope.empresa).where('h.estado', '=', 'A').where(sql<SqlBool>`d.cantidad > d.cantidad_recibida`)
    .where(inPartyScope(principal, scope, { empresa: 'h.empresa', proveedor: 'h.proveedor', sucursalProveedor: 'h.sucursal_proveedor' }));
}

/** Articles that are services (shipping costs), which have no stock. */
const notService = sql<SqlBool>`not exists (select 1 from articulos_venta sv where sv.empresa = a.empresa and sv.articulo = a.articulo and sv.servicio = 'S')`;

interface StockBody extends PagingBody { empresa?: string | number; search?: string | null }

/** The stock report: articles with available and potential stock and their latest open purchase order, stock by lot, upcoming receipts and the article picture. */
export async function stockRoutes(app: FastifyInstance, { db, links }: ReportContext): Promise<void> {
  app.post(`${P}/stockArticulos`, {
    config: { callKind: 'report', replyCache: true },
    schema: reportRoute({
      summary: 'Stock by article (stockArticulos)', tags,
      description: 'Articles the caller may see (ADMIN and SOPORTE every article of the company; a supplier user the articles it supplies or has purchase orders of; others none) with '
        + 'stockDisponible (sum of the lots, unit unidadMedida), stockPotencial (available plus what the open purchase orders still bring, in the same unit) and the latest open purchase order '
        + '(fechaOC order date, cantidadOC still to receive, unidadMedidaOC its unit; null without one). A supplier user counts only its own orders. search: article code or name contains. '
        + 'Default sort articulo ASC.',
      body: body({ ...reportPaging, usuario: nstr() }),
      reply: listReply(object({
        articulo: str(), denominacion: str(), stockDisponible: num(), unidadMedida: str(), stockPotencial: num('Available plus pending receipts'),
        fechaOC: replyDate('Date of the latest open purchase order'), cantidadOC: nnum('Still to receive of that order line'), unidadMedidaOC: nstr(),
      })),
    }),
  }, async (request) => {
    const b = request.body as StockBody;
    const scope = await resolveScope(db, request.principal, b.empresa);
    const lines = openOrderLines(db, request.principal, scope);
    const st = db.selectFrom('stock_lotes as l').select(['l.articulo', sql<number>`sum(l.cantidad)`.as('disponible')]).where('l.empresa', '=', scope.empresa).groupBy('l.articulo').as('st');
    const pend = lines.select(['d.articulo', sql<number>`sum((d.cantidad - d.cantidad_recibida) * d.factor_stock)`.as('pendiente')]).groupBy('d.articulo').as('pend');
    const ult = lines.select([
      'd.articulo', 'h.fecha', 'd.unidad', sql<number>`d.cantidad - d.cantidad_recibida`.as('cantidad'),
      sql<number>`row_number() over (partition by d.articulo order by h.fecha desc, h.numero_oc desc, d.item)`.as('rn'),
    ]).as('ult');
    const c: RawBuilder<SqlBool>[] = [sql`a.empresa = ${scope.empresa}`, notService, articleScope(request.principal, scope, 'a.articulo')];
    const search = text(b.search);
    if (search) c.push(contains(db, ['a.articulo', 'a.nombre'], search));
    const disponible = sql<number>`coalesce(st.disponible, 0)`;
    const potencial = sql<number>`coalesce(st.disponible, 0) + coalesce(pend.pendiente, 0)`;
    const page = paging(b, {
      articulo: 'a.articulo', denominacion: 'a.nombre', stockDisponible: disponible, unidadMedida: 'a.unidad', stockPotencial: potencial,
      fechaOC: 'ult.fecha', cantidadOC: 'ult.cantidad', unidadMedidaOC: 'ult.unidad',
    }, { orderBy: 'articulo', order: 'ASC', tiebreak: ['a.articulo'] });
    const q = db.selectFrom('articulos as a')
      .leftJoin(st, 'st.articulo', 'a.articulo')
      .leftJoin(pend, 'pend.articulo', 'a.articulo')
      .leftJoin(ult, (j) => j.onRef('ult.articulo', '=', 'a.articulo').on('ult.rn', '=', 1))
      .where(allOf(c));
    const [rows, numReg] = await pageOf(q, (x) => x.select([
      'a.articulo', 'a.nombre as denominacion', disponible.as('stockDisponible'), 'a.unidad as unidadMedida', potencial.as('stockPotencial'),
      'ult.fecha as fechaOC', 'ult.cantidad as cantidadOC', 'ult.unidad as unidadMedidaOC',
    ]), page);
    return {
      ...OK, numReg,
      dataRes: rows.map((r) => ({
        ...r, stockDisponible: qty(r.stockDisponible), stockPotencial: qty(r.stockPotencial), fechaOC: r.fechaOC ?? null,
        cantidadOC: r.cantidadOC === null || r.cantidadOC === undefined ? null : qty(r.cantidadOC), unidadMedidaOC: r.unidadMedidaOC ?? null,
      })),
    };
  });

  app.post(`${P}/stockCantidadExistente`, {
    config: { callKind: 'report', replyCache: true },
    schema: reportRoute({
      summary: 'Stock of an article by warehouse, location and lot (stockCantidadExistente)', tags,
      description: 'The lots of an article the caller may see (as stockArticulos; an article out of scope has none): warehouse, location, lot, quantity and unit. Default sort cantidadLote DESC, 5 rows.',
      body: body({ ...reportPaging, articulo: optCode('Article') }, ['articulo']),
      reply: listReply(object({ almacen: str('Warehouse'), ubicacion: str('Location'), lote: str(), cantidadLote: num(), unidadMedida: str() })),
    }),
  }, async (request) => {
    const b = request.body as PagingBody & { empresa?: string | number; articulo: unknown };
    const scope = await resolveScope(db, request.principal, b.empresa);
    const articulo = requiredText(b.articulo, 'articulo');
    const page = paging(b, { almacen: 'l.almacen', ubicacion: 'l.ubicacion', lote: 'l.lote', cantidadLote: 'l.cantidad', unidadMedida: 'l.unidad' },
      { orderBy: 'cantidadLote', order: 'DESC', tiebreak: ['l.centro', 'l.almacen', 'l.ubicacion', 'l.lote'], numRows: 5 });
    const q = db.selectFrom('stock_lotes as l').where('l.empresa', '=', scope.empresa).where('l.articulo', '=', articulo).where(articleScope(request.principal, scope, 'l.articulo'));
    const [rows, numReg] = await pageOf(q, (x) => x.select(['l.almacen', 'l.ubicacion', 'l.lote', 'l.cantidad as cantidadLote', 'l.unidad as unidadMedida']), page);
    return { ...OK, numReg, dataRes: rows.map((r) => ({ ...r, cantidadLote: qty(r.cantidadLote) })) };
  });

  app.post(`${P}/getProximasRecepcionesOCProd`, {
    config: { callKind: 'report', replyCache: true },
    schema: reportRoute({
      summary: 'Upcoming purchase-order receipts of an article (getProximasRecepcionesOCProd)', tags,
      description: 'Lines of open purchase orders of the article with something still to receive: order, expected delivery date, quantity still to receive and its unit. '
        + 'A supplier user sees only its own orders (of its branch when it has one); customer roles none. Default sort producto then fechaEntrega, 5 rows.',
      body: body({ ...reportPaging, codigoArticulo: optCode('Article') }, ['codigoArticulo']),
      reply: listReply(object({ ordenCompra: int('Purchase order'), fechaEntrega: replyDate('Expected delivery'), cantidadPedida: num('Still to receive'), unidadMedidaUMP: str(), producto: str('Article') })),
    }),
  }, async (request) => {
    const b = request.body as PagingBody & { empresa?: string | number; codigoArticulo: unknown };
    const scope = await resolveScope(db, request.principal, b.empresa);
    const articulo = requiredText(b.codigoArticulo, 'codigoArticulo');
    const pendiente = sql<number>`d.cantidad - d.cantidad_recibida`;
    const page = paging(b, { ordenCompra: 'd.numero_oc', fechaEntrega: 'd.fecha_entrega', cantidadPedida: pendiente, unidadMedidaUMP: 'd.unidad', producto: 'd.articulo' },
      { orderBy: 'producto', order: 'ASC', tiebreak: ['d.fecha_entrega', 'd.numero_oc', 'd.item'], numRows: 5 });
    const q = openOrderLines(db, request.principal, scope).where('d.articulo', '=', articulo).where(articleScope(request.principal, scope, 'd.articulo'));
    const [rows, numReg] = await pageOf(q, (x) => x.select([
      'd.numero_oc as ordenCompra', 'd.fecha_entrega as fechaEntrega', pendiente.as('cantidadPedida'), 'd.unidad as unidadMedidaUMP', 'd.articulo as producto',
    ]), page);
    return { ...OK, numReg, dataRes: rows.map((r) => ({ ...r, cantidadPedida: qty(r.cantidadPedida) })) };
  });

  app.post(`${P}/getUrlImgArt`, {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Link to the picture of an article (getUrlImgArt)', tags,
      description: 'dataRes.urlImagen: signed link (10 minutes) to the picture of an article the caller may see (as stockArticulos), an image/svg+xml drawing of its own; '
        + 'null when the article has no picture. An article out of scope or unknown is a 404.',
      body: body({ producto: optCode('Article') }, ['producto']),
      reply: object({ statusCode: str(), statusText: str(), dataRes: object({ urlImagen: nstr('Signed link, or null without a picture') }) }),
    }),
  }, async (request) => {
    const b = request.body as { empresa?: string | number; producto: unknown };
    const scope = await resolveScope(db, request.principal, b.empresa);
    const articulo = requiredText(b.producto, 'producto');
    const found = await db.selectFrom('articulos as a')
      .leftJoin('articulos_venta as v', (j) => j.onRef('v.empresa', '=', 'a.empresa').onRef('v.articulo', '=', 'a.articulo'))
      .select(['a.articulo', 'v.imagen']).where('a.empresa', '=', scope.empresa).where('a.articulo', '=', articulo).where(articleScope(request.principal, scope, 'a.articulo'))
      .executeTakeFirst();
    if (!found) throw new ErpError(404, 'NOT_FOUND', `Article ${articulo} not found`);
    const urlImagen = found.imagen ? await links.url(request, { kind: 'imagenArticulo', params: { empresa: scope.empresa, articulo: found.articulo } }) : null;
    return { ...OK, dataRes: { urlImagen } };
  });
}
