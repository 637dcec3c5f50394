// Throughput of the paged report list calls under load: 16 concurrent clients (autocannon) on the large data set, for ADMIN and CLIENTE, on
// the order, invoice, pickup and certificate lists — the portal's route against a bare Fastify route that runs the same SQL on the same
// database (see bareListRoute.ts), side by side in one run:
// - the same page asked again and again (served from the replies kept until data changes) against the bare route running the first page's
//   statements (the rows and the total, as the portal's route ran them on its first call);
// - distinct requests: every request a page or page size not asked before (page sizes 10–29 at offsets spread over the whole list, so no
//   reply is served again; only the search's total and sorted keys are shared), against the bare route reading the same pages with the
//   portal's own statements (the sorted keys, then the page's rows by key) — what users with their own pages cost;
// - a bare route replying ten fixed rows: the ceiling of any route on this machine.
// Usage: npx tsx scripts/bench/listThroughput.ts [dataDir] [seconds per run] [connections]
//   dataDir: a folder with the large data set (seeded on first use as SEED_SCALE=large; default ./data-bench)
//   BENCH_CASES=orders-admin,... to run some cases only; BENCH_PROFILE=dir to write a CPU profile of the portal (--cpu-prof) there.
//   Prints req/s, p50/p95/p99 (ms) and errors per case, the distinct requests made, the ratios to the bare routes, and the load average.
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
import { distinctPage } from './distinctPage';
import { percentile } from './percentile';
import { KEYS_MARKER, TOTAL_MARKER } from '../../src/server/cache/TotalsCacheDialect';

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
/** The list's data statements of one call (not the session's, scope's or grants'). */
const dataStatements = async (url: string, payload: Record<string, unknown>) => {
  capturing = [];
  const reply = await post(url, payload);
  const data = capturing.filter((q) => !SESSION_TABLES.test(q.sql) && !/^\s*pragma/i.test(q.sql)).map((q) => ({ sql: q.sql, parameters: [...q.parameters] }));
  capturing = undefined;
  return { reply, data };
};
/** Rows of a page read by key in the template call: a page of TEMPLATE_ROWS past the first thousand rows where the list has them. */
const TEMPLATE_ROWS = 10;
for (const c of cases) {
  const token = await login(c.user);
  const { reply, data } = await dataStatements(c.url, { tira: token, ...c.body });
  // Rows first, then the total (count).
  data.sort((a, b) => Number(/count\(\*\)/i.test(a.sql)) - Number(/count\(\*\)/i.test(b.sql)));
  const total = Number(reply.numReg ?? reply.totalRows ?? 0);
  const template = await dataStatements(c.url, { tira: token, ...c.body, offset: total > 1010 ? 1001 : 1, numRows: TEMPLATE_ROWS });
  const keys = template.data.find((q) => q.sql.includes('"k0"'));
  const count = template.data.find((q) => q.sql.includes(TOTAL_MARKER)) ?? data.find((q) => q.sql.includes(TOTAL_MARKER));
  const rows = template.data.find((q) => q !== keys && q !== count && !q.sql.includes(TOTAL_MARKER));
  bare.push({
    name: c.name, statements: data,
    page: keys && rows && count ? { keys, kept: keys.sql.includes(KEYS_MARKER), rows, total: count, pageRows: TEMPLATE_ROWS } : undefined,
  });
  if (!keys || !rows || !count) console.log(`${c.name}: the page is not read by key; no bare page route`);
  totals.push(String(total));
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
}, /ready in/, [...serveFlags, ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [])]);
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
  return { rps: result.requests.average, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

const tokens: Record<string, string> = {};
for (const c of cases) tokens[c.user] ??= await httpLogin(c.user);
console.log(`\n${connections} connections, ${seconds} s per run, ${os.cpus().length} CPUs; load average before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await load(`http://127.0.0.1:${BARE_PORT}/fixed`, '{}', {}).catch(() => undefined);
const fixed = await load(`http://127.0.0.1:${BARE_PORT}/fixed`, '{}', {});
console.log(`bare route, ten fixed rows: ${fixed.rps.toFixed(0)} req/s, p50 ${fixed.p50.toFixed(1)}, p95 ${fixed.p95.toFixed(1)} ms`);

/** Distinct requests of a list of `total` rows (see distinctPage), counting those asked and those distinct. */
const distinctPages = (total: number, shift = 0) => {
  const seen = new Set<string>();
  let i = 0;
  return {
    next() {
      const page = distinctPage(i, total, shift);
      i += 1;
      seen.add(`${page.offset}:${page.numRows}`);
      return page;
    },
    get asked() { return i; },
    get distinct() { return seen.size; },
  };
};
const head = ['case', 'total', 'same page req/s', 'p50', 'p95', 'p99', 'err', 'bare req/s', 'p95', 'p95 ×',
  'distinct req/s', 'p50', 'p95', 'p99', 'distinct / asked', 'bare distinct req/s', 'p95', 'req/s ÷ bare', '÷ fixed', 'load'];
const table: string[][] = [];
for (const [i, c] of cases.entries()) {
  const total = Number(totals[i]);
  const auth = { 'x-ddol-security-token': tokens[c.user]! };
  // A short warm-up of both, then the measured runs one after the other.
  await load(`http://127.0.0.1:${PORT}${c.url}`, JSON.stringify(c.body), auth).catch(() => undefined);
  const portal = await load(`http://127.0.0.1:${PORT}${c.url}`, JSON.stringify(c.body), auth);
  const reference = await load(`http://127.0.0.1:${BARE_PORT}/bare/${i}`, '{}', {});
  // A short warm-up of distinct pages elsewhere in the list (a service that has run a while has read its pages), then the measured run.
  const warm = distinctPages(total, 3);
  await load(`http://127.0.0.1:${PORT}${c.url}`, JSON.stringify(c.body), auth, () => JSON.stringify({ ...c.body, ...warm.next() })).catch(() => undefined);
  const pages = distinctPages(total);
  const walk = await load(`http://127.0.0.1:${PORT}${c.url}`, JSON.stringify(c.body), auth, () => JSON.stringify({ ...c.body, ...pages.next() }));
  const barePages = distinctPages(total);
  const barePage = bare[i]!.page ? await load(`http://127.0.0.1:${BARE_PORT}/bare-page/${i}`, '{}', {}, () => JSON.stringify(barePages.next())) : undefined;
  const errors = (r: Run) => (r.errors + r.non2xx ? ` (${r.errors + r.non2xx} err)` : '');
  const row = [c.name, totals[i]!, portal.rps.toFixed(0), portal.p50.toFixed(1), portal.p95.toFixed(1), portal.p99.toFixed(1), String(portal.errors + portal.non2xx),
    reference.rps.toFixed(0), reference.p95.toFixed(1), (portal.p95 / reference.p95).toFixed(2),
    `${walk.rps.toFixed(0)}${errors(walk)}`, walk.p50.toFixed(1), walk.p95.toFixed(1), walk.p99.toFixed(1), `${pages.distinct} / ${pages.asked}`,
    barePage ? `${barePage.rps.toFixed(0)}${errors(barePage)}` : '-', barePage ? barePage.p95.toFixed(1) : '-', barePage ? (walk.rps / barePage.rps).toFixed(2) : '-',
    `${((100 * walk.rps) / fixed.rps).toFixed(1)} %`, os.loadavg()[0]!.toFixed(2)];
  table.push(row);
  console.log(row.join(' | '));
}
console.log(`\nbare route, ten fixed rows: ${fixed.rps.toFixed(0)} req/s, p95 ${fixed.p95.toFixed(1)} ms`);
console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|\n${table.map((r) => `| ${r.join(' | ')} |`).join('\n')}`);
console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
stopAll();
