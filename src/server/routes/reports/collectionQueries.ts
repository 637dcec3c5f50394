import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/tables.js';
import type { DueItem } from '../../documents/collectionsDocument.js';
import { allOf, between } from './reportRequest.js';
import { inScope, type ReportScope } from './scope.js';

/**
 * What each situation of the collection reports selects among the due dates (stored situations PENDIENTE, IMPAGADO — returned by the bank — and COBRADO),
 * on the day `hoy`: the portfolio situations of lovCos and the payment situations of situacionesPago (AMBOS, DEVUELTO, NO_DEVUELTO).
 */
const SITUATIONS: Record<string, (hoy: string) => RawBuilder<SqlBool>> = {
  NO_COBRADO: () => sql<SqlBool>`v.situacion in ('PENDIENTE', 'IMPAGADO')`,
  PENDIENTE: (hoy) => sql<SqlBool>`(v.situacion = 'PENDIENTE' and v.fecha_vencimiento >= ${hoy})`,
  VENCIDO: (hoy) => sql<SqlBool>`(v.situacion = 'PENDIENTE' and v.fecha_vencimiento < ${hoy})`,
  IMPAGADO: (hoy) => sql<SqlBool>`(v.situacion = 'IMPAGADO' or (v.situacion = 'PENDIENTE' and v.fecha_vencimiento < ${hoy}))`,
  DEVUELTO: () => sql<SqlBool>`v.situacion = 'IMPAGADO'`,
  COBRADO: () => sql<SqlBool>`v.situacion = 'COBRADO'`,
  TODOS: () => sql<SqlBool>`1 = 1`,
};
SITUATIONS.AMBOS = SITUATIONS.IMPAGADO!;
SITUATIONS.NO_DEVUELTO = SITUATIONS.VENCIDO!;

/** The situations a collection report can select (portfolio and payment situations). */
export const DUE_SITUATIONS = Object.keys(SITUATIONS);

/** Filters of the collection reports, resolved (ISO dates, codes). */
export interface DueFilters {
  /**
   * A key of DUE_SITUATIONS: NO_COBRADO not collected (pending and returned), PENDIENTE not yet due, VENCIDO overdue and not returned, IMPAGADO / AMBOS
   * overdue or returned, DEVUELTO returned by the bank, NO_DEVUELTO overdue and not returned, COBRADO collected, TODOS all.
   */
  situacion: string;
  /** The day the overdue situations are counted from (ISO); default today. */
  hoy?: string;
  repIni?: string; repFin?: string; clienteIni?: string; clienteFin?: string;
  vencIni?: string; vencFin?: string; factIni?: string; factFin?: string;
  /** Billing branch of the invoice. */
  sucursal?: string;
  /** Supplier code of the customer (codigo_acreedor). */
  proveedor?: string;
  /** Only the unpaid due dates (overdue or returned) among the situation's. */
  soloImpagados?: boolean;
}

/** Most due dates one report prints. */
export const MAX_DUE_ITEMS = 3000;

/** Due dates of the scope matching the filters, ordered by customer and due date (the scope's branches are the invoices' billing branches). */
export function dueItemsQuery(db: Kysely<Database>, scope: ReportScope, f: DueFilters) {
  const hoy = f.hoy ?? new Date().toISOString().slice(0, 10);
  const situation = SITUATIONS[f.situacion] ?? SITUATIONS.NO_COBRADO!;
  const conditions = [
    inScope(scope, { empresa: 'v.empresa', cliente: 'v.cliente', sucursal: 'fa.sucursal' }),
    situation(hoy),
    ...(f.soloImpagados ? [SITUATIONS.IMPAGADO!(hoy)] : []),
    ...between('c.representante', f.repIni, f.repFin),
    ...between('v.cliente', f.clienteIni, f.clienteFin),
    ...between('v.fecha_vencimiento', f.vencIni, f.vencFin),
    ...between('v.fecha_factura', f.factIni, f.factFin),
    ...(f.sucursal ? [sql<SqlBool>`fa.sucursal = ${f.sucursal}`] : []),
    ...(f.proveedor ? [sql<SqlBool>`c.codigo_acreedor = ${f.proveedor}`] : []),
  ];
  return db.selectFrom('vencimientos as v')
    .innerJoin('facturas as fa', (j) => j.onRef('fa.empresa', '=', 'v.empresa').onRef('fa.ejercicio', '=', 'v.factura_ejercicio')
      .onRef('fa.serie', '=', 'v.factura_serie').onRef('fa.numero', '=', 'v.factura_numero'))
    .innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'v.empresa').onRef('c.cliente', '=', 'v.cliente'))
    .where(allOf(conditions));
}

/** The due dates of the report, at most MAX_DUE_ITEMS. */
export async function dueItems(db: Kysely<Database>, scope: ReportScope, f: DueFilters): Promise<DueItem[]> {
  return dueItemsQuery(db, scope, f)
    .leftJoin('representantes as r', (j) => j.onRef('r.empresa', '=', 'c.empresa').onRef('r.representante', '=', 'c.representante').onRef('r.agente', '=', 'c.agente'))
    .select(['v.cliente', 'c.razon_social', 'c.cif', 'c.representante', 'r.nombre as representante_nombre', 'v.factura_serie', 'v.factura_ejercicio', 'v.factura_numero', 'v.plazo',
      'v.fecha_factura', 'v.fecha_vencimiento', 'v.forma_pago', 'v.situacion', 'v.importe', 'v.importe_pendiente', 'v.fecha_devolucion', 'v.motivo_devolucion',
      'fa.sucursal', 'fa.moneda', 'fa.cambio'])
    .orderBy('v.cliente').orderBy('v.fecha_vencimiento').orderBy('v.factura_numero').orderBy('v.plazo')
    .limit(MAX_DUE_ITEMS).execute();
}
