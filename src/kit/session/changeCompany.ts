import { setSessionCompany } from '../auth/setSessionCompany';
import { erp, erpCall } from './portalClient';
import { queryClient } from './queryClient';
import { refreshAccess } from './refreshAccess';
import { appStore, portalDataAtom, sessionAtom } from './sessionStore';

/** A company of the organisation (lovEmpresa). */
export interface Company {
  empresa: string;
  nombre: string;
}

const P = '/wscomun/portalinformes';

/** The companies of the organisation (lovEmpresa), by name. */
export async function listCompanies(): Promise<Company[]> {
  return (await erpCall(`${P}/lovEmpresa`, { orderBy: 'nombre', order: 'ASC', offset: 1, numRows: 100 })).dataRes;
}

/**
 * Switches the session to another company (set-company; a 'ko' answer throws and changes nothing): the portal works in it from now on, the
 * screens on show reload their data for it, data cached for the previous company is dropped, and the role's limits of the new company load.
 */
export async function changeCompany(company: Company): Promise<void> {
  const session = appStore.get(sessionAtom);
  if (!session || session.empresa === company.empresa) return;
  await setSessionCompany(erp(), session.usuario, company.empresa, session.tira);
  appStore.set(sessionAtom, { ...session, empresa: company.empresa, nombreEmpresa: company.nombre });
  const portal = appStore.get(portalDataAtom);
  if (portal) appStore.set(portalDataAtom, { ...portal, empresa: company.empresa });
  queryClient.removeQueries({ type: 'inactive' });
  await Promise.all([queryClient.invalidateQueries({ type: 'active' }), refreshAccess().catch(() => undefined)]);
}
