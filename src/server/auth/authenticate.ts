import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { cacheOf } from '../cache/cacheOf.js';
import { ErpError } from '../errors.js';
import { loadPrincipal, type Principal } from './loadPrincipal.js';
import { previewAdminMayDesign } from './previewAdminMayDesign.js';
import { isPreviewToken, type TokenStore } from './tokenStore.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller; set by the authenticate pre-handler on protected routes. */
    principal: Principal;
  }
  interface FastifyContextConfig {
    /** The route changes data: a designer preview session (read-only) gets 403. */
    writes?: boolean;
  }
}

/** A live session as cached: its access token's expiry and the principal (shared between requests: never mutated). */
interface Session { expiresAt: number; principal: Principal }

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
 * A user who has lost access to the portal (deactivated, or without portal configuration) is refused at once, even with a live token; so is a
 * preview session whose administrator has logged out of the session that opened it, or is deactivated, or has lost the ADMIN role or ADMIN_INF.
 */
export function authenticate(db: Kysely<Database>, tokens: TokenStore) {
  return async function authenticatePreHandler(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = tokenOf(request);
    if (!token) throw new ErpError(401, 'AUTH_REQUIRED');
    if (isPreviewToken(token)) {
      // A designer preview: authenticates as the previewed user of the same organisation, read-only (see refusePreviewWrites), while the
      // administrator who opened it keeps the session it was opened from (verifyPreview) and may still use the designer. Nothing of it is
      // cached: every call reads the database, so an end by any process, or by the ERP, counts at once.
      const preview = await tokens.verifyPreview(token);
      if (!preview) throw new ErpError(401, 'AUTH_INVALID_TOKEN');
      const [principal, adminMay] = await Promise.all([loadPrincipal(db, preview.userId), previewAdminMayDesign(db, preview)]);
      if (!adminMay) await tokens.endPreviews([token]);
      if (!adminMay || !principal?.portal || principal.idOrganizacion !== preview.idOrganizacion) throw new ErpError(401, 'AUTH_INVALID_TOKEN');
      request.principal = { ...principal, preview: { admin: preview.admin, informe: preview.informe, endpoints: preview.endpoints } };
      return;
    }
    // The session and its principal are read once per token and kept until a logout, a revocation or a change of the user, their portal
    // configuration, grants or company (group sesiones, by any process) makes them stale; the token's expiry is checked on every request.
    const session = await cacheOf<Session | null>(db, 'sessions', ['sesiones'], 20_000).get(createHash('sha256').update(token).digest('base64url'), async () => {
      const access = await tokens.accessOf(token);
      const principal = access && await loadPrincipal(db, access.userId);
      return access && principal?.portal ? { expiresAt: access.expiresAt, principal } : null;
    });
    if (!session || session.expiresAt <= tokens.nowMs()) throw new ErpError(401, 'AUTH_INVALID_TOKEN');
    request.principal = session.principal;
  };
}

/**
 * Hook (preValidation, on the root instance) that refuses every route declared with `config: { writes: true }` to a designer preview session
 * (403): a preview is read-only. It looks at the tokens alone, so it answers before the body is validated.
 */
export async function refusePreviewWrites(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.config?.writes && tokensOf(request).some(isPreviewToken)) throw new ErpError(403, 'FORBIDDEN', 'A preview session is read-only');
}
