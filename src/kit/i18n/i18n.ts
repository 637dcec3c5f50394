import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/en';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import updateLocale from 'dayjs/plugin/updateLocale';
import { STORAGE_KEYS } from '../session/storageKeys';

/** Interface languages, Spanish first. */
export const LANGUAGES = ['es', 'en', 'fr', 'it'] as const;
/** An interface language. */
export type Language = (typeof LANGUAGES)[number];
/** The catalogues, one per language, with the same keys: each fetched only when its language is used. */
const CATALOGUES: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  es: () => import('../../locales/portal/es.json'),
  en: () => import('../../locales/portal/en.json'),
  fr: () => import('../../locales/portal/fr.json'),
  it: () => import('../../locales/portal/it.json'),
};

/** True for a supported interface language. */
export const isLanguage = (value: string | null | undefined): value is Language => LANGUAGES.includes(value as Language);

dayjs.extend(updateLocale);
// Weeks start on Monday in every language (spec 1 §9).
for (const lng of LANGUAGES) dayjs.updateLocale(lng, { weekStart: 1 });

/** The i18next options of the portal but the language and the catalogues (loadCatalogue). */
export const I18N_OPTIONS = {
  resources: {},
  fallbackLng: 'es',
  // A report definition's own texts live in a namespace of their own that falls back to the catalogues (src/renderer/definitionTexts.ts).
  fallbackNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

/** The languages whose catalogue each i18next instance holds. */
const loadedCatalogues = new WeakMap<typeof i18next, Set<Language>>();

/** Adds a language's catalogue to i18next (merged with the feature catalogues already there), fetching it the first time. */
export async function loadCatalogue(lng: Language, instance: typeof i18next = i18next): Promise<void> {
  const loaded = loadedCatalogues.get(instance) ?? new Set<Language>();
  loadedCatalogues.set(instance, loaded);
  if (loaded.has(lng)) return;
  instance.addResourceBundle(lng, 'translation', (await CATALOGUES[lng]()).default, true, false);
  loaded.add(lng);
}

/** The stored language, or Spanish. */
export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : 'es';
}

/** Initialises i18next and dayjs with the stored language. */
export async function initI18n(): Promise<typeof i18next> {
  const lng = storedLanguage();
  await i18next.use(initReactI18next).init({ ...I18N_OPTIONS, lng });
  await loadCatalogue(lng);
  dayjs.locale(lng);
  document.documentElement.lang = lng;
  return i18next;
}

/** Stores a language for the next load and applies it now. */
export async function applyLanguage(lng: Language): Promise<void> {
  await loadCatalogue(lng);
  localStorage.setItem(STORAGE_KEYS.language, lng);
  dayjs.locale(lng);
  document.documentElement.lang = lng;
  await i18next.changeLanguage(lng);
}
