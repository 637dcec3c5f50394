import type { Kysely } from 'kysely';
import { COMMON_REPORTS, type Database } from '../../db/tables.js';
import type { PortalUserRow } from '../../../domain/users/portalUserRow';
import { isoToDmy } from '../dates.js';

/** Menu options and reports the organisation has contracted (common reports and its own), in menu order. */
export async function organisationCatalogue(db: Kysely<Database>, org: number) {
  const [opciones, informes] = await Promise.all([
    db.selectFrom('opciones as o').innerJoin('organizacion_opciones as oo', 'oo.id_opcion', 'o.id')
      .select(['o.id', 'o.codigo', 'o.nombre', 'o.orden']).where('oo.id_organizacion', '=', org).orderBy('o.orden').execute(),
    db.selectFrom('informes as i').innerJoin('organizacion_informes as oi', 'oi.informe', 'i.informe')
      .select(['i.informe', 'i.descripcion']).where('oi.id_organizacion', '=', org).where('i.id_organizacion', 'in', [COMMON_REPORTS, org]).orderBy('i.orden').execute(),
  ]);
  return { opciones, informes };
}

/** 'YYYY-MM-DDTHH:mm…' → 'DD/MM/YYYY HH:mm'. */
const dateTime = (iso: string | null) => (iso ? `${isoToDmy(iso)} ${iso.slice(11, 16)}`.trim() : null);

/** The portal users of an organisation with everything the administration screen shows (spec 1 §3), in the order of `usuarios`. */
export async function portalUsers(db: Kysely<Database>, org: number, usuarios: readonly string[]): Promise<PortalUserRow[]> {
  if (usuarios.length === 0) return [];
  const [base, branches, optionFlags, reportFlags, catalogue] = await Promise.all([
    db.selectFrom('usuarios_portal as p')
      .innerJoin('usuarios_erp as u', (j) => j.onRef('u.id_organizacion', '=', 'p.id_organizacion').onRef('u.usuario', '=', 'p.usuario'))
      .leftJoin('roles as r', 'r.id_rol', 'p.id_rol')
      .leftJoin('empresas as e', 'e.empresa', 'p.empresa')
      .leftJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'p.empresa').onRef('c.cliente', '=', 'p.cliente'))
      .leftJoin('sucursales as s', (j) => j.onRef('s.empresa', '=', 'p.empresa').onRef('s.cliente', '=', 'p.cliente').onRef('s.sucursal', '=', 'p.sucursal'))
      .leftJoin('representantes as rep', (j) => j.onRef('rep.empresa', '=', 'p.empresa').onRef('rep.representante', '=', 'p.representante').onRef('rep.agente', '=', 'p.agente'))
      .leftJoin('proveedores as pr', (j) => j.onRef('pr.empresa', '=', 'p.empresa').onRef('pr.proveedor', '=', 'p.proveedor'))
      .leftJoin('sucursales_proveedor as sp', (j) => j.onRef('sp.empresa', '=', 'p.empresa').onRef('sp.proveedor', '=', 'p.proveedor').onRef('sp.sucursal', '=', 'p.sucursal_prov'))
      .select([
        'p.usuario', 'u.nombre', 'u.email', 'u.telefono', 'p.fecha_alta', 'p.activo_sn', 'p.empresa', 'e.nombre as nombre_empresa', 'p.id_rol', 'r.role',
        'p.cliente', 'c.razon_social as cliente_nombre', 'p.sucursal', 's.razon_social as sucursal_nombre', 'p.representante', 'p.agente', 'rep.nombre as representante_nombre',
        'p.proveedor', 'pr.nombre as proveedor_nombre', 'p.sucursal_prov', 'sp.nombre as sucursal_prov_nombre', 'p.usuario_modificacion', 'p.fecha_modificacion',
      ])
      .where('p.id_organizacion', '=', org).where('p.usuario', 'in', usuarios).execute(),
    db.selectFrom('usuario_sucursales as us')
      .innerJoin('usuarios_portal as p', (j) => j.onRef('p.id_organizacion', '=', 'us.id_organizacion').onRef('p.usuario', '=', 'us.usuario'))
      .leftJoin('sucursales as s', (j) => j.onRef('s.empresa', '=', 'p.empresa').onRef('s.cliente', '=', 'p.cliente').onRef('s.sucursal', '=', 'us.sucursal'))
      .select(['us.usuario', 'us.sucursal', 's.razon_social']).where('us.id_organizacion', '=', org).where('us.usuario', 'in', usuarios).orderBy('us.sucursal').execute(),
    db.selectFrom('usuario_opciones').select(['usuario', 'id_opcion', 'value_sn']).where('id_organizacion', '=', org).where('usuario', 'in', usuarios).execute(),
    db.selectFrom('usuario_informes').select(['usuario', 'informe', 'value_sn']).where('id_organizacion', '=', org).where('usuario', 'in', usuarios).execute(),
    organisationCatalogue(db, org),
  ]);
  const options = new Map(optionFlags.map((r) => [`${r.usuario}|${r.id_opcion}`, r.value_sn]));
  const reports = new Map(reportFlags.map((r) => [`${r.usuario}|${r.informe}`, r.value_sn]));
  const byUser = new Map(base.map((b) => [b.usuario, b]));
  return usuarios.flatMap((usuario) => {
    const b = byUser.get(usuario);
    if (!b) return [];
    return [{
      usuario: b.usuario, login: b.usuario, nombre: b.nombre, email: b.email, telefono: b.telefono, fechaAlta: isoToDmy(b.fecha_alta), activoSN: b.activo_sn,
      empresa: b.empresa, nombreEmpresa: b.nombre_empresa ?? '', idRol: b.id_rol, role: b.role,
      cliente: b.cliente, clienteNombre: b.cliente_nombre, sucursal: b.sucursal, sucursalNombre: b.sucursal_nombre,
      sucursales: branches.filter((s) => s.usuario === usuario).map((s) => ({ sucursal: s.sucursal, razonSocial: s.razon_social ?? '' })),
      representante: b.representante, agente: b.agente, representanteNombre: b.representante_nombre,
      proveedor: b.proveedor, proveedorNombre: b.proveedor_nombre, sucursalProv: b.sucursal_prov, sucursalProvNombre: b.sucursal_prov_nombre,
      usuarioModificacion: b.usuario_modificacion, fechaModificacion: dateTime(b.fecha_modificacion),
      opciones: catalogue.opciones.map((o) => ({ id: o.id, codigo: o.codigo, nombre: o.nombre, orden: o.orden, valueSN: options.get(`${usuario}|${o.id}`) ?? 'N' })),
      informes: catalogue.informes.map((i) => ({ informe: i.informe, descripcion: i.descripcion, valueSN: reports.get(`${usuario}|${i.informe}`) ?? 'N' })),
    }];
  });
}
