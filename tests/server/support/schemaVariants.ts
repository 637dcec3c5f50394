/** A schema of the OpenAPI document (3.0: unions are written as anyOf, null as nullable). */
export type OpenApiSchema = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The JSON kinds a value can have. */
export type Kind = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';

/** One alternative of a schema: a single kind, with the keywords of the schema it came from. */
export interface Variant {
  kind: Kind;
  schema: OpenApiSchema;
}

/** The null-only schema @fastify/swagger writes for the null member of a type union. */
const isNullSchema = (s: OpenApiSchema) => s.nullable === true && Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null;

/** The alternatives a schema accepts: one per member of its type union (anyOf/oneOf, merged with the parent's keywords), plus null when it is nullable. */
export function schemaVariants(schema: OpenApiSchema): Variant[] {
  if (isNullSchema(schema)) return [{ kind: 'null', schema }];
  const { anyOf, oneOf, ...parent } = schema;
  const members = (anyOf ?? oneOf) as OpenApiSchema[] | undefined;
  const out: Variant[] = members
    ? members.flatMap((m) => schemaVariants({ ...parent, nullable: false, ...m }))
    : typeof schema.type === 'string' ? [{ kind: schema.type as Kind, schema }] : [];
  if (schema.nullable === true && !out.some((v) => v.kind === 'null')) out.push({ kind: 'null', schema });
  return out;
}
