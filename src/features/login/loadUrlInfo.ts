import { portalConfig } from '../../kit/config/portalConfig';
import { appStore, urlInfoAtom } from '../../kit/session/sessionStore';
import type { UrlInfo } from '../../domain/session/sessionTypes';
import { erpCall } from '../../kit/session/portalClient';

/** Asks the services which organisation the host (or domain) is, and stores it; null when neither is known. */
export async function loadUrlInfo(dominio?: string): Promise<UrlInfo | null> {
  const stored = appStore.get(urlInfoAtom);
  const domain = dominio ?? (stored && !stored.dominioDesdeHost ? stored.dominio : portalConfig().defaultDomain);
  try {
    const reply = await erpCall('/wscomun/portalinformes/getData', { url: window.location.hostname, ...(domain ? { dominio: domain } : {}) }, { auth: false });
    const info: UrlInfo = { ...reply, dominioDesdeHost: reply.dominioDesdeHost === 'S' };
    appStore.set(urlInfoAtom, info);
    return info;
  } catch {
    return null;
  }
}

/** Makes sure the stored url info is the logged-in organisation's (a token login or another typed domain may have left none or another). */
export async function ensureUrlInfo(organizacion: string): Promise<void> {
  const stored = appStore.get(urlInfoAtom);
  if (stored && stored.dominio.toUpperCase() === organizacion.toUpperCase()) return;
  await loadUrlInfo(organizacion);
}
