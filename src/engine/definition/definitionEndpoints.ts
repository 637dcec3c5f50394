/** Every service path a definition names (its request, before-steps, detail tables, actions, cells, option lists), sorted. */
export function definitionEndpoints(definition: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'endpoint' && typeof child === 'string') found.add(child);
        else walk(child);
      }
    }
  };
  walk(definition);
  return [...found].sort();
}
