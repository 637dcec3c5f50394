import type { DefinitionStore } from '../definitions/definitionStore.js';

/** How long the endpoint map is reused before the definitions are read again (customer definitions may change without a restart). */
const REUSE_MS = 2000;

/**
 * The lookups a form uses to fill its fields and choose rows — option lists (under filters), calls made before the request (before) and the list
 * of a selection result (source) — are shared by many reports and scoped on their own: they belong to no report.
 */
const LOOKUP_KEYS = new Set(['filters', 'before', 'source']);

/** Every data-call `endpoint` a definition names: the report's request, its detail, its row, toolbar and document actions (not its lookups). */
function endpointsOf(node: unknown, found: Set<string>): Set<string> {
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

/**
 * Which reports serve each data call, read from the report definitions themselves (standard and customer folders, overlays merged):
 * a call named by one or more definitions belongs to those reports. Invalid definitions name nothing.
 */
export function reportsByEndpoint(definitions: DefinitionStore): () => Map<string, string[]> {
  let cached: { at: number; map: Map<string, string[]> } | undefined;
  return () => {
    if (cached && Date.now() - cached.at < REUSE_MS) return cached.map;
    const map = new Map<string, string[]>();
    for (const code of definitions.codes()) {
      let definition: unknown;
      try {
        definition = definitions.get(code);
      } catch {
        continue;
      }
      for (const endpoint of endpointsOf(definition, new Set())) map.set(endpoint, [...(map.get(endpoint) ?? []), code]);
    }
    cached = { at: Date.now(), map };
    return map;
  };
}
