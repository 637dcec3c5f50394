/** Keys an overlay list item uses to remove, add or place itself; they never reach a merged definition. */
export const OVERLAY_DIRECTIVES: ReadonlySet<string> = new Set(['$remove', '$add', '$after']);

/** A JSON object: not null, not an array. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The property that identifies the items of a list for an overlay: `id` when every item is an object with a distinct
 * string `id`, else `field` on the same terms, else null (a list that replaces whole). With `key`, only that one is tried.
 */
export function listKey(items: unknown[], key?: 'id' | 'field'): 'id' | 'field' | null {
  for (const candidate of key ? [key] : (['id', 'field'] as const)) {
    const seen = new Set<unknown>();
    const keyed = items.every((item) => {
      const id = isJsonObject(item) ? item[candidate] : undefined;
      if (typeof id !== 'string' || seen.has(id)) return false;
      seen.add(id);
      return true;
    });
    if (keyed) return candidate;
  }
  return null;
}

/** One JSON pointer segment (RFC 6901: `~` as `~0`, `/` as `~1`). */
export function pointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The pointer of an overlay list item: `<list>/[field=importe]` for a keyed item, `<list>/3` for another. */
export function listPointer(list: string, key: 'id' | 'field' | null, item: unknown, index: number): string {
  const id = key && isJsonObject(item) ? item[key] : undefined;
  return typeof id === 'string' ? `${list}/[${key}=${pointerSegment(id)}]` : `${list}/${index}`;
}

/** A deep copy without the overlay directives (`$add`, `$remove`, `$after`) at any depth. */
export function stripDirectives(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripDirectives);
  if (!isJsonObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (!OVERLAY_DIRECTIVES.has(key)) copy[key] = stripDirectives(item);
  return copy;
}

/** Deep equality of JSON values (object key order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  if (!isJsonObject(a) || !isJsonObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]));
}
