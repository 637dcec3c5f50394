import type { FastifyInstance } from 'fastify';
import { ErpError } from '../../../errors.js';
import { body, object, str } from '../../../schemas/routeSchema.js';
import type { ReportContext } from '../reportContext.js';
import { reportRoute } from '../reportSchemas.js';
import { VALIDATE_PERMISSION } from './wastePermissions.js';

const tags = ['Pickups and deliveries'];
const P = '/wscomun/portalinformes';

/** The named waste permissions of a user (getPermisosResiduos). */
export async function wastePermissionsRoute(app: FastifyInstance, { db }: ReportContext): Promise<void> {
  app.post(`${P}/getPermisosResiduos`, {
    config: { callKind: 'session', replyCache: true },
    schema: reportRoute({
      summary: 'Waste permissions of a user (getPermisosResiduos)', tags,
      description: `Named permissions of the user (${VALIDATE_PERMISSION} allows validating services). Only the caller's own, except for ADMIN (403 otherwise).`,
      body: body({ usuario: str(undefined, { minLength: 1 }) }, ['usuario']),
      reply: object({ statusCode: str(), result: { type: 'array', items: object({ permiso: str() }) } }),
    }),
  }, async (request) => {
    const p = request.principal;
    const { usuario } = request.body as { usuario: string };
    if (usuario.toUpperCase() !== p.usuario.toUpperCase() && p.portal?.role !== 'ADMIN') throw new ErpError(403, 'FORBIDDEN', 'Only the own permissions can be read');
    const rows = await db.selectFrom('usuario_permisos').select('permiso').where('id_organizacion', '=', p.idOrganizacion)
      .where((eb) => eb(eb.fn('upper', ['usuario']), '=', usuario.toUpperCase())).orderBy('permiso').execute();
    return { statusCode: '200', result: rows };
  });
}
