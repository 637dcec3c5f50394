import { parseDefinitionText, type ParsedText } from '../../engine/definition/parseDefinitionText';

/** A JSON text as the designer shows it: two-space indentation, a final newline. */
export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Outcome of reading the editor's text: the value, or the problems that stop it placed in the text (a syntax error, keys written twice). */
export type ParsedJson = ParsedText;

/** Parses the editor's text as the validation script reads a definition file (parseDefinitionText). */
export function parseJson(text: string): ParsedJson {
  return parseDefinitionText(text);
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Keys of an overlay that identify it rather than change the standard. */
const OVERLAY_IDENTITY = new Set(['code', 'overlayOf']);

/** The top-level keys an overlay changes (each can be reverted to the standard). */
export function overlayChangedKeys(overlay: unknown): string[] {
  return isObject(overlay) ? Object.keys(overlay).filter((k) => !OVERLAY_IDENTITY.has(k)) : [];
}

/** The overlay without one top-level key: that part of the report is the standard's again. */
export function revertOverlayKey(overlay: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _removed, ...rest } = overlay;
  return rest;
}

/** True when two JSON values are the same data (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (!isObject(a) || !isObject(b)) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => k in b && sameJson(a[k], b[k]));
}

/** A name for a version file: CODE.vN.json (or CODE.json for the editor's text). */
export function exportFileName(code: string, version?: number): string {
  return `${code}${version === undefined ? '' : `.v${version}`}.json`;
}
