import type { PortalUserRow } from '../../../domain/users/portalUserRow';
import { flagsFromWire } from './flags';
import type { UserDraft } from './userDraft';

export type { PortalUserRow } from '../../../domain/users/portalUserRow';

const link = (codigo: string | null, nombre: string | null) => (codigo ? { codigo, nombre: nombre ?? '' } : null);

/** The draft of a user as saved: S/N flags become booleans by code. */
export function draftFromUser(u: PortalUserRow): UserDraft {
  return {
    empresa: u.empresa, nombreEmpresa: u.nombreEmpresa, role: u.role,
    cliente: link(u.cliente, u.clienteNombre),
    sucursal: link(u.sucursal, u.sucursalNombre),
    sucursales: u.sucursales.map((s) => ({ codigo: s.sucursal, nombre: s.razonSocial })),
    representante: u.representante ? { codigo: u.representante, agente: u.agente ?? '', nombre: u.representanteNombre ?? '' } : null,
    proveedor: link(u.proveedor, u.proveedorNombre),
    sucursalProv: link(u.sucursalProv, u.sucursalProvNombre),
    opciones: flagsFromWire(u.opciones, (o) => o.codigo),
    informes: flagsFromWire(u.informes, (i) => i.informe),
  };
}
