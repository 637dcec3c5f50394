import type { Kysely } from 'kysely';
import { DESIGNER_OPTION } from '../../domain/users/visibility';
import type { Database } from '../db/tables.js';
import type { PreviewSession } from './tokenStore.js';

/**
 * True while the administrator who opened a preview may still use the report designer — an active ERP and portal user of the preview's
 * organisation, with the ADMIN role and the ADMIN_INF option (held and contracted): what requireDesigner asks of them. One query, on every
 * preview call, so a deactivation or a lost role or option (by any process, or by the ERP) ends the preview at once.
 */
export async function previewAdminMayDesign(db: Kysely<Database>, preview: PreviewSession): Promise<boolean> {
  const row = await db.selectFrom('usuarios_erp as u')
    .innerJoin('usuarios_portal as p', (j) => j.onRef('p.id_organizacion', '=', 'u.id_organizacion').onRef('p.usuario', '=', 'u.usuario'))
    .innerJoin('roles as r', 'r.id_rol', 'p.id_rol')
    .innerJoin('usuario_opciones as uo', (j) => j.onRef('uo.id_organizacion', '=', 'u.id_organizacion').onRef('uo.usuario', '=', 'u.usuario'))
    .innerJoin('opciones as o', 'o.id', 'uo.id_opcion')
    .innerJoin('organizacion_opciones as oo', (j) => j.onRef('oo.id_organizacion', '=', 'u.id_organizacion').onRef('oo.id_opcion', '=', 'o.id'))
    .select('u.user_id')
    .where('u.user_id', '=', preview.adminUserId).where('u.id_organizacion', '=', preview.idOrganizacion).where('u.activo_sn', '=', 'S')
    .where('p.activo_sn', '=', 'S').where('r.role', '=', 'ADMIN').where('o.codigo', '=', DESIGNER_OPTION).where('uo.value_sn', '=', 'S')
    .executeTakeFirst();
  return row !== undefined;
}
