import { WindowCounters } from './windowCounters.js';

/** The rate-limit group of every login route: their attempts from one address count together, against one budget. */
export const LOGIN_LIMIT_GROUP = 'login';

/**
 * The @fastify/rate-limit config of a login route: `max` attempts a minute per client address, counted together with every other login route
 * (LOGIN_LIMIT_GROUP), so a second login path does not double the guesses an address gets.
 */
export function loginRateLimit(max: number) {
  return { rateLimit: { max, timeWindow: '1 minute', groupId: LOGIN_LIMIT_GROUP } };
}

/**
 * Counts login attempts per account (user and domain, whatever the client address) within a fixed window; an attempt beyond maxFailures
 * is refused until the window ends, and a successful login clears the count — so the account is blocked once maxFailures attempts failed.
 * The counts live in the database (WindowCounters), shared by every service process on it.
 */
export class LoginThrottle {
  constructor(private readonly counters: WindowCounters, private readonly maxFailures: number, private readonly windowMs: number, private readonly now: () => number = () => Date.now()) {}

  /** The key of an account: user and domain, case-insensitive like the login itself (the domain's length keeps the pair unambiguous). */
  static accountKey(usuario: string, dominio: string): string {
    const domain = dominio.trim().toUpperCase();
    return `cuenta:${domain.length}:${domain}:${usuario.trim().toUpperCase()}`;
  }

  /**
   * Counts an attempt of the account before its password is checked (one statement): the seconds until it may try again when it is blocked,
   * else 0. An attempt that then fails stays counted; call succeed after a right password.
   */
  async attempt(key: string): Promise<number> {
    const { count, resetAt } = await this.counters.hit(key, this.windowMs);
    return count > this.maxFailures ? Math.max(1, Math.ceil((resetAt - this.now()) / 1000)) : 0;
  }

  /** Seconds until the account may try again, or 0 when it is not blocked (without counting an attempt). */
  async blockedFor(key: string): Promise<number> {
    const { count, resetAt } = await this.counters.peek(key);
    return count >= this.maxFailures ? Math.max(1, Math.ceil((resetAt - this.now()) / 1000)) : 0;
  }

  /** Forgets the failures of the account (after a successful login). */
  async succeed(key: string): Promise<void> {
    await this.counters.clear(key);
  }
}
