import { crossTabRefresh, type SharedTokens } from '../../api/crossTabRefresh';
import { contractCall, type CallBody, type CallPath, type CallReply } from '../../api/contractCall';
import { createErpClient, REFRESH_HEADER, type CallOptions, type ErpClient } from '../../api/erpClient';
import { portalConfig } from '../config/portalConfig';
import { appStore, clearSession, isOnPremiseAtom, portalDataAtom, sessionAtom, storeToken } from './sessionStore';
import type { PortalData, SessionData } from '../../domain/session/sessionTypes';
import { STORAGE_KEYS } from './storageKeys';

type AuthFailureListener = () => void;
let onAuthFailure: AuthFailureListener = () => window.location.assign('/');

/** Decides what happens after a session is lost (the router sends the user to the login page). */
export function setAuthFailureListener(listener: AuthFailureListener): void {
  onAuthFailure = listener;
}

/** A value of the local storage every tab shares, read now (another tab may have just written it). */
function stored<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

/** The tokens as all tabs see them. */
const sharedTokens: SharedTokens = {
  refreshToken: () => stored<string>(STORAGE_KEYS.refreshToken),
  accessToken: () => stored<SessionData>(STORAGE_KEYS.session)?.tira ?? stored<PortalData>(STORAGE_KEYS.portalData)?.tira,
  adopt: (accessToken, refreshToken) => storeToken(accessToken, refreshToken),
};

/** Renews the access token with the stored refresh token; rotates the refresh token. */
async function refreshAccessToken(client: ErpClient): Promise<string> {
  const portal = appStore.get(portalDataAtom);
  const refreshTokenId = sharedTokens.refreshToken();
  if (!portal || !refreshTokenId) throw new Error('No refresh token');
  const reply = await contractCall(client, '/wsr/Auth/tokenRefreshGetAuth', { orgId: portal.orgId, userId: portal.userId, refreshTokenId }, { auth: false });
  storeToken(reply.data.data, reply.headers.get(REFRESH_HEADER));
  return reply.data.data;
}

let client: ErpClient | undefined;

/** The portal's ERP client, bound to the session store. */
export function erp(): ErpClient {
  if (client) return client;
  const config = portalConfig();
  const c: ErpClient = createErpClient({
    baseUrl: config.apiBaseUrl,
    session: () => {
      const s = appStore.get(sessionAtom);
      const p = appStore.get(portalDataAtom);
      return { tira: s?.tira ?? p?.tira, empresa: s?.empresa ?? p?.empresa, usuario: s?.usuario ?? p?.usuario, organizacion: s?.organizacion };
    },
    isOnPremise: () => appStore.get(isOnPremiseAtom) === 'S',
    onMode: (onPremise) => {
      const flag = onPremise ? 'S' : 'N';
      if (appStore.get(isOnPremiseAtom) !== flag) appStore.set(isOnPremiseAtom, flag);
    },
    onPremiseHeaders: config.onPremiseHeaders,
    // Under a lock the tabs share: a refresh token presented twice would end the session (reuse detection).
    refreshToken: crossTabRefresh(() => refreshAccessToken(c), sharedTokens, typeof navigator !== 'undefined' ? navigator.locks : undefined),
    // A session that ends is announced once; a call made before there is a session (a sign-in link being checked) reports its own failure.
    onAuthFailure: () => {
      const hadSession = appStore.get(sessionAtom) !== null;
      clearSession();
      if (hadSession) onAuthFailure();
    },
  });
  client = c;
  return c;
}

/** A call of the contract through the portal's client: its body typed by the route schema; resolves with the body of the 200 reply, typed by it too. */
export async function erpCall<P extends CallPath>(path: P, body: CallBody<P>, options?: CallOptions): Promise<CallReply<P>> {
  return (await contractCall(erp(), path, body, options)).data;
}
