import type { Kysely } from 'kysely';
import type { Principal } from '../../../auth/loadPrincipal.js';
import type { Database } from '../../../db/tables.js';

/** Permission that allows validating services. */
export const VALIDATE_PERMISSION = 'RES_022';

/** Whether the caller has a named permission. */
export async function hasPermission(db: Kysely<Database>, principal: Principal, permiso: string): Promise<boolean> {
  const row = await db.selectFrom('usuario_permisos').select('permiso').where('id_organizacion', '=', principal.idOrganizacion)
    .where('usuario', '=', principal.usuario).where('permiso', '=', permiso).executeTakeFirst();
  return !!row;
}
