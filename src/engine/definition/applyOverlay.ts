import { dropInheritedPresets } from './inheritedPresets';
import { isJsonObject, listKey, listPointer, OVERLAY_DIRECTIVES, pointerSegment, stripDirectives } from './overlayLists';

/** The merged definition and the places of the overlay that no longer match the standard. */
export interface OverlayResult<T> {
  definition: T;
  /**
   * JSON pointers into the overlay of what no longer exists in the standard. A list item is named by its key rather than
   * its position: `/result/columns/[field=importeX]` (an item that patches a column the standard no longer has),
   * `/result/rowActions/[id=csv]/$after` (an item placed after one that does not exist), `/dialog/maxWidth` (a null for a
   * key the standard lacks). Segments escape `~` and `/` as `~0` and `~1` (RFC 6901).
   */
  orphans: string[];
  /**
   * JSON pointers into the standard of the presets it offers that the merge left out: summaries and views
   * (`/result/summaries/[id=byCustomer]`, `/views/presets/[id=lastMonth]`) naming a column the overlay removed, which the overlay did not write.
   */
  dropped: string[];
}

/**
 * Merges an overlay onto a standard definition: JSON Merge Patch (RFC 7386) for objects, and lists whose items all carry
 * a distinct `id` (actions, tables…) or `field` (columns) merge by that key — an overlay item with an existing key is
 * merge-patched into it in place (`"$after"` moves it), `"$remove": true` removes it, an item whose key is new is added
 * when it says `"$add": true` (at the end, after the item named by `"$after": "<key>"`, or first with `"$after": null`).
 * An item with an unknown key and no `$add`, a `$remove` or `$after` naming a missing item, and a null for a missing key
 * are orphans: left out of the result and listed. Other lists replace whole. `$add`/`$remove`/`$after` never reach the result.
 * The standard's summaries and views that name a column the overlay removed (or made export-only) are left out and listed as dropped,
 * unless the overlay itself writes that reference (see dropInheritedPresets).
 */
export function mergeOverlay<T>(standard: T, overlay: unknown): OverlayResult<T> {
  const orphans: string[] = [];
  const merged = mergeValue(standard, overlay, '', orphans) as T;
  const { definition, dropped } = dropInheritedPresets(standard, overlay, merged);
  return { definition, orphans, dropped };
}

/** The merged definition of `mergeOverlay`, without the orphans. */
export function applyOverlay<T>(standard: T, overlay: unknown): T {
  return mergeOverlay(standard, overlay).definition;
}

function mergeValue(target: unknown, patch: unknown, at: string, orphans: string[]): unknown {
  if (Array.isArray(patch)) return mergeList(target, patch, at, orphans);
  if (!isJsonObject(patch)) return patch;
  const base: Record<string, unknown> = isJsonObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (OVERLAY_DIRECTIVES.has(key)) continue;
    const where = `${at}/${pointerSegment(key)}`;
    if (value !== null) base[key] = mergeValue(base[key], value, where, orphans);
    else if (Object.hasOwn(base, key)) delete base[key];
    else orphans.push(where);
  }
  return base;
}

function mergeList(target: unknown, patch: unknown[], at: string, orphans: string[]): unknown[] {
  const key = Array.isArray(target) && target.length ? listKey(target) : listKey(patch);
  // Nothing to merge with, or not a keyed list on both sides: the overlay's list is taken as written.
  if (!key || !Array.isArray(target) || !patch.length || listKey(target, key) !== key || listKey(patch, key) !== key) {
    const taken: unknown[] = [];
    patch.forEach((item, index) => {
      if (isJsonObject(item) && item.$remove === true) orphans.push(listPointer(at, key, item, index));
      else taken.push(stripDirectives(item));
    });
    return taken;
  }
  const list = (target as Record<string, unknown>[]).map((item) => ({ id: item[key] as string, value: item as unknown }));
  const indexOf = (id: unknown) => list.findIndex((entry) => entry.id === id);
  for (const item of patch as Record<string, unknown>[]) {
    const id = item[key] as string;
    const where = listPointer(at, key, item, 0);
    const position = indexOf(id);
    if (item.$remove === true) {
      if (position >= 0) list.splice(position, 1);
      else orphans.push(where);
      continue;
    }
    let value: unknown;
    if (position >= 0) value = mergeValue(list.splice(position, 1)[0]!.value, item, where, orphans);
    else if (item.$add === true) value = stripDirectives(item);
    else {
      orphans.push(where);
      continue;
    }
    let insertAt = position >= 0 ? position : list.length;
    if ('$after' in item) {
      const after = item.$after === null ? -1 : indexOf(item.$after);
      if (item.$after === null || after >= 0) insertAt = after + 1;
      else orphans.push(`${where}/$after`);
    }
    list.splice(insertAt, 0, { id, value });
  }
  return list.map((entry) => entry.value);
}
