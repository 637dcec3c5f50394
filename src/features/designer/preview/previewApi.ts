import { erpCall } from '../../../kit/session/portalClient';
import type { RoleDates, SessionData } from '../../../domain/session/sessionTypes';

/** A portal user the administrator may preview a report as. */
export interface PreviewUser {
  usuario: string;
  nombre: string;
  role: string;
  cliente: string | null;
  sucursal: string | null;
  representante: string | null;
  agente: string | null;
  proveedor: string | null;
  sucursalProv: string | null;
}

/** A read-only preview session the server issued: its token, when it ends, and the previewed user's session facts. */
export interface PreviewSession {
  tira: string;
  expira: number;
  sesion: SessionData;
  fechasRoles: RoleDates | null;
  permisos: string[];
}

/** Portal users of a role (at most 50), optionally matching a text. */
export async function previewUsers(role: string, search: string): Promise<PreviewUser[]> {
  return (await erpCall('/wscomun/portaldesigner/usuariosVista', { role, ...(search ? { search } : {}) })).result;
}

/** Asks the server for a read-only session as `usuario` that may run the calls of `definicion` (recorded with who, whom and when). */
export async function startPreviewSession(usuario: string, informe: string, definicion: Record<string, unknown>): Promise<PreviewSession> {
  // The token, its end, and that user's replies of the portal's own session calls (datosUsuarioPortal, getFechasRoles).
  const reply = await erpCall('/wscomun/portaldesigner/sesionVista', { usuario, informe, definicion });
  const sesion = reply.sesion.result[0];
  if (!sesion) throw new Error(`No session data for ${usuario}`);
  return { tira: reply.tira, expira: reply.expira, sesion: { ...sesion, tira: reply.tira }, fechasRoles: reply.fechasRoles.roles[0] ?? null, permisos: reply.permisos };
}
