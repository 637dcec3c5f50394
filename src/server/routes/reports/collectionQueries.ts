import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import type { DueItem } from '../../documents/collectionsDocument.js';
import { allOf, between } from './reportRequest.js';
import { inScope, type ReportScope } from './scope.js';

/** Filters of the collections-due report, resolved (ISO dates, codes). */
export interface DueFilters {
  /** NO_COBRADO: not collected (pending and returned); IMPAGADO: returned by the bank only. */
  situacion: 'NO_COBRADO' | 'IMPAGADO';
  repIni?: string; repFin?: string; clienteIni?: string; clienteFin?: string;
  vencIni?: string; vencFin?: string; factIni?: string; factFin?: string;
}

/** Most due dates one report prints. */
export const MAX_DUE_ITEMS = 3000;

/** Due dates of the scope matching the filters, ordered by customer and due date (the scope's branches are the invoices' billing branches). */
export function dueItemsQuery(db: Kysely<Database>, scope: ReportScope, f: DueFilters) {
  const conditions = [
    inScope(scope, { empresa: 'v.empresa', cliente: 'v.cliente', sucursal: 'fa.sucursal' }),
    f.situacion === 'IMPAGADO' ? sql`v.situacion = 'IMPAGADO'` : sql`v.situacion in ('PENDIENTE', 'IMPAGADO')`,
    ...between('c.representante', f.repIni, f.repFin),
    ...between('v.cliente', f.clienteIni, f.clienteFin),
    ...between('v.fecha_vencimiento', f.vencIni, f.vencFin),
    ...between('v.fecha_factura', f.factIni, f.factFin),
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
      'v.fecha_factura', 'v.fecha_vencimiento', 'v.forma_pago', 'v.situacion', 'v.importe', 'v.importe_pendiente', 'v.fecha_devolucion', 'v.motivo_devolucion'])
    .orderBy('v.cliente').orderBy('v.fecha_vencimiento').orderBy('v.factura_numero').orderBy('v.plazo')
    .limit(MAX_DUE_ITEMS).execute();
}
