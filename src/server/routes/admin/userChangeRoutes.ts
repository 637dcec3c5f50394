import type { FastifyInstance } from 'fastify';
import { ErpError } from '../../errors.js';
import { body, code, flagSN, int, object, okReply, str } from '../../schemas/routeSchema.js';
import { text } from '../reports/reportRequest.js';
import { optCode, reportRoute } from '../reports/reportSchemas.js';
import type { RouteContext } from '../routeContext.js';
import { ADMIN_OPTION, optionAllowed } from '../../../domain/users/visibility';
import type { UserLinks } from '../../../domain/users/roleLinks';
import { adminCompany, checkOrganisation } from './adminAccess.js';
import { ADMIN_TAGS as tags, idOrganizacion, P } from './adminSchemas.js';
import { checkUserLinks } from './userLinksCheck.js';
import { organisationCatalogue } from './userQueries.js';

interface UpdateBody {
  usuario: string; usuarioModificacion?: string; activoSN: 'S' | 'N'; nuevaEmpresa: string | number; nombreEmpresa?: string; role: string;
  opciones: { id: number; valueSN: 'S' | 'N' }[]; informes: { informe: string; valueSN: 'S' | 'N' }[];
  cliente?: unknown; sucursal?: unknown; sucursales?: unknown[]; representante?: unknown; agente?: unknown; proveedor?: unknown; sucursalProv?: unknown;
}

const conflict = (message: string) => new ErpError(409, 'CONFLICT', message);
const invalid = (message: string) => new ErpError(400, 'VALIDATION_ERROR', `Invalid request: ${message}`);

