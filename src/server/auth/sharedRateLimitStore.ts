import type { WindowCounters } from './windowCounters.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store of @fastify/rate-limit over WindowCounters, so that the per-address limits (LOGIN_RATE_LIMIT) count in the database for every service
 * process on it, with the plugin's fixed windows. Each limited route counts on its own, as the plugin's in-memory store does, unless its limit
 * names a groupId: the routes of one group count together (every login route, LOGIN_LIMIT_GROUP).
 */
export function sharedRateLimitStore(counters: WindowCounters) {
  return class SharedRateLimitStore {
    constructor(_options: unknown, private readonly scope = 'limite') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.hit(`${this.scope}:${key}`, timeWindow).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      counters.peek(`${this.scope}:${key}`).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    /** The store of one limited route or group of routes (the plugin passes the route's merged limit options, with the route as routeInfo). */
    child(routeOptions: object): SharedRateLimitStore {
      const { routeInfo: info, groupId } = routeOptions as { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };
      if (groupId) return new SharedRateLimitStore(undefined, `grupo:${groupId}`);
      const route = info?.url ? `${[info.method].flat().join(',')} ${info.url}` : 'limite';
      return new SharedRateLimitStore(undefined, `direccion:${route}`);
    }
  };
}
