/**
 * Every data-call `endpoint` a definition names: its request, detail, row, toolbar and document actions, and its lookups (option lists under
 * filters, calls made before the request, the list of a selection result). Which of them a report restricts is not decided here but where each
 * route is defined (the services' call kinds: only report-data calls are restricted to the holders of the reports naming them).
 */
export function endpointsOf(node: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) for (const item of node) endpointsOf(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'endpoint' && typeof value === 'string') found.add(value);
      else endpointsOf(value, found);
    }
  }
  return found;
}
