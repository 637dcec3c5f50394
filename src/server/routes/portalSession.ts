import type { Kysely } from 'kysely';
import type { Principal } from '../auth/loadPrincipal.js';
import type { Database } from '../db/tables.js';
import { int, nullable, object, str } from '../schemas/routeSchema.js';
import { isoToDmy } from './dates.js';

const list = (items: Record<string, unknown>) => ({ type: 'array', items: { type: 'object', properties: items } });

/** The reply schema of datosUsuarioPortal (portalSessionData), also the session of a designer preview. */
export const portalSessionReply = object({
  statusCode: str(), errorMsg: str(),
  result: list({
    tira: str(), organizacion: str(), idOrganizacion: int(), usuario: str(), nombreUsuario: str(), empresa: str(), nombreEmpresa: str(),
    proveedor: nullable(str()), sucursalProv: nullable(str()), role: nullable(str()), idRol: nullable(int()), cliente: nullable(str()), clienteNombre: nullable(str()),
    sucursal: nullable(str()), sucursalNombre: nullable(str()), sucursales: { type: 'array', items: object({ sucursal: str(), razonSocial: str() }) },
    representante: nullable(str()), agente: nullable(str()), representanteNombre: nullable(str()), nivelMaxArt: int(), usuarioExpertSN: str(), permiteCreaOCSN: str(),
  }),
});

/** The reply schema of getFechasRoles (roleDates), also the role dates of a designer preview. */
export const roleDatesReply = object({
  statusCode: str(),
  roles: list({ idRol: int(), fechaInicio: nullable(str()), fechaFinal: nullable(str()), diasAntiguedad: nullable(int()), autoFiltro: nullable(str()) }),
});

/** The reply of datosUsuarioPortal for a principal: their portal session data, or an empty result when they are not configured in the portal. */
export async function portalSessionData(db: Kysely<Database>, p: Principal, tira: string) {
  if (!p.portal) return { statusCode: '200', errorMsg: '', result: [] };
  const { portal } = p;
  const [org, emp, cli, suc, rep, sucursales] = await Promise.all([
    db.selectFrom('organizaciones').select('dominio').where('id_organizacion', '=', p.idOrganizacion).executeTakeFirstOrThrow(),
    db.selectFrom('empresas').select('nombre').where('empresa', '=', portal.empresa).executeTakeFirst(),
    portal.cliente ? db.selectFrom('clientes').select('razon_social').where('empresa', '=', portal.empresa).where('cliente', '=', portal.cliente).executeTakeFirst() : undefined,
    portal.cliente && portal.sucursal ? db.selectFrom('sucursales').select('razon_social').where('empresa', '=', portal.empresa).where('cliente', '=', portal.cliente).where('sucursal', '=', portal.sucursal).executeTakeFirst() : undefined,
    portal.representante ? db.selectFrom('representantes').select('nombre').where('empresa', '=', portal.empresa).where('representante', '=', portal.representante).where('agente', '=', portal.agente ?? '1').executeTakeFirst() : undefined,
    portal.cliente ? db.selectFrom('usuario_sucursales as us').innerJoin('sucursales as s', (j) => j.onRef('s.sucursal', '=', 'us.sucursal'))
      .select(['s.sucursal', 's.razon_social']).where('us.id_organizacion', '=', p.idOrganizacion).where('us.usuario', '=', p.usuario)
      .where('s.empresa', '=', portal.empresa).where('s.cliente', '=', portal.cliente).orderBy('s.sucursal').execute() : [],
  ]);
  return {
    statusCode: '200', errorMsg: '',
    result: [{
      tira, organizacion: org.dominio, idOrganizacion: p.idOrganizacion, usuario: p.usuario, nombreUsuario: p.nombre,
      empresa: portal.empresa, nombreEmpresa: emp?.nombre ?? '', proveedor: portal.proveedor, sucursalProv: portal.sucursalProv,
      role: portal.role, idRol: portal.idRol, cliente: portal.cliente, clienteNombre: cli?.razon_social ?? null,
      sucursal: portal.sucursal, sucursalNombre: suc?.razon_social ?? null,
      sucursales: sucursales.map((s) => ({ sucursal: s.sucursal, razonSocial: s.razon_social })),
      representante: portal.representante, agente: portal.agente, representanteNombre: rep?.nombre ?? null,
      nivelMaxArt: portal.nivelMaxArt, usuarioExpertSN: p.usuarioExpertSN, permiteCreaOCSN: p.permiteCreaOCSN,
    }],
  };
}

/** The reply of getFechasRoles: the date limits of a role in a company of the organisation (dates DD/MM/YYYY). */
export async function roleDates(db: Kysely<Database>, idOrganizacion: number, idRol: number, empresa: string) {
  const rows = await db.selectFrom('fechas_roles').selectAll()
    .where('id_organizacion', '=', idOrganizacion).where('id_rol', '=', idRol).where('empresa', '=', empresa).execute();
  return {
    statusCode: '200',
    roles: rows.map((r) => ({ idRol: r.id_rol, fechaInicio: isoToDmy(r.fecha_inicio), fechaFinal: isoToDmy(r.fecha_final), diasAntiguedad: r.dias_antiguedad, autoFiltro: r.auto_filtro })),
  };
}
