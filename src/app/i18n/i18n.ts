import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/en';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import updateLocale from 'dayjs/plugin/updateLocale';
import es from './locales/es.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it from './locales/it.json';
import { STORAGE_KEYS } from '../session/storageKeys';

/** Interface languages, Spanish first. */
export const LANGUAGES = ['es', 'en', 'fr', 'it'] as const;
/** An interface language. */
export type Language = (typeof LANGUAGES)[number];
/** The catalogues, one per language, with the same keys. */
export const CATALOGUES = { es, en, fr, it } as const;

/** True for a supported interface language. */
export const isLanguage = (value: string | null | undefined): value is Language => LANGUAGES.includes(value as Language);

dayjs.extend(updateLocale);
// Weeks start on Monday in every language (spec 1 §9).
for (const lng of LANGUAGES) dayjs.updateLocale(lng, { weekStart: 1 });

/** The stored language, or Spanish. */
export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : 'es';
}

/** Initialises i18next and dayjs with the stored language. */
export async function initI18n(): Promise<typeof i18next> {
  const lng = storedLanguage();
  await i18next.use(initReactI18next).init({
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
    lng,
    fallbackLng: 'es',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  dayjs.locale(lng);
  document.documentElement.lang = lng;
  return i18next;
}

/** Stores a language for the next load and applies it now. */
export async function applyLanguage(lng: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.language, lng);
  dayjs.locale(lng);
  document.documentElement.lang = lng;
  await i18next.changeLanguage(lng);
}
