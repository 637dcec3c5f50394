import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { I18N_OPTIONS, loadCatalogue } from '../../../src/kit/i18n/i18n';

// i18next starts as the portal starts it (Spanish, the portal's catalogue) before any view's module adds its own catalogue to it.
await i18next.use(initReactI18next).init({ ...I18N_OPTIONS, lng: 'es' });
await loadCatalogue('es');

// Testing Library unmounts what a test drew (without vitest's globals it cannot register this itself); the stored session goes too.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
