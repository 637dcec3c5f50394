import type { FastifyInstance } from 'fastify';
import { endpointsOf } from '../../../engine/definition/definitionEndpoints';
import { tokenOf } from '../../auth/authenticate.js';
import { loadPrincipal } from '../../auth/loadPrincipal.js';
import type { DefinitionStore } from '../../definitions/definitionStore.js';
import { ErpError } from '../../errors.js';
import { body, int, nullable, object, route, str } from '../../schemas/routeSchema.js';
import { portalSessionData, portalSessionReply, roleDates, roleDatesReply } from '../portalSession.js';
import { contains } from '../reports/reportRequest.js';
import type { RouteContext } from '../routeContext.js';
import { D, definicion, informe, tags } from './designerSchemas.js';

/** Lifetime of a preview session. */
export const PREVIEW_TTL_SECONDS = 300;
const usuario = str('Portal user', { minLength: 1, maxLength: 100 });

/** Preview as another user: pick the user, open a short read-only session as them, and the log of the sessions opened. */
export async function previewRoutes(app: FastifyInstance, { db, tokens, definitions }: RouteContext & { definitions: DefinitionStore }): Promise<void> {
  app.post(`${D}/usuariosVista`, {
    config: { callKind: 'admin' },
    schema: route({
      summary: 'Users to preview a report as (designer)', tags,
      description: 'Active portal users of the organisation with the role, optionally searched by user or name (at most 50), with the links that set their scope.',
      body: body({ role: str('Role code', { pattern: '^[A-Z_]+$', maxLength: 30 }), search: str(undefined, { maxLength: 100 }) }, ['role']),
      reply: object({
        result: {
          type: 'array', items: object({
            usuario: str(), nombre: str(), role: str(), cliente: nullable(str()), sucursal: nullable(str()), representante: nullable(str()), agente: nullable(str()),
            proveedor: nullable(str()), sucursalProv: nullable(str()),
          }),
        },
      }),
    }),
  }, async (request) => {
    const b = request.body as { role: string; search?: string };
    let q = db.selectFrom('usuarios_portal as p')
      .innerJoin('usuarios_erp as u', (j) => j.onRef('u.id_organizacion', '=', 'p.id_organizacion').onRef('u.usuario', '=', 'p.usuario'))
      .innerJoin('roles as r', 'r.id_rol', 'p.id_rol')
      .select(['p.usuario', 'u.nombre', 'r.role', 'p.cliente', 'p.sucursal', 'p.representante', 'p.agente', 'p.proveedor', 'p.sucursal_prov'])
      .where('p.id_organizacion', '=', request.principal.idOrganizacion).where('r.role', '=', b.role).where('p.activo_sn', '=', 'S').where('u.activo_sn', '=', 'S');
    if (b.search?.trim()) q = q.where(contains(db, ['p.usuario', 'u.nombre'], b.search.trim()));
    const rows = await q.orderBy('p.usuario').limit(50).execute();
    return { result: rows.map(({ sucursal_prov, ...r }) => ({ ...r, sucursalProv: sucursal_prov })) };
  });

  app.post(`${D}/sesionVista`, {
    config: { callKind: 'admin', writes: true },
    schema: route({
      summary: 'Open a preview session as a user (designer)', tags,
      description: `A read-only session as an active portal user of the organisation, valid ${PREVIEW_TTL_SECONDS / 60} minutes, without refresh token: its tira authenticates as that user `
        + '(their role and links, so the services apply their scope); routes that change data answer 403 to it; the data calls the given definition names are allowed even '
        + 'if the user does not hold the report yet. sesion is the datosUsuarioPortal reply of the user (with the preview tira), fechasRoles the getFechasRoles reply of their '
        + 'role and company, permisos their named permissions (getPermisosResiduos). Every session opened is recorded (registroVistas). 404 for an unknown or inactive user. '
        + 'It ends, at once and for good (its tira then answers 401 AUTH_INVALID_TOKEN), when the administrator logs out of the session it was opened from '
        + '(or that session is revoked or expires), is deactivated, or loses the ADMIN role or the ADMIN_INF option.',
      body: body({ usuario, informe, definicion }, ['usuario', 'informe', 'definicion']),
      reply: object({
        tira: str('Preview session token'), expira: int('Expiry, epoch ms', { maximum: Number.MAX_SAFE_INTEGER }),
        sesion: { ...portalSessionReply, description: 'The datosUsuarioPortal reply of the previewed user' },
        fechasRoles: { ...roleDatesReply, description: 'The getFechasRoles reply of the previewed user\'s role and company' },
        permisos: { type: 'array', items: str() },
      }),
    }),
  }, async (request) => {
    const b = request.body as { usuario: string; informe: string; definicion: Record<string, unknown> };
    const admin = request.principal;
    const org = admin.idOrganizacion;
    // The preview ends with the administrator's session it is opened from.
    const adminFamily = await tokens.familyOf(tokenOf(request) ?? '');
    if (!adminFamily) throw new ErpError(401, 'AUTH_INVALID_TOKEN');
    const user = await db.selectFrom('usuarios_erp').select('user_id').where('id_organizacion', '=', org).where('usuario', '=', b.usuario).executeTakeFirst();
    const target = user && await loadPrincipal(db, user.user_id);
    if (!target?.portal || target.idOrganizacion !== org) throw new ErpError(404, 'NOT_FOUND', `${b.usuario} is not an active portal user of the organisation`);
    let effective: unknown = b.definicion;
    try {
      effective = (await definitions.effectiveOf(b.informe, b.definicion, org)).definition;
    } catch {
      // An overlay of an unknown report previews what it names itself.
    }
    const endpoints = [...endpointsOf(effective)].sort();
    const { token, expira } = await tokens.startPreview({
      idOrganizacion: org, admin: admin.usuario, adminUserId: admin.userId, adminFamily, usuario: target.usuario, userId: target.userId, informe: b.informe, endpoints,
    }, PREVIEW_TTL_SECONDS);
    const previewed = { ...target, preview: { admin: admin.usuario, informe: b.informe, endpoints } };
    const [sesion, fechasRoles, permisos] = await Promise.all([
      portalSessionData(db, previewed, token),
      roleDates(db, org, target.portal.idRol ?? 0, target.portal.empresa),
      db.selectFrom('usuario_permisos').select('permiso').where('id_organizacion', '=', org).where('usuario', '=', target.usuario).orderBy('permiso').execute(),
    ]);
    return { tira: token, expira, sesion, fechasRoles, permisos: permisos.map((r) => r.permiso) };
  });

  app.post(`${D}/registroVistas`, {
    config: { callKind: 'admin' },
    schema: route({
      summary: 'Preview sessions opened in the organisation (designer)', tags,
      description: 'Who opened a preview as whom, for which report, when and until when; newest first (at most 500).',
      body: body({}),
      reply: object({ result: { type: 'array', items: object({ admin: str(), usuario: str(), informe: str(), fecha: str(), expira: int(undefined, { maximum: Number.MAX_SAFE_INTEGER }) }) } }),
    }),
  }, async (request) => {
    const rows = await db.selectFrom('vistas_previas').select(['admin', 'usuario', 'informe', 'fecha', 'expira'])
      .where('id_organizacion', '=', request.principal.idOrganizacion).orderBy('fecha', 'desc').limit(500).execute();
    return { result: rows.map((r) => ({ ...r, expira: Number(r.expira) })) };
  });
}
