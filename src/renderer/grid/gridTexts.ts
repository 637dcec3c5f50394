import { useEffect, useState } from 'react';
import { LANGUAGES, type Language } from '../../kit/i18n/i18n';

/** The grid's own texts of one language. */
export type GridTexts = Record<string, string>;

const LOADERS: Record<Language, () => Promise<{ default: GridTexts }>> = {
  es: () => import('virtual:grid-locale/es'),
  en: () => import('virtual:grid-locale/en'),
  fr: () => import('virtual:grid-locale/fr'),
  it: () => import('virtual:grid-locale/it'),
};

const loaded = new Map<string, GridTexts>();
const pending = new Map<string, Promise<GridTexts>>();

const supported = (language: string): Language => (LANGUAGES.includes(language as Language) ? (language as Language) : 'es');

/** Fetches the grid's texts of a language once (the other languages' texts are fetched only when the user switches to them). */
export function loadGridTexts(language: string): Promise<GridTexts> {
  const lng = supported(language);
  let promise = pending.get(lng);
  if (!promise) {
    promise = LOADERS[lng]().then((m) => {
      loaded.set(lng, m.default);
      return m.default;
    }, (error: unknown) => {
      pending.delete(lng);
      throw error;
    });
    pending.set(lng, promise);
  }
  return promise;
}

/** The grid's texts in a language, or undefined while they load. */
export function useGridTexts(language: string): GridTexts | undefined {
  const lng = supported(language);
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!loaded.has(lng)) void loadGridTexts(lng).then(() => setVersion((v) => v + 1), () => undefined);
  }, [lng]);
  return loaded.get(lng);
}
