// Throughput of the paged report list calls under load: 16 concurrent clients (autocannon) on the large data set, for ADMIN and CLIENTE, on
// the order, invoice, pickup and certificate lists — the portal's route against a bare Fastify route that runs the same SQL on the same
// database (the rows and the total, as the portal's route ran them on its first call; see bareListRoute.ts), side by side in one run.
// Usage: npx tsx scripts/bench/listThroughput.ts [dataDir] [seconds per run] [connections]
//   dataDir: a folder with the large data set (seeded on first use as SEED_SCALE=large; default ./data-bench)
//   BENCH_CASES=orders-admin,... to run some cases only. Prints req/s, p50/p95/p99 (ms) and errors per case, and the load average: the same
//   page asked again and again (served from the replies kept until data changes), the bare route, and the search walking distinct pages.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { buildServer } from '../../src/server/buildServer';
import { readConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/tables';
import { prepareDatabase } from '../../src/server/db/prepareDatabase';
import type { BareCase } from './bareListRoute';

const dataDir = path.resolve(process.argv[2] ?? './data-bench');
const seconds = Number(process.argv[3] ?? 8);
const connections = Number(process.argv[4] ?? 16);
const only = process.env.BENCH_CASES?.split(',');
const PORT = Number(process.env.BENCH_PORT ?? 8770);
const BARE_PORT = PORT + 1;
const P = '/wscomun/portalinformes';
const YEAR = { fechaInicio: '01/01/2026', fechaFin: '31/12/2026' };
const TYPES = { tipoPedido: 'S', tipoCargo: 'S', tipoAbono: 'S' };

interface Case { id: string; name: string; user: string; url: string; body: Record<string, unknown> }
const cases: Case[] = ([
  { id: 'orders-admin', name: 'orders, ADMIN, one year, page 1', user: 'admin', url: `${P}/getPedidosAlbaranesCab`, body: { ...YEAR, ...TYPES, offset: 1, numRows: 10, orderBy: 'fechaPedido', order: 'DESC' } },
  { id: 'orders-cliente', name: 'orders, CLIENTE, two years, page 1', user: 'cliente', url: `${P}/getPedidosAlbaranesCab`, body: { fechaInicio: '01/01/2025', fechaFin: '31/12/2026', ...TYPES, offset: 1, numRows: 10 } },
  { id: 'invoices-admin', name: 'invoices, ADMIN, one year', user: 'admin', url: `${P}/recuperarDocumentoCab`, body: { tipoConta: 0, tiposDocBusqueda: 'F', fechaIni: '01/01/2026', fechaFin: '31/12/2026', offset: 1, numRows: 25 } },
  { id: 'invoices-cliente', name: 'invoices, CLIENTE, two years', user: 'cliente', url: `${P}/recuperarDocumentoCab`, body: { tipoConta: 0, tiposDocBusqueda: 'F', fechaIni: '01/01/2025', fechaFin: '31/12/2026', offset: 1, numRows: 25 } },
  { id: 'pickups-admin', name: 'pickups, ADMIN, all transits', user: 'admin', url: `${P}/RecogidasEntregas`, body: { tipoGestion: 'T', fechaInicial: '01/01/2026', fechaFinal: '31/12/2026', offset: 1, numRows: 25 } },
  { id: 'pickups-cliente', name: 'pickups, CLIENTE, all transits', user: 'cliente', url: `${P}/RecogidasEntregas`, body: { tipoGestion: 'T', fechaInicial: '01/01/2025', fechaFinal: '31/12/2026', offset: 1, numRows: 25 } },
  { id: 'certificates-admin', name: 'certificates, ADMIN', user: 'admin', url: `${P}/CertificadosMedioAmbiente`, body: { fechaInicial: '01/01/2026', fechaFinal: '31/12/2026', offset: 1, numRows: 10 } },
  { id: 'certificates-cliente', name: 'certificates, CLIENTE', user: 'cliente', url: `${P}/CertificadosMedioAmbiente`, body: { fechaInicial: '01/01/2025', fechaFinal: '31/12/2026', offset: 1, numRows: 10 } },
] satisfies Case[]).filter((c) => !only || only.includes(c.id));

/** Tables that only the session, the scope and the report grants read: statements on them are not the list's data statements. */
const SESSION_TABLES = /\b(from|join) "?(tokens|usuarios_erp|usuarios_portal|roles|informes|organizacion_informes|usuario_informes|empresas|fechas_roles|usuario_sucursales|versiones_cache|definiciones_publicadas)"?\b/i;

// 1. Seed (once) and capture, in process, the data statements each case's first call runs (rows and total) for the bare route.
const config = readConfig({ ...process.env, DATA_DIR: dataDir, SEED_SCALE: 'large', LOGIN_RATE_LIMIT: '100000', LOGIN_ACCOUNT_RATE_LIMIT: '100000', STATIC_DIR: path.join(dataDir, 'no-dist') });
const prepared = await prepareDatabase({ ...config, scale: 'large', log: console.log });
await prepared.close();
const file = path.join(dataDir, 'erp.sqlite');
let capturing: CompiledQuery[] | undefined;
const logged = new Kysely<Database>({
  dialect: new SqliteDialect({ database: new SQLite(file) }),
  log: (event) => { if (event.level === 'query') capturing?.push(event.query); },
});
const inProcess = await buildServer(logged, config);
const post = async (url: string, payload: Record<string, unknown>) => {
  const res = await inProcess.inject({ method: 'POST', url, payload });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json<Record<string, unknown>>();
};
const login = async (user: string) => (await post('/wsr/auth/validateuser', { userName: user, password: 'demo1234', domain: 'DEMO' })).data as string;
const bare: BareCase[] = [];
const totals: string[] = [];
for (const c of cases) {
  const token = await login(c.user);
  capturing = [];
  const reply = await post(c.url, { tira: token, ...c.body });
  const data = capturing.filter((q) => !SESSION_TABLES.test(q.sql) && !/^\s*pragma/i.test(q.sql));
  // Rows first, then the total (count).
  data.sort((a, b) => Number(/count\(\*\)/i.test(a.sql)) - Number(/count\(\*\)/i.test(b.sql)));
  bare.push({ name: c.name, statements: data.map((q) => ({ sql: q.sql, parameters: [...q.parameters] })) });
  totals.push(String(reply.numReg ?? reply.totalRows ?? '?'));
  capturing = undefined;
}
await inProcess.close();
await logged.destroy();
const casesFile = path.join(os.tmpdir(), `bare-cases-${process.pid}.json`);
fs.writeFileSync(casesFile, JSON.stringify(bare));

// 2. The portal (one process, as `npm start` runs it) and the bare route, each in its own process, on the same database file.
const children: ChildProcess[] = [];
/** Node's flags in `npm run serve` (e.g. the young generation's size), so the portal runs here as `npm start` runs it. */
const serveFlags = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.serve!.match(/--[\w-]+=\S+/g) ?? [];
const startProcess = (args: string[], env: Record<string, string>, ready: RegExp, flags: string[] = []) => new Promise<void>((resolve, reject) => {
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    if (ready.test(out)) resolve();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  child.on('exit', (code) => reject(new Error(`${args.join(' ')} ended (${code}): ${out.slice(-500)}`)));
});
const stopAll = () => { for (const child of children) child.kill('SIGTERM'); };
process.on('exit', stopAll);
await startProcess(['src/server/main.ts'], {
  PORT: String(PORT), DATA_DIR: dataDir, SEED_SCALE: 'large', STATIC_DIR: path.join(dataDir, 'no-dist'), LOGIN_RATE_LIMIT: '100000', LOGIN_ACCOUNT_RATE_LIMIT: '100000',
}, /ready in/, serveFlags);
// The bare route runs with the same Node flags: the comparison is of the work per call, not of the runtime's settings.
await startProcess(['scripts/bench/bareListRoute.ts', file, casesFile, String(BARE_PORT)], {}, /bare routes on/, serveFlags);

async function httpLogin(user: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${PORT}/wsr/auth/validateuser`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: user, password: 'demo1234', domain: 'DEMO' }) });
  return ((await res.json()) as { data: string }).data;
}

interface Run { rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number }
/** One autocannon run: every response time is kept, so the percentiles are exact (autocannon's own table has no p95). */
async function load(url: string, body: string, headers: Record<string, string>, nextBody?: () => string): Promise<Run> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const requests = nextBody ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: nextBody() }) }] : undefined;
    const instance = autocannon({ url, method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, connections, duration: seconds, requests },
      (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, time) => { times.push(time); });
  });
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN;
  return { rps: result.requests.average, p50: pct(50), p95: pct(95), p99: pct(99), errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

const tokens: Record<string, string> = {};
for (const c of cases) tokens[c.user] ??= await httpLogin(c.user);
console.log(`\n${connections} connections, ${seconds} s per run, ${os.cpus().length} CPUs; load average before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const head = ['case', 'total', 'portal req/s', 'p50', 'p95', 'p99', 'err', 'bare req/s', 'p50', 'p95', 'p99', 'p50 ×', 'p95 ×', 'distinct pages req/s', 'p50', 'p95', 'load'];
const table: string[][] = [];
for (const [i, c] of cases.entries()) {
  // A short warm-up of both, then the measured runs one after the other.
  await load(`http://127.0.0.1:${PORT}${c.url}`, JSON.stringify(c.body), { 'x-ddol-security-token': tokens[c.user]! }).catch(() => undefined);
  const portal = await load(`http://127.0.0.1:${PORT}${c.url}`, JSON.stringify(c.body), { 'x-ddol-security-token': tokens[c.user]! });
  const reference = await load(`http://127.0.0.1:${BARE_PORT}/bare/${i}`, '{}', {});
  // The same search walking its pages (every request a page not asked before, until the last page): no reply is served again, only the
  // total (kept per search) is shared — what many users paging through one list cost.
  const pageSize = Number(c.body.numRows);
  const pages = Math.max(1, Math.ceil(Number(totals[i]) / pageSize));
  let next = 0;
  const walk = await load(`http://127.0.0.1:${PORT}${c.url}`, JSON.stringify(c.body), { 'x-ddol-security-token': tokens[c.user]! },
    () => JSON.stringify({ ...c.body, offset: 1 + ((next++ * 7919) % pages) * pageSize }));
  const row = [c.name, totals[i]!, portal.rps.toFixed(0), portal.p50.toFixed(1), portal.p95.toFixed(1), portal.p99.toFixed(1), String(portal.errors + portal.non2xx),
    reference.rps.toFixed(0), reference.p50.toFixed(1), reference.p95.toFixed(1), reference.p99.toFixed(1), (portal.p50 / reference.p50).toFixed(2), (portal.p95 / reference.p95).toFixed(2),
    `${walk.rps.toFixed(0)}${walk.errors + walk.non2xx ? ` (${walk.errors + walk.non2xx} err)` : ''}`, walk.p50.toFixed(1), walk.p95.toFixed(1), os.loadavg()[0]!.toFixed(2)];
  table.push(row);
  console.log(row.join(' | '));
}
console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|\n${table.map((r) => `| ${r.join(' | ')} |`).join('\n')}`);
console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
stopAll();
fs.rmSync(casesFile, { force: true });
process.exit(0);
