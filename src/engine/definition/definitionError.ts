import type { CallContract } from './callContract';
/** One problem of a definition: where (JSON pointer, '' = the root), what (a stable code), the values of its translated message, and an English message. */
export interface DefinitionError {
  path: string;
  code: string;
  params?: Record<string, string | number>;
  message: string;
}

/** The portal's languages, each with its own texts and catalogue. */
export const LANGUAGES = ['es', 'en', 'fr', 'it'] as const;
export type CatalogueLanguage = (typeof LANGUAGES)[number];

/** Translation catalogues by language (nested objects; a key is a dot path). */
export type Catalogues = Record<CatalogueLanguage, Record<string, unknown>>;

/** Options of validateDefinition. */
export interface ValidateOptions {
  /** Catalogues a text key may come from besides the definition's own texts (default: the portal's catalogues). */
  catalogues?: Catalogues;
  /** The services' calls the definition may name (default: the committed contract, schemas/call-contract.gen.json). */
  contract?: CallContract;
}

/** Builds an error. */
export function definitionError(path: string, code: string, message: string, params?: Record<string, string | number>): DefinitionError {
  return params ? { path, code, params, message } : { path, code, message };
}
