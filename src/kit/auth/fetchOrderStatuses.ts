import { contractCall } from '../../api/contractCall';
import type { ErpClient } from '../../api/erpClient';
import type { OrderStatus } from '../../domain/session/sessionTypes';

const ERP_LANGUAGES = ['ES', 'EN', 'FR', 'IT'];

/** The ERP language code of a portal language (upper case, spec 1 §7.2); Spanish for any other. */
export const erpLanguage = (lng: string | null | undefined): string => {
  const code = (lng ?? '').toUpperCase();
  return ERP_LANGUAGES.includes(code) ? code : 'ES';
};

/** The company's order web statuses with their descriptions in the given portal language (getEstadosPedidosWeb). */
export async function fetchOrderStatuses(client: ErpClient, empresa: string | number, lng: string | null | undefined, tira?: string): Promise<OrderStatus[]> {
  const reply = await contractCall(client, '/wscomun/portalinformes/getEstadosPedidosWeb',
    { ...(tira ? { tira } : {}), empresa, idioma: erpLanguage(lng), order: 'ASC' });
  return reply.data.estados;
}
