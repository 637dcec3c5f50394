import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

/** The state of one counter after a hit: hits in the current window and when that window ends (epoch ms). */
export interface WindowCount { count: number; resetAt: number }

/**
 * Fixed-window counters kept in the database (contadores_limite), so that every service process on the database counts together.
 * A hit is one statement: an insert that, when the key exists, restarts an ended window at 1 or adds one to the current one, and returns the result
 * (INSERT … ON CONFLICT DO UPDATE … RETURNING: SQLite ≥ 3.35 and PostgreSQL). Ended windows are deleted now and then.
 */
export class WindowCounters {
  private nextSweep = 0;

  constructor(private readonly db: Kysely<Database>, private readonly now: () => number = () => Date.now()) {}

  /** Counts one hit of key in a window of windowMs that starts with the first hit. */
  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    const resetAt = now + windowMs;
    const row = await this.db.insertInto('contadores_limite').values({ clave: key, cuenta: 1, fin_ventana: resetAt })
      .onConflict((oc) => oc.column('clave').doUpdateSet((eb) => {
        const ended = eb('contadores_limite.fin_ventana', '<=', now);
        return {
          cuenta: eb.case().when(ended).then(1).else(eb('contadores_limite.cuenta', '+', 1)).end(),
          fin_ventana: eb.case().when(ended).then(resetAt).else(eb.ref('contadores_limite.fin_ventana')).end(),
        };
      }))
      .returning(['cuenta', 'fin_ventana'])
      .executeTakeFirstOrThrow();
    await this.sweep(now, windowMs);
    return { count: Number(row.cuenta), resetAt: Number(row.fin_ventana) };
  }

  /** Hits of key in its current window, without counting one (0 when there is none). */
  async peek(key: string): Promise<WindowCount> {
    const now = this.now();
    const row = await this.db.selectFrom('contadores_limite').select(['cuenta', 'fin_ventana']).where('clave', '=', key).executeTakeFirst();
    return row && Number(row.fin_ventana) > now ? { count: Number(row.cuenta), resetAt: Number(row.fin_ventana) } : { count: 0, resetAt: now };
  }

  /** Forgets the hits of key. */
  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('contadores_limite').where('clave', '=', key).execute();
  }

  /** Deletes ended windows at most once per window length in this process, so hits on many made-up keys do not pile up. */
  private async sweep(now: number, windowMs: number): Promise<void> {
    if (now < this.nextSweep) return;
    this.nextSweep = now + windowMs;
    await this.db.deleteFrom('contadores_limite').where('fin_ventana', '<=', now).execute();
  }
}
