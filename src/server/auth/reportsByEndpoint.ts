import type { DefinitionStore } from '../definitions/definitionStore.js';

/** How long the endpoint map is reused before the definitions are read again (customer definitions may change without a restart). */
const REUSE_MS = 2000;

/**
 * Data calls of the reports the portal shows as dialogs, which have no definition to name their calls. informeVencimientos serves the collections due
 * (named by its definition), the customer portfolio and the unpaid payments: holding any of the three opens it.
 */
export const DIALOG_REPORT_CALLS: Readonly<Record<string, readonly string[]>> = {
  '/wscomun/portalinformes/informeVencimientos': ['CARTERA_CLIENTS', 'IMPAGADOS'],
  '/wscomun/portalinformes/informeRiesgoClientes': ['RIESGOS'],
};

/** Every `endpoint` a definition names, wherever it is: the report's request, its detail, its row, toolbar and document actions. */
function endpointsOf(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) endpointsOf(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'endpoint' && typeof value === 'string') found.add(value);
      else endpointsOf(value, found);
    }
  }
  return found;
}

/**
 * Which reports serve each data call, read from the report definitions themselves (standard and customer folders, overlays merged):
 * a call named by one or more definitions belongs to those reports, plus the calls of the dialog reports (DIALOG_REPORT_CALLS). Invalid definitions name nothing.
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
    for (const [endpoint, codes] of Object.entries(DIALOG_REPORT_CALLS)) map.set(endpoint, [...new Set([...(map.get(endpoint) ?? []), ...codes])]);
    cached = { at: Date.now(), map };
    return map;
  };
}
