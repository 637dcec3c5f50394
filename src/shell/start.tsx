import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPortalConfig } from '../kit/config/portalConfig';
import { initI18n } from '../kit/i18n/i18n';
import { onUserPresence } from '../kit/scheduling/onUserPresence';

const root = createRoot(document.getElementById('root')!);
const loadApp = () => import('./App');
const renderApp = async () => {
  const { App } = await loadApp();
  root.render(<StrictMode><App /></StrictMode>);
};

/**
 * Loads configuration, language and the code of the first page at the same time, then renders it. The login page is drawn on its
 * own (plain elements, no routes or component library); the portal's code is fetched as soon as the user moves or types, and takes
 * over the page when the user logs in or asks for something only the portal shows (the privacy dialog).
 */
export async function start(): Promise<void> {
  if (window.location.pathname !== '/') {
    await Promise.all([loadPortalConfig(), initI18n(), loadApp()]);
    await renderApp();
    return;
  }
  const [, , { LoginScreen }, { loginDraft }] = await Promise.all([loadPortalConfig(), initI18n(), import('../features/login/LoginScreen'), import('../features/login/loginDraft')]);
  onUserPresence(() => void loadApp());
  const handOver = async (request: 'submit' | 'privacy') => {
    loginDraft.request = request;
    await renderApp();
  };
  root.render(
    <StrictMode>
      <LoginScreen host={{ submit: () => handOver('submit'), privacy: () => void handOver('privacy') }} />
    </StrictMode>,
  );
  // The service worker installs from the login page too; a new version found here brings the portal, which asks to reload.
  const { registerSW } = await import('virtual:pwa-register');
  registerSW({ onNeedRefresh: () => void renderApp() });
}
