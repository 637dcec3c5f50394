import type { FastifyInstance } from 'fastify';
import type { DefinitionStore } from '../../definitions/definitionStore.js';
import { ErpError } from '../../errors.js';
import { body, int, object, route, str } from '../../schemas/routeSchema.js';
import type { RouteContext } from '../routeContext.js';
import { publishVersion } from './definitionDesignerRoutes.js';
import { anyObject, D, informe, tags, version } from './designerSchemas.js';

/** The published versions of a report: list, read one, restore one as a new version. Versions are immutable: there is no call that changes or deletes one. */
export async function versionRoutes(app: FastifyInstance, { db }: RouteContext & { definitions: DefinitionStore }): Promise<void> {
  app.post(`${D}/versionesDefinicion`, {
    config: { callKind: 'admin' },
    schema: route({
      summary: 'Published versions of a report (designer)', tags, description: 'Newest first, with author, date and comment.',
      body: body({ informe }, ['informe']),
      reply: object({ result: { type: 'array', items: object({ version: int(), autor: str(), fecha: str(), comentario: str() }) } }),
    }),
  }, async (request) => {
    const { informe: code } = request.body as { informe: string };
    const result = await db.selectFrom('definiciones_publicadas').select(['version', 'autor', 'fecha', 'comentario'])
      .where('id_organizacion', '=', request.principal.idOrganizacion).where('informe', '=', code).orderBy('version', 'desc').execute();
    return { result };
  });

  app.post(`${D}/versionDefinicion`, {
    config: { callKind: 'admin' },
    schema: route({
      summary: 'One published version of a report (designer)', tags, description: 'Immutable; 404 when the report has no such version.',
      body: body({ informe, version }, ['informe', 'version']),
      reply: object({ version: int(), autor: str(), fecha: str(), comentario: str(), definicion: anyObject }),
    }),
  }, async (request) => {
    const b = request.body as { informe: string; version: number };
    const row = await db.selectFrom('definiciones_publicadas').select(['version', 'autor', 'fecha', 'comentario', 'definicion'])
      .where('id_organizacion', '=', request.principal.idOrganizacion).where('informe', '=', b.informe).where('version', '=', b.version).executeTakeFirst();
    if (!row) throw new ErpError(404, 'NOT_FOUND', `Report ${b.informe} has no version ${b.version}`);
    return { ...row, definicion: JSON.parse(row.definicion) as unknown };
  });

  app.post(`${D}/restaurarVersion`, {
    config: { callKind: 'admin', writes: true },
    schema: route({
      summary: 'Restore a published version as a new version (designer)', tags,
      description: 'Publishes a NEW version whose content is the given one (the history is kept); removes the draft. 404 when the version does not exist.',
      body: body({ informe, version, comentario: str('Comment of the new version', { maxLength: 1000 }) }, ['informe', 'version']),
      reply: object({ version: int() }),
    }),
  }, async (request) => {
    const b = request.body as { informe: string; version: number; comentario?: string };
    const p = request.principal;
    const row = await db.selectFrom('definiciones_publicadas').select('definicion')
      .where('id_organizacion', '=', p.idOrganizacion).where('informe', '=', b.informe).where('version', '=', b.version).executeTakeFirst();
    if (!row) throw new ErpError(404, 'NOT_FOUND', `Report ${b.informe} has no version ${b.version}`);
    const comentario = b.comentario?.trim() ? b.comentario : `Restaurada la versión ${b.version}`;
    return { version: await publishVersion(db, p.idOrganizacion, b.informe, JSON.parse(row.definicion), p.usuario, comentario) };
  });
}
