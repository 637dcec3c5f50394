import type { FastifyInstance } from 'fastify';
import { WITHDRAWN } from '../../db/tables.js';
import type { DefinitionStore } from '../../definitions/definitionStore.js';
import { ErpError } from '../../errors.js';
import { body, int, nullable, object, route, str } from '../../schemas/routeSchema.js';
import type { RouteContext } from '../routeContext.js';
import { appendVersion } from './appendVersion.js';
import { requireKnownReport } from './definitionDesignerRoutes.js';
import { D, informe, tags } from './designerSchemas.js';
import { confirmStaleField, overlaysMadeStale, staleOrConflictReply, staleOverlaysBody } from './staleOverlays.js';
import { VersionConflict, versionConflictReply } from './VersionConflict.js';

/** retirarPublicacion: takes a report's publication back, as an entry of its history. */
export async function withdrawPublicationRoutes(app: FastifyInstance, { db, definitions }: RouteContext & { definitions: DefinitionStore }): Promise<void> {
  const schema = route({
    summary: 'Withdraw the publication of a report (designer)', tags,
    description: 'Appends to the report\'s history an entry that withdraws its publication (who, when, comment; versionesDefinicion lists it with retirada). '
      + 'A report with a definition file (standard or customer folder) is served from its file again, later releases of the file included; a report '
      + 'created by nuevoInforme leaves the portal: no card on any home, its definition and data calls refused as for any unknown report, its grants '
      + 'kept for a new publication, and its last published definition kept as the draft (unless there is a draft already) so the designer can publish it again. '
      + 'Optimistic concurrency as publicarDefinicion: versionBase is the newest entry the edit started from (definicionDesigner\'s versionBase); any other '
      + 'answers 409 VERSION_CONFLICT and stores nothing — the check and the entry are one transaction, so a withdrawal and a publication from one base never '
      + 'both land. A withdrawal that would make overlays of the report stale (the file lacks what they change; a report without a file takes every overlay of it '
      + 'along) answers 409 OVERLAYS_STALE (obsoletas) and stores nothing, unless confirmarObsoletas is true. 409 CONFLICT when the report has no publication to withdraw (never published, or withdrawn already); 404 for a report the organisation does not have.',
    body: body({
      informe,
      versionBase: int('The newest version of the history the edit started from (definicionDesigner\'s versionBase); any other newest version answers 409 VERSION_CONFLICT'),
      comentario: str('Why the publication is withdrawn (the history\'s comment)', { maxLength: 1000 }),
      confirmarObsoletas: confirmStaleField,
    }, ['informe', 'versionBase']),
    reply: object({
      version: int('The history entry of the withdrawal'),
      origen: nullable(str('Where the report is served from now: its file\'s folder; null: it left the portal', { enum: ['standard', 'customer'] })),
    }),
  });
  (schema.response as Record<number, unknown>)[409] = staleOrConflictReply(versionConflictReply as { properties: object },
    'Nothing was stored: the history has a newer entry than versionBase (VERSION_CONFLICT), the report has no publication (CONFLICT), or overlays would become stale (OVERLAYS_STALE)');

  app.post(`${D}/retirarPublicacion`, { config: { callKind: 'admin', writes: true }, schema }, async (request, reply) => {
    const b = request.body as { informe: string; versionBase: number; comentario?: string; confirmarObsoletas?: boolean };
    const p = request.principal;
    await requireKnownReport(db, definitions, p.idOrganizacion, b.informe);
    const file = definitions.fileOrigin(b.informe);
    if (b.confirmarObsoletas !== true && (await definitions.publishedVersions(p.idOrganizacion)).has(b.informe)) {
      // What the report becomes: its file's definition, or nothing.
      let after: unknown = null;
      try {
        after = file ? definitions.fileDefinition(b.informe) : null;
      } catch {
        after = undefined;
      }
      const stale = after === undefined ? [] : await overlaysMadeStale(definitions, b.informe, after, p.idOrganizacion);
      if (stale.length) return reply.code(409).send(staleOverlaysBody(b.informe, stale, 'Withdrawing the publication of'));
    }
    const comentario = b.comentario?.trim() ? b.comentario : 'Publicación retirada';
    try {
      const version = await appendVersion(db, p.idOrganizacion, b.informe, { definicion: WITHDRAWN, autor: p.usuario, comentario }, b.versionBase, async (trx, newest) => {
        if (newest.definicion === undefined || newest.definicion === WITHDRAWN) throw new ErpError(409, 'CONFLICT', `Report ${b.informe} has no publication to withdraw`);
        if (file) return;
        // A report without a file would be lost to the designer with its publication: its last version stays as the draft (an existing draft is newer work, kept).
        await trx.insertInto('definiciones_borrador').values({ id_organizacion: p.idOrganizacion, informe: b.informe, definicion: newest.definicion, autor: p.usuario, fecha: new Date().toISOString() })
          .onConflict((oc) => oc.columns(['id_organizacion', 'informe']).doNothing()).execute();
      });
      return { version, origen: file };
    } catch (error) {
      if (error instanceof VersionConflict) return reply.code(409).send(error.body());
      throw error;
    }
  });
}
