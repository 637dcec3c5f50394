import type { Kysely } from 'kysely';
import type { Principal } from '../../auth/loadPrincipal.js';
import { cacheOf } from '../../cache/cacheOf.js';
import type { Database } from '../../db/tables.js';
import { earlierOf, laterOf } from '../../../engine/filters/dates';

/** An inclusive date range (YYYY-MM-DD); open ends are absent. */
export interface DateRange { from?: string; to?: string }

/**
 * Narrows a requested date range to the role date limits of the caller in a company (fechas_roles: start and end date), so a role
 * never reads outside its window whatever the request says; the portal bounds its pickers by the same limits. A range that ends up
 * empty (start after end) finds nothing. Callers without a role, or roles without limits, keep the range as asked.
 */
export async function withinRoleLimits(db: Kysely<Database>, principal: Principal, empresa: string, range: DateRange): Promise<DateRange> {
  const idRol = principal.portal?.idRol;
  if (idRol === null || idRol === undefined) return range;
  // Kept until role dates change (group sesiones, by any process).
  const limits = await cacheOf<{ fecha_inicio: string | null; fecha_final: string | null } | null>(db, 'roleDateLimits', ['sesiones'], 5_000).get(
    `${principal.idOrganizacion}|${empresa}|${idRol}`,
    async () => (await db.selectFrom('fechas_roles').select(['fecha_inicio', 'fecha_final'])
      .where('id_organizacion', '=', principal.idOrganizacion).where('empresa', '=', empresa).where('id_rol', '=', idRol).executeTakeFirst()) ?? null,
  );
  return clampRange(range, limits?.fecha_inicio ?? null, limits?.fecha_final ?? null);
}

/** The range cut to [start, end]: the later of the two starts and the earlier of the two ends. */
export function clampRange(range: DateRange, start: string | null, end: string | null): DateRange {
  const from = laterOf(range.from, start);
  const to = earlierOf(range.to, end);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
