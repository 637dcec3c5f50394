import { erp } from '../../../app/session/portalClient';
import type { RoleDates, SessionData } from '../../../app/session/sessionTypes';

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
  const reply = await erp().post<{ result: PreviewUser[] }>('/wscomun/portaldesigner/usuariosVista', { role, ...(search ? { search } : {}) });
  return reply.data.result;
}

/** Asks the server for a read-only session as `usuario` that may run the calls of `definicion` (recorded with who, whom and when). */
export async function startPreviewSession(usuario: string, informe: string, definicion: Record<string, unknown>): Promise<PreviewSession> {
  return (await erp().post<PreviewSession>('/wscomun/portaldesigner/sesionVista', { usuario, informe, definicion })).data;
}
