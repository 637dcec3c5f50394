import type { Kysely } from 'kysely';
import { QUOTE_ROLES, QUOTES_REPORT } from '../../domain/users/visibility.js';
import { cacheOf } from '../cache/cacheOf.js';
import { COMMON_REPORTS, type Database } from '../db/tables.js';
import type { Principal } from './loadPrincipal.js';

/** A report the user holds, as listaInformesPortal lists it. */
export interface HeldReport {
  informe: string;
  descripcion: string;
  url: string;
  parametros: string;
}

/**
 * The reports a portal user holds, in the portal's order: the organisation has the report and the user's grant is S; the quotes
 * report only for the roles that may quote. With `among`, only those codes are looked at (the answer is then a subset of them).
 * Every check of "may this user open this report" — the report list, the definition call and the report data calls — asks here.
 */
export async function heldReports(db: Kysely<Database>, p: Principal, among?: readonly string[]): Promise<HeldReport[]> {
  if (!p.portal || (among && among.length === 0)) return [];
  const key = `${p.idOrganizacion}|${p.usuario}|${among?.join(',') ?? '*'}`;
  // Kept until a grant, report or user changes (group sesiones, by any process).
  const rows = await cacheOf<HeldReport[]>(db, 'heldReports', ['sesiones'], 20_000).get(key, () => {
    let q = db.selectFrom('informes as i')
      .innerJoin('organizacion_informes as oi', 'oi.informe', 'i.informe')
      .innerJoin('usuario_informes as ui', (j) => j.onRef('ui.informe', '=', 'i.informe').onRef('ui.id_organizacion', '=', 'oi.id_organizacion'))
      .select(['i.informe', 'i.descripcion', 'i.url', 'i.parametros'])
      .where('oi.id_organizacion', '=', p.idOrganizacion).where('ui.usuario', '=', p.usuario).where('ui.value_sn', '=', 'S')
      // The common reports and the organisation's own: another organisation's report of the same code is not this one.
      .where('i.id_organizacion', 'in', [COMMON_REPORTS, p.idOrganizacion]);
    if (among) q = q.where('i.informe', 'in', [...among]);
    return q.orderBy('i.orden').execute();
  });
  const role = p.portal.role ?? '';
  return rows.filter((r) => r.informe !== QUOTES_REPORT || QUOTE_ROLES.has(role));
}
