import { applyLanguage, type Language } from '../i18n/i18n';
import { appStore, sessionAtom } from '../session/sessionStore';
import { erp } from '../session/portalClient';

/** Changes the interface language: tells the server when logged in (change-language), stores it and reloads the page. */
export async function changeLanguage(lng: Language, reload: () => void = () => window.location.reload()): Promise<void> {
  const session = appStore.get(sessionAtom);
  if (session) await erp().post('/wscomun/portalinformes/cambiaIdioma', { idioma: lng, usuario: session.usuario });
  await applyLanguage(lng);
  reload();
}
