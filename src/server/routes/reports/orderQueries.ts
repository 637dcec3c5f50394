import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Principal } from '../../auth/loadPrincipal.js';
import type { Database } from '../../db/tables.js';
import { ErpError } from '../../errors.js';
import { inScope, type ReportScope } from './scope.js';

/** Language code of the order-status descriptions for the caller (the ERP stores Spanish as E). */
export function languageOf(principal: Principal): string {
  const code = principal.idioma.toUpperCase();
  return ['EN', 'FR', 'IT'].includes(code) ? code : 'ES';
}

/** Signed amount of an order: the sum of its lines, negative for credit notes (type A) — stored on the order by triggers (migration 015) and indexed. */
export const orderAmountSql: RawBuilder<number> = sql<number>`p.importe`;

/** Billing branch of an order: the branch of its invoice, or the delivery branch while it is not invoiced — stored on the order by triggers and indexed. */
export const billingBranchSql: RawBuilder<string> = sql<string>`p.sucursal_facturacion`;

/** Last web status (the one that closes an order) of a company. */
export const lastStatusSql: RawBuilder<number> = sql<number>`(select max(le.estado_pedido_web) from estados_pedido_web le where le.empresa = p.empresa)`;

/** The order header with its customer, when it exists and is in the scope; else 404 (another customer's order is "not found"). */
export async function findOrder(db: Kysely<Database>, scope: ReportScope, numero: number, opts: { cliente?: string; sucursal?: string; tipo?: string } = {}) {
  let q = db.selectFrom('pedidos as p')
    .innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'p.empresa').onRef('c.cliente', '=', 'p.cliente'))
    .innerJoin('sucursales as s', (j) => j.onRef('s.empresa', '=', 'p.empresa').onRef('s.cliente', '=', 'p.cliente').onRef('s.sucursal', '=', 'p.sucursal'))
    .selectAll('p')
    .select(['c.nombre as cliente_nombre', 'c.razon_social', 'c.cif', 'c.direccion as cliente_direccion', 'c.cp as cliente_cp', 'c.poblacion as cliente_poblacion',
      'c.provincia as cliente_provincia', 'c.telefono as cliente_telefono', 'c.email as cliente_email',
      's.razon_social as envio_razon_social', 's.direccion as envio_direccion', 's.cp as envio_cp', 's.poblacion as envio_poblacion', 's.provincia as envio_provincia',
      's.telefono as envio_telefono', 's.email as envio_email'])
    .select(billingBranchSql.as('sucursal_facturacion'))
    .where(inScope(scope, { empresa: 'p.empresa', cliente: 'p.cliente', sucursal: 'p.sucursal' }))
    .where('p.numero', '=', numero);
  if (opts.cliente) q = q.where('p.cliente', '=', opts.cliente);
  if (opts.sucursal) q = q.where('p.sucursal', '=', opts.sucursal);
  if (opts.tipo) q = q.where('p.tipo', '=', opts.tipo);
  const order = await q.executeTakeFirst();
  if (!order) throw new ErpError(404, 'NOT_FOUND', `Order ${numero} not found`);
  return order;
}

/** An order as findOrder returns it. */
export type FoundOrder = Awaited<ReturnType<typeof findOrder>>;

/** Lines of an order with article, web status, delivery note, invoice (through the delivery note, or direct) and generated purchase order. */
export async function orderLines(db: Kysely<Database>, empresa: string, numero: number, lang: string) {
  return db.selectFrom('pedido_lineas as l')
    .innerJoin('pedidos as p', (j) => j.onRef('p.empresa', '=', 'l.empresa').onRef('p.numero', '=', 'l.numero'))
    .leftJoin('articulos as a', (j) => j.onRef('a.empresa', '=', 'l.empresa').onRef('a.articulo', '=', 'l.articulo'))
    .leftJoin('estados_pedido_web as e', (j) => j.onRef('e.empresa', '=', 'l.empresa').onRef('e.estado_pedido_expert', '=', 'l.estado_pedido').onRef('e.estado_fabricacion_expert', '=', 'l.estado_fabricacion'))
    .leftJoin('estados_pedido_web_desc as d', (j) => j.onRef('d.empresa', '=', 'l.empresa').on('d.idioma', '=', lang)
      .on((eb) => eb('d.estado_pedido_web', '=', eb.fn.coalesce('e.estado_pedido_web', 'p.estado_pedido_web'))))
    .leftJoin('albaranes as al', (j) => j.onRef('al.empresa', '=', 'l.empresa').onRef('al.pedido', '=', 'l.numero')
      .onRef('al.linea_desde', '<=', 'l.linea').onRef('al.linea_hasta', '>=', 'l.linea'))
    .leftJoin('facturas as fa', (j) => j.onRef('fa.empresa', '=', 'al.empresa').onRef('fa.ejercicio', '=', 'al.factura_ejercicio')
      .onRef('fa.serie', '=', 'al.factura_serie').onRef('fa.numero', '=', 'al.factura_numero'))
    .leftJoin('facturas as fd', (j) => j.onRef('fd.empresa', '=', 'l.empresa').onRef('fd.pedido', '=', 'l.numero').on('fd.albaran_numero', 'is', null))
    .leftJoin('ordenes_compra_lineas as oc', (j) => j.onRef('oc.empresa', '=', 'l.empresa').onRef('oc.pedido', '=', 'l.numero').onRef('oc.linea', '=', 'l.linea'))
    .select([
      'l.linea', 'l.articulo', 'a.nombre as articulo_nombre', 'a.unidad', 'l.cantidad', 'l.precio', 'l.estado_pedido', 'l.fecha_situacion',
      'p.tipo', 'p.retenido', 'p.ref_pedido', 'p.cliente', 'p.sucursal', 'p.representante', 'p.estado_pedido_web',
      'e.estado_pedido_web as estado_web', 'd.descripcion as estado_descripcion',
      'al.numero as albaran', 'al.ejercicio as albaran_ejercicio', 'al.estado_hub', 'al.fecha as albaran_fecha',
      'oc.orden_compra',
    ])
    .select((eb) => [
      eb.fn.coalesce('fa.numero', 'fd.numero').as('factura'), eb.fn.coalesce('fa.serie', 'fd.serie').as('factura_serie'),
      eb.fn.coalesce('fa.secuencia', 'fd.secuencia').as('factura_secuencia'), eb.fn.coalesce('fa.ejercicio', 'fd.ejercicio').as('factura_ejercicio'),
      eb.fn.coalesce('fa.fecha', 'fd.fecha').as('factura_fecha'), eb.fn.coalesce('fa.sucursal', 'fd.sucursal').as('factura_sucursal'),
      sql<string | null>`(select s.estado from albaran_seguimiento s where s.empresa = al.empresa and s.ejercicio = al.ejercicio and s.albaran = al.numero order by s.orden desc limit 1)`.as('ultimo_evento'),
    ])
    .where('l.empresa', '=', empresa).where('l.numero', '=', numero)
    .orderBy('l.linea').execute();
}
