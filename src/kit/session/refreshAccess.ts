import { appStore, optionsAtom, reportsAtom, roleAtom, roleDatesAtom, sessionAtom } from './sessionStore';
import type { PortalOption, PortalReport, RoleDates } from '../../domain/session/sessionTypes';
import { fetchRoleDates } from '../auth/fetchRoleDates';
import { accessQueryKey } from './accessQueryKey';
import { erp, erpCall } from './portalClient';
import { queryClient } from './queryClient';

const P = '/wscomun/portalinformes';
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the user may open, as the server gives it now. */
export interface PortalAccess {
  options: PortalOption[];
  reports: PortalReport[];
  roleDates: RoleDates | null;
}

/**
 * How long a loaded access stays fresh: screen changes within it reuse the cache (the landing just after login, quick back-and-forth);
 * the first screen change after it reloads in the background, so an administrator's change shows there.
 */
export const ACCESS_FRESH_MS = 2000;

async function loadAccess(): Promise<PortalAccess> {
  const session = appStore.get(sessionAtom);
  if (!session) throw new Error('No session');
  const body = { idOrganizacion: session.idOrganizacion, tira: session.tira };
  const idRol = appStore.get(roleAtom)?.idRol ?? null;
  const [options, reports, roleDates] = await Promise.all([
    erpCall(`${P}/listaOpcionesPortal`, body),
    erpCall(`${P}/listaInformesPortal`, body),
    idRol === null ? null : fetchRoleDates(erp(), session, idRol),
  ]);
  return { options: options.result, reports: reports.result, roleDates };
}

/**
 * Stale-while-revalidate of the menu options, reports and role date limits: the stored values show at once; when the cached ones are older than
 * ACCESS_FRESH_MS (or `force`), they are reloaded (one request per call even when several ask together) and stored only when they differ, so the
 * header, the reports home and the date pickers re-render only on a real change. Failures keep what the user has.
 */
export async function refreshAccess(opts: { force?: boolean } = {}): Promise<void> {
  const session = appStore.get(sessionAtom);
  if (!session) return;
  const key = accessQueryKey(session, appStore.get(roleAtom)?.idRol ?? null);
  if (opts.force) await queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
  const access = await queryClient.fetchQuery({ queryKey: key, queryFn: loadAccess, staleTime: ACCESS_FRESH_MS });
  // The user may have logged out or changed company meanwhile.
  const now = appStore.get(sessionAtom);
  if (!now || now.usuario !== session.usuario || now.empresa !== session.empresa) return;
  if (!same(appStore.get(optionsAtom), access.options)) appStore.set(optionsAtom, access.options);
  if (!same(appStore.get(reportsAtom), access.reports)) appStore.set(reportsAtom, access.reports);
  if (!same(appStore.get(roleDatesAtom), access.roleDates)) appStore.set(roleDatesAtom, access.roleDates);
}
