import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Principal } from '../../auth/loadPrincipal.js';
import type { Database } from '../../db/tables.js';
import { ErpError } from '../../errors.js';
import { ADMIN_OPTION } from '../../../domain/users/visibility';

/**
 * Pre-handler of the administration calls: only a portal ADMIN holding the ADMIN_USU menu option (contracted by the organisation) may use them (403 otherwise).
 * A designer preview session is refused too. Run it after `authenticate`.
 */
export function requireAdmin(db: Kysely<Database>) {
  return async function requireAdminPreHandler(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const p = request.principal;
    if (p.portal?.role !== 'ADMIN' || p.preview) throw new ErpError(403, 'FORBIDDEN', 'User administration is only for administrators');
    if (!(await holdsOption(db, p, ADMIN_OPTION))) throw new ErpError(403, 'FORBIDDEN', `User administration needs the ${ADMIN_OPTION} menu option`);
  };
}

/** True when the user holds the menu option (S) and the organisation has contracted it. */
export async function holdsOption(db: Kysely<Database>, p: Principal, codigo: string): Promise<boolean> {
  const option = await db.selectFrom('usuario_opciones as uo')
    .innerJoin('opciones as o', 'o.id', 'uo.id_opcion')
    .innerJoin('organizacion_opciones as oo', (j) => j.onRef('oo.id_opcion', '=', 'o.id').onRef('oo.id_organizacion', '=', 'uo.id_organizacion'))
    .select('o.id').where('uo.id_organizacion', '=', p.idOrganizacion).where('uo.usuario', '=', p.usuario)
    .where('o.codigo', '=', codigo).where('uo.value_sn', '=', 'S').executeTakeFirst();
  return option !== undefined;
}

/** Refuses an organisation (id or domain) other than the caller's own; absent passes. */
export async function checkOrganisation(db: Kysely<Database>, principal: Principal, organisation: string | number | null | undefined): Promise<void> {
  if (organisation === undefined || organisation === null || organisation === '') return;
  const org = await db.selectFrom('organizaciones').select('id_organizacion')
    .where((eb) => eb.or([eb(eb.fn('upper', ['dominio']), '=', String(organisation).toUpperCase()), eb(sql<string>`cast(id_organizacion as text)`, '=', String(organisation))]))
    .executeTakeFirst();
  if (!org || org.id_organizacion !== principal.idOrganizacion) throw new ErpError(403, 'FORBIDDEN', 'The organisation is not the caller\'s');
}

/** The company of an administration call: the body's, else the caller's portal company; it must belong to the caller's organisation (403). */
export async function adminCompany(db: Kysely<Database>, principal: Principal, empresa: string | number | null | undefined): Promise<{ empresa: string; nombre: string }> {
  const requested = empresa === undefined || empresa === null || String(empresa).trim() === '' ? (principal.portal?.empresa ?? principal.empresaSesion) : String(empresa).trim();
  const row = await db.selectFrom('empresas').select(['empresa', 'nombre']).where('empresa', '=', requested).where('id_organizacion', '=', principal.idOrganizacion).executeTakeFirst();
  if (!row) throw new ErpError(403, 'COMPANY_NOT_ALLOWED');
  return row;
}
