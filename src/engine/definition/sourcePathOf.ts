import { isJsonObject, listKey, pointerSegment } from './overlayLists';

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * Where an error found in an effective definition lives in the overlay that produced it: a keyed list item (a column by its field, an
 * action by its id) is found by its key in the overlay's list, an object key by its name. When the overlay does not state the place, the
 * deepest place it does state (down to the root); `exact` says whether the whole path was found.
 */
export function sourcePathOf(effectivePath: string, effective: unknown, overlay: unknown): { path: string; exact: boolean } {
  const segments = effectivePath.split('/').slice(1).map(unescape);
  let inEffective: unknown = effective;
  let inOverlay: unknown = overlay;
  let path = '';
  for (const segment of segments) {
    if (Array.isArray(inEffective)) {
      const item = inEffective[Number(segment)];
      const key = listKey(inEffective);
      if (!Array.isArray(inOverlay)) return { path, exact: false };
      const id = key && isJsonObject(item) ? item[key] : undefined;
      const index = typeof id === 'string'
        ? inOverlay.findIndex((o) => isJsonObject(o) && o[key!] === id)
        : (inOverlay.length === inEffective.length ? Number(segment) : -1);
      if (index < 0) return { path, exact: false };
      path += `/${index}`;
      inEffective = item;
      inOverlay = inOverlay[index];
      continue;
    }
    if (!isJsonObject(inEffective) || !isJsonObject(inOverlay) || !(segment in inOverlay)) return { path, exact: false };
    path += `/${pointerSegment(segment)}`;
    inEffective = inEffective[segment];
    inOverlay = inOverlay[segment];
  }
  return { path, exact: true };
}
