import { sql, type Kysely, type Selectable } from 'kysely';
import { priceLine } from '../../../domain/quotes/linePricing';
import { NO_DISCOUNT, quoteTotals, round2, VAT_PERCENT } from '../../../domain/quotes/priceRules';
import { isoToWire } from '../../../domain/quotes/quoteDates';
import { QUOTE_STATUS, quoteEditable } from '../../../domain/quotes/quoteRules';
import type { Database, PresupuestoTable } from '../../db/tables.js';
import { ErpError } from '../../errors.js';
import { inScope } from '../reports/scope.js';
import type { QuoteScope } from './quoteAccess.js';
import { SHIPPING, shippingApplies } from './shipping.js';

/** Names of the quote statuses by language (ES, EN, FR, IT). */
const STATUS_NAMES: Record<number, Record<string, string>> = {
  [QUOTE_STATUS.open]: { ES: 'Pendiente', EN: 'Open', FR: 'En cours', IT: 'Aperto' },
  [QUOTE_STATUS.accepted]: { ES: 'Aceptado', EN: 'Accepted', FR: 'Accepté', IT: 'Accettato' },
  [QUOTE_STATUS.cancelled]: { ES: 'Anulado', EN: 'Cancelled', FR: 'Annulé', IT: 'Annullato' },
  [QUOTE_STATUS.retained]: { ES: 'Retenido', EN: 'Retained', FR: 'Retenu', IT: 'Trattenuto' },
};

/** Name of a quote status in a language code (ES, EN, FR, IT). */
export const statusName = (estado: number, lang: string): string => STATUS_NAMES[estado]?.[lang] ?? STATUS_NAMES[estado]?.ES ?? String(estado);

/** Today as YYYY-MM-DD (UTC, like the stored dates). */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);

function quoteQuery(db: Kysely<Database>, scope: QuoteScope) {
  return db.selectFrom('presupuestos as p')
    .innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'p.empresa').onRef('c.cliente', '=', 'p.cliente'))
    .leftJoin('sucursales as s', (j) => j.onRef('s.empresa', '=', 'p.empresa').onRef('s.cliente', '=', 'p.cliente').onRef('s.sucursal', '=', 'p.sucursal'))
    .selectAll('p').select(['c.nombre as cliente_nombre', 's.razon_social as sucursal_razon'])
    .where(inScope(scope, { empresa: 'p.empresa', cliente: 'p.cliente' }));
}

/** A quote header with its customer and branch names. */
export type QuoteRow = Selectable<PresupuestoTable> & { cliente_nombre: string; sucursal_razon: string | null };

/** A quote of the scope by id; 404 when it does not exist or is another representative's. */
export async function findQuoteById(db: Kysely<Database>, scope: QuoteScope, id: number): Promise<QuoteRow> {
  const row = await quoteQuery(db, scope).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw new ErpError(404, 'NOT_FOUND', `quoteNotFound: quote ${id} not found`);
  return row;
}

/** A quote of the scope by customer, number and bis (and type when given); 404 when not found. */
export async function findQuoteByKey(db: Kysely<Database>, scope: QuoteScope, key: { cliente: string; numero: number; numeroBis: number; tipo?: string | undefined }): Promise<QuoteRow> {
  let q = quoteQuery(db, scope).where('p.cliente', '=', key.cliente).where('p.numero', '=', key.numero).where('p.numero_bis', '=', key.numeroBis);
  if (key.tipo) q = q.where('p.tipo', '=', key.tipo);
  const row = await q.executeTakeFirst();
  if (!row) throw new ErpError(404, 'NOT_FOUND', `quoteNotFound: quote ${key.numero}/${key.numeroBis} of customer ${key.cliente} not found`);
  return row;
}

/** Refuses changes to a quote that is no longer open (409). */
export function requireOpen(quote: { estado: number; numero: number }): void {
  if (!quoteEditable(quote.estado)) throw new ErpError(409, 'CONFLICT', `quoteNotOpen: quote ${quote.numero} is not open (status ${quote.estado}); it cannot be changed`);
}

