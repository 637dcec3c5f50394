import type { ErpClient } from '../../api/erpClient';
import { PERMISSIONS_ENDPOINT } from '../permissionsEndpoint';

/** Rows of the warm-up report: every format its columns show, nothing read from a service. */
export function warmUpRows(count = 10, today = new Date()): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({
    numero: 100_000 + i,
    tipo: ['P', 'C', 'A'][i % 3],
    nombre: `${'ABCDEFGHIJ'[i]} ${'portal'.repeat(1 + (i % 3))}`,
    fecha: new Date(today.getTime() - i * 86_400_000).toISOString().slice(0, 10),
    cantidad: i * 7 + 1,
    importe: i * 1234.56,
  }));
}

/**
 * The client the warm-up report calls: its own endpoint is answered in the page from `warmUpRows` (no service is called for it), the
 * user's permissions go to the portal's client (the same call, shared by every report once per session), anything else is refused.
 */
export function warmUpClient(portal: ErpClient, endpoint: string): ErpClient {
  const rows = warmUpRows();
  return {
    post: async <T,>(path: string, body?: Record<string, unknown>, options?: Parameters<ErpClient['post']>[2]) => {
      if (path === PERMISSIONS_ENDPOINT) return portal.post<T>(path, body, options);
      if (path === endpoint) return { status: 200, data: { dataRes: rows, numReg: rows.length } as T, headers: new Headers() };
      throw new Error(`the warm-up report calls no service: ${path}`);
    },
  };
}
