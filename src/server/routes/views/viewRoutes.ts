import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { authenticate } from '../../auth/authenticate.js';
import { heldReports } from '../../auth/heldReports.js';
import type { Principal } from '../../auth/loadPrincipal.js';
import type { Database } from '../../db/tables.js';
import { isUniqueViolation } from '../../db/retryOnConflict.js';
import type { DefinitionStore } from '../../definitions/definitionStore.js';
import { ErpError } from '../../errors.js';
import { body, flagSN, int, koReply, nullable, object, okReply, route, str } from '../../schemas/routeSchema.js';
import type { RouteContext } from '../routeContext.js';
import type { ReportDefinition } from '../../../engine/definition/reportDefinition.gen';
import { viewsEnabled } from '../../../engine/views/viewState';
import { anchos, columnas, columnStateReply, FILTER_VALUE_LIMITS, informe, MAX_KEY_LENGTH, saveViewFields, tags, VIEW_LIMIT, viewId, viewReply } from './viewSchemas.js';
import {
  clearDefaultIf, deleteView, inViewTransaction, nameKey, ownView, parseEstado, setDefault, setPinned, usableBy, usableViewId, type ViewEstado,
} from './viewStore.js';

type ViewsContext = RouteContext & { definitions: DefinitionStore };
type Flag = 'S' | 'N';

/** The prefix of a preset's view id: def:<presetId>. */
const PRESET = 'def:';

/** The body of guardarVista. */
interface SaveViewBody extends Omit<ViewEstado, 'filtros'> {
  informe: string;
  id?: number;
  nombre: string;
  filtros: Record<string, unknown>;
  predeterminada?: Flag;
  ejecutarAlAbrir?: Flag;
  compartidaRoles?: string[];
  compartidaTodos?: Flag;
  fijada?: Flag;
}

/** Whether the caller may share views: a portal ADMIN, not in a preview session. */
const maySharePrincipal = (p: Principal): boolean => p.portal?.role === 'ADMIN' && !p.preview;

/**
 * The effective definition of a report the caller holds (as listaInformesPortal lists it: 403 otherwise); null for a report without a
 * (valid) definition, whose views are on.
 */
async function heldDefinition(db: Kysely<Database>, definitions: DefinitionStore, p: Principal, code: string): Promise<ReportDefinition | null> {
  if ((await heldReports(db, p, [code])).length === 0) throw new ErpError(403, 'FORBIDDEN', `The caller does not hold the report ${code}`);
  return (await definitions.getMany([code], p.idOrganizacion)).get(code) ?? null;
}

/** The definition of a held report whose views may be changed: 409 VIEWS_DISABLED when its definition switches them off. */
async function writableDefinition(db: Kysely<Database>, definitions: DefinitionStore, p: Principal, code: string): Promise<ReportDefinition | null> {
  const definition = await heldDefinition(db, definitions, p, code);
  if (definition && !viewsEnabled(definition)) throw new ErpError(409, 'VIEWS_DISABLED', `The report ${code} has no saved views`);
  return definition;
}

const hasPreset = (definition: ReportDefinition | null, vista: string): boolean =>
  vista.startsWith(PRESET) && (definition?.views?.presets ?? []).some((preset) => preset.id === vista.slice(PRESET.length));

/** A 400 naming a body field, as the schema validation words it. */
const invalid = (field: string, problem: string) => new ErpError(400, 'VALIDATION_ERROR', `Invalid request: body.${field} ${problem}`);

/** Refuses (400 naming the field) a map whose keys are longer than field names are. */
function checkKeys(maps: Record<string, Record<string, unknown> | null | undefined>): void {
  for (const [field, map] of Object.entries(maps)) {
    const long = Object.keys(map ?? {}).find((k) => k.length > MAX_KEY_LENGTH);
    if (long !== undefined) throw invalid(field, `has a key longer than ${MAX_KEY_LENGTH} characters`);
  }
}

const isScalar = (value: unknown): boolean => value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))
  || (typeof value === 'string' && value.length <= FILTER_VALUE_LIMITS.text);

