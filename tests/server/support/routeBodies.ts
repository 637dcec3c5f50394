import type { OpenApiSchema } from './schemaVariants';

/** A POST route of the OpenAPI document with its JSON body schema. */
export interface RouteBody {
  path: string;
  /** Whether the operation needs a session (its security is not the empty list). */
  secured: boolean;
  schema: OpenApiSchema;
}

/** Every POST operation of an OpenAPI document with its JSON request body (undefined schema when the operation documents none). */
export function routeBodies(doc: { paths: Record<string, Record<string, OpenApiSchema>> }): (Omit<RouteBody, 'schema'> & { schema: OpenApiSchema | undefined })[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) => {
    const op = methods.post;
    if (!op) return [];
    return [{ path, secured: Array.isArray(op.security) && op.security.length > 0, schema: op.requestBody?.content?.['application/json']?.schema as OpenApiSchema | undefined }];
  });
}
