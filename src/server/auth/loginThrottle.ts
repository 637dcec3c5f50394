/**
 * Counts failed logins per account (user and domain, whatever the client address) within a fixed window;
 * once maxFailures is reached the account is blocked until the window ends. A successful login clears the count.
 * Kept in memory, like the per-address limit: one server process.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(private readonly maxFailures: number, private readonly windowMs: number, private readonly now: () => number = () => Date.now()) {}

  /** The key of an account: user and domain, case-insensitive like the login itself. */
  static accountKey(usuario: string, dominio: string): string {
    return `${dominio.trim().toUpperCase()}\u0000${usuario.trim().toUpperCase()}`;
  }

  /** Seconds until the account may try again, or 0 when it is not blocked. */
  blockedFor(key: string): number {
    const entry = this.current(key);
    return entry && entry.count >= this.maxFailures ? Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000)) : 0;
  }

  /** Records a failed attempt of the account. */
  fail(key: string): void {
    this.sweep();
    const entry = this.current(key);
    if (entry) entry.count += 1;
    else this.failures.set(key, { count: 1, resetAt: this.now() + this.windowMs });
  }

  /** Forgets the failures of the account (after a successful login). */
  succeed(key: string): void {
    this.failures.delete(key);
  }

  private current(key: string) {
    const entry = this.failures.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops ended windows now and then, so attempts on many made-up accounts do not pile up. */
  private sweep(): void {
    const now = this.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.windowMs;
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
