import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Principal } from '../../auth/loadPrincipal.js';
import { dialectOf } from '../../db/dialectOf.js';
import type { Database } from '../../db/tables.js';
import { ErpError } from '../../errors.js';
import type { ReportDefinition } from '../../../engine/definition/reportDefinition.gen';
import { isStale, staleViewParts } from '../../../engine/views/staleViewParts';
import { viewStateFromWire } from '../../../engine/views/viewWire';

/** What a stored view holds (vistas_informe.estado, JSON text). */
export interface ViewEstado {
  filtros: Record<string, unknown>;
  columnas?: string[] | null;
  orden?: { columna: string; direccion: 'asc' | 'desc' } | null;
  tamPagina?: number | null;
  filaFiltros?: Record<string, { operador: string; valor: string }> | null;
  busqueda?: string | null;
}

/** A stored view's state, parsed; a text that is not an object gives empty filters. */
export function parseEstado(text: string): ViewEstado {
  try {
    const value = JSON.parse(text) as ViewEstado;
    return value && typeof value === 'object' ? { ...value, filtros: value.filtros && typeof value.filtros === 'object' ? value.filtros : {} } : { filtros: {} };
  } catch {
    return { filtros: {} };
  }
}

/** A view name as names are compared: trimmed, whatever its case. */
export const nameKey = (nombre: string): string => nombre.trim().toLocaleLowerCase('es');

/**
 * The views (alias v of vistas_informe) a caller may use: their own, and those of their organisation shared with their portal role or with
 * everyone. The organisation itself is the caller's query's condition.
 */
export function usableBy(p: Principal) {
  return (eb: ExpressionBuilder<Database & { v: Database['vistas_informe'] }, 'v'>) => {
    const role = p.portal?.role;
    return eb.or([
      eb('v.usuario', '=', p.usuario),
      eb('v.compartida_todos', '=', 'S'),
      ...(role ? [eb.exists(eb.selectFrom('vistas_informe_roles as r').select('r.id_vista').whereRef('r.id_vista', '=', 'v.id').where('r.role', '=', role))] : []),
    ]);
  };
}

/** The id of a stored view of the report that the caller may use, or undefined. */
export async function usableViewId(db: Kysely<Database>, p: Principal, informe: string, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('vistas_informe as v').select('v.id')
    .where('v.id', '=', id).where('v.id_organizacion', '=', p.idOrganizacion).where('v.informe', '=', informe).where(usableBy(p)).executeTakeFirst();
  return row?.id;
}

/**
 * Runs the work in one transaction that no other change of the same user's views of the report runs beside, in any process: SQLite's
 * transactions take the write lock when they begin; PostgreSQL takes a transaction advisory lock of the user and report.
 */
export async function inViewTransaction<T>(db: Kysely<Database>, p: Principal, informe: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (dialectOf(db as unknown as Kysely<unknown>) === 'postgres') await sql`select pg_advisory_xact_lock(7438, hashtext(${`${p.idOrganizacion}|${p.usuario}|${informe}`}))`.execute(trx);
    return work(trx);
  });
}

/** Sets (the view id as text, def:<preset>, or null) the caller's default view of a report. */
export async function setDefault(trx: Kysely<Database>, p: Principal, informe: string, vista: string | null): Promise<void> {
  await trx.insertInto('vistas_usuario').values({ id_organizacion: p.idOrganizacion, usuario: p.usuario, informe, vista_predeterminada: vista, columnas: null })
    .onConflict((oc) => oc.columns(['id_organizacion', 'usuario', 'informe']).doUpdateSet({ vista_predeterminada: vista })).execute();
}

/** Clears the caller's default view of a report when it is the given one. */
export async function clearDefaultIf(trx: Kysely<Database>, p: Principal, informe: string, vista: string): Promise<void> {
  await trx.updateTable('vistas_usuario').set({ vista_predeterminada: null })
    .where('id_organizacion', '=', p.idOrganizacion).where('usuario', '=', p.usuario).where('informe', '=', informe).where('vista_predeterminada', '=', vista).execute();
}

