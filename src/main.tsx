import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPortalConfig } from './app/config/portalConfig';
import { initI18n } from './app/i18n/i18n';

/** Loads configuration and language, then renders the portal. */
async function start(): Promise<void> {
  await Promise.all([loadPortalConfig(), initI18n()]);
  const { App } = await import('./app/App');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
