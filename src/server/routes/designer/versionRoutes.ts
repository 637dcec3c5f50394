import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { WITHDRAWN, type Database } from '../../db/tables.js';
import type { DefinitionStore } from '../../definitions/definitionStore.js';
import { ErpError } from '../../errors.js';
import { body, int, object, route, str } from '../../schemas/routeSchema.js';
import type { RouteContext } from '../routeContext.js';
import { publishVersion } from './definitionDesignerRoutes.js';
import { anyObject, D, informe, tags, version } from './designerSchemas.js';

/** A published version of a report with its content; 404 when there is none of that number, or when that entry withdrew the publication (no content). */
async function publishedContent(db: Kysely<Database>, idOrganizacion: number, code: string, version: number) {
  const row = await db.selectFrom('definiciones_publicadas').select(['version', 'autor', 'fecha', 'comentario', 'definicion'])
    .where('id_organizacion', '=', idOrganizacion).where('informe', '=', code).where('version', '=', version).where('definicion', '<>', WITHDRAWN).executeTakeFirst();
  if (!row) throw new ErpError(404, 'NOT_FOUND', `Report ${code} has no published version ${version} (a withdrawal has no content)`);
  return row;
}

/** The published versions of a report: list, read one, restore one as a new version. Versions are immutable: there is no call that changes or deletes one. */
export async function versionRoutes(app: FastifyInstance, { db }: RouteContext & { definitions: DefinitionStore }): Promise<void> {
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
    return { ...row, definicion: JSON.parse(row.definicion) as unknown };
  });

  app.post(`${D}/restaurarVersion`, {
    config: { callKind: 'admin', writes: true },
    schema: route({
      summary: 'Restore a published version as a new version (designer)', tags,
      description: 'Publishes a NEW version whose content is the given one (the history is kept); removes the draft. 404 when the version does not exist or is a withdrawal.',
      body: body({ informe, version, comentario: str('Comment of the new version', { maxLength: 1000 }) }, ['informe', 'version']),
      reply: object({ version: int() }),
    }),
  }, async (request) => {
    const b = request.body as { informe: string; version: number; comentario?: string };
    const p = request.principal;
    const row = await publishedContent(db, p.idOrganizacion, b.informe, b.version);
    const comentario = b.comentario?.trim() ? b.comentario : `Restaurada la versión ${b.version}`;
    return { version: await publishVersion(db, p.idOrganizacion, b.informe, JSON.parse(row.definicion), p.usuario, comentario) };
  });
}
