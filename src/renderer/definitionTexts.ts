import i18next, { type i18n as I18n } from 'i18next';
import { TEXT_LANGUAGES, textsToTree } from '../engine/definition/definitionText';
import type { ReportDefinition } from '../engine/definition/reportDefinition.gen';

/** The i18next namespace of the portal's catalogues; the definitions' namespaces fall back to it (`fallbackNS`). */
export const CATALOGUE_NAMESPACE = 'translation';

/** What was last registered per i18next instance and namespace, to register again only when the texts change. */
const registered = new WeakMap<I18n, Map<string, string>>();

/** The i18next namespace holding a report's own texts. */
export function definitionNamespace(code: string): string {
  return `definition.${code}`;
}

/**
 * Makes a definition's own texts (`texts.es|en|fr|it`, keys as dot paths) resolvable and answers the namespace a `t` should
 * use for it: a key resolves from the definition's text in the current language, then from the catalogues (current language,
 * then Spanish). A definition without texts answers the catalogues' namespace and registers nothing, so the standard reports
 * read the catalogues as before; a definition's texts never change the catalogues, whatever keys they use. Texts that changed
 * since the last registration of the same code replace the old ones. Needs i18next initialised with `fallbackNS: 'translation'`.
 */
export function registerDefinitionTexts(definition: Pick<ReportDefinition, 'code' | 'texts'>, i18n: I18n = i18next): string {
  const texts = definition.texts;
  if (!texts) return CATALOGUE_NAMESPACE;
  const ns = definitionNamespace(definition.code);
  const keys = new Set(TEXT_LANGUAGES.flatMap((lng) => Object.keys(texts[lng] ?? {})));
  const bundles = TEXT_LANGUAGES.map((lng) => {
    const own: Record<string, string> = {};
    for (const key of keys) {
      // A key the definition lacks in this language takes the catalogue's text of this language before the definition's
      // text of the fallback language (i18next looks through every language of a namespace before the next namespace).
      const catalogue: unknown = i18n.getResource(lng, CATALOGUE_NAMESPACE, key);
      const text = texts[lng]?.[key] || (typeof catalogue === 'string' ? catalogue : undefined);
      if (text) own[key] = text;
    }
    return [lng, own] as const;
  });
  const signature = JSON.stringify(bundles);
  const seen = registered.get(i18n) ?? new Map<string, string>();
  registered.set(i18n, seen);
  if (seen.get(ns) === signature) return ns;
  for (const [lng, own] of bundles) {
    i18n.removeResourceBundle(lng, ns);
    i18n.addResourceBundle(lng, ns, textsToTree(own), true, true);
  }
  seen.set(ns, signature);
  return ns;
}
