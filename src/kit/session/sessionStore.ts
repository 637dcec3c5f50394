import { atom, createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { LoggedInState, OrderStatus, PortalData, PortalOption, PortalReport, RoleDates, SessionData, UrlInfo } from '../../domain/session/sessionTypes';
import { SESSION_KEYS, STORAGE_KEYS } from './storageKeys';
import { accessQueryKey } from './accessQueryKey';
import { queryClient } from './queryClient';

const json = <T,>() => createJSONStorage<T>(() => localStorage);
const stored = <T,>(key: string, initial: T) => atomWithStorage<T>(key, initial, json<T>(), { getOnInit: true });

/** The one jotai store of the portal, shared by React and the API client. */
export const appStore = createStore();

export const urlInfoAtom = stored<UrlInfo | null>(STORAGE_KEYS.urlInfo, null);
/** Deployment flag kept as S/N, read from the services' mode header. */
export const isOnPremiseAtom = atomWithStorage<'S' | 'N'>(STORAGE_KEYS.isOnPremise, 'N', createJSONStorage(() => localStorage), { getOnInit: true });
export const sessionAtom = stored<SessionData | null>(STORAGE_KEYS.session, null);
export const portalDataAtom = stored<PortalData | null>(STORAGE_KEYS.portalData, null);
export const refreshTokenAtom = stored<string | null>(STORAGE_KEYS.refreshToken, null);
export const optionsAtom = stored<PortalOption[]>(STORAGE_KEYS.options, []);
export const reportsAtom = stored<PortalReport[]>(STORAGE_KEYS.reports, []);
export const roleAtom = stored<{ idRol: number | null; role: string | null } | null>(STORAGE_KEYS.role, null);
export const roleDatesAtom = stored<RoleDates | null>(STORAGE_KEYS.roleDates, null);
export const orderStatusesAtom = stored<OrderStatus[]>(STORAGE_KEYS.orderStatuses, []);
/** Module the user lands on after login (lower-cased into a route). */
export const moduleAtom = stored<string>(STORAGE_KEYS.module, 'INFORMES');
export const styleAtom = stored<string>(STORAGE_KEYS.style, 'base');
/** Set by /login/:pToken/s: the order report opens at once. */
export const shopTokenAtom = stored<boolean>(STORAGE_KEYS.shopToken, false);
/** Set by /loginExpert/:pToken: the purchases/sales report opens at once. */
export const expertTokenAtom = stored<boolean>(STORAGE_KEYS.expertToken, false);

/** True while a user is logged in. */
export const isLoggedInAtom = atom((get) => Boolean(get(sessionAtom)?.tira && get(sessionAtom)?.role));

/** Stores everything a completed login returned. */
export function storeLogin(state: LoggedInState): void {
  appStore.set(sessionAtom, state.session);
  appStore.set(portalDataAtom, state.portalData);
  appStore.set(refreshTokenAtom, state.refreshToken);
  appStore.set(optionsAtom, state.options);
  appStore.set(reportsAtom, state.reports);
  appStore.set(roleAtom, state.role);
  appStore.set(roleDatesAtom, state.roleDates);
  appStore.set(orderStatusesAtom, state.orderStatuses);
  // The login has just loaded what the user may open: the first screen shows it without loading it again.
  queryClient.setQueryData(accessQueryKey(state.session, state.role.idRol), { options: state.options, reports: state.reports, roleDates: state.roleDates });
}

/** Replaces the access token after a refresh. */
export function storeToken(tira: string, refreshToken: string | null): void {
  const session = appStore.get(sessionAtom);
  if (session) appStore.set(sessionAtom, { ...session, tira });
  const portal = appStore.get(portalDataAtom);
  if (portal) appStore.set(portalDataAtom, { ...portal, tira });
  if (refreshToken) appStore.set(refreshTokenAtom, refreshToken);
}

/** Forgets the session: logout, failed refresh, entering the login page. Url info, mode, style and language stay. */
export function clearSession(): void {
  appStore.set(sessionAtom, null);
  appStore.set(portalDataAtom, null);
  appStore.set(refreshTokenAtom, null);
  appStore.set(optionsAtom, []);
  appStore.set(reportsAtom, []);
  appStore.set(roleAtom, null);
  appStore.set(roleDatesAtom, null);
  appStore.set(orderStatusesAtom, []);
  appStore.set(shopTokenAtom, false);
  appStore.set(expertTokenAtom, false);
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  // Nothing loaded for this user may show to the next one.
  queryClient.clear();
}
