import type { FastifySchema } from 'fastify';
import { boundInput, INPUT_LIMITS, INT32_MAX } from './inputBounds.js';

type JsonSchema = Record<string, unknown>;

/** A string field. In a request body it is at most INPUT_LIMITS.text characters unless `extra` sets its own maxLength. */
export const str = (description?: string, extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...(description ? { description } : {}), ...extra });
/** An integer field. In a request body it lies in 0..INT32_MAX unless `extra` sets its own minimum or maximum. */
export const int = (description?: string, extra: JsonSchema = {}): JsonSchema => ({ type: 'integer', ...(description ? { description } : {}), ...extra });
/** A string-or-number code (ERP codes travel either way): at most INPUT_LIMITS.code characters, or an integer 0..INT32_MAX. */
export const code = (description?: string): JsonSchema => ({
  type: ['string', 'integer'], maxLength: INPUT_LIMITS.code, minimum: 0, maximum: INT32_MAX, ...(description ? { description } : {}),
});
/** An S/N flag. */
export const flagSN = (description?: string): JsonSchema => ({ type: 'string', enum: ['S', 'N'], ...(description ? { description } : {}) });
/** A nullable value of the given schema. */
export const nullable = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type as string, 'null'].flat() });

/** Fields every portal call may carry: the session token and company, added by the portal when absent. */
export const sessionFields = {
  tira: str('Session token (also accepted in the x-ddol-security-token header)', { maxLength: INPUT_LIMITS.token }),
  empresa: code('Company of the session'),
};

/** Paging and sort fields of list calls (spec 1 §7.1). */
export const pagingFields = {
  offset: int('First row, 1-based: rowsPerPage * (page - 1) + 1', { minimum: 1, maximum: INT32_MAX }),
  numRows: int('Rows per page', { minimum: 1, maximum: 10000 }),
  orderBy: str('Column to sort by', { maxLength: 64 }),
  order: str('Sort direction', { enum: ['ASC', 'DESC', 'asc', 'desc'] }),
  search: str('Free-text search', { maxLength: INPUT_LIMITS.text }),
  searchCols: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 64 } },
  filters: { type: ['object', 'array', 'string', 'null'], maxProperties: INPUT_LIMITS.properties, maxItems: INPUT_LIMITS.items, maxLength: INPUT_LIMITS.freeText },
};

/** Strict object schema: unknown properties are rejected. `required` is left out when no property is required (OpenAPI wants it non-empty). */
export function object(properties: Record<string, JsonSchema>, required: string[] = [], description?: string): JsonSchema {
  return { type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}), ...(description ? { description } : {}) };
}

/** Body schema of a portal call: its own fields plus the session fields. */
export function body(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return object({ ...sessionFields, ...properties }, required);
}

/** The ERP's failed reply. */
export const koReply = object({
  result: str(undefined, { enum: ['ko'] }),
  statusCode: str(),
  statusText: str(),
  errorCode: str(),
  errorMsg: str(),
});

/** Reply that only acknowledges: result ok, or ko with a message. */
export const okReply = object({ result: str(undefined, { enum: ['ok', 'ko'] }), statusCode: str(), errorMsg: str() }, ['result']);

/** A route schema: summary, tags, body (bounded by `boundInput`) and the 200 reply, with the documented error replies and the security of the call added. */
export function route(opts: { summary: string; description?: string; tags: string[]; body: JsonSchema; reply: JsonSchema; auth?: boolean; headers?: JsonSchema }): FastifySchema {
  const errors: Record<number, JsonSchema> = { 400: koReply, 429: koReply, 500: koReply };
  if (opts.auth !== false) Object.assign(errors, { 401: koReply, 403: koReply });
  return {
    summary: opts.summary,
    ...(opts.description ? { description: opts.description } : {}),
    tags: opts.tags,
    body: boundInput(opts.body),
    ...(opts.headers ? { headers: opts.headers } : {}),
    // Public calls say so explicitly: an empty list means no session is needed.
    security: opts.auth !== false ? [{ tira: [] }, { securityToken: [] }] : [],
    response: { 200: opts.reply, ...errors },
  };
}
