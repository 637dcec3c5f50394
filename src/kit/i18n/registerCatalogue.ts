import i18next from 'i18next';
import type { Language } from './i18n';

/** A feature's own translations, one tree per language, with the same keys. */
export type FeatureCatalogue = Record<Language, Record<string, unknown>>;

/** Adds a feature's catalogue to i18next (deep merge, existing keys kept); call at module load of the feature. */
export function registerCatalogue(catalogue: FeatureCatalogue): void {
  for (const [lng, tree] of Object.entries(catalogue)) i18next.addResourceBundle(lng, 'translation', tree, true, false);
}
