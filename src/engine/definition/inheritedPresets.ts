import { pointerSegments, valueAtPointer } from './jsonPointer';
import { isJsonObject, listPointer } from './overlayLists';

type JsonObject = Record<string, unknown>;

/** A place where a preset names a grid column: its pointer inside the preset and the column's field. */
interface ColumnReference {
  at: string;
  column: string;
}

/** The lists of presets that name grid columns: where they are, and where each of their items names a column. */
const PRESET_LISTS: readonly { path: string; references: (preset: JsonObject) => ColumnReference[] }[] = [
  {
    // A summary groups by and measures columns (result.summaries).
    path: '/result/summaries',
    references: (summary) => [
      ...objectsOf(summary.groupBy).map((g, i) => ({ at: `/groupBy/${i}/column`, column: g.column })),
      ...objectsOf(summary.measures).map((m, i) => ({ at: `/measures/${i}/column`, column: m.column })),
    ].filter((r): r is ColumnReference => typeof r.column === 'string'),
  },
  {
    // A view shows and sorts by columns (views.presets).
    path: '/views/presets',
    references: (preset) => [
      ...(Array.isArray(preset.columns) ? preset.columns : []).map((column, i) => ({ at: `/columns/${i}`, column })),
      { at: '/sort/column', column: isJsonObject(preset.sort) ? preset.sort.column : undefined },
    ].filter((r): r is ColumnReference => typeof r.column === 'string'),
  },
];

function objectsOf(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.map((item) => (isJsonObject(item) ? item : {})) : [];
}

/** The fields of the grid columns a definition offers to presets: its result's columns, less the export-only ones. */
function offeredColumns(definition: unknown): Set<string> {
  return new Set(objectsOf(valueAtPointer(definition, '/result/columns')).filter((c) => c.exportOnly !== true).flatMap((c) => (typeof c.field === 'string' ? [c.field] : [])));
}

/** The item of a list with the given id, if the list is one. */
function itemWithId(list: unknown, id: string): JsonObject | undefined {
  return Array.isArray(list) ? list.find((item): item is JsonObject => isJsonObject(item) && item.id === id && item.$remove !== true) : undefined;
}

/** A copy of `value` with the value at `path` (whose parents are objects) replaced. */
function withValueAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [key, ...rest] = path as [string, ...string[]];
  const object = value as JsonObject;
  return { ...object, [key]: withValueAt(object[key], rest, replacement) };
}

/**
 * Leaves out of a merged definition the inherited presets (summaries in result.summaries, views in views.presets) that name a grid column the
 * standard offers and the overlay took away (removed with `$remove`, or made export-only): the overlay's author did not write them, and kept they would
 * make the whole definition invalid. A preset is inherited when the standard has one of its id and the overlay does not state the reference itself
 * (a preset the overlay adds, or whose grouping, measures, columns or sort column it writes, stays and is an error of the overlay). Returns the
 * definition (copied where it changes, `merged` untouched) and the pointers of the presets left out, named by id: `/result/summaries/[id=byMonth]`.
 */
export function dropInheritedPresets<T>(standard: unknown, overlay: unknown, merged: T): { definition: T; dropped: string[] } {
  const offered = offeredColumns(merged);
  const removed = [...offeredColumns(standard)].filter((field) => !offered.has(field));
  if (!removed.length) return { definition: merged, dropped: [] };
  const gone = new Set(removed);
  const dropped: string[] = [];
  let definition: unknown = merged;
  for (const list of PRESET_LISTS) {
    const presets = valueAtPointer(definition, list.path);
    if (!Array.isArray(presets)) continue;
    const standardList = valueAtPointer(standard, list.path);
    const overlayList = valueAtPointer(overlay, list.path);
    const kept = presets.filter((preset) => {
      if (!isJsonObject(preset) || typeof preset.id !== 'string' || !itemWithId(standardList, preset.id)) return true;
      const stale = list.references(preset).filter((r) => gone.has(r.column));
      const own = itemWithId(overlayList, preset.id);
      if (!stale.length || stale.some((r) => own !== undefined && valueAtPointer(own, r.at) !== undefined)) return true;
      dropped.push(listPointer(list.path, 'id', preset, 0));
      return false;
    });
    if (kept.length !== presets.length) definition = withValueAt(definition, pointerSegments(list.path), kept);
  }
  return { definition: definition as T, dropped };
}
