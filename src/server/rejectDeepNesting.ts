import type { FastifyRequest } from 'fastify';
import { MAX_NESTING_DEPTH, tooDeepPath } from '../engine/json/nestingDepth';
import { ErpError } from './errors.js';

/**
 * preValidation hook (every route, before the NUL check and the body schema): a body that nests objects or arrays deeper than MAX_NESTING_DEPTH
 * levels is a 400 BODY_TOO_DEEP naming where, e.g. `body.filters.a.a…`. Code that walks a body recursively (the reply cache's key, a draft's
 * JSON.stringify, the endpoints of a previewed definition) would otherwise overflow the stack and answer 500.
 */
export async function rejectDeepNesting(request: FastifyRequest): Promise<void> {
  const keys = tooDeepPath(request.body, MAX_NESTING_DEPTH);
  if (keys) throw new ErpError(400, 'BODY_TOO_DEEP', `Invalid request: ${['body', ...keys].join('.')} nests objects or arrays deeper than ${MAX_NESTING_DEPTH} levels`);
}