/** Refuses (400 naming filtros and the field) a filter value other than a bounded scalar, or a bounded array or object of them. */
function checkFilterValues(filtros: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(filtros)) {
    const ok = isScalar(value)
      || (Array.isArray(value) && value.length <= FILTER_VALUE_LIMITS.items && value.every(isScalar))
      || (!!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length <= FILTER_VALUE_LIMITS.properties
        && Object.entries(value).every(([k, v]) => k.length <= MAX_KEY_LENGTH && isScalar(v)));
    if (!ok) {
      throw invalid(`filtros.${field.slice(0, MAX_KEY_LENGTH)}`, `must be a string (at most ${FILTER_VALUE_LIMITS.text} characters), number, boolean or null, `
        + `or an array (at most ${FILTER_VALUE_LIMITS.items} items) or object (at most ${FILTER_VALUE_LIMITS.properties} properties) of those`);
    }
  }
}

/** The view state a guardarVista body states (absent parts are the report's own). */
function estadoOf(b: SaveViewBody): ViewEstado {
  return {
    filtros: b.filtros,
    ...(b.columnas ? { columnas: b.columnas } : {}),
    ...(b.orden ? { orden: b.orden } : {}),
    ...(b.tamPagina ? { tamPagina: b.tamPagina } : {}),
    ...(b.filaFiltros && Object.keys(b.filaFiltros).length ? { filaFiltros: b.filaFiltros } : {}),
    ...(b.busqueda?.trim() ? { busqueda: b.busqueda } : {}),
  };
}

/** Checks the roles a view is shared with against the table roles (400 naming compartidaRoles for an unknown one); answers them without repeats. */
async function knownRoles(db: Kysely<Database>, roles: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(roles)];
  if (!wanted.length) return [];
  const known = new Set((await db.selectFrom('roles').select('role').where('role', 'in', wanted).execute()).map((r) => r.role));
  const unknown = wanted.filter((r) => !known.has(r));
  if (unknown.length) throw invalid('compartidaRoles', `names unknown roles: ${unknown.join(', ')}`);
  return wanted;
}

/** A route schema with the 404 (VIEW_NOT_FOUND) and 409 (VIEW_NAME_TAKEN, VIEW_LIMIT, VIEWS_DISABLED) replies of the view writes. */
const viewErrors = (schema: ReturnType<typeof route>) => ({ ...schema, response: { ...(schema.response as object), 404: koReply, 409: koReply } });

/**
 * Saved views of the reports: a user's named filter values, columns, sort and page size, shared by administrators with roles or
 * the whole organisation, a default view per report, views pinned on the reports home and the column choice of each report.
 */
