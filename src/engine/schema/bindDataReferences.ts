/**
 * ajv's `$data` references (`{"const": {"$data": "/session/sucursal"}}`) for a validator that has none: the keyword
 * value is read from the data being validated before each validation, with ajv's rules — an absent value drops the
 * keyword, a value of the wrong kind fails the keyword for the instances it applies to.
 */

type SchemaObject = Record<string, unknown>;

/** ajv keywords that accept `$data`: the kind of value they need and the instance type they apply to (none: every type). */
const DATA_KEYWORDS: Record<string, { value: 'number' | 'string' | 'array' | 'boolean' | 'any'; applies?: 'number' | 'string' | 'array' | 'object' }> = {
  const: { value: 'any' },
  enum: { value: 'array' },
  minimum: { value: 'number', applies: 'number' },
  maximum: { value: 'number', applies: 'number' },
  exclusiveMinimum: { value: 'number', applies: 'number' },
  exclusiveMaximum: { value: 'number', applies: 'number' },
  multipleOf: { value: 'number', applies: 'number' },
  minLength: { value: 'number', applies: 'string' },
  maxLength: { value: 'number', applies: 'string' },
  pattern: { value: 'string', applies: 'string' },
  format: { value: 'string', applies: 'string' },
  minItems: { value: 'number', applies: 'array' },
  maxItems: { value: 'number', applies: 'array' },
  uniqueItems: { value: 'boolean', applies: 'array' },
  minProperties: { value: 'number', applies: 'object' },
  maxProperties: { value: 'number', applies: 'object' },
  required: { value: 'array', applies: 'object' },
};

/** Where a `$data` value is read: a path from the root of the data, or the name of an item on the data path. */
type Source = { tokens: string[] } | { name: string };

const isObject = (v: unknown): v is SchemaObject => v !== null && typeof v === 'object' && !Array.isArray(v);

function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Resolves a JSON pointer or relative JSON pointer against the data location of the keyword (null: not fixed). */
function sourceOf(pointer: unknown, dataPath: string[] | null, at: string): Source {
  if (typeof pointer !== 'string') throw new Error(`${at}: $data must be a JSON pointer`);
  if (/^\/(?:[^~]|~0|~1)*$/.test(pointer)) return { tokens: pointer.slice(1).split('/').map(unescapeToken) };
  const relative = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/.exec(pointer);
  if (!relative) throw new Error(`${at}: invalid $data pointer '${pointer}'`);
  if (dataPath === null) throw new Error(`${at}: relative $data '${pointer}' is under items, additionalProperties or another keyword whose data place is not fixed; use an absolute pointer`);
  const up = Number(relative[1]);
  const rest = relative[2] ?? '';
  if (rest === '#') {
    if (up >= dataPath.length) throw new Error(`${at}: $data '${pointer}' goes above the data root`);
    return { name: dataPath[dataPath.length - up - 1]! };
  }
  if (up > dataPath.length) throw new Error(`${at}: $data '${pointer}' goes above the data root`);
  return { tokens: [...dataPath.slice(0, dataPath.length - up), ...(rest ? rest.slice(1).split('/').map(unescapeToken) : [])] };
}

function read(root: unknown, source: Source): unknown {
  if ('name' in source) return source.name;
  let value = root;
  for (const token of source.tokens) {
    if (value === null || typeof value !== 'object') return undefined;
    value = Object.hasOwn(value, token) ? (value as Record<string, unknown>)[token] : undefined;
  }
  return value;
}

function kindOk(value: unknown, kind: (typeof DATA_KEYWORDS)[string]['value']): boolean {
  if (kind === 'any') return true;
  if (kind === 'array') return Array.isArray(value);
  return typeof value === kind;
}

/** Walks a schema, calling `visit` on every subschema with the data path it applies to (null when not fixed). */
function walk(schema: unknown, dataPath: string[] | null, at: string, visit: (s: SchemaObject, dataPath: string[] | null, at: string) => void): void {
  if (!isObject(schema)) return;
  visit(schema, dataPath, at);
  const same = (sub: unknown, key: string) => walk(sub, dataPath, `${at}/${key}`, visit);
  const loose = (sub: unknown, key: string) => walk(sub, null, `${at}/${key}`, visit);
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isObject(value)) {
      for (const [name, sub] of Object.entries(value)) walk(sub, dataPath && [...dataPath, name], `${at}/properties/${name}`, visit);
    } else if ((key === 'patternProperties' || key === 'definitions' || key === '$defs') && isObject(value)) {
      for (const [name, sub] of Object.entries(value)) loose(sub, `${key}/${name}`);
    } else if ((key === 'dependencies' || key === 'dependentSchemas') && isObject(value)) {
      for (const [name, sub] of Object.entries(value)) same(sub, `${key}/${name}`);
    } else if (key === 'items' && Array.isArray(value)) {
      value.forEach((sub, i) => walk(sub, dataPath && [...dataPath, String(i)], `${at}/items/${i}`, visit));
    } else if ((key === 'allOf' || key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
      value.forEach((sub, i) => same(sub, `${key}/${i}`));
    } else if (key === 'not' || key === 'if' || key === 'then' || key === 'else') {
      same(value, key);
    } else if (['items', 'additionalItems', 'contains', 'additionalProperties', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'].includes(key)) {
      loose(value, key);
    }
  }
}

/**
 * Prepares `schema` for `$data`: returns a function giving, for the root of the data, a copy of the schema with every
 * reference replaced by its value; null when the schema has no reference. Throws on a malformed pointer or a relative
 * one whose place in the data is not fixed.
 */
export function bindDataReferences(schema: object): ((root: unknown) => object) | null {
  const refs = new Map<SchemaObject, { key: string; source: Source }[]>();
  walk(schema, [], '#', (s, dataPath, at) => {
    for (const [key, value] of Object.entries(s)) {
      if (!Object.hasOwn(DATA_KEYWORDS, key) || !isObject(value) || !('$data' in value)) continue;
      const list = refs.get(s) ?? [];
      list.push({ key, source: sourceOf(value.$data, dataPath, `${at}/${key}`) });
      refs.set(s, list);
    }
  });
  if (refs.size === 0) return null;
  const bind = (value: unknown, root: unknown): unknown => {
    if (Array.isArray(value)) return value.map((v) => bind(v, root));
    if (!isObject(value)) return value;
    const own = refs.get(value);
    const out: SchemaObject = {};
    const failing: unknown[] = [];
    for (const [key, sub] of Object.entries(value)) {
      const ref = own?.find((r) => r.key === key);
      if (!ref) {
        out[key] = bind(sub, root);
        continue;
      }
      const resolved = read(root, ref.source);
      if (resolved === undefined) continue;
      const spec = DATA_KEYWORDS[key]!;
      if (kindOk(resolved, spec.value)) out[key] = resolved;
      else failing.push(spec.applies ? { if: { type: spec.applies }, then: false } : false);
    }
    if (failing.length > 0) out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), ...failing];
    return out;
  };
  return (root) => bind(schema, root) as object;
}
