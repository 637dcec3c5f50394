import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * One per-address budget of login attempts across every login route: LOGIN_RATE_LIMIT (30) attempts a minute from one address in all, not 30 on
 * the hosted login and 30 more on the on-premise one.
 */

const LIMIT = 30;
let s: TestServer;

/** A failed hosted login from an address (a new user name each time, so the per-account limit never applies). */
const hosted = (address: string, n: number) => s.app.inject({
  method: 'POST', url: '/wsr/auth/validateuser', remoteAddress: address,
  payload: { userName: `nadie${n}`, password: 'wrong', domain: 'DEMO' },
});
/** A failed on-premise login from an address. */
const onPremise = (address: string, n: number) => s.app.inject({
  method: 'POST', url: '/wscomun/procExpert/login', remoteAddress: address,
  payload: { usuario: `nadie${n}`, password: 'wrong', dominio: 'DEMO' },
});

beforeAll(async () => {
  s = await startTestServer('hosted', { LOGIN_RATE_LIMIT: String(LIMIT), LOGIN_ACCOUNT_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await s?.close();
});

describe('the per-address login budget', () => {
  it(`after ${LIMIT} failed hosted logins from one address, the on-premise login refuses it too (429)`, async () => {
    for (let n = 0; n < LIMIT; n++) expect((await hosted('10.1.0.1', n)).statusCode).toBe(401);
    const other = await onPremise('10.1.0.1', 99);
    expect(other.statusCode, other.body).toBe(429);
    expect(other.json()).toMatchObject({ result: 'ko', errorCode: 'RATE_LIMITED' });
    expect((await hosted('10.1.0.1', 100)).statusCode).toBe(429);
    // Another address has its own budget.
    expect((await onPremise('10.1.0.2', 0)).json()).toMatchObject({ errorCode: 1 });
  });

  it(`after ${LIMIT} failed on-premise logins from one address, the hosted login refuses it too (429)`, async () => {
    for (let n = 0; n < LIMIT; n++) expect((await onPremise('10.2.0.1', n)).json()).toMatchObject({ errorCode: 1 });
    const other = await hosted('10.2.0.1', 99);
    expect(other.statusCode, other.body).toBe(429);
    expect(other.json()).toMatchObject({ result: 'ko', errorCode: 'RATE_LIMITED' });
  });

  it('counts the attempts of both routes together: 15 + 15 spend the budget', async () => {
    for (let n = 0; n < LIMIT / 2; n++) {
      expect((await hosted('10.3.0.1', n)).statusCode).toBe(401);
      expect((await onPremise('10.3.0.1', n)).json()).toMatchObject({ errorCode: 1 });
    }
    expect((await hosted('10.3.0.1', 99)).statusCode).toBe(429);
    expect((await onPremise('10.3.0.1', 99)).statusCode).toBe(429);
  });
});
