/** A JSON text as the designer shows it: two-space indentation, a final newline. */
export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Outcome of reading the editor's text: the value, or where and why it does not parse. */
export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string; position: number };

/** Offset of a JSON.parse error in the text (engines say "position N" or "line L column C"), 0 when unknown. */
export function parseErrorPosition(text: string, message: string): number {
  const pos = /position (\d+)/.exec(message);
  if (pos) return Math.min(Number(pos[1]), text.length);
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) {
    const lines = text.split('\n');
    const line = Math.min(Number(lc[1]), lines.length);
    return Math.min(lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + Number(lc[2]) - 1, text.length);
  }
  return message.includes('end of JSON') ? text.length : 0;
}

/** Parses the editor's text. */
export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const message = (error as Error).message;
    return { ok: false, message, position: parseErrorPosition(text, message) };
  }
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
