import { applyLanguage, type Language } from './i18n';
import { fetchOrderStatuses } from '../auth/fetchOrderStatuses';
import { appStore, orderStatusesAtom, sessionAtom } from '../session/sessionStore';
import { erp, erpCall } from '../session/portalClient';

/** Changes the interface language: tells the server when logged in (change-language) and reloads the order status names, stores it and reloads the page. */
export async function changeLanguage(lng: Language, reload: () => void = () => window.location.reload()): Promise<void> {
  const session = appStore.get(sessionAtom);
  if (session) {
    await erpCall('/wscomun/portalinformes/cambiaIdioma', { idioma: lng, usuario: session.usuario });
    // Order status names come from the ERP in the user's language: read them again in the new one.
    appStore.set(orderStatusesAtom, await fetchOrderStatuses(erp(), session.empresa, lng));
  }
  await applyLanguage(lng);
  reload();
}
