type JsonSchema = Record<string, unknown>;

/** Largest value of a 32-bit signed integer: the integer columns of both databases hold no more. */
export const INT32_MAX = 2_147_483_647;

/** Size limits of request bodies: every string, number and array a route accepts is bounded, so bad input is a 400, never a database error. */
export const INPUT_LIMITS = {
  /** Strings without a limit of their own (names, codes of other systems, search texts). */
  text: 255,
  /** ERP codes (customer, branch, order, company…), sent as text or number. */
  code: 50,
  /** Session and refresh tokens, captcha answers. */
  token: 4096,
  /** Free text (observations, comments, filter expressions). */
  freeText: 4000,
  /** Arrays without a limit of their own. */
  items: 1000,
  /** Properties of a free-form object. */
  properties: 100,
  /** Decimals (amounts, quantities) without a range of their own: ± one trillion. */
  decimal: 1e12,
} as const;

const typesOf = (schema: JsonSchema): string[] => [schema.type].flat().filter((t): t is string => typeof t === 'string');

/**
 * The schema with a default bound on every string (maxLength), integer and number (minimum and maximum), array (maxItems) and free-form object
 * (maxProperties) that has none, recursively through properties, items and combinators. Bounds a field sets itself are kept; enums and consts are bounded already.
 */
export function boundInput(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  const types = typesOf(schema);
  const enumerated = 'enum' in schema || 'const' in schema;
  if (types.includes('string') && !enumerated && out.maxLength === undefined) out.maxLength = INPUT_LIMITS.text;
  if (types.includes('integer') && !enumerated) {
    out.minimum ??= 0;
    out.maximum ??= INT32_MAX;
  } else if (types.includes('number') && !enumerated) {
    out.minimum ??= -INPUT_LIMITS.decimal;
    out.maximum ??= INPUT_LIMITS.decimal;
  }
  if (types.includes('array') && out.maxItems === undefined) out.maxItems = INPUT_LIMITS.items;
  if (types.includes('object') && !schema.properties && schema.additionalProperties !== false && out.maxProperties === undefined) out.maxProperties = INPUT_LIMITS.properties;
  if (schema.properties) {
    out.properties = Object.fromEntries(Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, s]) => [name, boundInput(s)]));
  }
  if (schema.items && typeof schema.items === 'object') out.items = Array.isArray(schema.items) ? schema.items.map(boundInput) : boundInput(schema.items as JsonSchema);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') out.additionalProperties = boundInput(schema.additionalProperties as JsonSchema);
  for (const combinator of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(schema[combinator])) out[combinator] = (schema[combinator] as JsonSchema[]).map(boundInput);
  }
  return out;
}
