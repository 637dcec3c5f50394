import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { ErpError } from '../errors.js';
import { loadPrincipal, type Principal } from './loadPrincipal.js';
import type { TokenStore } from './tokenStore.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller; set by the authenticate pre-handler on protected routes. */
    principal: Principal;
  }
}

/** The session token of a request: the x-ddol-security-token header, a Bearer authorization, or the body's tira. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-ddol-security-token'];
  if (typeof header === 'string' && header) return header;
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7);
  const tira = (request.body as { tira?: unknown } | undefined)?.tira;
  return typeof tira === 'string' && tira ? tira : undefined;
}

/** Builds the pre-handler that rejects requests without a valid token (401) and loads the principal. */
export function authenticate(db: Kysely<Database>, tokens: TokenStore) {
  return async function authenticatePreHandler(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = tokenOf(request);
    if (!token) throw new ErpError(401, 'AUTH_REQUIRED');
    const userId = await tokens.verifyAccess(token);
    if (userId === undefined) throw new ErpError(401, 'AUTH_INVALID_TOKEN');
    const principal = await loadPrincipal(db, userId);
    if (!principal) throw new ErpError(401, 'AUTH_INVALID_TOKEN');
    request.principal = principal;
  };
}
