// Distinct list requests on SQLite and on PostgreSQL, side by side: the portal (one process, as `npm start` runs it) on the demo data of each
// database, 16 clients (autocannon) asking the order list as ADMIN and as CLIENTE, every request a page or page size not asked before (page
// sizes 10–29 at offsets spread over the list: no reply is served again). Prints req/s, p50/p95 (ms) and the service's CPU per request
// (from /proc, so the figure holds when the load generator shares the cores), and the ratio SQLite ÷ PostgreSQL.
// Usage: DATABASE_URL=postgres://… npx tsx scripts/bench/listBackends.ts [sqlite dataDir] [seconds per run] [scale]
//   The PostgreSQL database is seeded at the scale given (default demo) when empty; the SQLite folder likewise.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { distinctPage } from './distinctPage';
import { percentile } from './percentile';

const dataDir = path.resolve(process.argv[2] ?? './data-bench-demo');
const seconds = Number(process.argv[3] ?? 8);
const scale = process.argv[4] ?? 'demo';
const databaseUrl = process.env.DATABASE_URL;
const PORT = Number(process.env.BENCH_PORT ?? 8780);
const P = '/wscomun/portalinformes';
const TYPES = { tipoPedido: 'S', tipoCargo: 'S', tipoAbono: 'S' };
const cases = [
  { name: 'orders, ADMIN, one year', user: 'admin', body: { fechaInicio: '01/01/2026', fechaFin: '31/12/2026', ...TYPES, orderBy: 'fechaPedido', order: 'DESC' } },
  { name: 'orders, CLIENTE, two years', user: 'cliente', body: { fechaInicio: '01/01/2025', fechaFin: '31/12/2026', ...TYPES } },
];
const serveFlags = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.serve!.match(/--[\w-]+=\S+/g) ?? [];

/** The portal on one database, started as `npm run serve` starts it; resolves once it is ready. */
function startPortal(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...serveFlags, '--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: String(PORT), SEED_SCALE: scale, STATIC_DIR: path.join(dataDir, 'no-dist'), LOGIN_RATE_LIMIT: '100000', LOGIN_ACCOUNT_RATE_LIMIT: '100000', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (/ready in/.test(out)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the portal ended (${code}): ${out.slice(-500)}`)));
  });
}

/** CPU time of a process so far, in ms (user + system, from /proc). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

interface Run { rps: number; p50: number; p95: number; cpuPerRequest: number; errors: number }
async function run(pid: number, token: string, body: Record<string, unknown>, total: number, duration: number, shift: number): Promise<Run> {
  const times: number[] = [];
  let i = 0;
  const before = cpuMs(pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({
      url: `http://127.0.0.1:${PORT}${P}/getPedidosAlbaranesCab`, method: 'POST', connections: 16, duration,
      headers: { 'content-type': 'application/json', 'x-ddol-security-token': token },
      requests: [{ setupRequest: (req: autocannon.Request) => {
        const page = distinctPage(i, total, shift);
        i += 1;
        return { ...req, body: JSON.stringify({ ...body, ...page }) };
      } }],
    }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, time) => { times.push(time); });
  });
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average, p50: percentile(times, 50), p95: percentile(times, 95),
    cpuPerRequest: (cpuMs(pid) - before) / Math.max(1, result.requests.total), errors: result.errors + result.non2xx,
  };
}

const results: Record<string, Record<string, Run>> = {};
const backends: [string, Record<string, string>][] = [['SQLite', { DATA_DIR: dataDir }], ...(databaseUrl ? [['PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }] as [string, Record<string, string>]] : [])];
console.log(`${os.cpus().length} CPUs, ${seconds} s per run, load average before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (const [backend, env] of backends) {
  const portal = await startPortal(env);
  try {
    for (const c of cases) {
      const login = await fetch(`http://127.0.0.1:${PORT}/wsr/auth/validateuser`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: c.user, password: 'demo1234', domain: 'DEMO' }) });
      const token = ((await login.json()) as { data: string }).data;
      const first = await fetch(`http://127.0.0.1:${PORT}${P}/getPedidosAlbaranesCab`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ddol-security-token': token }, body: JSON.stringify({ ...c.body, offset: 1, numRows: 10 }) });
      const total = Number(((await first.json()) as { numReg: number }).numReg);
      // A warm-up of distinct pages (another part of the list), as a service that has run a while, then the measured run.
      await run(portal.pid!, token, c.body, total, 3, 3);
      const measured = await run(portal.pid!, token, c.body, total, seconds, 0);
      (results[c.name] ??= {})[backend] = measured;
      console.log(`${backend} | ${c.name} | ${total} rows | ${measured.rps.toFixed(0)} req/s | p50 ${measured.p50.toFixed(1)} | p95 ${measured.p95.toFixed(1)} ms | ${(measured.cpuPerRequest * 1000).toFixed(0)} µs CPU per request | ${measured.errors} errors | load ${os.loadavg()[0]!.toFixed(2)}`);
    }
  } finally {
    portal.kill('SIGTERM');
    await new Promise((resolve) => portal.once('exit', resolve));
  }
}
const head = ['case', ...backends.flatMap(([b]) => [`${b} req/s`, 'p95 ms', 'CPU µs/req']), ...(backends.length > 1 ? ['SQLite ÷ PostgreSQL'] : [])];
console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
for (const c of cases) {
  const r = results[c.name]!;
  const cells = backends.flatMap(([b]) => [r[b]!.rps.toFixed(0), r[b]!.p95.toFixed(1), (r[b]!.cpuPerRequest * 1000).toFixed(0)]);
  console.log(`| ${[c.name, ...cells, ...(backends.length > 1 ? [(r.SQLite!.rps / r.PostgreSQL!.rps).toFixed(2)] : [])].join(' | ')} |`);
}
console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
