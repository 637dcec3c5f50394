import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEvery } from '../support/expectEvery';
import { fieldPool } from './support/fieldPool';
import { fuzzRequests } from './support/fuzzRequests';
import { startReportServer, type ReportServer, type User } from './support/reportServer';
import { routeBodies, type RouteBody } from './support/routeBodies';
import { seededRandom, seedOf } from './support/seededRandom';
import { unboundedFields } from './support/unboundedFields';

/** Requests per route and user: the whole file stays around a minute on SQLite. */
const PER_ROUTE = 60;
/** The users the fuzz sends as: every call an administrator can reach, and the customer-scoped role. */
const FUZZ_USERS: User[] = ['admin', 'cliente'];
/** List calls of the three body families: portal paging, report paging, quote paging. */
const LIST_CALLS = ['lovEmpresa', 'lovClte', 'listado'];

let r: ReportServer;
let routes: RouteBody[];
let undocumented: string[];

beforeAll(async () => {
  r = await startReportServer();
  const all = routeBodies(r.s.app.swagger() as never);
  undocumented = all.filter((route) => !route.schema).map((route) => route.path);
  routes = all.filter((route): route is RouteBody => route.schema !== undefined);
});
afterAll(async () => {
  await r?.close();
});

describe('route body schemas', () => {
  it('every POST route documents its JSON body', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(undocumented).toEqual([]);
  });

  it('bound every string (maxLength), integer and number (minimum and maximum), array (maxItems) and free-form object', () => {
    expectEvery(routes, (route) => Object.keys(route.schema.properties ?? {}).length > 0, 'route bodies with properties');
    expect(routes.flatMap((route) => unboundedFields(route.schema, `${route.path} body`))).toEqual([]);
  });
});

describe('bad input is a 400 naming the field, not a server error', () => {
  it.each(LIST_CALLS)('a 50,001-character search on %s', async (call) => {
    const { status, json } = await r.call(call, 'admin', { search: 'x'.repeat(50_001) });
    expect(status).toBe(400);
    expect(json).toMatchObject({ result: 'ko', errorCode: 'VALIDATION_ERROR' });
    expect(json.errorMsg).toMatch(/body\.search must NOT have more than \d+ characters/);
  });

  it.each(LIST_CALLS)('offset 2^63 (9223372036854775808) on %s', async (call) => {
    // Raw JSON, so the number travels with every digit.
    const res = await r.s.post(`/wscomun/portalinformes/${call}`, `{"tira":"${r.tokens.admin}","offset":9223372036854775808}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'ko', errorCode: 'VALIDATION_ERROR' });
    expect(res.json().errorMsg).toMatch(/body\.offset must be <= 2147483647/);
  });

  it.each(LIST_CALLS)('a search with a NUL character on %s (PostgreSQL text cannot hold one)', async (call) => {
    const { status, json } = await r.call(call, 'admin', { search: 'a\u0000b' });
    expect(status).toBe(400);
    expect(json.errorMsg).toBe('Invalid request: body.search must not contain NUL characters');
  });

  it.each(LIST_CALLS)('a search ending in a backslash or holding LIKE wildcards on %s is searched as typed', async (call) => {
    for (const search of ['abc\\', '100%', 'a_b', '\\%_']) {
      const { status, json } = await r.call(call, 'admin', { search });
      expect(status, `${call} search ${search}: ${JSON.stringify(json).slice(0, 300)}`).toBe(200);
    }
  });

  it('a number too big for an integer column in a numeric code is a 400 naming the field', async () => {
    const { status, json } = await r.call('estadoPedidoAlbaranCab', 'admin', { numeroPedido: '99999999999999999999', cliente: '1' });
    expect(status).toBe(400);
    expect(json.errorMsg).toMatch(/numeroPedido must be between -2147483647 and 2147483647/);
  });
});

interface RouteReport { user: User; path: string; sent: number; statuses: Record<number, number> }
interface ServerError { user: User; path: string; kind: string; status: number; payload: string; reply: string }

describe('fuzzing every route body', () => {
  it(`sends ${PER_ROUTE} generated bodies per route as ADMIN and as CLIENTE and gets no 5xx`, async () => {
    const reports: RouteReport[] = [];
    const errors: ServerError[] = [];
    const sessionLost: string[] = [];
    for (const user of FUZZ_USERS) {
      const pool = await fieldPool(r.s.open.db, user);
      for (const route of routes) {
        const requests = fuzzRequests(route.schema, PER_ROUTE, { rnd: seededRandom(seedOf(`${user} ${route.path}`)), pool });
        const report: RouteReport = { user, path: route.path, sent: 0, statuses: {} };
        for (const request of requests) {
          // Public calls get no session: logout would end it (it revokes the tokens a request carries).
          const res = await r.s.post(route.path, request.payload, route.secured ? { 'x-ddol-security-token': r.tokens[user] } : {});
          report.sent++;
          report.statuses[res.statusCode] = (report.statuses[res.statusCode] ?? 0) + 1;
          const payload = typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload);
          if (res.statusCode >= 500) errors.push({ user, path: route.path, kind: request.kind, status: res.statusCode, payload: payload.slice(0, 400), reply: res.body.slice(0, 400) });
          if (route.secured && res.statusCode === 401) sessionLost.push(`${user} ${route.path}: ${res.body.slice(0, 200)}`);
        }
        reports.push(report);
      }
    }
    const summary = reports.map((p) => `${p.user.padEnd(8)}${p.path.padEnd(58)}sent ${p.sent}  ${Object.entries(p.statuses).map(([s, n]) => `${s}×${n}`).join(' ')}`);
    console.log(`route fuzz: ${reports.length} route×user runs, ${reports.reduce((n, p) => n + p.sent, 0)} requests, ${errors.length} 5xx\n${summary.join('\n')}`);
    for (const e of errors) console.log(`5xx ${e.status} ${e.user} ${e.path} (${e.kind})\n  sent: ${e.payload}\n  reply: ${e.reply}`);

    expect(reports).toHaveLength(routes.length * FUZZ_USERS.length);
    expectEvery(reports, (p) => p.sent === PER_ROUTE, 'routes that got every generated request');
    // The sessions held the whole run, so the secured calls were fuzzed past the session check.
    expect(sessionLost).toEqual([]);
    for (const user of FUZZ_USERS) {
      const answered = reports.filter((p) => p.user === user && Object.keys(p.statuses).some((s) => Number(s) < 300));
      expect(answered.length, `${user}: routes that answered at least one body with 2xx`).toBeGreaterThan(routes.length / 3);
    }
    expect(errors).toEqual([]);
  }, 300_000);
});
