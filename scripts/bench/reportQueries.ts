// Benchmark of the report list calls on the large data set (≥ 1,000,000 order lines).
// Usage: npx tsx scripts/bench/reportQueries.ts [dataDir] [iterations]
// The first run seeds SEED_SCALE=large into dataDir (default ./data-bench, a few minutes); later runs reuse it.
import path from 'node:path';
import { buildServer } from '../../src/server/buildServer';
import { readConfig } from '../../src/server/config';
import { prepareDatabase } from '../../src/server/db/prepareDatabase';
import { percentile } from './percentile';

const dataDir = path.resolve(process.argv[2] ?? './data-bench');
const iterations = Number(process.argv[3] ?? 20);
const config = readConfig({ ...process.env, DATA_DIR: dataDir, SEED_SCALE: 'large', LOGIN_RATE_LIMIT: '1000', STATIC_DIR: path.join(dataDir, 'no-dist') });
const started = Date.now();
const open = await prepareDatabase({ ...config, scale: 'large', log: console.log });
console.log(`database ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${dataDir})`);
const lines = await open.db.selectFrom('pedido_lineas').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
console.log(`order lines: ${Number(lines.n).toLocaleString('de-DE')}`);
const app = await buildServer(open.db, config);

const post = async (url: string, body: Record<string, unknown>) => {
  const res = await app.inject({ method: 'POST', url, payload: body });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.json<Record<string, unknown>>();
};
const login = async (user: string) => (await post('/wsr/auth/validateuser', { userName: user, password: 'demo1234', domain: 'DEMO' })).data as string;

const P = '/wscomun/portalinformes';
const cases: { name: string; user: string; url: string; body: Record<string, unknown> }[] = [
  { name: 'orders, admin, one year, page 1', user: 'admin', url: `${P}/getPedidosAlbaranesCab`, body: { fechaInicio: '01/01/2026', fechaFin: '31/12/2026', tipoPedido: 'S', tipoCargo: 'S', tipoAbono: 'S', offset: 1, numRows: 10, orderBy: 'fechaPedido', order: 'DESC' } },
  { name: 'orders, admin, one year, page 500', user: 'admin', url: `${P}/getPedidosAlbaranesCab`, body: { fechaInicio: '01/01/2026', fechaFin: '31/12/2026', tipoPedido: 'S', tipoCargo: 'S', tipoAbono: 'S', offset: 4991, numRows: 10, orderBy: 'fechaPedido', order: 'DESC' } },
  { name: 'orders, admin, sort by customer name', user: 'admin', url: `${P}/getPedidosAlbaranesCab`, body: { fechaInicio: '01/01/2026', fechaFin: '31/12/2026', tipoPedido: 'S', tipoCargo: 'S', tipoAbono: 'S', offset: 1, numRows: 30, orderBy: 'clteNombre', order: 'ASC' } },
  { name: 'orders, rep, 30 days', user: 'rep', url: `${P}/getPedidosAlbaranesCab`, body: { tipoPedido: 'S', tipoCargo: 'S', tipoAbono: 'S', offset: 1, numRows: 10 } },
  { name: 'orders, cliente, 2 years', user: 'cliente', url: `${P}/getPedidosAlbaranesCab`, body: { fechaInicio: '01/01/2025', fechaFin: '31/12/2026', tipoPedido: 'S', tipoCargo: 'S', tipoAbono: 'S', offset: 1, numRows: 10 } },
  { name: 'invoices, admin, one year', user: 'admin', url: `${P}/recuperarDocumentoCab`, body: { tipoConta: 0, tiposDocBusqueda: 'F', fechaIni: '01/01/2026', fechaFin: '31/12/2026', offset: 1, numRows: 25 } },
  { name: 'pickups, admin, all transits', user: 'admin', url: `${P}/RecogidasEntregas`, body: { tipoGestion: 'T', fechaInicial: '01/01/2026', fechaFinal: '31/12/2026', offset: 1, numRows: 25 } },
  { name: 'certificates, admin', user: 'admin', url: `${P}/CertificadosMedioAmbiente`, body: { fechaInicial: '01/01/2026', fechaFinal: '31/12/2026', offset: 1, numRows: 10 } },
];

const tokens: Record<string, string> = {};
for (const c of cases) tokens[c.user] ??= await login(c.user);
console.log(`\n${'call'.padEnd(42)} ${'rows'.padStart(6)} ${'total'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
for (const c of cases) {
  const times: number[] = [];
  let reply: Record<string, unknown> = {};
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    reply = await post(c.url, { tira: tokens[c.user], ...c.body });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const rows = (reply.dataRes ?? reply.documentosCab ?? []) as unknown[];
  const total = reply.numReg ?? reply.totalRows ?? '';
  console.log(`${c.name.padEnd(42)} ${String(rows.length).padStart(6)} ${String(total).padStart(9)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}`);
}
await app.close();
await open.close();
