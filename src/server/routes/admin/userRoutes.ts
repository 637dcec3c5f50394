import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { ErpError } from '../../errors.js';
import { body, object, okReply, str } from '../../schemas/routeSchema.js';
import { pageOf } from '../reports/listQuery.js';
import { allOf, contains, paging, text, type PagingBody } from '../reports/reportRequest.js';
import { nstr, reportRoute } from '../reports/reportSchemas.js';
import type { RouteContext } from '../routeContext.js';
import { adminCompany, checkOrganisation } from './adminAccess.js';
import { ADMIN_TAGS as tags, adminPaging, idOrganizacion, P, portalUserRow, userListReply } from './adminSchemas.js';
import { organisationCatalogue, portalUsers } from './userQueries.js';

interface ListBody extends PagingBody { idOrganizacion?: string | number; search?: string | null; filters?: { usuario?: string | null; role?: string | null } | null }

/** Level of articles a new portal user may see, as the demo users have it. */
const NIVEL_MAX_ART = 3;

/** The user lists of the administration screen and the creation of portal users from ERP users (on-premise). */
export async function userRoutes(app: FastifyInstance, { db, config }: RouteContext): Promise<void> {
  app.post(`${P}/listadoUsuarios`, {
    config: { callKind: 'admin' },
    schema: reportRoute({
      summary: 'Portal users (portal-users list)', tags,
      description: 'Portal users of the organisation with company, role, links, menu options and reports (S/N). search looks in user, name and e-mail; '
        + 'orderBy usuario (default, ASC), nombre or email; filters.usuario picks one user, filters.role one role. '
        + 'empresa, when given, must be a company of the caller\'s organisation (403 COMPANY_NOT_ALLOWED otherwise).',
      body: body({ idOrganizacion, ...adminPaging({ usuario: nstr('Exact user'), role: nstr('Role code') }) }),
      reply: userListReply(portalUserRow),
    }),
  }, async (request) => {
    const b = request.body as ListBody;
    const p = request.principal;
    await checkOrganisation(db, p, b.idOrganizacion);
    const conditions: RawBuilder<unknown>[] = [sql`p.id_organizacion = ${p.idOrganizacion}`];
    const search = text(b.search);
    if (search) conditions.push(contains(db, ['p.usuario', 'u.nombre', 'u.email'], search));
    const usuario = text(b.filters?.usuario);
    if (usuario) conditions.push(sql`p.usuario = ${usuario}`);
    const role = text(b.filters?.role);
    if (role) conditions.push(sql`p.id_rol in (select r.id_rol from roles r where r.role = ${role})`);
    const page = paging(b, { usuario: 'p.usuario', nombre: 'u.nombre', email: 'u.email' }, { orderBy: 'usuario', order: 'ASC', tiebreak: ['p.usuario'], numRows: 5 });
    const q = db.selectFrom('usuarios_portal as p')
      .innerJoin('usuarios_erp as u', (j) => j.onRef('u.id_organizacion', '=', 'p.id_organizacion').onRef('u.usuario', '=', 'p.usuario'))
      .where(allOf(conditions));
    const [rows, totalRows] = await pageOf(q, (x) => x.select('p.usuario'), page);
    return { statusCode: '200', totalRows, result: await portalUsers(db, p.idOrganizacion, rows.map((r) => r.usuario)) };
  });

  app.post(`${P}/listaUsuarios`, {
    config: { callKind: 'admin' },
    schema: reportRoute({
      summary: 'ERP users not yet in the portal (user list)', tags,
      description: 'Active ERP users of the organisation without a portal configuration, for the new-user dialog (which fetches up to 9999). search looks in user, name and e-mail; orderBy usuario (default), nombre or email. '
        + 'empresa, when given, must be a company of the caller\'s organisation (403 COMPANY_NOT_ALLOWED otherwise).',
      body: body({ idOrganizacion, ...adminPaging() }),
      reply: userListReply(object({ usuario: str(), login: str(), nombre: str(), email: str(), telefono: str() })),
    }),
  }, async (request) => {
    const b = request.body as ListBody;
    const p = request.principal;
    await checkOrganisation(db, p, b.idOrganizacion);
    const conditions: RawBuilder<unknown>[] = [
      sql`u.id_organizacion = ${p.idOrganizacion}`, sql`u.activo_sn = 'S'`,
      sql`not exists (select 1 from usuarios_portal p where p.id_organizacion = u.id_organizacion and p.usuario = u.usuario)`,
    ];
    const search = text(b.search);
    if (search) conditions.push(contains(db, ['u.usuario', 'u.nombre', 'u.email'], search));
    const page = paging(b, { usuario: 'u.usuario', nombre: 'u.nombre', email: 'u.email' }, { orderBy: 'usuario', order: 'ASC', tiebreak: ['u.usuario'], numRows: 9999 });
    const q = db.selectFrom('usuarios_erp as u').where(allOf(conditions));
    const [rows, totalRows] = await pageOf(q, (x) => x.select(['u.usuario', 'u.usuario as login', 'u.nombre', 'u.email', 'u.telefono']), page);
    return { statusCode: '200', totalRows, result: rows };
  });

  app.post(`${P}/creaUsuarioSP`, {
    config: { callKind: 'admin', writes: true },
    schema: reportRoute({
      summary: 'Add an ERP user to the portal (user create, on-premise)', tags,
      description: 'On-premise only (403 on the hosted service). Creates the portal configuration of an ERP user of the organisation: the caller\'s company, no role, '
        + 'every option and report off, inactive until an administrator configures and saves it. 404 for an unknown ERP user, 409 when already in the portal. '
        + 'nombre, email and telefono are the ERP user\'s; login, when given, must be the ERP user.',
      body: body({
        idOrganizacion, login: str('Login name (the ERP user)'), usuario: str('ERP user code', { minLength: 1 }), nombre: str(), email: str(), telefono: str(),
      }, ['usuario']),
      reply: okReply,
    }),
  }, async (request) => {
    const b = request.body as { idOrganizacion?: string | number; login?: string; usuario: string; empresa?: string | number };
    const p = request.principal;
    if (config.mode !== 'onpremise') throw new ErpError(403, 'FORBIDDEN', 'Portal users are added from ERP users on-premise only');
    await checkOrganisation(db, p, b.idOrganizacion);
    if (b.login && b.login.toUpperCase() !== b.usuario.toUpperCase()) throw new ErpError(400, 'VALIDATION_ERROR', 'Invalid request: login must be the ERP user');
    const erpUser = await db.selectFrom('usuarios_erp').select('usuario').where('id_organizacion', '=', p.idOrganizacion).where('usuario', '=', b.usuario).where('activo_sn', '=', 'S').executeTakeFirst();
    if (!erpUser) throw new ErpError(404, 'NOT_FOUND', `No active ERP user ${b.usuario}`);
    const existing = await db.selectFrom('usuarios_portal').select('usuario').where('id_organizacion', '=', p.idOrganizacion).where('usuario', '=', b.usuario).executeTakeFirst();
    if (existing) throw new ErpError(409, 'CONFLICT', `${b.usuario} is already a portal user`);
    const { empresa } = await adminCompany(db, p, b.empresa);
    const catalogue = await organisationCatalogue(db, p.idOrganizacion);
    const now = new Date().toISOString();
    const key = { id_organizacion: p.idOrganizacion, usuario: erpUser.usuario };
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('usuarios_portal').values({
        ...key, empresa, id_rol: null, cliente: null, sucursal: null, representante: null, agente: null, proveedor: null, sucursal_prov: null,
        nivel_max_art: NIVEL_MAX_ART, fecha_alta: now.slice(0, 10), activo_sn: 'N', usuario_modificacion: p.usuario, fecha_modificacion: now,
      }).execute();
      if (catalogue.opciones.length) await trx.insertInto('usuario_opciones').values(catalogue.opciones.map((o) => ({ ...key, id_opcion: o.id, value_sn: 'N' }))).execute();
      if (catalogue.informes.length) await trx.insertInto('usuario_informes').values(catalogue.informes.map((i) => ({ ...key, informe: i.informe, value_sn: 'N' }))).execute();
    });
    return { result: 'ok', statusCode: '200' };
  });
}
