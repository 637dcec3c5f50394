import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DESIGNER_OPTION } from '../../../domain/users/visibility';
import type { Database } from '../../db/tables.js';
import { ErpError } from '../../errors.js';
import { holdsOption } from '../admin/adminAccess.js';

/**
 * Pre-handler of the report designer calls (after `authenticate`): only a portal ADMIN holding the ADMIN_INF menu option (contracted by the
 * organisation) may use them; a preview session never may (403).
 */
export function requireDesigner(db: Kysely<Database>) {
  return async function requireDesignerPreHandler(request: FastifyRequest): Promise<void> {
    const p = request.principal;
    if (p.portal?.role !== 'ADMIN' || p.preview) throw new ErpError(403, 'FORBIDDEN', 'The report designer is only for administrators');
    if (!(await holdsOption(db, p, DESIGNER_OPTION))) throw new ErpError(403, 'FORBIDDEN', `The report designer needs the ${DESIGNER_OPTION} menu option`);
  };
}
