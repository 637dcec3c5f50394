import type { SessionData } from '../session/sessionTypes';

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
