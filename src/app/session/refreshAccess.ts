import { appStore, optionsAtom, reportsAtom, sessionAtom } from './sessionStore';
import type { PortalOption, PortalReport } from './sessionTypes';
import { erp } from './portalClient';

const P = '/wscomun/portalinformes';
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Reloads the menu options and reports the server allows now (an administrator may have changed them since login)
 * and stores them when they differ; the header and the reports home follow. Failures keep what the user has.
 */
export async function refreshAccess(): Promise<void> {
  const session = appStore.get(sessionAtom);
  if (!session) return;
  const body = { idOrganizacion: session.idOrganizacion, tira: session.tira };
  const [options, reports] = await Promise.all([
    erp().post<{ result: PortalOption[] }>(`${P}/listaOpcionesPortal`, body),
    erp().post<{ result: PortalReport[] }>(`${P}/listaInformesPortal`, body),
  ]);
  // The user may have logged out or changed company meanwhile.
  const now = appStore.get(sessionAtom);
  if (!now || now.usuario !== session.usuario || now.empresa !== session.empresa) return;
  if (!same(appStore.get(optionsAtom), options.data.result)) appStore.set(optionsAtom, options.data.result);
  if (!same(appStore.get(reportsAtom), reports.data.result)) appStore.set(reportsAtom, reports.data.result);
}
