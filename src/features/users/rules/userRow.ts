import type { SessionData } from '../../../app/session/sessionTypes';
import { flagsFromWire } from './flags';
import type { UserDraft } from './userDraft';

/** A portal user as listadoUsuarios returns it (spec 1 §3, portal user): the session data's company, role and links, plus ERP data, supplier names and flags. */
export interface PortalUserRow extends Pick<SessionData,
  'empresa' | 'nombreEmpresa' | 'idRol' | 'role' | 'cliente' | 'clienteNombre' | 'sucursal' | 'sucursalNombre' | 'sucursales' | 'representante' | 'agente' | 'representanteNombre' | 'proveedor' | 'sucursalProv'> {
  usuario: string;
  login: string;
  nombre: string;
  email: string;
  telefono: string;
  fechaAlta: string | null;
  activoSN: string;
  proveedorNombre: string | null;
  sucursalProvNombre: string | null;
  usuarioModificacion: string | null;
  fechaModificacion: string | null;
  opciones: { id: number; codigo: string; nombre: string; orden: number; valueSN: string }[];
  informes: { informe: string; descripcion: string; valueSN: string }[];
}

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
