import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { authenticate } from '../auth/authenticate.js';
import { heldReports } from '../auth/heldReports.js';
import type { Principal } from '../auth/loadPrincipal.js';
import type { DefinitionStore } from '../definitions/definitionStore.js';
import { definitionTitles, TEXT_LANGUAGES } from '../../engine/definition/definitionText';
import { ErpError } from '../errors.js';
import { body, code, int, nullable, object, okReply, pagingFields, route, str } from '../schemas/routeSchema.js';
import { portalSessionData, portalSessionReply, roleDates, roleDatesReply } from './portalSession.js';
import type { RouteContext } from './routeContext.js';
import { erpLanguage } from './erpLanguage.js';
import { contains, requiredInteger } from './reports/reportRequest.js';

const tags = ['Portal session'];

const list = (items: Record<string, unknown>) => ({ type: 'array', items: { type: 'object', properties: items } });

/** A report's name and description per language from its definition's own texts. */
const reportTitlesSchema = object(
  Object.fromEntries(TEXT_LANGUAGES.map((lng) => [lng, object({ nombre: str(), descripcion: str() })])),
  [],
  "The report's name and description per language from its definition's own texts (only when the definition has texts)",
);

/** Refuses an organisation id other than the caller's own. */
function sameOrganisation(principal: Principal, idOrganizacion: number | string | undefined): void {
  if (idOrganizacion !== undefined && Number(idOrganizacion) !== principal.idOrganizacion) throw new ErpError(403, 'FORBIDDEN');
}

