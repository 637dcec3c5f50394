import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Kysely } from 'kysely';
import type { Principal } from '../auth/loadPrincipal.js';
import { CACHE_GROUPS } from '../db/versionTriggers.js';
import { versionsOf } from './cacheOf.js';
import { stampOf } from './dataVersions.js';
import { SeenKeys } from './SeenKeys.js';
import { StampedLru } from './StampedLru.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route only reads: its serialised replies are kept per caller and body until data, sessions or definitions change (see cacheReplies). */
    replyCache?: boolean;
  }
}

/** How much of the serialised replies a process keeps, and the largest reply it keeps, in bytes (a character of key or reply counts two). */
export interface ReplyCacheLimits { maxBytes: number; maxReplyBytes: number }
// The largest kept reply is 2 MB (a page of 500 pickups of 37 columns is about 570,000 characters); an export's pages of 5,000 rows are not kept.
const DEFAULT_LIMITS: ReplyCacheLimits = { maxBytes: 64 * 1024 * 1024, maxReplyBytes: 2 * 1024 * 1024 };

/** The kept replies within their byte budget, least recently used first. */
export function replyStore(limits: ReplyCacheLimits): StampedLru<string> {
  return new StampedLru<string>({ weigh: (key, text) => 2 * (key.length + text.length), max: limits.maxBytes, maxEntry: limits.maxReplyBytes });
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The principal as a key part, computed once per principal object (sessions share it between their requests). */
const principalKeys = new WeakMap<Principal, string>();
function principalKey(principal: Principal | undefined): string {
  if (!principal) return '-';
  let key = principalKeys.get(principal);
  if (key === undefined) {
    key = JSON.stringify(principal);
    principalKeys.set(principal, key);
  }
  return key;
}

/** The request body without the session token (the caller is in the key as its principal, so two sessions of one user share replies). */
function bodyKey(body: unknown): string {
  if (!body || typeof body !== 'object') return JSON.stringify(body ?? null);
  const { tira: _tira, ...rest } = body as Record<string, unknown>;
  return JSON.stringify(rest);
}

/**
 * Keeps the serialised replies of the routes declared with `config: { replyCache: true }` (read-only calls) per route, caller (every field of
 * the principal, which decides the scope) and body, and serves them again while the versions of every cache group (data, sessions,
 * definitions; bumped by triggers on every write, by any process or the ERP) and the day stay as they were when the handler began: a reply is
 * never older than the data it shows. The pre-handlers (session, report access) still run on every call; only the handler and the
 * serialisation are saved. Call before the routes are declared on `app`.
 *
 * A reply is kept once its route, caller and body have been asked before (SeenKeys: among the last 16,000–32,000 distinct ones), so the
 * third call of a page is served from it. Keeping the first reply of every page too filled the store with pages nobody asked again (users
 * paging through lists with their own filters), and each such reply (10–20 KB) outlived the young generation, to be copied by the collector:
 * under pages not asked before its pauses took 9–10 % of the time, 7–8 % without them.
 */
export function cacheReplies(app: FastifyInstance, db: Kysely<any>, limits: ReplyCacheLimits = DEFAULT_LIMITS): void { // eslint-disable-line @typescript-eslint/no-explicit-any
  const store = replyStore(limits);
  const seen = new SeenKeys();
  const versions = versionsOf(db);
  app.addHook('onRoute', (route) => {
    if (!route.config?.replyCache) return;
    const handler = route.handler as (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown;
    route.handler = async function cachedHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const v = await versions.current();
      const stamp = `${stampOf(v, CACHE_GROUPS)}:${new Date().toISOString().slice(0, 10)}`;
      const key = `${request.routeOptions.url}\u0000${principalKey(request.principal)}\u0000${bodyKey(request.body)}`;
      const hit = store.lookup(key, stamp);
      if (hit) return reply.type(JSON_TYPE).send(hit.value);
      const result = await handler.call(this, request, reply);
      // A reply the handler sent itself (a stream, another status) is passed on as it is, and not kept.
      if (result === reply || result === undefined || reply.sent || reply.statusCode !== 200) return result;
      const text = reply.serialize(result);
      if (typeof text === 'string' && seen.again(key)) store.store(key, stamp, text);
      return reply.type(JSON_TYPE).send(text);
    } as RouteHandlerMethod;
  });
}
