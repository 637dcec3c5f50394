import { appStore, optionsAtom, reportsAtom, roleAtom, roleDatesAtom, sessionAtom } from './sessionStore';
import type { PortalOption, PortalReport } from './sessionTypes';
import { fetchRoleDates } from '../auth/fetchRoleDates';
import { erp } from './portalClient';

const P = '/wscomun/portalinformes';
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Reloads the menu options, reports and role date limits the server gives now (an administrator may have changed them since login)
 * and stores them when they differ; the header, the reports home and the date pickers follow. Failures keep what the user has.
 */
export async function refreshAccess(): Promise<void> {
  const session = appStore.get(sessionAtom);
  if (!session) return;
  const body = { idOrganizacion: session.idOrganizacion, tira: session.tira };
  const idRol = appStore.get(roleAtom)?.idRol ?? null;
  const [options, reports, dates] = await Promise.all([
    erp().post<{ result: PortalOption[] }>(`${P}/listaOpcionesPortal`, body),
    erp().post<{ result: PortalReport[] }>(`${P}/listaInformesPortal`, body),
    idRol === null ? undefined : fetchRoleDates(erp(), session, idRol),
  ]);
  // The user may have logged out or changed company meanwhile.
  const now = appStore.get(sessionAtom);
  if (!now || now.usuario !== session.usuario || now.empresa !== session.empresa) return;
  if (!same(appStore.get(optionsAtom), options.data.result)) appStore.set(optionsAtom, options.data.result);
  if (!same(appStore.get(reportsAtom), reports.data.result)) appStore.set(reportsAtom, reports.data.result);
  const roleDates = dates === undefined ? appStore.get(roleDatesAtom) : dates;
  if (!same(appStore.get(roleDatesAtom), roleDates)) appStore.set(roleDatesAtom, roleDates);
}
