import { createErpClient, REFRESH_HEADER, type ErpClient } from '../../api/erpClient';
import { portalConfig } from '../config/portalConfig';
import { appStore, clearSession, isOnPremiseAtom, portalDataAtom, refreshTokenAtom, sessionAtom, storeToken } from './sessionStore';

type AuthFailureListener = () => void;
let onAuthFailure: AuthFailureListener = () => window.location.assign('/');

/** Decides what happens after a session is lost (the router sends the user to the login page). */
export function setAuthFailureListener(listener: AuthFailureListener): void {
  onAuthFailure = listener;
}

/** Renews the access token with the stored refresh token; rotates the refresh token. */
async function refreshAccessToken(client: ErpClient): Promise<string> {
  const portal = appStore.get(portalDataAtom);
  const refreshTokenId = appStore.get(refreshTokenAtom);
  if (!portal || !refreshTokenId) throw new Error('No refresh token');
  const reply = await client.post<{ data: string }>('/wsr/Auth/tokenRefreshGetAuth', { orgId: portal.orgId, userId: portal.userId, refreshTokenId }, { auth: false });
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
    refreshToken: () => refreshAccessToken(c),
    onAuthFailure: () => {
      clearSession();
      onAuthFailure();
    },
  });
  client = c;
  return c;
}