export async function viewRoutes(app: FastifyInstance, { db, tokens, definitions }: ViewsContext): Promise<void> {
  app.addHook('preHandler', authenticate(db, tokens));
  const P = '/wscomun/portalinformes';

  app.post(`${P}/vistasInforme`, {
    config: { callKind: 'session' },
    schema: route({
      summary: 'Saved views of a report (portal extension)', tags,
      description: 'The views of the report the caller may use — their own, and those of their organisation shared with their portal role or with everyone — own first, then by name; '
        + 'filtros and the rest as stored (the report calls apply the caller\'s scope whatever they name). predeterminada: the caller\'s default view of the report ('
        + 'a view id, or def:<preset> of the definition\'s views.presets) while it is still usable, else null; columnas: the caller\'s column choice of the report; '
        + 'puedeCompartir: whether the caller may share views (portal ADMIN), with the roles to share with. 403 for a report the caller does not hold; '
        + 'a report whose definition switches views off lists none.',
      body: body({ informe }, ['informe']),
      reply: object({
        statusCode: str(), result: { type: 'array', items: viewReply },
        predeterminada: nullable(str('The caller\'s default view: a view id as text or def:<preset>; null: the report\'s standard state')),
        columnas: columnStateReply,
        puedeCompartir: flagSN('S: the caller may share views with roles and the whole organisation'),
        roles: { type: 'array', items: object({ role: str(), descripcion: str() }), description: 'Roles to share with (empty unless puedeCompartir)' },
      }),
    }),
  }, async (request) => {
    const p = request.principal;
    const { informe: code } = request.body as { informe: string };
    const definition = await heldDefinition(db, definitions, p, code);
    const enabled = !definition || viewsEnabled(definition);
    const [rows, own, roles] = await Promise.all([
      enabled ? db.selectFrom('vistas_informe as v')
        .leftJoin('usuarios_erp as u', (j) => j.onRef('u.id_organizacion', '=', 'v.id_organizacion').onRef('u.usuario', '=', 'v.usuario'))
        .select(['v.id', 'v.usuario', 'v.nombre', 'v.estado', 'v.ejecutar_al_abrir', 'v.compartida_todos', 'v.modificada', 'u.nombre as autor_nombre'])
        .where('v.id_organizacion', '=', p.idOrganizacion).where('v.informe', '=', code).where(usableBy(p)).execute() : [],
      db.selectFrom('vistas_usuario').select(['vista_predeterminada', 'columnas'])
        .where('id_organizacion', '=', p.idOrganizacion).where('usuario', '=', p.usuario).where('informe', '=', code).executeTakeFirst(),
      maySharePrincipal(p) ? db.selectFrom('roles').select(['role', 'descripcion']).orderBy('orden').execute() : [],
    ]);
    const ids = rows.map((r) => r.id);
    const [shares, pins] = ids.length ? await Promise.all([
      db.selectFrom('vistas_informe_roles').select(['id_vista', 'role']).where('id_vista', 'in', ids).orderBy('role').execute(),
      db.selectFrom('vistas_fijadas').select('id_vista').where('id_organizacion', '=', p.idOrganizacion).where('usuario', '=', p.usuario).where('id_vista', 'in', ids).execute(),
    ]) : [[], []];
    const pinned = new Set(pins.map((r) => r.id_vista));
    const stored = own?.vista_predeterminada ?? null;
    const predeterminada = enabled && stored !== null && (ids.some((id) => String(id) === stored) || hasPreset(definition, stored)) ? stored : null;
    const flag = (yes: boolean): Flag => (yes ? 'S' : 'N');
    const result = rows.map((r) => {
      const estado = parseEstado(r.estado);
      return {
        id: r.id, nombre: r.nombre, propia: flag(r.usuario === p.usuario), autor: r.usuario, autorNombre: r.autor_nombre ?? r.usuario,
        filtros: estado.filtros, columnas: estado.columnas ?? null, orden: estado.orden ?? null, tamPagina: estado.tamPagina ?? null,
        filaFiltros: estado.filaFiltros ?? null, busqueda: estado.busqueda ?? null,
        ejecutarAlAbrir: r.ejecutar_al_abrir as Flag, compartidaRoles: shares.filter((s) => s.id_vista === r.id).map((s) => s.role), compartidaTodos: r.compartida_todos as Flag,
        predeterminada: flag(predeterminada === String(r.id)), fijada: flag(pinned.has(r.id)), modificada: r.modificada,
      };
    }).sort((a, b) => (a.propia === b.propia ? 0 : a.propia === 'S' ? -1 : 1) || a.nombre.localeCompare(b.nombre, 'es', { sensitivity: 'base' }) || a.id - b.id);
    return {
      statusCode: '200', result, predeterminada, columnas: own?.columnas ? JSON.parse(own.columnas) as unknown : null,
      puedeCompartir: flag(maySharePrincipal(p)), roles,
    };
  });

  app.post(`${P}/guardarVista`, {
    config: { callKind: 'session', writes: true },
    schema: viewErrors(route({
      summary: 'Save a view of a report (portal extension)', tags,
      description: 'Without id creates a view of the caller; with id replaces the caller\'s own view of that id (404 VIEW_NOT_FOUND for another user\'s or an unknown one): '
        + 'name, state (filtros, columnas, orden, tamPagina, filaFiltros, busqueda: absent or null parts are the report\'s own) and, when given, ejecutarAlAbrir and the sharing. '
        + `Names are unique per user and report, trimmed and whatever their case (409 VIEW_NAME_TAKEN); at most ${VIEW_LIMIT} views per user and report (409 VIEW_LIMIT). `
        + 'Sharing (compartidaRoles non-empty, compartidaTodos S) is for administrators (403 VIEW_SHARE_FORBIDDEN). predeterminada S makes it the caller\'s default view of the '
        + 'report, N clears the default if it was this view; fijada S pins it on the caller\'s reports home, N unpins it. 403 for a report the caller does not hold, '
        + '409 VIEWS_DISABLED when the report\'s definition switches views off.',
      body: body(saveViewFields, ['informe', 'nombre', 'filtros']),
      reply: object({ statusCode: str(), id: int('Id of the view') }),
    })),
  }, async (request) => {
    const p = request.principal;
    const b = request.body as SaveViewBody;
    const nombre = b.nombre.trim();
    if (!nombre) throw invalid('nombre', 'must not be blank');
    checkKeys({ filtros: b.filtros, filaFiltros: b.filaFiltros });
    checkFilterValues(b.filtros);
    await writableDefinition(db, definitions, p, b.informe);
    const shares = (b.compartidaRoles?.length ?? 0) > 0 || b.compartidaTodos === 'S';
    if (shares && !maySharePrincipal(p)) throw new ErpError(403, 'VIEW_SHARE_FORBIDDEN', 'Only an administrator shares views');
    const roles = b.compartidaRoles && await knownRoles(db, b.compartidaRoles);
    const now = new Date().toISOString();
    const row = {
      nombre, estado: JSON.stringify(estadoOf(b)), modificada: now,
      ...(b.ejecutarAlAbrir ? { ejecutar_al_abrir: b.ejecutarAlAbrir } : {}), ...(b.compartidaTodos ? { compartida_todos: b.compartidaTodos } : {}),
    };
    try {
      const id = await inViewTransaction(db, p, b.informe, async (trx) => {
        const mine = await trx.selectFrom('vistas_informe').select(['id', 'nombre'])
          .where('id_organizacion', '=', p.idOrganizacion).where('usuario', '=', p.usuario).where('informe', '=', b.informe).execute();
        if (b.id !== undefined && !mine.some((v) => v.id === b.id)) throw new ErpError(404, 'VIEW_NOT_FOUND', `The caller has no view ${b.id} of ${b.informe}`);
        if (mine.some((v) => v.id !== b.id && nameKey(v.nombre) === nameKey(nombre))) throw new ErpError(409, 'VIEW_NAME_TAKEN', `The caller already has a view named ${nombre} of ${b.informe}`);
        if (b.id === undefined && mine.length >= VIEW_LIMIT) throw new ErpError(409, 'VIEW_LIMIT', `At most ${VIEW_LIMIT} views per user and report`);
        let viewIdSaved = b.id;
        if (viewIdSaved === undefined) {
          viewIdSaved = (await trx.insertInto('vistas_informe').values({
            id_organizacion: p.idOrganizacion, usuario: p.usuario, informe: b.informe, ejecutar_al_abrir: 'N', compartida_todos: 'N', creada: now, ...row,
          }).returning('id').executeTakeFirstOrThrow()).id;
        } else {
          await trx.updateTable('vistas_informe').set(row).where('id', '=', viewIdSaved).execute();
        }
        if (roles) {
          await trx.deleteFrom('vistas_informe_roles').where('id_vista', '=', viewIdSaved).execute();
          if (roles.length) await trx.insertInto('vistas_informe_roles').values(roles.map((role) => ({ id_vista: viewIdSaved!, role }))).execute();
        }
        if (b.predeterminada === 'S') await setDefault(trx, p, b.informe, String(viewIdSaved));
        if (b.predeterminada === 'N') await clearDefaultIf(trx, p, b.informe, String(viewIdSaved));
        if (b.fijada) await setPinned(trx, p, viewIdSaved, b.fijada);
        return viewIdSaved;
      });
      return { statusCode: '200', id };
    } catch (error) {
      // The name index, when a name the services' comparison keeps apart compares equal in the database.
      if (isUniqueViolation(error)) throw new ErpError(409, 'VIEW_NAME_TAKEN', `The caller already has a view named ${nombre} of ${b.informe}`);
      throw error;
    }
  });

  app.post(`${P}/borrarVista`, {
    config: { callKind: 'session', writes: true },
    schema: viewErrors(route({
      summary: 'Delete a view (portal extension)', tags,
      description: 'Deletes the caller\'s own view with its sharing, every pin of it and every default view pointing to it. 404 VIEW_NOT_FOUND for another user\'s or an unknown view. '
        + 'A view is deleted even when its report\'s definition switched views off since.',
      body: body({ id: viewId }, ['id']),
      reply: okReply,
    })),
  }, async (request) => {
    const p = request.principal;
    await deleteView(db, p.idOrganizacion, await ownView(db, p, (request.body as { id: number }).id));
    return { result: 'ok', statusCode: '200' };
  });

  app.post(`${P}/marcarVista`, {
    config: { callKind: 'session', writes: true },
    schema: viewErrors(route({
      summary: 'Make a view the default of a report, or pin it (portal extension)', tags,
      description: 'vista: a stored view id as text, def:<preset> of the definition\'s views.presets, or empty for the report\'s standard state; it must be usable by the caller '
        + '(own, or shared with them; the preset must exist), else 404 VIEW_NOT_FOUND. predeterminada S makes it the caller\'s default view of the report (empty: the standard state), '
        + 'N clears the default if it was it. fijada S pins a stored view on the caller\'s reports home, N unpins it; a preset or the standard state cannot be pinned (400 naming fijada). '
        + '403 for a report the caller does not hold, 409 VIEWS_DISABLED when its definition switches views off.',
      body: body({
        informe, vista: str('A stored view id as text, def:<presetId>, or empty for the standard state', { maxLength: 120 }),
        predeterminada: flagSN('S: the caller\'s default view of the report; N: no longer, if it was'), fijada: flagSN('S: pinned on the caller\'s reports home; N: unpinned'),
      }, ['informe', 'vista']),
      reply: okReply,
    })),
  }, async (request) => {
    const p = request.principal;
    const b = request.body as { informe: string; vista: string; predeterminada?: Flag; fijada?: Flag };
    const definition = await writableDefinition(db, definitions, p, b.informe);
    const vista = b.vista.trim();
    const stored = /^\d{1,9}$/.test(vista) ? await usableViewId(db, p, b.informe, Number(vista)) : undefined;
    if (vista !== '' && stored === undefined && !hasPreset(definition, vista)) throw new ErpError(404, 'VIEW_NOT_FOUND', `No view ${vista} of ${b.informe} the caller may use`);
    if (b.fijada && stored === undefined) throw invalid('fijada', 'pins only a stored view, not a preset or the standard state');
    await inViewTransaction(db, p, b.informe, async (trx) => {
      if (b.predeterminada === 'S') await setDefault(trx, p, b.informe, vista === '' ? null : vista);
      if (b.predeterminada === 'N' && vista !== '') await clearDefaultIf(trx, p, b.informe, vista);
      if (b.fijada && stored !== undefined) await setPinned(trx, p, stored, b.fijada);
    });
    return { result: 'ok', statusCode: '200' };
  });

  app.post(`${P}/vistasFijadas`, {
    config: { callKind: 'session' },
    schema: route({
      summary: 'Views pinned on the reports home (portal extension)', tags,
      description: 'The caller\'s pinned views, in pin order, that the caller may still use, of reports the caller still holds and whose definitions have views on.',
      body: body({}),
      reply: object({ statusCode: str(), result: { type: 'array', items: object({ id: int(), informe: str(), nombre: str() }) } }),
    }),
  }, async (request) => {
    const p = request.principal;
    const rows = await db.selectFrom('vistas_fijadas as f').innerJoin('vistas_informe as v', 'v.id', 'f.id_vista')
      .select(['v.id', 'v.informe', 'v.nombre'])
      .where('f.id_organizacion', '=', p.idOrganizacion).where('f.usuario', '=', p.usuario).where('v.id_organizacion', '=', p.idOrganizacion).where(usableBy(p))
      .orderBy('f.fecha').orderBy('f.id_vista').execute();
    const codes = [...new Set(rows.map((r) => r.informe))];
    const [held, defs] = await Promise.all([heldReports(db, p, codes), definitions.getMany(codes, p.idOrganizacion)]);
    const usable = new Set(held.map((h) => h.informe).filter((code) => { const d = defs.get(code); return !d || viewsEnabled(d); }));
    return { statusCode: '200', result: rows.filter((r) => usable.has(r.informe)) };
  });

  app.post(`${P}/guardarColumnasInforme`, {
    config: { callKind: 'session', writes: true },
    schema: route({
      summary: 'Store the column choice of a report (portal extension)', tags,
      description: 'The caller\'s own columns of the report (fields shown, in order) and widths; null or absent clears that part. vistasInforme answers them as columnas. '
        + 'Kept whether or not the report\'s definition has views on (it is the grid\'s own state). 403 for a report the caller does not hold.',
      body: body({ informe, columnas: nullable(columnas), anchos: nullable(anchos) }, ['informe']),
      reply: okReply,
    }),
  }, async (request) => {
    const p = request.principal;
    const b = request.body as { informe: string; columnas?: string[] | null; anchos?: Record<string, number> | null };
    checkKeys({ anchos: b.anchos });
    await heldDefinition(db, definitions, p, b.informe);
    const state = { ...(b.columnas ? { columnas: b.columnas } : {}), ...(b.anchos && Object.keys(b.anchos).length ? { anchos: b.anchos } : {}) };
    const text = Object.keys(state).length ? JSON.stringify(state) : null;
    await db.insertInto('vistas_usuario').values({ id_organizacion: p.idOrganizacion, usuario: p.usuario, informe: b.informe, vista_predeterminada: null, columnas: text })
      .onConflict((oc) => oc.columns(['id_organizacion', 'usuario', 'informe']).doUpdateSet({ columnas: text })).execute();
    return { result: 'ok', statusCode: '200' };
  });
}