/** Saving and deleting the portal configuration of a user. */
export async function userChangeRoutes(app: FastifyInstance, { db, tokens }: RouteContext): Promise<void> {
  /** The portal user of the caller's organisation with their ERP user id, or 404. */
  async function target(org: number, usuario: string) {
    const row = await db.selectFrom('usuarios_portal as p')
      .innerJoin('usuarios_erp as u', (j) => j.onRef('u.id_organizacion', '=', 'p.id_organizacion').onRef('u.usuario', '=', 'p.usuario'))
      .select(['p.usuario', 'p.empresa', 'p.id_rol', 'p.activo_sn', 'u.user_id']).where('p.id_organizacion', '=', org).where('p.usuario', '=', usuario).executeTakeFirst();
    if (!row) throw new ErpError(404, 'NOT_FOUND', `No portal user ${usuario}`);
    return row;
  }

  app.post(`${P}/actualizaUsuario`, {
    config: { callKind: 'admin', writes: true },
    schema: reportRoute({
      summary: 'Save a portal user (user update)', tags,
      description: [
        'Company (nuevaEmpresa), role (code), activation and the links the role uses: REPRESENTANTE representante+agente, CLIENTE cliente, SUCURSAL cliente+sucursal,',
        'MULTISUCURSAL cliente+sucursales, PROVEEDOR proveedor (+sucursalProv); ADMIN and SOPORTE none. A link the role does not use is refused, and so is activoSN S',
        'while the role\'s links are incomplete (MULTISUCURSAL: a customer and at least one branch). Every link must exist in the company.',
        'opciones (by id) and informes (by code) set the S/N flags given; the others keep theirs. ADMIN_USU and ADMIN_INF only for ADMIN.',
        'A change of role, company or activation ends the user\'s sessions; flags take effect on their next call.',
        'An administrator cannot take away their own ADMIN role, activation or ADMIN_USU option (409).',
      ].join(' '),
      body: body({
        idOrganizacion, usuario: str('User to save', { minLength: 1 }), usuarioModificacion: str('The administrator saving (the session user)'),
        activoSN: flagSN('S activates the user'), nuevaEmpresa: code('Company of the user'), nombreEmpresa: str('Name of the company (informative)'),
        role: str('Role code (listaRoles)', { minLength: 1 }),
        opciones: { type: 'array', maxItems: 500, items: object({ id: int(), valueSN: flagSN() }, ['id', 'valueSN']) },
        informes: { type: 'array', maxItems: 500, items: object({ informe: str(undefined, { minLength: 1, maxLength: 64 }), valueSN: flagSN() }, ['informe', 'valueSN']) },
        representante: optCode(), agente: optCode(), cliente: optCode(), sucursal: optCode(),
        sucursales: { type: ['array', 'null'], maxItems: 1000, items: code(), description: 'Branches of a MULTISUCURSAL user' },
        proveedor: optCode(), sucursalProv: optCode(),
      }, ['usuario', 'activoSN', 'nuevaEmpresa', 'role', 'opciones', 'informes']),
      reply: okReply,
    }),
  }, async (request) => {
    const b = request.body as UpdateBody & { idOrganizacion?: string | number };
    const p = request.principal;
    await checkOrganisation(db, p, b.idOrganizacion);
    if (b.usuarioModificacion && b.usuarioModificacion.toUpperCase() !== p.usuario.toUpperCase()) throw new ErpError(403, 'FORBIDDEN', 'usuarioModificacion must be the session user');
    const user = await target(p.idOrganizacion, b.usuario);
    const { empresa } = await adminCompany(db, p, b.nuevaEmpresa);
    const role = await db.selectFrom('roles').select(['id_rol', 'role']).where('role', '=', b.role).executeTakeFirst();
    if (!role) throw invalid(`role ${b.role} does not exist`);
    const links: UserLinks = {
      cliente: text(b.cliente) ?? null, sucursal: text(b.sucursal) ?? null, sucursales: [...new Set((b.sucursales ?? []).map((s) => text(s)).filter((s): s is string => Boolean(s)))],
      representante: text(b.representante) ?? null, agente: text(b.agente) ?? null, proveedor: text(b.proveedor) ?? null, sucursalProv: text(b.sucursalProv) ?? null,
    };
    const activate = b.activoSN === 'S';
    await checkUserLinks(db, empresa, role.role, links, activate);

    const catalogue = await organisationCatalogue(db, p.idOrganizacion);
    const optionCode = new Map(catalogue.opciones.map((o) => [o.id, o.codigo]));
    const reportCodes = new Set(catalogue.informes.map((i) => i.informe));
    for (const o of b.opciones) {
      const code = optionCode.get(o.id);
      if (!code) throw invalid(`opciones: option ${o.id} is not an option of the organisation`);
      if (o.valueSN === 'S' && !optionAllowed(code, role.role)) throw invalid(`opciones: ${code} is only for role ADMIN`);
    }
    const unknownReport = b.informes.find((i) => !reportCodes.has(i.informe));
    if (unknownReport) throw invalid(`informes: ${unknownReport.informe} is not a report of the organisation`);
    if (user.usuario === p.usuario) {
      const dropsAdminOption = b.opciones.some((o) => optionCode.get(o.id) === ADMIN_OPTION && o.valueSN === 'N');
      if (role.role !== 'ADMIN' || !activate || dropsAdminOption) throw conflict('You cannot take away your own administration access (ADMIN role, activation and ADMIN_USU)');
    }

    const key = { id_organizacion: p.idOrganizacion, usuario: user.usuario };
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('usuarios_portal').set({
        empresa, id_rol: role.id_rol, cliente: links.cliente, sucursal: links.sucursal, representante: links.representante, agente: links.agente,
        proveedor: links.proveedor, sucursal_prov: links.sucursalProv, activo_sn: b.activoSN, usuario_modificacion: p.usuario, fecha_modificacion: now,
      }).where('id_organizacion', '=', key.id_organizacion).where('usuario', '=', key.usuario).execute();
      await trx.deleteFrom('usuario_sucursales').where('id_organizacion', '=', key.id_organizacion).where('usuario', '=', key.usuario).execute();
      if (links.sucursales.length) await trx.insertInto('usuario_sucursales').values(links.sucursales.map((sucursal) => ({ ...key, sucursal }))).execute();
      for (const o of b.opciones) {
        await trx.insertInto('usuario_opciones').values({ ...key, id_opcion: o.id, value_sn: o.valueSN })
          .onConflict((oc) => oc.columns(['id_organizacion', 'usuario', 'id_opcion']).doUpdateSet({ value_sn: o.valueSN })).execute();
      }
      for (const i of b.informes) {
        await trx.insertInto('usuario_informes').values({ ...key, informe: i.informe, value_sn: i.valueSN })
          .onConflict((oc) => oc.columns(['id_organizacion', 'usuario', 'informe']).doUpdateSet({ value_sn: i.valueSN })).execute();
      }
    });
    const changed = user.id_rol !== role.id_rol || user.empresa !== empresa || user.activo_sn !== b.activoSN;
    if (changed && user.usuario !== p.usuario) await tokens.revokeUser(user.user_id);
    return { result: 'ok', statusCode: '200' };
  });

  app.post(`${P}/eliminarUsuario`, {
    config: { callKind: 'admin', writes: true },
    schema: reportRoute({
      summary: 'Delete a portal user (eliminarUsuario)', tags,
      description: 'Removes the portal configuration of the user (role, links, options, reports) and ends their sessions; the ERP user stays and can be added again on-premise. '
        + 'organizacion is the domain or id of the caller\'s organisation. 404 for an unknown user, 409 for the caller themselves.',
      body: body({ organizacion: code('Domain or id of the organisation'), usuario: str('User to delete', { minLength: 1 }) }, ['usuario']),
      reply: okReply,
    }),
  }, async (request) => {
    const b = request.body as { organizacion?: string | number; usuario: string };
    const p = request.principal;
    await checkOrganisation(db, p, b.organizacion);
    const user = await target(p.idOrganizacion, b.usuario);
    if (user.usuario === p.usuario) throw conflict('You cannot delete your own user');
    await db.transaction().execute(async (trx) => {
      for (const table of ['usuario_sucursales', 'usuario_opciones', 'usuario_informes', 'usuarios_portal'] as const) {
        await trx.deleteFrom(table).where('id_organizacion', '=', p.idOrganizacion).where('usuario', '=', user.usuario).execute();
      }
    });
    await tokens.revokeUser(user.user_id);
    return { result: 'ok', statusCode: '200' };
  });
}
