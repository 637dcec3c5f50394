import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import { heldReports } from '../auth/heldReports.js';
import type { DefinitionStore } from '../definitions/definitionStore.js';
import { ErpError } from '../errors.js';
import { body, object, route, str } from '../schemas/routeSchema.js';
import type { RouteContext } from './routeContext.js';

/** Serves report definitions to the portal, only for reports the user may open. */
export async function definitionRoutes(app: FastifyInstance, ctx: RouteContext & { definitions: DefinitionStore }): Promise<void> {
  app.addHook('preHandler', authenticate(ctx.db, ctx.tokens));
  app.post('/wscomun/portalinformes/definicionInforme', {
    config: { callKind: 'session' },
    schema: route({
      summary: 'Report definition (portal extension)',
      description: 'The JSON definition the portal renders for a report code, validated against schemas/report-definition.schema.json: the organisation\'s latest version published in the designer, else the customer folder\'s, else the standard one (overlays merged), read anew at every call. 404 when the code has no definition, 403 when the user may not open the report. '
        + '`version` identifies the definition served (a digest of its content, so any publication, withdrawal, overlay or file change gives a new one); a portal that holds a definition sends its version and, '
        + 'when it is still the current one, gets `sinCambios` S without the definition: the portal asks at every opening of a report, so a publication reaches an open portal at the next opening.',
      tags: ['Reports'],
      body: body({
        informe: str(undefined, { pattern: '^[A-Z][A-Z0-9_]*$' }),
        version: str('The version of the definition the portal holds', { pattern: '^[0-9a-f]{16}$' }),
      }, ['informe']),
      reply: object({
        statusCode: str(), version: str('The current version of the definition'), sinCambios: str('S: the version sent is the current one (no definition in the reply)'),
        definicion: { type: 'object', additionalProperties: true },
      }, ['statusCode', 'version']),
    }),
  }, async (request) => {
    const { informe, version: known } = request.body as { informe: string; version?: string };
    const p = request.principal;
    if (!p.portal) throw new ErpError(403, 'FORBIDDEN');
    // A code without a definition is unknown to everyone (404); a known report the user does not hold is refused (403); a malformed definition
    // is reported with its file or version, JSON path and message (500). One read of the organisation's published versions serves the three.
    let definition;
    let invalid: string | undefined;
    try {
      definition = await ctx.definitions.get(informe, p.idOrganizacion);
    } catch (error) {
      invalid = (error as Error).message;
    }
    if (definition === null) throw new ErpError(404, 'NOT_FOUND', `No definition for report ${informe}`);
    // A preview session may read the definition it previews before the user holds the report.
    if (p.preview?.informe !== informe && (await heldReports(ctx.db, p, [informe])).length === 0) throw new ErpError(403, 'FORBIDDEN', `The user does not have the report ${informe}`);
    if (invalid !== undefined || !definition) throw new ErpError(500, 'DEFINITION_INVALID', invalid ?? `No definition for report ${informe}`);
    const version = definitionVersion(definition);
    return version === known ? { statusCode: '200', version, sinCambios: 'S' } : { statusCode: '200', version, definicion: definition };
  });
}

/** The version of a served definition: a digest of its content (16 hex characters). */
export function definitionVersion(definition: unknown): string {
  return createHash('sha256').update(JSON.stringify(definition)).digest('hex').slice(0, 16);
}
