import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNEY_LIMITS, scaleOutJourneys } from './support/scaleOutJourneys';
import { httpCall, processSide, removeServiceProcess, startServiceProcess, workerSides, type ServiceProcess, type Side } from './support/serviceProcess';
import { postgresDatabase } from './support/testServer';

/**
 * Scale-out with real processes (black box, over HTTP): two `npm start` processes on one PostgreSQL database, and the `npm run start:cluster`
 * workers on one port, behave as one service — sessions, logout, document links, login limits, published definitions, deactivation — and the
 * cluster replaces a dead worker and stops gracefully.
 */

const pgUrl = process.env.TEST_POSTGRES_URL;

describe('two service processes on one PostgreSQL database (each with its own data folder, no DOCUMENT_SECRET)', () => {
  let pg: Awaited<ReturnType<typeof postgresDatabase>>;
  const processes: ServiceProcess[] = [];
  let sides: [Side, Side];
  beforeAll(async () => {
    pg = await postgresDatabase();
    if (!pg) return;
    const env = { ...JOURNEY_LIMITS, DATABASE_URL: pg.url, DOCUMENT_SECRET: '' };
    // The first prepares the database (migrations, seed); the second finds it ready.
    processes.push(await startServiceProcess('main', env));
    processes.push(await startServiceProcess('main', env));
    sides = [processSide('process A', processes[0]!.base), processSide('process B', processes[1]!.base)];
  }, 240_000);
  afterAll(async () => {
    for (const p of processes) await removeServiceProcess(p);
    await pg?.drop();
  });

  scaleOutJourneys(() => sides, () => (pgUrl ? undefined : 'needs a PostgreSQL server (TEST_POSTGRES_URL is not set)'));
});

describe(`npm run start:cluster with 2 workers on ${pgUrl ? 'PostgreSQL' : 'the embedded SQLite database'}`, () => {
  let pg: Awaited<ReturnType<typeof postgresDatabase>>;
  let cluster: ServiceProcess;
  let pinned: Awaited<ReturnType<typeof workerSides>>;
  beforeAll(async () => {
    pg = await postgresDatabase();
    cluster = await startServiceProcess('startCluster', { ...JOURNEY_LIMITS, CLUSTER_WORKERS: '2', DOCUMENT_SECRET: '', SHUTDOWN_TIMEOUT_MS: '30000', ...(pg ? { DATABASE_URL: pg.url } : {}) });
    pinned = await workerSides(cluster.base, 2);
  }, 240_000);
  afterAll(async () => {
    pinned?.close();
    await removeServiceProcess(cluster);
    await pg?.drop();
  });

  scaleOutJourneys(() => pinned.sides as [Side, Side], () => undefined);

  /** Worker id → pid, from the primary's "Worker N (pid P) serving" lines. */
  const workerPids = () => new Map([...cluster.output().matchAll(/Worker (\d+) \(pid (\d+)\) serving/g)].map((m) => [m[1]!, Number(m[2])]));
  /** A call on a new connection (which the cluster gives to any worker). */
  const fresh = (path: string, timeoutMs?: number) => {
    const agent = new http.Agent({ keepAlive: false });
    return httpCall(agent, `${cluster.base}${path}`, { headers: { connection: 'close' }, ...(timeoutMs ? { timeoutMs } : {}) });
  };
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it('a worker killed with SIGKILL is replaced, and the port keeps answering', async () => {
    const pids = workerPids();
    const victim = pinned.sides[0]!.name.replace('worker ', '');
    const survivor = pinned.sides[1]!.name.replace('worker ', '');
    const mark = cluster.output().length;
    process.kill(pids.get(victim)!, 'SIGKILL');
    await cluster.waitFor(new RegExp(`Worker ${victim} \\(pid \\d+\\) ended \\(SIGKILL\\)`), 30_000, mark);
    // Once the primary knows, every new connection is served, by the survivor until the replacement listens.
    for (let i = 0; i < 6; i++) expect((await fresh('/ready')).status).toBe(200);
    const replacement = (await cluster.waitFor(/Worker (\d+) \(pid \d+\) serving/, 60_000, mark))[1]!;
    expect([victim, survivor]).not.toContain(replacement);
    const answered = new Set<string>();
    for (let i = 0; i < 40 && !answered.has(replacement); i++) {
      const res = await fresh('/ready');
      expect(res.status).toBe(200);
      answered.add(String(res.headers['x-portal-worker']));
    }
    expect(answered).toContain(replacement);
    expect(alive(pids.get(survivor)!)).toBe(true);
  });

  it('SIGTERM on the primary: the request in flight finishes, new connections are refused, every worker ends and the primary exits with 0', async () => {
    const login = await httpCall(new http.Agent(), `${cluster.base}/wsr/auth/validateuser`, { body: { userName: 'admin', password: 'demo1234', domain: 'DEMO' }, headers: { 'x-forwarded-for': '192.0.2.200' } });
    expect(login.status).toBe(200);
    const tira = login.json<{ data: string }>().data;
    // A request whose body is half sent: it is in flight in a worker when the signal comes.
    const payload = JSON.stringify({ tira });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await httpCall(agent, `${cluster.base}/ready`)).status).toBe(200);
    const req = http.request(`${cluster.base}/wscomun/portalinformes/datosUsuario`, { agent, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(payload.length) } });
    // Settled at once either way (an error is kept as the reply), so a cut connection fails the test below rather than as an unhandled rejection.
    const reply = new Promise<{ status: number; body: string; connection: string | undefined }>((resolve) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d: Buffer) => { body += d.toString(); });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      });
      req.on('error', (error) => resolve({ status: 0, body: String(error), connection: undefined }));
    });
    req.write(payload.slice(0, 5));
    await new Promise((r) => setTimeout(r, 1_000));
    const pids = [...workerPids().values()].filter(alive);
    const mark = cluster.output().length;
    const exitCode = cluster.stop('SIGTERM');
    await cluster.waitFor(/SIGTERM: stopping 2 workers/, 30_000, mark);
    for (let n = 0; n < 2; n++) await cluster.waitFor(new RegExp(`(Worker \\d+ — SIGTERM: finishing[^]*){${n + 1}}`), 30_000, mark);
    // New connections are not served: refused once every worker closed its listener, or told the process is not ready, or — when the primary had
    // accepted the connection just before the last worker closed — left unanswered (Node's cluster then has no worker to hand it to).
    const late = await fresh('/ready', 3_000).then((r) => r.status, (e: NodeJS.ErrnoException) => e.code);
    expect(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 503]).toContain(late);
    req.end(payload.slice(5));
    const done = await reply;
    expect(done.status, done.body).toBe(200);
    expect(JSON.parse(done.body)).toMatchObject({ usuario: 'admin' });
    expect(done.connection).toBe('close');
    expect(await exitCode).toBe(0);
    expect(cluster.output().slice(mark)).toContain('Stopped');
    expect(pids.filter(alive)).toEqual([]);
  });
});
