import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPortalConfig } from './app/config/portalConfig';
import { initI18n } from './app/i18n/i18n';

/** Loads configuration, language and the application code at the same time, then renders the portal. */
async function start(): Promise<void> {
  const [, , { App }] = await Promise.all([loadPortalConfig(), initI18n(), import('./app/App')]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
