import { contractCall } from '../../api/contractCall';
import type { ErpClient } from '../../api/erpClient';

/** Switches the user's ERP session to a company (set-company, spec 1 §2.3); a 'ko' answer throws. The user name goes in capitals, as the ERP keeps it. */
export async function setSessionCompany(client: ErpClient, usuario: string, empresa: string, tira: string): Promise<void> {
  await contractCall(client, '/wscomun/portalinformes/setEmpresa', { usuario: usuario.toUpperCase(), empresa, tira });
}
