import { TEXT_LANGUAGES as LANGUAGES, type DefinitionTitle, type TextLanguage } from '../../domain/texts/textLanguages';
import type { DefinitionTexts, ReportDefinition } from './reportDefinition.gen';

export type { DefinitionTitle, TextLanguage };
/** The languages a definition's own texts are written in, each one the definition language has texts for. */
export const TEXT_LANGUAGES = LANGUAGES satisfies readonly (keyof DefinitionTexts)[];

/** The definition's own text of a key in a language, or undefined when it has none (the catalogues apply). */
export function definitionText(definition: Pick<ReportDefinition, 'texts'>, language: TextLanguage, key: string): string | undefined {
  return definition.texts?.[language]?.[key] || undefined;
}

/** Per language, the title and description the definition's own texts give it (titleKey, descriptionKey); null without texts. */
export function definitionTitles(definition: Pick<ReportDefinition, 'texts' | 'titleKey' | 'descriptionKey'>): Record<TextLanguage, DefinitionTitle> | null {
  if (!definition.texts) return null;
  const titles = {} as Record<TextLanguage, DefinitionTitle>;
  for (const language of TEXT_LANGUAGES) {
    const nombre = definitionText(definition, language, definition.titleKey);
    const descripcion = definitionText(definition, language, definition.descriptionKey);
    titles[language] = { ...(nombre ? { nombre } : {}), ...(descripcion ? { descripcion } : {}) };
  }
  return titles;
}

/**
 * A nested tree of texts whose keys are dot paths (`custom.columns.plate` → `{custom: {columns: {plate: …}}}`), the shape
 * i18next keeps. A key that would sit inside another key's text, or over another key's branch, is left out (the first wins).
 */
export function textsToTree(texts: Record<string, string | undefined>): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(texts)) {
    const parts = key.split('.');
    if (typeof text !== 'string' || parts.some((part) => UNSAFE_SEGMENTS.has(part))) continue;
    const leaf = parts.pop()!;
    let node: Record<string, unknown> | null = tree;
    for (const part of parts) {
      if (!Object.hasOwn(node, part)) node[part] = {};
      const next: unknown = node[part];
      node = typeof next === 'object' ? (next as Record<string, unknown>) : null;
      if (!node) break;
    }
    if (node && !Object.hasOwn(node, leaf)) node[leaf] = text;
  }
  return tree;
}

/** Path segments that would reach an object's prototype. */
const UNSAFE_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);