/** Session calls of the portal: user data, menu options, reports, companies, company and language change, role and role dates, order statuses. */
export async function portalRoutes(app: FastifyInstance, ctx: RouteContext & { definitions: DefinitionStore }): Promise<void> {
  const { db } = ctx;
  app.addHook('preHandler', authenticate(db, ctx.tokens));
  const P = '/wscomun/portalinformes';

  app.post(`${P}/datosUsuario`, {
    config: { callKind: 'session' },
    schema: route({
      summary: 'ERP user data of the session', tags,
      body: body({ getAvatarSN: str(undefined, { enum: ['S', 'N'] }) }),
      reply: object({ usuario: str(), nombre: str(), empresa: str('Company of the ERP session'), userId: int(), orgId: int(), idiomaUsuario: str('E means Spanish'), errorCode: int(), errorMsg: str() }),
    }),
  }, async ({ principal: p }) => ({
    usuario: p.usuario, nombre: p.nombre, empresa: p.empresaSesion, userId: p.userId, orgId: p.idOrganizacion, idiomaUsuario: p.idioma, errorCode: 0, errorMsg: '',
  }));

  app.post(`${P}/datosUsuarioPortal`, {
    config: { callKind: 'session' },
    schema: route({
      summary: 'Portal session data of the user', description: 'An empty result means the user is not configured in the portal.', tags,
      body: body({}),
      reply: portalSessionReply,
    }),
  }, async (request) => portalSessionData(db, request.principal, String(request.headers['x-ddol-security-token'] ?? (request.body as { tira?: string }).tira ?? '')));

  app.post(`${P}/listaOpcionesPortal`, {
    config: { callKind: 'session' },
    schema: route({
      summary: 'Menu options of the user', description: 'Options the organisation has and the user is allowed (valueSN S).', tags,
      body: body({ idOrganizacion: code() }, ['idOrganizacion']),
      reply: object({ statusCode: str(), result: list({ id: int(), padre: nullable(int()), codigo: str(), nombre: str(), orden: int(), valueSN: str() }) }),
    }),
  }, async (request) => {
    const p = request.principal;
    sameOrganisation(p, (request.body as { idOrganizacion: number }).idOrganizacion);
    const rows = await db.selectFrom('opciones as o')
      .innerJoin('organizacion_opciones as oo', 'oo.id_opcion', 'o.id')
      .innerJoin('usuario_opciones as uo', (j) => j.onRef('uo.id_opcion', '=', 'o.id').onRef('uo.id_organizacion', '=', 'oo.id_organizacion'))
      .select(['o.id', 'o.padre', 'o.codigo', 'o.nombre', 'o.orden', 'uo.value_sn'])
      .where('oo.id_organizacion', '=', p.idOrganizacion).where('uo.usuario', '=', p.usuario).where('uo.value_sn', '=', 'S')
      .orderBy('o.orden').execute();
    return { statusCode: '200', result: p.portal ? rows.map((r) => ({ id: r.id, padre: r.padre, codigo: r.codigo, nombre: r.nombre, orden: r.orden, valueSN: r.value_sn })) : [] };
  });

  app.post(`${P}/listaInformesPortal`, {
    config: { callKind: 'session' },
    schema: route({
      summary: 'Reports of the user',
      description: 'Reports the organisation has and the user is allowed; PRESUPUESTOS only for ADMIN and REPRESENTANTE; a report of the organisation\'s own '
        + '(nuevoInforme) only while it is published (granted before its first publication, or withdrawn, it is not listed). '
        + 'textos (portal extension): a report whose effective definition carries its own texts gets its name and description in es, en, fr and it. '
        + 'icono, pantallaCompleta and anchoMaximo (portal extension): the card icon and the dialog size of a report with a definition, from its effective definition.',
      tags,
      body: body({ idOrganizacion: code() }, ['idOrganizacion']),
      reply: object({
        statusCode: str(),
        result: list({
          informe: str(), descripcion: str(), url: str(), parametros: str('JSON text'),
          textos: reportTitlesSchema,
          icono: str('Card icon (the definition\'s icon id)'), pantallaCompleta: str('S: the report opens full screen', { enum: ['S', 'N'] }),
          anchoMaximo: { type: 'integer', description: 'Width of the report dialog in pixels, when not full screen' },
          abrirTrasToken: str('The report opens by itself after a login through an access link of this kind (the definition\'s openAfterTokenLogin)', { enum: ['shop', 'expert'] }),
        }),
      }),
    }),
  }, async (request) => {
    const p = request.principal;
    sameOrganisation(p, (request.body as { idOrganizacion: number }).idOrganizacion);
    const [held, codes, own] = await Promise.all([
      heldReports(db, p), ctx.definitions.codes(p.idOrganizacion),
      db.selectFrom('informes').select('informe').where('id_organizacion', '=', p.idOrganizacion).execute(),
    ]);
    // A report of the organisation's own (nuevoInforme) is listed only while it has a definition: granted before its first publication, or after its
    // publication was withdrawn, it would be a card that opens nothing. The grant is kept, not refused: an administrator sets up who gets a new
    // report while preparing it, and its publication then reaches exactly them at once (and a withdrawn report published again reaches them again).
    const ownCodes = new Set(own.map((r) => r.informe));
    const known = new Set(codes);
    const listed = held.filter((r) => !ownCodes.has(r.informe) || known.has(r.informe));
    const definitions = await ctx.definitions.getMany(listed.map((r) => r.informe), p.idOrganizacion);
    const result = listed.map((report) => {
      const definition = definitions.get(report.informe);
      if (!definition) return report;
      const textos = definitionTitles(definition);
      return {
        ...report, ...(textos ? { textos } : {}), icono: definition.icon, pantallaCompleta: definition.dialog?.fullScreen === true ? 'S' : 'N',
        ...(definition.dialog?.maxWidth ? { anchoMaximo: definition.dialog.maxWidth } : {}),
        ...(definition.openAfterTokenLogin ? { abrirTrasToken: definition.openAfterTokenLogin } : {}),
      };
    });
    return { statusCode: '200', result };
  });

  app.post(`${P}/lovEmpresa`, {
    config: { callKind: 'session' },
    schema: route({
      summary: 'Companies of the organisation', tags: ['Lookups'],
      body: body({ ...pagingFields }),
      reply: object({ statusCode: str(), statusText: str(), numReg: int(), dataRes: list({ empresa: str(), nombre: str() }) }),
    }),
  }, async (request) => {
    const p = request.principal;
    const { orderBy, order, search, offset = 1, numRows = 100 } = request.body as { orderBy?: string; order?: string; search?: string; offset?: number; numRows?: number };
    let q = db.selectFrom('empresas').where('id_organizacion', '=', p.idOrganizacion);
    // contains() escapes the wildcards and the escape character: a raw LIKE pattern ending in a backslash is an error on PostgreSQL.
    if (search) q = q.where(contains(db, ['empresa', 'nombre'], search));
    const column = orderBy === 'empresa' ? 'empresa' : 'nombre';
    const [rows, count] = await Promise.all([
      q.select(['empresa', 'nombre']).orderBy(column, order?.toUpperCase() === 'DESC' ? 'desc' : 'asc').limit(numRows).offset(offset - 1).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { statusCode: '200', statusText: 'OK', numReg: Number(count.n), dataRes: rows };
  });

  app.post(`${P}/setEmpresa`, {
    config: { callKind: 'session', writes: true },
    schema: route({
      summary: 'Set the company of the ERP session (set-company)', description: 'usuario must be the session user (upper case); the company must belong to the organisation. Answers result ko on failure.', tags,
      body: body({ usuario: str(undefined, { minLength: 1 }) }, ['usuario', 'empresa']),
      reply: okReply,
    }),
  }, async (request) => {
    const p = request.principal;
    const { usuario, empresa } = request.body as { usuario: string; empresa: string | number };
    if (usuario.toUpperCase() !== p.usuario.toUpperCase()) throw new ErpError(403, 'FORBIDDEN');
    const emp = await db.selectFrom('empresas').select('empresa').where('empresa', '=', String(empresa)).where('id_organizacion', '=', p.idOrganizacion).executeTakeFirst();
    if (!emp) return { result: 'ko', statusCode: '200', errorMsg: 'Error al cambiar la empresa' };
    await db.updateTable('usuarios_erp').set({ empresa_sesion: emp.empresa }).where('user_id', '=', p.userId).execute();
    return { result: 'ok', statusCode: '200' };
  });

  app.post(`${P}/cambiaIdioma`, {
    config: { callKind: 'session', writes: true },
    schema: route({
      summary: 'Change the user language (change-language)', description: 'idioma is es, en, fr or it (any case); Spanish is stored as the ERP code E.', tags,
      body: body({ idioma: str(undefined, { enum: ['es', 'en', 'fr', 'it', 'ES', 'EN', 'FR', 'IT', 'E'] }), usuario: str(undefined, { minLength: 1 }) }, ['idioma', 'usuario']),
      reply: okReply,
    }),
  }, async (request) => {
    const p = request.principal;
    const { idioma, usuario } = request.body as { idioma: string; usuario: string };
    if (usuario.toUpperCase() !== p.usuario.toUpperCase()) throw new ErpError(403, 'FORBIDDEN');
    const code = idioma.toUpperCase();
    await db.updateTable('usuarios_erp').set({ idioma: code === 'ES' ? 'E' : code }).where('user_id', '=', p.userId).execute();
    return { result: 'ok', statusCode: '200' };
  });

  app.post(`${P}/rolePortal`, {
    config: { callKind: 'session' },
    schema: route({
      summary: 'Role of the session user (role by tira)', tags,
      body: body({ idOrganizacion: code() }, ['idOrganizacion']),
      reply: object({ statusCode: str(), idRol: nullable(int()), role: nullable(str()) }),
    }),
  }, async (request) => {
    const p = request.principal;
    sameOrganisation(p, (request.body as { idOrganizacion: number }).idOrganizacion);
    return { statusCode: '200', idRol: p.portal?.idRol ?? null, role: p.portal?.role ?? null };
  });

  app.post(`${P}/getFechasRoles`, {
    config: { callKind: 'session' },
    schema: route({
      summary: 'Date limits of a role in the session company (role dates)', description: 'Dates as DD/MM/YYYY; an empty list means the role has no configuration yet.', tags,
      body: body({ organizacion: code(), rol: code('Role id') }, ['organizacion', 'rol']),
      reply: roleDatesReply,
    }),
  }, async (request) => {
    const p = request.principal;
    const { organizacion, rol, empresa } = request.body as { organizacion: string | number; rol: string | number; empresa?: string | number };
    const org = await db.selectFrom('organizaciones').select('id_organizacion')
      .where((eb) => eb.or([eb('dominio', '=', String(organizacion)), eb(sql<string>`cast(id_organizacion as text)`, '=', String(organizacion))])).executeTakeFirst();
    if (!org || org.id_organizacion !== p.idOrganizacion) throw new ErpError(403, 'FORBIDDEN');
    return roleDates(db, p.idOrganizacion, requiredInteger(rol, 'rol'), String(empresa ?? p.portal?.empresa ?? p.empresaSesion));
  });

  app.post(`${P}/getEstadosPedidosWeb`, {
    config: { callKind: 'session' },
    schema: route({
      summary: 'Order web statuses', description: 'estadoCompletoExpert = order status × 10 + manufacturing status.', tags,
      body: body({ idioma: str(undefined, { pattern: '^(ES|EN|FR|IT|E)$' }), order: str(undefined, { enum: ['ASC', 'DESC'] }) }, ['idioma']),
      reply: object({
        statusCode: str(),
        estados: list({ estadoPedidoWeb: int(), estadoFabricacionExpert: int(), estadoPedidoExpert: int(), estadoCompletoExpert: int(), descripcion: str(), icono: str() }),
      }),
    }),
  }, async (request) => {
    const p = request.principal;
    const { idioma, order, empresa } = request.body as { idioma: string; order?: string; empresa?: string | number };
    const lang = erpLanguage(idioma);
    const emp = String(empresa ?? p.portal?.empresa ?? p.empresaSesion);
    const allowed = await db.selectFrom('empresas').select('empresa').where('empresa', '=', emp).where('id_organizacion', '=', p.idOrganizacion).executeTakeFirst();
    if (!allowed) throw new ErpError(403, 'COMPANY_NOT_ALLOWED');
    const rows = await db.selectFrom('estados_pedido_web as e')
      .innerJoin('estados_pedido_web_desc as d', (j) => j.onRef('d.empresa', '=', 'e.empresa').onRef('d.estado_pedido_web', '=', 'e.estado_pedido_web'))
      .select(['e.estado_pedido_web', 'e.estado_pedido_expert', 'e.estado_fabricacion_expert', 'e.icono', 'd.descripcion'])
      .where('e.empresa', '=', emp).where('d.idioma', '=', lang).orderBy('e.orden', order === 'DESC' ? 'desc' : 'asc').execute();
    return {
      statusCode: '200',
      estados: rows.map((r) => ({
        estadoPedidoWeb: r.estado_pedido_web, estadoFabricacionExpert: r.estado_fabricacion_expert, estadoPedidoExpert: r.estado_pedido_expert,
        estadoCompletoExpert: r.estado_pedido_expert * 10 + r.estado_fabricacion_expert, descripcion: r.descripcion, icono: r.icono,
      })),
    };
  });
}