/** Lines of a quote with article name, sales data and grouping name, by line number. */
export async function loadLines(db: Kysely<Database>, empresa: string, quoteId: number) {
  return db.selectFrom('presupuesto_lineas as l')
    .leftJoin('articulos as a', (j) => j.onRef('a.articulo', '=', 'l.articulo').on('a.empresa', '=', empresa))
    .leftJoin('articulos_venta as v', (j) => j.onRef('v.articulo', '=', 'l.articulo').on('v.empresa', '=', empresa))
    .leftJoin('agrupaciones as g', (j) => j.onRef('g.codigo', '=', 'l.agrupacion').on('g.empresa', '=', empresa))
    .selectAll('l')
    .select(['a.nombre as articulo_nombre', 'v.imagen', 'v.factor', 'v.volumen as volumen_unitario', 'v.precio_limite', 'g.denominacion as agrupacion_nombre'])
    .where('l.id_presupuesto', '=', quoteId).orderBy('l.numero_item').execute();
}

/** A quote line as loadLines returns it. */
export type LineRow = Awaited<ReturnType<typeof loadLines>>[number];

/** A line as the quote calls answer it. */
export function lineWire(l: LineRow) {
  return {
    idLinea: l.id_linea, idCabecera: l.id_presupuesto, numeroItem: l.numero_item, articulo: l.articulo, nombreArticulo: l.articulo_nombre ?? l.articulo, imagen: l.imagen ?? null,
    agrupacion: l.agrupacion, nombreAgrupacion: l.agrupacion_nombre ?? '',
    cantidad: l.cantidad, ump: l.ump, cantidadUmv: l.cantidad_umv, umv: l.umv, factor: l.factor ?? 1, volumenUnitario: l.volumen_unitario ?? 0, volumen: l.volumen,
    tarifa: l.tarifa, fechaTarifa: isoToWire(l.fecha_tarifa), precioTarifa: l.precio_tarifa, precioArticulo: l.precio, precioModificado: l.precio_modificado,
    precioLimite: l.precio_limite ?? 0, brutoNeto: l.bruto_neto, tipoDescuento: l.tipo_descuento,
    porc1Dto: l.porc1, entre12: l.entre12, porc2Dto: l.porc2, entre23: l.entre23, porc3Dto: l.porc3, descuento: l.descuento,
    netoArticulo: l.neto, importeLinea: l.importe, referencia: l.referencia, observaciones: l.observaciones, estado: l.estado, generadaDpc: l.generada_dpc,
  };
}

/** Totals of a quote from its lines and header discounts. */
export function totalsWire(lines: readonly { importe: number }[], quote: { dto_rappel: number; dto_pp: number }) {
  const t = quoteTotals(lines.map((l) => l.importe), quote.dto_rappel, quote.dto_pp);
  return { importeLineas: t.lines, importeRappel: t.rappel, importeProntoPago: t.promptPayment, baseImponible: t.base, porcentajeIva: VAT_PERCENT, importeIva: t.vat, total: t.total };
}

/** A quote in the list. */
export function listWire(q: QuoteRow, lang: string) {
  return {
    id: q.id, numeroPedido: q.numero, numeroBis: q.numero_bis, tipo: q.tipo, cliente: q.cliente, nombreCliente: q.cliente_nombre, sucursalEnvio: q.sucursal,
    razonSocial: q.sucursal_razon ?? '', fechaCreacion: isoToWire(q.fecha), importePedidoEntrado: q.importe, fechaVigencia: isoToWire(q.fecha_vigencia),
    estado: q.estado, nombreEstado: statusName(q.estado, lang), numeroPedidoGenerado: q.pedido,
  };
}

/** The full header of a quote: list fields, conditions, dates, lines and totals. */
export async function headerWire(db: Kysely<Database>, q: QuoteRow, lang: string) {
  const [empresa, formaPago, lines] = await Promise.all([
    db.selectFrom('empresas').select('nombre').where('empresa', '=', q.empresa).executeTakeFirst(),
    db.selectFrom('formas_pago').select('nombre').where('empresa', '=', q.empresa).where('forma_pago', '=', q.forma_pago).executeTakeFirst(),
    loadLines(db, q.empresa, q.id),
  ]);
  const { fechaVigencia, ...list } = listWire(q, lang);
  return {
    ...list, usuario: q.usuario, empresa: q.empresa, nombreEmpresa: empresa?.nombre ?? '', moneda: q.moneda, contabilidad: 0,
    formaPago: q.forma_pago, formaPagoNombre: formaPago?.nombre ?? q.forma_pago, tipoDtoRappel: q.tipo_dto_rappel, dtoRappel: q.dto_rappel, tipoDtoPP: q.tipo_dto_pp, dtoPP: q.dto_pp,
    representante: q.representante, agente: q.agente, vigencia: fechaVigencia, plazoEntrega: isoToWire(q.plazo_entrega), refPedido: q.ref_pedido, observaciones: q.observaciones,
    lineas: lines.map(lineWire), totales: totalsWire(lines, q),
  };
}

