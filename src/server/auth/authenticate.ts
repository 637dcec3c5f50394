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

/** Every session token a request carries, in order of precedence: the x-ddol-security-token header, a Bearer authorization, the body's tira. */
export function tokensOf(request: FastifyRequest): string[] {
  const found: string[] = [];
  const header = request.headers['x-ddol-security-token'];
  if (typeof header === 'string' && header) found.push(header);
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ') && auth.length > 7) found.push(auth.slice(7));
  const tira = (request.body as { tira?: unknown } | undefined)?.tira;
  if (typeof tira === 'string' && tira) found.push(tira);
  return [...new Set(found)];
}

/** The session token of a request: the first of tokensOf. */
export function tokenOf(request: FastifyRequest): string | undefined {
  return tokensOf(request)[0];
}

/**
 * Builds the pre-handler that rejects requests without a valid token (401) and loads the principal.
 * A user who has lost access to the portal (deactivated, or without portal configuration) is refused at once, even with a live token.
 */
export function authenticate(db: Kysely<Database>, tokens: TokenStore) {
  return async function authenticatePreHandler(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = tokenOf(request);
    if (!token) throw new ErpError(401, 'AUTH_REQUIRED');
    const userId = await tokens.verifyAccess(token);
    if (userId === undefined) throw new ErpError(401, 'AUTH_INVALID_TOKEN');
    const principal = await loadPrincipal(db, userId);
    if (!principal?.portal) throw new ErpError(401, 'AUTH_INVALID_TOKEN');
    request.principal = principal;
  };
}
