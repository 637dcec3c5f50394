import { junkValue } from './junkValue';
import type { OpenApiSchema } from './schemaVariants';
import { validObject, type FuzzSource } from './validValue';

/** One generated request: a body to send as JSON, or raw text sent as it is with the JSON content type. */
export interface FuzzRequest {
  kind: 'minimal' | 'valid' | 'mutated' | 'raw';
  payload: unknown;
}

/** Raw bodies no JSON route should choke on: empty, broken, not an object, prototype pollution, absurd nesting, numbers JSON cannot hold in a double. */
export const RAW_BODIES = [
  '', '{', '{"a":', 'null', '[]', '"text"', '12', 'true', '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`, '{"offset":1e400}', '{"x":"\\ud800"}', '\u0000',
];

/** The required properties of a body, without any optional one. */
function minimalBody(schema: OpenApiSchema, src: FuzzSource): Record<string, unknown> {
  return validObject({ ...schema, properties: Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([name]) => (schema.required ?? []).includes(name))) }, src);
}

/** A valid-ish body with one to three changes: a property set to junk (also inside a nested object or array), a required one left out, an unknown one added. */
function mutatedBody(schema: OpenApiSchema, src: FuzzSource): Record<string, unknown> {
  const { rnd } = src;
  const body = validObject(schema, src);
  const properties = Object.entries((schema.properties ?? {}) as Record<string, OpenApiSchema>);
  for (let i = rnd.int(1, 3); i > 0; i--) {
    const roll = rnd.next();
    if (roll < 0.1 && schema.required?.length) {
      delete body[rnd.pick(schema.required as string[])];
    } else if (roll < 0.2) {
      body[rnd.pick(['unknownField', 'sqlInjection', 'constructor', 'toString', 'x'.repeat(200)])] = junkValue({}, rnd);
    } else if (properties.length) {
      const [name, child] = rnd.pick(properties);
      const current = body[name];
      const nested = Object.entries((child.properties ?? child.items?.properties ?? {}) as Record<string, OpenApiSchema>);
      const target = (Array.isArray(current) ? current[0] : current) as Record<string, unknown> | null | undefined;
      if (nested.length && target && typeof target === 'object' && roll < 0.35) {
        const [inner, innerSchema] = rnd.pick(nested);
        target[inner] = junkValue(innerSchema, rnd);
      } else {
        body[name] = junkValue(child, rnd);
      }
    }
  }
  return body;
}

/**
 * `count` requests for a route body schema, always in the same order for the same source: the minimal body, valid-ish bodies (a quarter of the count),
 * raw junk bodies (three) and mutated bodies for the rest.
 */
export function fuzzRequests(schema: OpenApiSchema, count: number, src: FuzzSource): FuzzRequest[] {
  const out: FuzzRequest[] = [{ kind: 'minimal', payload: minimalBody(schema, src) }];
  const valid = Math.max(1, Math.floor(count / 4));
  for (let i = 0; i < valid && out.length < count; i++) out.push({ kind: 'valid', payload: validObject(schema, src) });
  for (let i = 0; i < 3 && out.length < count; i++) out.push({ kind: 'raw', payload: src.rnd.pick(RAW_BODIES) });
  while (out.length < count) out.push({ kind: 'mutated', payload: mutatedBody(schema, src) });
  return out;
}
