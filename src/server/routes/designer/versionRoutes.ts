import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { upgradeStored } from '../../../engine/definition/formatVersion';
import { WITHDRAWN, type Database } from '../../db/tables.js';
import type { DefinitionStore } from '../../definitions/definitionStore.js';
import { ErpError } from '../../errors.js';
import { body, int, object, route, str } from '../../schemas/routeSchema.js';
import type { RouteContext } from '../routeContext.js';
import { checkDefinition } from './checkDefinition.js';
import { publishVersion } from './definitionDesignerRoutes.js';
import { anyObject, D, informe, tags, version } from './designerSchemas.js';
import { confirmStaleField, overlaysMadeStale, staleOverlaysBody, staleOverlaysField } from './staleOverlays.js';

/** A published version of a report with its content; 404 when there is none of that number, or when that entry withdrew the publication (no content). */
async function publishedContent(db: Kysely<Database>, idOrganizacion: number, code: string, version: number) {
  const row = await db.selectFrom('definiciones_publicadas').select(['version', 'autor', 'fecha', 'comentario', 'definicion'])
    .where('id_organizacion', '=', idOrganizacion).where('informe', '=', code).where('version', '=', version).where('definicion', '<>', WITHDRAWN).executeTakeFirst();
  if (!row) throw new ErpError(404, 'NOT_FOUND', `Report ${code} has no published version ${version} (a withdrawal has no content)`);
  return row;
}

/** The published versions of a report: list, read one, restore one as a new version. Versions are immutable: there is no call that changes or deletes one. */
export async function versionRoutes(app: FastifyInstance, { db, definitions }: RouteContext & { definitions: DefinitionStore }): Promise<void> {
  app.post(`${D}/versionesDefinicion`, {
    config: { callKind: 'admin' },
    schema: route({
      summary: 'Published versions of a report (designer)', tags,
      description: 'The history of the report, newest first, with author, date and comment; retirada: the entry withdrew the publication (retirarPublicacion) and has no content.',
      body: body({ informe }, ['informe']),
      reply: object({ result: { type: 'array', items: object({ version: int(), autor: str(), fecha: str(), comentario: str(), retirada: { type: 'boolean' } }) } }),
    }),
  }, async (request) => {
    const { informe: code } = request.body as { informe: string };
    const rows = await db.selectFrom('definiciones_publicadas').select(['version', 'autor', 'fecha', 'comentario', 'definicion'])
      .where('id_organizacion', '=', request.principal.idOrganizacion).where('informe', '=', code).orderBy('version', 'desc').execute();
    return { result: rows.map(({ definicion, ...row }) => ({ ...row, retirada: definicion === WITHDRAWN })) };
  });

  app.post(`${D}/versionDefinicion`, {
    config: { callKind: 'admin' },
    schema: route({
      summary: 'One published version of a report (designer)', tags, description: 'Immutable; 404 when the report has no such version, or when that version is a withdrawal (it has no content).',
      body: body({ informe, version }, ['informe', 'version']),
      reply: object({ version: int(), autor: str(), fecha: str(), comentario: str(), definicion: anyObject }),
    }),
  }, async (request) => {
    const b = request.body as { informe: string; version: number };
    const row = await publishedContent(db, request.principal.idOrganizacion, b.informe, b.version);
    // An older version reads in the current format, as it would be restored.
    return { ...row, definicion: upgradeStored(JSON.parse(row.definicion) as unknown) };
  });

  const restoreSchema = route({
    summary: 'Restore a published version as a new version (designer)', tags,
    description: 'Publishes a NEW version whose content is the given one, in the current format (the history is kept); removes the draft. 404 when the version does not '
      + 'exist or is a withdrawal. Like publicarDefinicion, a restoration that would make overlays of the report stale answers 409 OVERLAYS_STALE (obsoletas) and '
      + 'stores nothing, unless confirmarObsoletas is true.',
    body: body({ informe, version, comentario: str('Comment of the new version', { maxLength: 1000 }), confirmarObsoletas: confirmStaleField }, ['informe', 'version']),
    reply: object({ version: int() }),
  });
  (restoreSchema.response as Record<number, unknown>)[409] = object({ result: str(), statusCode: str(), errorCode: str(), errorMsg: str(), obsoletas: staleOverlaysField });
  app.post(`${D}/restaurarVersion`, { config: { callKind: 'admin', writes: true }, schema: restoreSchema }, async (request, reply) => {
    const b = request.body as { informe: string; version: number; comentario?: string; confirmarObsoletas?: boolean };
    const p = request.principal;
    const row = await publishedContent(db, p.idOrganizacion, b.informe, b.version);
    const content = upgradeStored(JSON.parse(row.definicion) as Record<string, unknown>);
    if (b.confirmarObsoletas !== true) {
      const check = await checkDefinition(definitions, b.informe, content, p.idOrganizacion);
      const stale = check.efectiva && !check.errores.length ? await overlaysMadeStale(definitions, b.informe, check.efectiva, p.idOrganizacion) : [];
      if (stale.length) return reply.code(409).send(staleOverlaysBody(b.informe, stale, `Restoring version ${b.version} of`));
    }
    const comentario = b.comentario?.trim() ? b.comentario : `Restaurada la versión ${b.version}`;
    return { version: await publishVersion(db, p.idOrganizacion, b.informe, content, p.usuario, comentario) };
  });
}
