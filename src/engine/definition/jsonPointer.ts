/** Appends a key or an index to a JSON pointer (RFC 6901: '~' and '/' escaped). */
export function pointer(path: string, key: string | number): string {
  return `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