/** Pins (S) or unpins (N) a stored view on the caller's reports home. */
export async function setPinned(trx: Kysely<Database>, p: Principal, id: number, fijada: 'S' | 'N'): Promise<void> {
  if (fijada === 'S') {
    await trx.insertInto('vistas_fijadas').values({ id_organizacion: p.idOrganizacion, usuario: p.usuario, id_vista: id, fecha: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['id_organizacion', 'usuario', 'id_vista']).doNothing()).execute();
  } else {
    await trx.deleteFrom('vistas_fijadas').where('id_organizacion', '=', p.idOrganizacion).where('usuario', '=', p.usuario).where('id_vista', '=', id).execute();
  }
}

/** The caller's own view of that id (404 VIEW_NOT_FOUND for another user's or an unknown id). */
export async function ownView(db: Kysely<Database>, p: Principal, id: number): Promise<{ id: number; informe: string }> {
  const row = await db.selectFrom('vistas_informe').select(['id', 'informe'])
    .where('id', '=', id).where('id_organizacion', '=', p.idOrganizacion).where('usuario', '=', p.usuario).executeTakeFirst();
  if (!row) throw new ErpError(404, 'VIEW_NOT_FOUND', `The caller has no view ${id}`);
  return row;
}

/** Deletes a view with its roles, every user's pin of it and every default pointing to it, in one transaction. */
export async function deleteView(db: Kysely<Database>, idOrganizacion: number, view: { id: number; informe: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('vistas_informe_roles').where('id_vista', '=', view.id).execute();
    await trx.deleteFrom('vistas_fijadas').where('id_organizacion', '=', idOrganizacion).where('id_vista', '=', view.id).execute();
    await trx.updateTable('vistas_usuario').set({ vista_predeterminada: null })
      .where('id_organizacion', '=', idOrganizacion).where('informe', '=', view.informe).where('vista_predeterminada', '=', String(view.id)).execute();
    await trx.deleteFrom('vistas_informe').where('id', '=', view.id).where('id_organizacion', '=', idOrganizacion).execute();
  });
}

/** The part of a definition a view is compared with, read defensively: a definition being checked may lack or misshape either part. */
function viewTargetsOf(definition: Record<string, unknown>): Pick<ReportDefinition, 'filters' | 'result'> {
  const filters = definition.filters as { schema?: { properties?: unknown } } | undefined;
  const properties = filters?.schema?.properties;
  const result = definition.result as { kind?: unknown; columns?: unknown } | undefined;
  const columns = result?.kind === 'grid' && Array.isArray(result.columns)
    ? (result.columns as unknown[]).filter((c): c is { field: string } => !!c && typeof (c as { field?: unknown }).field === 'string') : null;
  return {
    filters: { schema: { properties: properties && typeof properties === 'object' ? properties : {} } },
    result: columns ? { kind: 'grid', columns } : { kind: 'none' },
  } as never;
}

/** The organisation's stored views of a report (every user's) that the effective definition would leave stale, with the parts missing; none without a definition. */
export async function affectedViews(db: Kysely<Database>, idOrganizacion: number, informe: string, efectiva: Record<string, unknown> | null) {
  if (!efectiva) return [];
  const targets = viewTargetsOf(efectiva);
  const rows = await db.selectFrom('vistas_informe as v')
    .leftJoin('usuarios_erp as u', (j) => j.onRef('u.id_organizacion', '=', 'v.id_organizacion').onRef('u.usuario', '=', 'v.usuario'))
    .select(['v.id', 'v.nombre', 'v.usuario', 'v.estado', 'u.nombre as autorNombre'])
    .where('v.id_organizacion', '=', idOrganizacion).where('v.informe', '=', informe).orderBy('v.nombre').orderBy('v.id').execute();
  return rows.flatMap((row) => {
    const parts = staleViewParts(targets, viewStateFromWire(parseEstado(row.estado)));
    if (!isStale(parts)) return [];
    return [{
      id: row.id, nombre: row.nombre, autor: row.usuario, autorNombre: row.autorNombre || row.usuario,
      filtros: parts.filters, columnas: parts.columns, orden: parts.sort, filaFiltros: parts.filterRow,
    }];
  });
}
