/** Appends a key or an index to a JSON pointer (RFC 6901: '~' and '/' escaped). */
export function pointer(path: string, key: string | number): string {
  return `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** The keys of a JSON pointer, unescaped ('' = the root: none). */
export function pointerSegments(path: string): string[] {
  return path === '' ? [] : path.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a JSON pointer in a tree of plain objects and arrays (undefined where the path leaves it). */
export function valueAtPointer(root: unknown, path: string): unknown {
  return pointerSegments(path).reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), root);
}