/** The next free integer of a key column among the rows matching `where` (ids and numbers are allocated inside the saving transaction). */
export async function nextValue(db: Kysely<Database>, table: 'presupuestos' | 'presupuesto_lineas' | 'agrupaciones' | 'pedidos', column: string, where: Record<string, string | number> = {}): Promise<number> {
  const conditions = Object.entries(where).map(([c, v]) => sql`${sql.ref(c)} = ${v}`);
  const filter = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const row = await sql<{ n: number | null }>`select max(${sql.ref(column)}) as n from ${sql.table(table)} ${filter}`.execute(db);
  return Number(row.rows[0]?.n ?? 0) + 1;
}

/** The bis a quote number takes in a company: 0 while the number is free, else one more than the highest bis with it. */
export async function nextBis(db: Kysely<Database>, empresa: string, numero: number): Promise<number> {
  const row = await db.selectFrom('presupuestos').select((eb) => eb.fn.max('numero_bis').as('m')).where('empresa', '=', empresa).where('numero', '=', numero).executeTakeFirst();
  return row?.m === null || row?.m === undefined ? 0 : Number(row.m) + 1;
}

/**
 * After lines change: adds, updates or removes the generated shipping line (spec: shipping costs below the free-shipping amount) and stores the
 * quote amount (after header discounts, before VAT). Runs inside the saving transaction.
 */
export async function settleQuote(db: Kysely<Database>, quote: Pick<QuoteRow, 'id' | 'empresa' | 'fecha' | 'dto_rappel' | 'dto_pp'>): Promise<void> {
  const lines = await db.selectFrom('presupuesto_lineas').select(['id_linea', 'importe', 'generada_dpc', 'articulo']).where('id_presupuesto', '=', quote.id).execute();
  const goods = round2(lines.filter((l) => l.generada_dpc !== 'S').reduce((s, l) => s + l.importe, 0));
  const shipping = lines.find((l) => l.generada_dpc === 'S' && l.articulo === SHIPPING.article);
  if (shippingApplies(goods) && !shipping) {
    const priced = priceLine({ cantidadUmv: 1, factor: 1, unitVolume: 0, precio: SHIPPING.price, brutoNeto: 'N', chain: NO_DISCOUNT });
    await db.insertInto('presupuesto_lineas').values({
      id_linea: await nextValue(db, 'presupuesto_lineas', 'id_linea'), id_presupuesto: quote.id,
      numero_item: await nextValue(db, 'presupuesto_lineas', 'numero_item', { id_presupuesto: quote.id }),
      articulo: SHIPPING.article, agrupacion: 0, cantidad: priced.cantidad, ump: 'UD', cantidad_umv: 1, umv: 'UD', volumen: 0, tarifa: SHIPPING.rate, fecha_tarifa: quote.fecha,
      precio_tarifa: SHIPPING.price, precio: SHIPPING.price, precio_modificado: 'N', bruto_neto: 'N', tipo_descuento: null, ...priced.chain, descuento: 0,
      neto: priced.neto, importe: priced.importe, referencia: '', observaciones: '', estado: 1, generada_dpc: 'S',
    }).execute();
  } else if (!shippingApplies(goods) && shipping) {
    await db.deleteFrom('presupuesto_lineas').where('id_linea', '=', shipping.id_linea).execute();
  }
  const amounts = await db.selectFrom('presupuesto_lineas').select('importe').where('id_presupuesto', '=', quote.id).execute();
  await db.updateTable('presupuestos').set({ importe: quoteTotals(amounts.map((a) => a.importe), quote.dto_rappel, quote.dto_pp).base, modificado_en: new Date().toISOString() })
    .where('id', '=', quote.id).execute();
}
