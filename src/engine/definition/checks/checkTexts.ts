import { definitionError, LANGUAGES, type Catalogues, type CatalogueLanguage, type DefinitionError } from '../definitionError';
import { pointer } from '../jsonPointer';
import type { DefinitionTexts, FilterSet } from '../reportDefinition.gen';
import type { DefinitionNode } from './walkDefinition';

/** The text of a dot key in a nested catalogue (i18next: also a plural form key_other). */
function hasKey(catalogue: Record<string, unknown>, key: string): boolean {
  let node: unknown = catalogue;
  const parts = key.split('.');
  for (const [i, part] of parts.entries()) {
    if (node === null || typeof node !== 'object') return false;
    const tree = node as Record<string, unknown>;
    if (i === parts.length - 1) return typeof tree[part] === 'string' || typeof tree[`${part}_other`] === 'string';
    node = tree[part];
  }
  return false;
}

/** Languages in which a key has no text: neither in the definition's texts nor in any catalogue. */
function missingLanguages(key: string, texts: DefinitionTexts | undefined, catalogues: Catalogues[]): CatalogueLanguage[] {
  return LANGUAGES.filter((lng) => !(texts?.[lng] && typeof texts[lng][key] === 'string') && !catalogues.some((c) => hasKey(c[lng], key)));
}

/** The text keys of the filter form's JSON Schema, which the form translates: each field's title and the titles of its oneOf (or items.oneOf) choices. */
export function filterTitleKeys(filterSchema: FilterSet['schema']): DefinitionNode[] {
  const nodes: DefinitionNode[] = [];
  const titles = (list: unknown, path: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((o: { title?: unknown }, i) => { if (typeof o?.title === 'string') nodes.push({ kind: 'I18nKey', value: o.title, path: `${path}/${i}/title` }); });
  };
  for (const [name, spec] of Object.entries(filterSchema.properties as Record<string, { title?: unknown; oneOf?: unknown; items?: { oneOf?: unknown } }>)) {
    const path = pointer('/filters/schema/properties', name);
    if (typeof spec?.title === 'string') nodes.push({ kind: 'I18nKey', value: spec.title, path: `${path}/title` });
    titles(spec?.oneOf, `${path}/oneOf`);
    titles(spec?.items?.oneOf, `${path}/items/oneOf`);
  }
  return nodes;
}

/**
 * Every text key of the definition (titleKey, headerKey, labelKey, messageKey… wherever the schema has an I18nKey,
 * and the filter form's titles) has a text in the four languages, in the definition's own texts or in the catalogues; and every key of the
 * definition's texts is in all four of its languages.
 */
export function checkTexts(nodes: DefinitionNode[], texts: DefinitionTexts | undefined, catalogues: Catalogues[]): DefinitionError[] {
  const errors: DefinitionError[] = [];
  for (const node of nodes) {
    if (node.kind !== 'I18nKey' || typeof node.value !== 'string') continue;
    const missing = missingLanguages(node.value, texts, catalogues);
    if (missing.length) {
      errors.push(definitionError(node.path, 'missingText', `the text key '${node.value}' has no text in ${missing.join(', ')} (neither in the definition's texts nor in the catalogues)`, { key: node.value, languages: missing.join(', ') }));
    }
  }
  if (texts) {
    const keys = new Set(LANGUAGES.flatMap((lng) => Object.keys(texts[lng] ?? {})));
    for (const key of keys) {
      const missing = LANGUAGES.filter((lng) => typeof texts[lng]?.[key] !== 'string');
      if (!missing.length) continue;
      const present = LANGUAGES.find((lng) => !missing.includes(lng))!;
      errors.push(definitionError(pointer(`/texts/${present}`, key), 'missingText', `the text key '${key}' of texts has no text in ${missing.join(', ')}`, { key, languages: missing.join(', ') }));
    }
  }
  return errors;
}
