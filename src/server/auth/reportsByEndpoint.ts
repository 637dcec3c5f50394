import { endpointsOf } from '../../engine/definition/definitionEndpoints';
import type { DefinitionStore } from '../definitions/definitionStore.js';

/** How long the endpoint map is reused before the definitions are read again (customer definitions may change without a restart). */
const REUSE_MS = 2000;

/**
 * Which reports name each data call for an organisation, read from the report definitions themselves (standard and customer folders, versions the
 * organisation published in the designer, overlays merged). Only the calls declared report calls where their routes are defined are restricted by
 * it (requireReportAccess): a shared lookup a definition names stays open to everyone. Invalid definitions name nothing. The map of an
 * organisation is reused while its published versions stay the same, for at most REUSE_MS (files may change too). The calls that find it
 * out of date while it is being read again share that reading: under load every call in flight found it stale at once, and each read every
 * definition again.
 */
export function reportsByEndpoint(definitions: DefinitionStore): (idOrganizacion?: number) => Promise<Map<string, string[]>> {
  const cached = new Map<string, { at: number; stamp: string; map: Map<string, string[]> }>();
  const reading = new Map<string, { stamp: string; map: Promise<Map<string, string[]>> }>();
  const read = async (idOrganizacion: number | undefined) => {
    const map = new Map<string, string[]>();
    for (const { code, definition } of await definitions.all(idOrganizacion)) {
      if (!definition) continue;
      for (const endpoint of endpointsOf(definition)) map.set(endpoint, [...(map.get(endpoint) ?? []), code]);
    }
    return map;
  };
  return async (idOrganizacion) => {
    const key = String(idOrganizacion ?? '');
    const stamp = JSON.stringify([...(await definitions.publishedVersions(idOrganizacion))].sort());
    const hit = cached.get(key);
    if (hit && hit.stamp === stamp && Date.now() - hit.at < REUSE_MS) return hit.map;
    const pending = reading.get(key);
    if (pending && pending.stamp === stamp) return pending.map;
    const at = Date.now();
    const map = read(idOrganizacion);
    reading.set(key, { stamp, map });
    try {
      const found = await map;
      cached.set(key, { at, stamp, map: found });
      return found;
    } finally {
      if (reading.get(key)?.map === map) reading.delete(key);
    }
  };
}
