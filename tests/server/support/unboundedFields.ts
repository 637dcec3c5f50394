import { schemaVariants, type OpenApiSchema } from './schemaVariants';

/**
 * Paths (from `path`) of the values a body schema leaves unbounded: a string without maxLength, an integer or number without minimum and maximum,
 * an array without maxItems, a free-form object without maxProperties, a schema whose kind is unknown. Enumerated values are bounded.
 */
export function unboundedFields(schema: OpenApiSchema, path: string): string[] {
  const variants = schemaVariants(schema);
  if (variants.length === 0) return [`${path} (no type)`];
  const problems: string[] = [];
  for (const { kind, schema: s } of variants) {
    const enumerated = Array.isArray(s.enum);
    if (kind === 'string' && !enumerated && s.maxLength === undefined) problems.push(`${path} (string without maxLength)`);
    if ((kind === 'integer' || kind === 'number') && !enumerated && (s.minimum === undefined || s.maximum === undefined)) problems.push(`${path} (${kind} without minimum and maximum)`);
    if (kind === 'array') {
      if (s.maxItems === undefined) problems.push(`${path} (array without maxItems)`);
      if (s.items) problems.push(...unboundedFields(s.items, `${path}[]`));
    }
    if (kind === 'object') {
      if (!s.properties && s.additionalProperties !== false && s.maxProperties === undefined) problems.push(`${path} (object without maxProperties)`);
      for (const [name, child] of Object.entries((s.properties ?? {}) as Record<string, OpenApiSchema>)) problems.push(...unboundedFields(child, `${path}.${name}`));
      if (s.additionalProperties && typeof s.additionalProperties === 'object') problems.push(...unboundedFields(s.additionalProperties, `${path}.*`));
    }
  }
  return [...new Set(problems)];
}
