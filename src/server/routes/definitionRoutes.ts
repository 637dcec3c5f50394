import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import type { DefinitionStore } from '../definitions/definitionStore.js';
import { ErpError } from '../errors.js';
import { body, object, route, str } from '../schemas/routeSchema.js';
import type { RouteContext } from './routeContext.js';

/** Serves report definitions to the portal, only for reports the user may open. */
export async function definitionRoutes(app: FastifyInstance, ctx: RouteContext & { definitions: DefinitionStore }): Promise<void> {
  app.addHook('preHandler', authenticate(ctx.db, ctx.tokens));
  app.post('/wscomun/portalinformes/definicionInforme', {
    schema: route({
      summary: 'Report definition (portal extension)',
      description: 'The JSON definition the portal renders for a report code, validated against schemas/report-definition.schema.json. 404 when the code has no definition, 403 when the user may not open the report.',
      tags: ['Reports'],
      body: body({ informe: str(undefined, { pattern: '^[A-Z][A-Z0-9_]*$' }) }, ['informe']),
      reply: object({ statusCode: str(), definicion: { type: 'object', additionalProperties: true } }),
    }),
  }, async (request) => {
    const { informe } = request.body as { informe: string };
    const p = request.principal;
    if (!p.portal) throw new ErpError(403, 'FORBIDDEN');
    const allowed = await ctx.db.selectFrom('usuario_informes as ui')
      .innerJoin('organizacion_informes as oi', (j) => j.onRef('oi.informe', '=', 'ui.informe').onRef('oi.id_organizacion', '=', 'ui.id_organizacion'))
      .select('ui.informe').where('ui.id_organizacion', '=', p.idOrganizacion).where('ui.usuario', '=', p.usuario)
      .where('ui.informe', '=', informe).where('ui.value_sn', '=', 'S').executeTakeFirst();
    const quoteRole = informe !== 'PRESUPUESTOS' || ['ADMIN', 'REPRESENTANTE'].includes(p.portal.role ?? '');
    if (!allowed || !quoteRole) throw new ErpError(403, 'FORBIDDEN');
    let definition;
    try {
      definition = ctx.definitions.get(informe);
    } catch (error) {
      // A malformed definition is reported with its file, JSON path and message.
      throw new ErpError(500, 'DEFINITION_INVALID', (error as Error).message);
    }
    if (!definition) throw new ErpError(404, 'NOT_FOUND', `No definition for report ${informe}`);
    return { statusCode: '200', definicion: definition };
  });
}
