import path from 'node:path';
import { resolveConditions } from '../../../engine/definition/namedConditions';
import { upgradeStored } from '../../../engine/definition/formatVersion';
import { sourcePathOf } from '../../../engine/definition/sourcePathOf';
import { validateDefinition } from '../../../engine/definition/validateDefinition';
import { DefinitionFileError, type DefinitionOrigin, type DefinitionStore } from '../../definitions/definitionStore.js';

/** A problem of a definition as the designer calls answer it: JSON pointer, stable code, message parameters, English text. */
export interface DesignerError {
  path: string;
  code: string;
  params?: Record<string, string | number>;
  message: string;
  /** Where the error is in the edited source (an overlay states only part of the definition): the deepest place it states. */
  sourcePath?: string;
}

/**
 * What checking a definition gives: its errors, the overlay keys whose target no longer exists, the standard's summaries and views the overlay
 * merge left out (they name a column the overlay removes), and the effective definition (null when it cannot be built).
 */
export interface DefinitionCheck {
  errores: DesignerError[];
  huerfanos: string[];
  descartados: string[];
  efectiva: Record<string, unknown> | null;
}

/** The engine's errors with a code on each (an error without one is a schema error); offsets into a text are not part of the reply. */
function withCodes(errors: readonly { path: string; message: string; code?: string; params?: Record<string, string | number> }[]): DesignerError[] {
  return errors.map((e) => ({ path: e.path, code: e.code ?? 'schema', ...(e.params ? { params: e.params } : {}), message: e.message }));
}

/**
 * The checks of publishing, for the source of a report code (an overlay with overlayOf, or a whole definition) in an organisation (none: the
 * folders alone): the overlay is merged onto the effective definition of its target (its orphans and the presets it leaves out reported), then the effective definition is
 * validated (schema, semantic and contract checks) and its code must be the report's. A source of an older format is upgraded first.
 */
export async function checkDefinition(store: DefinitionStore, informe: string, written: Record<string, unknown>, idOrganizacion?: number): Promise<DefinitionCheck> {
  // A source of an older format (an import, a draft kept from before) is checked as it will be stored: upgraded.
  const source = upgradeStored(written);
  let merged;
  try {
    merged = await store.effectiveOf(informe, source, idOrganizacion);
  } catch (error) {
    return { errores: [{ path: '/overlayOf', code: 'unknownOverlayTarget', params: { target: String(source.overlayOf) }, message: (error as Error).message }], huerfanos: [], descartados: [], efectiva: null };
  }
  const efectiva = merged.definition as Record<string, unknown>;
  const isOverlay = typeof source.overlayOf === 'string';
  const errores = withCodes(validateDefinition(merged.definition)).map((e) => (isOverlay ? { ...e, sourcePath: sourcePathOf(e.path, efectiva, source).path } : e));
  if (efectiva.code !== informe) {
    errores.push({ path: '/code', code: 'codeMismatch', params: { informe }, message: `/code '${String(efectiva.code)}' is not the report's code ${informe}` });
  }
  // What the preview draws and users would get: the named conditions replaced by what they name.
  return { errores, huerfanos: merged.orphans, descartados: merged.dropped, efectiva: resolveConditions(efectiva) };
}

/** The check of what a code has stored (its latest published version, else its file), with where it comes from; raw null for a file that is not JSON. */
export interface StoredCheck extends DefinitionCheck {
  origin: DefinitionOrigin;
  /** The file's name, for a source read from a folder. */
  archivo: string | null;
  raw: Record<string, unknown> | null;
}

/**
 * Checks the stored source of a code as the designer lists and opens it and as `npm run validate:definitions` prints it (one function for both):
 * a file that is not JSON (a syntax error, a key written twice) gives the problems of its text, with its file name; null when the code has no source.
 */
export async function checkStored(store: DefinitionStore, informe: string, idOrganizacion?: number): Promise<StoredCheck | null> {
  let source;
  try {
    source = await store.source(informe, idOrganizacion);
  } catch (error) {
    if (!(error instanceof DefinitionFileError)) throw error;
    return { origin: error.origin, archivo: path.basename(error.file), raw: null, errores: withCodes(error.errors), huerfanos: [], descartados: [], efectiva: null };
  }
  if (!source) return null;
  return { origin: source.origin, archivo: source.file ? path.basename(source.file) : null, raw: source.raw, ...await checkDefinition(store, informe, source.raw, idOrganizacion) };
}
