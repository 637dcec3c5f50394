import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import esCatalogue from '../../../locales/portal/es.json';
import type { Database } from '../../db/tables.js';
import { DefinitionFileError, type DefinitionStore } from '../../definitions/definitionStore.js';
import { ErpError } from '../../errors.js';
import { body, int, nullable, object, route, str } from '../../schemas/routeSchema.js';
import type { RouteContext } from '../routeContext.js';
import { upgradeStored } from '../../../engine/definition/formatVersion';
import { appendVersion } from './appendVersion.js';
import { checkDefinition, checkStored, type DefinitionCheck } from './checkDefinition.js';
import { overlaysMadeStale, staleOrConflictReply, staleOverlaysBody } from './staleOverlays.js';
import { VersionConflict, versionConflictReply } from './VersionConflict.js';
import { anyObject, checkFields, D, definicion, definitionError, informe, tags } from './designerSchemas.js';
import { affectedViewReply } from '../views/viewSchemas.js';
import { affectedViews } from '../views/viewStore.js';

type DesignerContext = RouteContext & { definitions: DefinitionStore };

/** A Spanish text of the portal catalogue by dotted key, or undefined. */
function catalogueText(key: string): string | undefined {
  let node: unknown = esCatalogue;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The Spanish title of a definition: its own texts first, then the catalogue, else the key or the code. */
export function spanishTitle(definition: Record<string, unknown> | null | undefined, code: string): string {
  const key = typeof definition?.titleKey === 'string' ? definition.titleKey : undefined;
  if (!key) return code;
  const own = (definition?.texts as Record<string, Record<string, unknown>> | undefined)?.es?.[key];
  return typeof own === 'string' ? own : catalogueText(key) ?? key;
}

/** The draft of a report in the organisation, parsed, or undefined. */
export async function draftOf(db: Kysely<Database>, idOrganizacion: number, code: string) {
  const row = await db.selectFrom('definiciones_borrador').selectAll().where('id_organizacion', '=', idOrganizacion).where('informe', '=', code).executeTakeFirst();
  return row && { definicion: upgradeStored(JSON.parse(row.definicion) as Record<string, unknown>), autor: row.autor, fecha: row.fecha };
}

/**
 * Stores a new version of a report (highest + 1, numbered again when a concurrent publish took the number) and removes the draft; returns the version.
 * With `versionBase` (the newest version the edit started from, 0 for none) a newer version refuses it with {@link VersionConflict}, storing nothing:
 * the check and the insert are one transaction (see appendVersion), so of two publications from one base exactly one is stored.
 */
export async function publishVersion(db: Kysely<Database>, idOrganizacion: number, code: string, definition: unknown, autor: string, comentario: string, versionBase?: number): Promise<number> {
  return appendVersion(db, idOrganizacion, code, { definicion: JSON.stringify(upgradeStored(definition)), autor, comentario }, versionBase, async (trx) => {
    await trx.deleteFrom('definiciones_borrador').where('id_organizacion', '=', idOrganizacion).where('informe', '=', code).execute();
  });
}

/** Refuses (404) a code the organisation does not have: neither contracted (informes created by nuevoInforme are) nor a definition file. */
export async function requireKnownReport(db: Kysely<Database>, definitions: DefinitionStore, idOrganizacion: number, code: string): Promise<void> {
  if (definitions.fileCodes().includes(code)) return;
  const contracted = await db.selectFrom('organizacion_informes').select('informe').where('id_organizacion', '=', idOrganizacion).where('informe', '=', code).executeTakeFirst();
  if (!contracted) throw new ErpError(404, 'NOT_FOUND', `The organisation has no report ${code} (nuevoInforme creates one)`);
}

/** The newest published version of a report in the organisation, 0 when it has none (what versionBase is compared with). */
export async function newestVersion(db: Kysely<Database>, idOrganizacion: number, code: string): Promise<number> {
  const last = await db.selectFrom('definiciones_publicadas').select((eb) => eb.fn.max('version').as('v'))
    .where('id_organizacion', '=', idOrganizacion).where('informe', '=', code).executeTakeFirst();
  return Number(last?.v ?? 0);
}

/** The source the designer opens; a file that cannot be read is refused (422, its file, line and column) rather than failing the call. */
async function sourceOrRefusal(definitions: DefinitionStore, code: string, org: number) {
  try {
    return await definitions.source(code, org);
  } catch (error) {
    if (error instanceof DefinitionFileError) throw new ErpError(422, 'DEFINITION_INVALID', error.message);
    throw error;
  }
}

/** The reply field listing the organisation's saved views of the report that the checked definition would leave stale. */
const vistasAfectadas = {
  type: 'array', items: affectedViewReply,
  description: 'Saved views of the report (every user\'s, of the organisation) naming filter fields, columns, a sort column or filter-row cells the checked effective definition no longer has; empty without one',
};

const estadoOf = (check: DefinitionCheck): 'valid' | 'errors' | 'stale' => (check.huerfanos.length ? 'stale' : check.errores.length ? 'errors' : 'valid');

/** The designer's definition calls: list, open, check, draft, publish. */
export async function definitionDesignerRoutes(app: FastifyInstance, { db, definitions }: DesignerContext): Promise<void> {
  app.post(`${D}/listaDefiniciones`, {
    config: { callKind: 'admin' },
    schema: route({
      summary: 'Report definitions of the organisation (designer)', tags,
      description: 'Every code with a definition file, a published version or a draft: origin (standard folder, customer folder, published in the portal), overlay target, '
        + 'state of the checks (stale when an overlay key lost its target), latest version, whether a draft exists, roles of the users holding it, Spanish title, error count, '
        + 'its file (archivo) and, for a file that cannot be read (a JSON syntax error, a key written twice), the first problem with line and column (problema); the other definitions are listed as always.',
      body: body({}),
      reply: object({
        result: {
          type: 'array', items: object({
            informe: str(), origen: str(undefined, { enum: ['standard', 'customer', 'portal'] }), overlayOf: nullable(str()), estado: str(undefined, { enum: ['valid', 'errors', 'stale'] }),
            version: nullable(int()), borrador: { type: 'boolean' }, roles: { type: 'array', items: str() }, titulo: str(), errores: int(),
            archivo: nullable(str('The definition file (standard or customer folder), null for a report only published or drafted')),
            problema: nullable({ ...definitionError, description: 'Why the file cannot be read (code, line and column, English message naming them), null when it can' }),
          }),
        },
      }),
    }),
  }, async (request) => {
    const org = request.principal.idOrganizacion;
    const [versions, drafts, holders] = await Promise.all([
      definitions.publishedVersions(org),
      db.selectFrom('definiciones_borrador').select(['informe', 'definicion']).where('id_organizacion', '=', org).execute(),
      db.selectFrom('usuario_informes as ui')
        .innerJoin('usuarios_portal as p', (j) => j.onRef('p.id_organizacion', '=', 'ui.id_organizacion').onRef('p.usuario', '=', 'ui.usuario'))
        .innerJoin('roles as r', 'r.id_rol', 'p.id_rol')
        .select(['ui.informe', 'r.role', 'r.orden']).distinct()
        .where('ui.id_organizacion', '=', org).where('ui.value_sn', '=', 'S').where('p.activo_sn', '=', 'S').orderBy('r.orden').execute(),
    ]);
    const draftByCode = new Map(drafts.map((d) => [d.informe, upgradeStored(JSON.parse(d.definicion) as Record<string, unknown>)]));
    const codes = [...new Set([...definitions.fileCodes(), ...versions.keys(), ...draftByCode.keys()])].sort();
    const result = [];
    for (const code of codes) {
      const stored = await checkStored(definitions, code, org);
      if (stored && !stored.raw) request.log.warn({ informe: code, archivo: stored.archivo, errores: stored.errores }, `definition file ${stored.archivo} cannot be read: ${stored.errores[0]?.message}`);
      const raw = stored?.raw ?? (stored ? {} : draftByCode.get(code)!);
      const check = stored ?? await checkDefinition(definitions, code, raw, org);
      result.push({
        informe: code, origen: stored?.origin ?? 'portal', overlayOf: typeof raw.overlayOf === 'string' ? raw.overlayOf : null, estado: estadoOf(check),
        version: versions.get(code) ?? null, borrador: draftByCode.has(code),
        roles: [...new Set(holders.filter((h) => h.informe === code).map((h) => h.role))],
        titulo: spanishTitle(check.efectiva ?? raw, code), errores: check.errores.length,
        archivo: stored?.archivo ?? null, problema: stored && !stored.raw ? stored.errores[0] ?? null : null,
      });
    }
    return { result };
  });

  app.post(`${D}/definicionDesigner`, {
    config: { callKind: 'admin' },
    schema: route({
      summary: 'A report definition as the designer edits it', tags,
      description: 'origen, the effective standard (of an overlay\'s target, or the folders\' definition of a standard report), the source being edited '
        + '(the overlay with overlayOf, or the whole definition), the draft, the latest published version, the effective definition with its errors, orphan overlay keys '
        + 'and the standard\'s summaries and views the overlay leaves out (descartados). 404 for an unknown code.',
      body: body({ informe }, ['informe']),
      reply: object({
        informe: str(), origen: str(undefined, { enum: ['standard', 'customer', 'portal'] }), standard: nullable(anyObject), fuente: anyObject,
        borrador: nullable(object({ definicion: anyObject, autor: str(), fecha: str() })),
        publicada: nullable(object({ version: int(), definicion: anyObject })),
        versionBase: int('The newest entry of the report\'s history (a version or a withdrawal), 0 when it has none: the versionBase publicarDefinicion and retirarPublicacion take for an edit started from this reply'),
        archivo: nullable(str('The folder of the report\'s definition file, null when it has none: what withdrawing the publication returns it to (null: it leaves the portal)', { enum: ['standard', 'customer'] })),
        efectiva: nullable(anyObject), errores: { type: 'array', items: definitionError }, huerfanos: { type: 'array', items: str() },
        descartados: checkFields.descartados, vistasAfectadas,
      }),
    }),
  }, async (request) => {
    const { informe: code } = request.body as { informe: string };
    const org = request.principal.idOrganizacion;
    const [source, borrador, newest] = await Promise.all([sourceOrRefusal(definitions, code, org), draftOf(db, org, code), newestVersion(db, org, code)]);
    if (!source && !borrador) throw new ErpError(404, 'NOT_FOUND', `No definition for report ${code}`);
    const fuente = source?.raw ?? borrador!.definicion;
    const check = await checkDefinition(definitions, code, fuente, org);
    let standard: unknown = null;
    try {
      standard = (await definitions.effectiveOf(code, fuente, org)).standard;
    } catch {
      standard = null;
    }
    return {
      informe: code, origen: source?.origin ?? 'portal', standard, fuente, borrador: borrador ?? null,
      publicada: source?.origin === 'portal' ? { version: source.version!, definicion: source.raw } : null, versionBase: newest, archivo: definitions.fileOrigin(code),
      efectiva: check.efectiva, errores: check.errores, huerfanos: check.huerfanos, descartados: check.descartados, vistasAfectadas: await affectedViews(db, org, code, check.efectiva),
    };
  });

  app.post(`${D}/validarDefinicion`, {
    config: { callKind: 'admin' },
    schema: route({
      summary: 'Check a definition without storing it (designer)', tags,
      description: 'The checks of publishing: an overlay is merged onto the effective definition of its target, then schema and semantic checks; nothing is stored. '
        + 'vistasAfectadas: the saved views of the report that the definition would leave with parts it no longer has.',
      body: body({ informe, definicion }, ['informe', 'definicion']),
      reply: object({ ...checkFields, vistasAfectadas }),
    }),
  }, async (request) => {
    const b = request.body as { informe: string; definicion: Record<string, unknown> };
    const org = request.principal.idOrganizacion;
    const check = await checkDefinition(definitions, b.informe, b.definicion, org);
    return { ...check, vistasAfectadas: await affectedViews(db, org, b.informe, check.efectiva) };
  });

  app.post(`${D}/guardarBorrador`, {
    config: { callKind: 'admin', writes: true },
    schema: route({
      summary: 'Save the draft of a definition (designer)', tags,
      description: 'Stores the organisation\'s draft of the report (one per report; replaces the previous one), even with errors, and answers its checks. Drafts are never served to users. '
        + '404 for a report the organisation does not have (nuevoInforme creates one).',
      body: body({ informe, definicion }, ['informe', 'definicion']),
      reply: object({ errores: checkFields.errores, huerfanos: checkFields.huerfanos, fecha: str('ISO date-time') }),
    }),
  }, async (request) => {
    const b = request.body as { informe: string; definicion: Record<string, unknown> };
    const p = request.principal;
    await requireKnownReport(db, definitions, p.idOrganizacion, b.informe);
    const fecha = new Date().toISOString();
    const row = { definicion: JSON.stringify(upgradeStored(b.definicion)), autor: p.usuario, fecha };
    await db.insertInto('definiciones_borrador').values({ id_organizacion: p.idOrganizacion, informe: b.informe, ...row })
      .onConflict((oc) => oc.columns(['id_organizacion', 'informe']).doUpdateSet(row)).execute();
    const check = await checkDefinition(definitions, b.informe, b.definicion, p.idOrganizacion);
    return { errores: check.errores, huerfanos: check.huerfanos, fecha };
  });

  app.post(`${D}/descartarBorrador`, {
    config: { callKind: 'admin', writes: true },
    schema: route({
      summary: 'Discard the draft of a definition (designer)', tags,
      body: body({ informe }, ['informe']),
      reply: object({ ok: { type: 'boolean' } }),
    }),
  }, async (request) => {
    const { informe: code } = request.body as { informe: string };
    await db.deleteFrom('definiciones_borrador').where('id_organizacion', '=', request.principal.idOrganizacion).where('informe', '=', code).execute();
    return { ok: true };
  });

  const publishSchema = route({
    summary: 'Publish a definition as a new version (designer)', tags,
    description: 'Runs the checks of validarDefinicion; on any error or orphan overlay key answers 422 with result ko, errores and huerfanos and stores nothing. '
      + 'Otherwise stores a new immutable version (author, date, comment) and removes the draft; users get it at their next definicionInforme call, in every server process. '
      + 'Optimistic concurrency: versionBase (required) is the newest published version the edit started from — definicionDesigner\'s versionBase, 0 when the report had '
      + 'no published version (a standard or customer file, or a new report). When the newest published version is any other (someone published meanwhile), '
      + 'the call answers 409 VERSION_CONFLICT with versionActual (and its autor and fecha), stores nothing and keeps the draft; publishing on top of that version '
      + 'knowingly is the same call with versionBase = versionActual. '
      + 'Overlays of the report: when the new definition would make overlays of it stale (keys losing their target; their users would lose those customisations), the call '
      + 'answers 409 OVERLAYS_STALE listing them (obsoletas: code and keys) and stores nothing, unless confirmarObsoletas is true. '
      + '404 for a report the organisation does not have (nuevoInforme creates one).',
    body: body({
      informe, definicion, comentario: str('Comment of the version', { maxLength: 1000 }),
      confirmarObsoletas: { type: 'boolean', description: 'true: publish even though it makes the overlays listed by a previous 409 OVERLAYS_STALE stale' },
      versionBase: int('The newest published version the edit started from; 0: the report had no published version. Any other newest version answers 409 VERSION_CONFLICT'),
    }, ['informe', 'definicion', 'versionBase']),
    reply: object({ version: int() }),
  });
  (publishSchema.response as Record<number, unknown>)[422] = object({
    result: str(undefined, { enum: ['ko'] }), statusCode: str(), errorCode: str(), errorMsg: str(), errores: checkFields.errores, huerfanos: checkFields.huerfanos,
  }, [], 'The definition does not pass the checks: nothing was stored');
  // 409: a newer version (VERSION_CONFLICT, versionActual…) or overlays made stale (OVERLAYS_STALE, obsoletas).
  (publishSchema.response as Record<number, unknown>)[409] = staleOrConflictReply(versionConflictReply as { properties: object },
    'Nothing was stored: a newer version was published after versionBase (VERSION_CONFLICT), or the publication would make overlays stale (OVERLAYS_STALE)');
  app.post(`${D}/publicarDefinicion`, { config: { callKind: 'admin', writes: true }, schema: publishSchema }, async (request, reply) => {
    const b = request.body as { informe: string; definicion: Record<string, unknown>; comentario?: string; versionBase: number; confirmarObsoletas?: boolean };
    const p = request.principal;
    await requireKnownReport(db, definitions, p.idOrganizacion, b.informe);
    const check = await checkDefinition(definitions, b.informe, b.definicion, p.idOrganizacion);
    if (check.errores.length || check.huerfanos.length) {
      return reply.code(422).send({
        result: 'ko', statusCode: '422', errorCode: 'DEFINITION_INVALID', errorMsg: `The definition has ${check.errores.length} error(s) and ${check.huerfanos.length} orphan overlay key(s)`,
        errores: check.errores, huerfanos: check.huerfanos,
      });
    }
    if (b.confirmarObsoletas !== true) {
      const stale = await overlaysMadeStale(definitions, b.informe, check.efectiva, p.idOrganizacion);
      if (stale.length) return reply.code(409).send(staleOverlaysBody(b.informe, stale));
    }
    try {
      return { version: await publishVersion(db, p.idOrganizacion, b.informe, b.definicion, p.usuario, b.comentario ?? '', b.versionBase) };
    } catch (error) {
      if (error instanceof VersionConflict) return reply.code(409).send(error.body());
      throw error;
    }
  });
}
