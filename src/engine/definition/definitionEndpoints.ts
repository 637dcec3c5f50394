/**
 * The lookups a form uses to fill its fields and choose rows — option lists (under filters), calls made before the request (before) and the list
 * of a selection result (source) — are shared by many reports and scoped on their own: they belong to no report.
 */
const LOOKUP_KEYS = new Set(['filters', 'before', 'source']);

/** Every data-call `endpoint` a definition names: the report's request, its detail, its row, toolbar and document actions (not its lookups). */
export function endpointsOf(node: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) for (const item of node) endpointsOf(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (LOOKUP_KEYS.has(key) && value && typeof value === 'object') continue;
      if (key === 'endpoint' && typeof value === 'string') found.add(value);
      else endpointsOf(value, found);
    }
  }
  return found;
}
