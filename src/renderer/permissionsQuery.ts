import { contractCall } from '../api/contractCall';
import type { ErpClient } from '../api/erpClient';
import { PERMISSIONS_ENDPOINT } from './permissionsEndpoint';

/** The user of the session whose permissions are read. */
interface SessionUser { usuario: string; tira?: string | undefined }

/**
 * The user's permissions (getPermisosResiduos), read once per session: by every report's facts, and ahead of a report's opening by the home
 * (with the definition), so the report's first draw already has them instead of drawing its form again when they arrive.
 */
export function permissionsQuery(erp: ErpClient, session: SessionUser | null) {
  return {
    queryKey: ['permisos', session?.usuario, session?.tira],
    enabled: Boolean(session),
    staleTime: Infinity,
    queryFn: async (): Promise<string[]> => {
      if (!session) return [];
      const reply = await contractCall(erp, PERMISSIONS_ENDPOINT, { usuario: session.usuario });
      return (reply.data.result ?? []).map((p) => p.permiso);
    },
  };
}
