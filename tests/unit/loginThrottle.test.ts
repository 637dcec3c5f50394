import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../src/server/auth/loginThrottle';
import { WindowCounters } from '../../src/server/auth/windowCounters';
import { m013SharedServiceState } from '../../src/server/db/migrations/m013-shared-service-state';
import type { Database } from '../../src/server/db/tables';

/** The login limits' fixed-window counters on an in-memory database with their table (migration 013). */
let db: Kysely<Database>;
let now: number;
beforeEach(async () => {
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  await m013SharedServiceState.up(db as Kysely<unknown>);
  now = 1_000_000;
});
afterEach(async () => {
  await db.destroy();
});
const clock = () => now;

describe('WindowCounters', () => {
  it('counts hits in a fixed window from the first hit and starts a new one when it ends', async () => {
    const counters = new WindowCounters(db, clock);
    expect(await counters.hit('k', 60_000)).toEqual({ count: 1, resetAt: 1_060_000 });
    now += 30_000;
    expect(await counters.hit('k', 60_000)).toEqual({ count: 2, resetAt: 1_060_000 });
    expect(await counters.peek('k')).toEqual({ count: 2, resetAt: 1_060_000 });
    now = 1_060_000;
    expect(await counters.peek('k')).toEqual({ count: 0, resetAt: now });
    expect(await counters.hit('k', 60_000)).toEqual({ count: 1, resetAt: 1_120_000 });
    expect(await counters.hit('other', 60_000)).toEqual({ count: 1, resetAt: 1_120_000 });
    await counters.clear('k');
    expect(await counters.peek('k')).toEqual({ count: 0, resetAt: now });
  });
  it('deletes ended windows now and then (at most once per window length)', async () => {
    const counters = new WindowCounters(db, clock);
    for (let i = 0; i < 5; i++) await counters.hit(`made-up-${i}`, 60_000);
    const rows = async () => (await db.selectFrom('contadores_limite').select('clave').execute()).length;
    expect(await rows()).toBe(5);
    now += 60_000;
    await counters.hit('fresh', 60_000);
    expect(await rows()).toBe(1);
  });
  it('counts every hit when processes hit the same key at once (one statement each)', async () => {
    const a = new WindowCounters(db, clock);
    const b = new WindowCounters(db, clock);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit('shared', 60_000)));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('LoginThrottle', () => {
  it('blocks an account after maxFailures within the window and frees it when the window ends', async () => {
    const throttle = new LoginThrottle(new WindowCounters(db, clock), 3, 60_000, clock);
    const key = LoginThrottle.accountKey('ana', 'demo');
    for (let i = 0; i < 3; i++) expect(await throttle.attempt(key)).toBe(0);
    expect(await throttle.blockedFor(key)).toBe(60);
    expect(await throttle.attempt(key)).toBe(60);
    now += 45_000;
    expect(await throttle.attempt(key)).toBe(15);
    now += 15_000;
    expect(await throttle.blockedFor(key)).toBe(0);
    expect(await throttle.attempt(key)).toBe(0);
    expect(await throttle.blockedFor(key)).toBe(0);
  });
  it('keys accounts by user and domain, case-insensitively; a success clears the count', async () => {
    const throttle = new LoginThrottle(new WindowCounters(db, clock), 2, 60_000, clock);
    expect(LoginThrottle.accountKey(' Ana ', 'DEMO')).toBe(LoginThrottle.accountKey('ANA', 'demo'));
    expect(LoginThrottle.accountKey('ana', 'DEMO')).not.toBe(LoginThrottle.accountKey('ana', 'NORTE'));
    expect(LoginThrottle.accountKey('b:c', 'a')).not.toBe(LoginThrottle.accountKey('c', 'a:b'));
    const ana = LoginThrottle.accountKey('ana', 'DEMO');
    await throttle.attempt(ana);
    await throttle.succeed(ana);
    await throttle.attempt(ana);
    expect(await throttle.blockedFor(ana)).toBe(0);
    await throttle.attempt(ana);
    expect(await throttle.blockedFor(ana)).toBe(60);
    expect(await throttle.attempt(ana)).toBe(60);
    expect(await throttle.blockedFor(LoginThrottle.accountKey('ana', 'NORTE'))).toBe(0);
  });
});
