import type { OutputUnit } from '@cfworker/json-schema';
import { deepEquals } from '@rjsf/utils';
import type { ErrorObject } from 'ajv';

/** Keywords @cfworker/json-schema reports around the errors of a subschema; ajv reports only what failed inside. */
const WRAPPERS = new Set(['properties', 'patternProperties', 'items', 'prefixItems', 'additionalItems', 'unevaluatedItems', 'unevaluatedProperties', '$ref', '$recursiveRef', 'allOf', 'dependentSchemas']);

/** A location of the interpreter's output ('#/a/b', URI-encoded tokens) as ajv's JSON pointer ('/a/b'). */
function pointerOf(location: string): string {
  const raw = location.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function tokens(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The schema a keyword location of the interpreter names, and its path as ajv reports it: the location goes through
 * `$ref` (`#/properties/a/$ref/pattern`), ajv's schemaPath starts at the referenced schema (`#/definitions/x/pattern`).
 */
function resolveLocation(root: unknown, pointer: string): { value: unknown; parent: unknown; path: string } {
  let at = root;
  let parent: unknown;
  let path = '';
  for (const token of tokens(pointer)) {
    parent = at;
    if (token === '$ref' && at !== null && typeof at === 'object' && typeof (at as { $ref?: unknown }).$ref === 'string') {
      const ref = (at as { $ref: string }).$ref;
      path = ref.startsWith('#') ? ref.slice(1) : `${path}/$ref`;
      at = ref.startsWith('#') ? resolveLocation(root, path).value : undefined;
      continue;
    }
    at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[token] : undefined;
    path += `/${token.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  }
  return { value: at, parent, path };
}

/** The data at a JSON pointer. */
function dataAt(data: unknown, pointer: string): unknown {
  let at = data;
  for (const token of tokens(pointer)) at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[token] : undefined;
  return at;
}

/** ajv's duplicate search (last duplicate pair from the end; items of a type other than the item schema's simple types are skipped), or null. */
function ajvDuplicate(items: unknown, parentSchema: unknown): { i: number; j: number } | null {
  if (!Array.isArray(items)) return null;
  const itemSchema = (parentSchema as { items?: unknown } | undefined)?.items;
  const declared = itemSchema && typeof itemSchema === 'object' && !Array.isArray(itemSchema) ? (itemSchema as { type?: unknown }).type : undefined;
  const types = declared === undefined ? [] : (Array.isArray(declared) ? declared : [declared]) as string[];
  if (types.length > 0 && !types.some((t) => t === 'object' || t === 'array')) {
    const ofType = (v: unknown) => types.some((t) => (t === 'integer' ? Number.isInteger(v) : t === 'null' ? v === null : typeof v === t));
    const indices = new Map<unknown, number>();
    for (let i = items.length - 1; i >= 0; i--) {
      const item: unknown = items[i];
      if (!ofType(item)) continue;
      const j = indices.get(item);
      if (j !== undefined) return { i, j };
      indices.set(item, i);
    }
    return null;
  }
  for (let i = items.length - 1; i >= 0; i--) for (let j = i - 1; j >= 0; j--) if (deepEquals(items[i], items[j])) return { i, j };
  return null;
}

/** ajv reports the errors inside anyOf, oneOf and then/else before its own; the interpreter after. */
function ajvOrder(units: OutputUnit[]): OutputUnit[] {
  const out = [...units];
  for (let k = 0; k < out.length; k++) {
    const unit = out[k]!;
    if (unit.keyword !== 'anyOf' && unit.keyword !== 'oneOf' && unit.keyword !== 'if') continue;
    const base = unit.keywordLocation.replace(/\/(anyOf|oneOf|if)$/, '');
    const inside = unit.keyword === 'if' ? [`${base}/then`, `${base}/else`] : [`${unit.keywordLocation}/`];
    let end = k + 1;
    while (end < out.length && inside.some((p) => out[end]!.keywordLocation.startsWith(p))) end++;
    if (end > k + 1) {
      out.splice(k, 1);
      out.splice(end - 1, 0, unit);
      k = end - 1;
    }
  }
  return out;
}

const quoted = (message: string): string[] => [...message.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);

/** ajv 8's English message and params of a keyword error. */
function describe(keyword: string, value: unknown, message: string): { keyword: string; message: string; params: Record<string, unknown> } | null {
  const n = value as number;
  switch (keyword) {
    case 'type': {
      const type = Array.isArray(value) ? value.join(',') : String(value);
      return { keyword, message: `must be ${type}`, params: { type } };
    }
    case 'required': {
      const missingProperty = quoted(message)[0] ?? '';
      return { keyword, message: `must have required property '${missingProperty}'`, params: { missingProperty } };
    }
    case 'dependencies':
    case 'dependentRequired': {
      const [property = '', missingProperty = ''] = quoted(message);
      if (!message.includes('does not have')) return null;
      return { keyword, message: `must have property ${missingProperty} when property ${property} is present`, params: { property, missingProperty, depsCount: 1, deps: missingProperty } };
    }
    case 'const': return { keyword, message: 'must be equal to constant', params: { allowedValue: value } };
    case 'enum': return { keyword, message: 'must be equal to one of the allowed values', params: { allowedValues: value } };
    case 'minimum': return { keyword, message: `must be >= ${n}`, params: { comparison: '>=', limit: n } };
    case 'maximum': return { keyword, message: `must be <= ${n}`, params: { comparison: '<=', limit: n } };
    case 'exclusiveMinimum': return { keyword, message: `must be > ${n}`, params: { comparison: '>', limit: n } };
    case 'exclusiveMaximum': return { keyword, message: `must be < ${n}`, params: { comparison: '<', limit: n } };
    case 'multipleOf': return { keyword, message: `must be multiple of ${n}`, params: { multipleOf: n } };
    case 'minLength': return { keyword, message: `must NOT have fewer than ${n} characters`, params: { limit: n } };
    case 'maxLength': return { keyword, message: `must NOT have more than ${n} characters`, params: { limit: n } };
    case 'minItems': return { keyword, message: `must NOT have fewer than ${n} items`, params: { limit: n } };
    case 'maxItems': return { keyword, message: `must NOT have more than ${n} items`, params: { limit: n } };
    case 'minProperties': return { keyword, message: `must NOT have fewer than ${n} properties`, params: { limit: n } };
    case 'maxProperties': return { keyword, message: `must NOT have more than ${n} properties`, params: { limit: n } };
    case 'pattern': return { keyword, message: `must match pattern "${String(value)}"`, params: { pattern: value } };
    case 'format': return { keyword, message: `must match format "${String(value)}"`, params: { format: value } };
    case 'contains': return { keyword, message: 'must contain at least 1 valid item(s)', params: { minContains: 1 } };
    case 'not': return { keyword, message: 'must NOT be valid', params: {} };
    case 'anyOf': return { keyword, message: 'must match a schema in anyOf', params: {} };
    case 'oneOf': return { keyword, message: 'must match exactly one schema in oneOf', params: { passingSchemas: null } };
    case 'if': {
      const failingKeyword = message.includes('"else"') ? 'else' : 'then';
      return { keyword, message: `must match "${failingKeyword}" schema`, params: { failingKeyword } };
    }
    case 'propertyNames': return { keyword, message: 'property name must be valid', params: { propertyName: quoted(message)[0] ?? '' } };
    case 'false': return { keyword: 'false schema', message: 'boolean schema is false', params: {} };
    default: return { keyword, message, params: {} };
  }
}

/**
 * The errors of @cfworker/json-schema in the shape, order and English wording of ajv 8 (`allErrors`, `verbose`, with
 * parentSchema), so rjsf's own error processing (titles, transformErrors, error schema) works on them as on
 * @rjsf/validator-ajv8's.
 */
export function ajvStyleErrors(units: OutputUnit[], schema: unknown, data: unknown): ErrorObject[] {
  const ordered = ajvOrder(units);
  const errors: ErrorObject[] = [];
  for (let k = 0; k < ordered.length; k++) {
    const unit = ordered[k]!;
    const instancePath = pointerOf(unit.instanceLocation);
    if (WRAPPERS.has(unit.keyword)) continue;
    const at = resolveLocation(schema, pointerOf(unit.keywordLocation));
    if (unit.keyword === 'additionalProperties') {
      // additionalProperties: false answers one error naming the property; other schemas report what failed inside.
      const next = ordered[k + 1];
      if (next?.keyword === 'false') {
        errors.push({ instancePath, schemaPath: `#${at.path}`, keyword: 'additionalProperties', params: { additionalProperty: quoted(unit.error)[0] ?? '' },
          message: 'must NOT have additional properties', schema: false, parentSchema: at.parent as ErrorObject['parentSchema'] });
        k++;
      }
      continue;
    }
    let described = describe(unit.keyword, at.value, unit.error);
    if (unit.keyword === 'uniqueItems') {
      const pair = ajvDuplicate(dataAt(data, instancePath), at.parent);
      described = pair && { keyword: 'uniqueItems', message: `must NOT have duplicate items (items ## ${pair.j} and ${pair.i} are identical)`, params: pair };
    }
    if (!described) continue;
    errors.push({
      instancePath,
      schemaPath: unit.keyword === 'false' ? '#' : `#${at.path}`,
      keyword: described.keyword,
      params: described.params,
      message: described.message,
      schema: at.value,
      parentSchema: at.parent as ErrorObject['parentSchema'],
    });
  }
  return errors;
}
