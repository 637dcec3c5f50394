import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

/** The authenticated caller: ERP user plus their portal configuration, as every scope rule needs it. */
export interface Principal {
  userId: number;
  usuario: string;
  nombre: string;
  idOrganizacion: number;
  empresaSesion: string;
  idioma: string;
  usuarioExpertSN: string;
  permiteCreaOCSN: string;
  portal: {
    empresa: string;
    idRol: number | null;
    role: string | null;
    cliente: string | null;
    sucursal: string | null;
    representante: string | null;
    agente: string | null;
    proveedor: string | null;
    sucursalProv: string | null;
    nivelMaxArt: number;
  } | null;
  /** Set when the session is a designer preview: the administrator who opened it, the previewed report and the data calls its definition names. Read-only. */
  preview?: { admin: string; informe: string; endpoints: string[] };
}

/** Loads the principal of an ERP user id, or undefined when the user no longer exists or is inactive. */
export async function loadPrincipal(db: Kysely<Database>, userId: number): Promise<Principal | undefined> {
  const row = await db.selectFrom('usuarios_erp as u')
    .leftJoin('usuarios_portal as p', (j) => j.onRef('p.id_organizacion', '=', 'u.id_organizacion').onRef('p.usuario', '=', 'u.usuario'))
    .leftJoin('roles as r', 'r.id_rol', 'p.id_rol')
    .select([
      'u.user_id', 'u.usuario', 'u.nombre', 'u.id_organizacion', 'u.empresa_sesion', 'u.idioma', 'u.usuario_expert_sn', 'u.permite_crea_oc_sn', 'u.activo_sn',
      'p.empresa', 'p.id_rol', 'r.role', 'p.cliente', 'p.sucursal', 'p.representante', 'p.agente', 'p.proveedor', 'p.sucursal_prov', 'p.nivel_max_art', 'p.activo_sn as portal_activo',
    ])
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
  if (!row || row.activo_sn !== 'S') return undefined;
  return {
    userId: row.user_id, usuario: row.usuario, nombre: row.nombre, idOrganizacion: row.id_organizacion,
    empresaSesion: row.empresa_sesion, idioma: row.idioma, usuarioExpertSN: row.usuario_expert_sn, permiteCreaOCSN: row.permite_crea_oc_sn,
    portal: row.empresa && row.portal_activo === 'S' ? {
      empresa: row.empresa, idRol: row.id_rol, role: row.role, cliente: row.cliente, sucursal: row.sucursal,
      representante: row.representante, agente: row.agente, proveedor: row.proveedor, sucursalProv: row.sucursal_prov,
      nivelMaxArt: row.nivel_max_art ?? 0,
    } : null,
  };
}
