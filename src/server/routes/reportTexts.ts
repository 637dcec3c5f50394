/** The name and description of a report in one language. */
export interface ReportText {
  nombre: string;
  descripcion: string;
}

const LANGUAGES = ['es', 'en', 'fr', 'it'] as const;

/**
 * The name and description a definition gives itself in each language (its titleKey and descriptionKey looked up in its own texts),
 * or undefined when it has no texts for them.
 */
export function reportTexts(definition: { titleKey?: string; descriptionKey?: string; texts?: unknown } | null | undefined): Record<string, ReportText> | undefined {
  const texts = definition?.texts as Record<string, Record<string, unknown> | undefined> | undefined;
  if (!texts || !definition?.titleKey) return undefined;
  const out: Record<string, ReportText> = {};
  for (const lang of LANGUAGES) {
    const nombre = texts[lang]?.[definition.titleKey];
    if (typeof nombre !== 'string') continue;
    const descripcion = definition.descriptionKey ? texts[lang]?.[definition.descriptionKey] : undefined;
    out[lang] = { nombre, descripcion: typeof descripcion === 'string' ? descripcion : '' };
  }
  return Object.keys(out).length ? out : undefined;
}
