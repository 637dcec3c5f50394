/**
 * Reads a dotted path ('dataRes.result', 'cliente.codigo', 'lines.0.url') from a value; undefined when any step is missing. A '*' step over a
 * list takes the first element whose remaining path is not empty ('dataRes.result.*.URLcertificado').
 */
export function getPath(value: unknown, path: string): unknown {
  // A plain field name (most columns): read without splitting, so a grid or an export of many rows makes no array per cell.
  if (path !== '*' && !path.includes('.')) return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[path] : undefined;
  const keys = path.split('.');
  let current: unknown = value;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    if (key === '*' && Array.isArray(current)) {
      const rest = keys.slice(i + 1).join('.');
      for (const element of current) {
        const found = rest ? getPath(element, rest) : element;
        if (!isEmpty(found)) return found;
      }
      return undefined;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** True for undefined, null, '' and empty arrays. */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}
