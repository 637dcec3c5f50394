import { isJsonObject, jsonEqual, listKey, stripDirectives } from './overlayLists';

/**
 * The smallest overlay that turns `standard` into `effective` under `mergeOverlay`: changed keys only, null for a removed
 * key, and keyed lists (items with `id` or `field`) as the items that change — `{field, …changes}`, `{field, "$remove": true}`,
 * `{…new item, "$add": true, "$after": <key>|null}`, `"$after"` on an item that moves. Other lists are restated whole.
 * Like any JSON Merge Patch it cannot set a value to null outside a list (null means "delete").
 */
export function diffToOverlay(standard: unknown, effective: unknown): unknown {
  const patch = diffValue(standard, effective);
  return patch === undefined ? {} : patch;
}

/** The patch from `from` to `to`, or undefined when they are equal. */
function diffValue(from: unknown, to: unknown): unknown {
  if (jsonEqual(from, to)) return undefined;
  if (Array.isArray(to)) return diffList(from, to);
  if (!isJsonObject(to) || !isJsonObject(from)) return stripDirectives(to);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(from)) if (!Object.hasOwn(to, key)) patch[key] = null;
  for (const [key, value] of Object.entries(to)) {
    const change = diffValue(from[key], value);
    if (change !== undefined) patch[key] = change;
  }
  return patch;
}

function diffList(from: unknown, to: unknown[]): unknown[] {
  const key = Array.isArray(from) && from.length ? listKey(from) : listKey(to);
  if (!key || !Array.isArray(from) || !to.length || listKey(from, key) !== key || listKey(to, key) !== key) return to.map(stripDirectives);
  const before = from as Record<string, unknown>[];
  const after = to as Record<string, unknown>[];
  const beforeIds = before.map((item) => item[key] as string);
  const afterIds = new Set(after.map((item) => item[key] as string));
  const patch: Record<string, unknown>[] = before.filter((item) => !afterIds.has(item[key] as string)).map((item) => ({ [key]: item[key], $remove: true }));
  const staying = keptInPlace(after.map((item) => beforeIds.indexOf(item[key] as string)));
  after.forEach((item, index) => {
    const id = item[key] as string;
    const previous = index ? (after[index - 1]![key] as string) : null;
    const was = beforeIds.indexOf(id);
    if (was < 0) {
      // A new item; the last one is simply appended.
      patch.push({ ...(stripDirectives(item) as Record<string, unknown>), $add: true, ...(index < after.length - 1 ? { $after: previous } : {}) });
      return;
    }
    const change = diffValue(before[was], item) as Record<string, unknown> | undefined;
    const moves = !staying.has(index);
    if (change || moves) patch.push({ [key]: id, ...change, ...(moves ? { $after: previous } : {}) });
  });
  return patch;
}

/**
 * Which positions of the new list keep their place: the longest run of standard items whose old positions increase
 * (`positions[i]` is the old position of new item i, -1 for a new one); every other kept item moves after its new neighbour.
 */
function keptInPlace(positions: number[]): Set<number> {
  const length: number[] = [];
  const previous: number[] = [];
  let best = -1;
  positions.forEach((position, i) => {
    length[i] = position < 0 ? 0 : 1;
    previous[i] = -1;
    if (position < 0) return;
    for (let j = 0; j < i; j++) {
      if (positions[j]! >= 0 && positions[j]! < position && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
    }
    if (best < 0 || length[i]! > length[best]!) best = i;
  });
  const kept = new Set<number>();
  for (let i = best; i >= 0; i = previous[i]!) kept.add(i);
  return kept;
}
