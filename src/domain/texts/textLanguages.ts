/** The languages a definition's own texts are written in (the engine checks them against the definition language's texts). */
export const TEXT_LANGUAGES = ['es', 'en', 'fr', 'it'] as const;
/** A language of a definition's own texts. */
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** A report's name and description in one language, from the definition's own texts (either may be missing). */
export interface DefinitionTitle {
  nombre?: string;
  descripcion?: string;
}
