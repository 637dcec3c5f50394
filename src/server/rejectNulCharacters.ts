import type { FastifyRequest } from 'fastify';
import { ErpError } from './errors.js';

/** The path of the first string in a request body that holds a NUL character, e.g. `body.items.0.name`; undefined when none does. Walks without recursion, so any nesting depth is safe. */
export function nulCharacterPath(value: unknown, root = 'body'): string | undefined {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) pending.push([child, `${path}.${key}`]);
    }
  }
  return undefined;
}

/**
 * preValidation hook: a body string with a NUL character is a 400 naming the field. PostgreSQL text cannot hold the character, so such a value
 * would otherwise fail in the database as a server error.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const path = nulCharacterPath(request.body);
  if (path) throw new ErpError(400, 'VALIDATION_ERROR', `Invalid request: ${path} must not contain NUL characters`);
}
