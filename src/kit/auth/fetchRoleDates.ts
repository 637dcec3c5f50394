import { contractCall } from '../../api/contractCall';
import type { ErpClient } from '../../api/erpClient';
import type { RoleDates, SessionData } from '../../domain/session/sessionTypes';

/** The date limits of a role in the session's company (getFechasRoles), or null when the role has none. */
export async function fetchRoleDates(client: ErpClient, session: Pick<SessionData, 'tira' | 'empresa' | 'organizacion'>, idRol: number): Promise<RoleDates | null> {
  const reply = await contractCall(client, '/wscomun/portalinformes/getFechasRoles',
    { tira: session.tira, empresa: session.empresa, organizacion: session.organizacion, rol: idRol });
  return reply.data.roles[0] ?? null;
}
