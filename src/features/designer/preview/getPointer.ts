/** The value at a JSON pointer (RFC 6901) of a document, or undefined. */
export function getPointer(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  let value: unknown = document;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
