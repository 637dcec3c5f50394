// Throughput of the order list with 1 service process (npm start's main.ts) and with 2 (npm run start:cluster), 16 clients, on the same database.
// Usage: npm run bench:cluster -- <dataDir> [seconds]
//   SQLite: dataDir holds the database (a COPY of a large data set: the runs write sessions and counters into it; an empty folder is seeded).
//   PostgreSQL: DATABASE_URL=postgres://… (dataDir is then only the processes' data folder); an empty database is seeded first (SEED_SCALE, default large).
// Prints, per setup and user: requests per second, latency p50/p95/p99, errors (non-2xx, socket errors, timeouts) and the load average after the run.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { httpCall, removeServiceProcess, startServiceProcess, type ServiceProcess } from '../../tests/server/support/serviceProcess';
import { percentile } from './percentile';

const dataDir = path.resolve(process.argv[2] ?? './data-bench');
const seconds = Number(process.argv[3] ?? 10);
const CONNECTIONS = 16;
const databaseUrl = process.env.DATABASE_URL;
const env = {
  DATA_DIR: dataDir, SEED_SCALE: process.env.SEED_SCALE ?? 'large', LOGIN_RATE_LIMIT: '100000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
const ORDERS = '/wscomun/portalinformes/getPedidosAlbaranesCab';
// "orders, one year, page 1" of scripts/bench/reportQueries.ts.
const ORDER_BODY = { fechaInicio: '01/01/2026', fechaFin: '31/12/2026', tipoPedido: 'S', tipoCargo: 'S', tipoAbono: 'S', offset: 1, numRows: 10, orderBy: 'fechaPedido', order: 'DESC' };
const setups: { name: string; entry: 'main' | 'startCluster'; extra: Record<string, string> }[] = [
  { name: '1 process', entry: 'main' as const, extra: {} },
  { name: '2 processes (cluster)', entry: 'startCluster' as const, extra: { CLUSTER_WORKERS: '2' } },
];

async function login(base: string, user: string): Promise<string> {
  const res = await httpCall(new http.Agent(), `${base}/wsr/auth/validateuser`, { body: { userName: user, password: 'demo1234', domain: 'DEMO' } });
  if (res.status !== 200) throw new Error(`login ${user}: ${res.status} ${res.body.toString().slice(0, 200)}`);
  return res.json<{ data: string }>().data;
}

/** One autocannon run of the order list as user; latencies collected per response for p95. */
async function load(base: string, tira: string, duration: number) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({
      url: `${base}${ORDERS}`, method: 'POST', connections: CONNECTIONS, duration, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tira, ...ORDER_BODY }),
    }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, ms) => { latencies.push(ms); });
  });
  latencies.sort((a, b) => a - b);
  return { result, latencies };
}

console.log(`order list, ${CONNECTIONS} connections, ${seconds} s per run, on ${databaseUrl ? 'PostgreSQL' : `SQLite (${dataDir})`}; ${os.availableParallelism()} CPUs`);
let first = true;
const rows: string[] = [];
for (const setup of setups) {
  const started = Date.now();
  let service: ServiceProcess | undefined;
  try {
    // The first start may seed an empty database (large: many minutes).
    service = await startServiceProcess(setup.entry, { ...env, ...setup.extra }, first ? 3 * 60 * 60_000 : 5 * 60_000);
    first = false;
    console.log(`${setup.name}: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const user of ['admin', 'cliente']) {
      const tira = await login(service.base, user);
      await load(service.base, tira, 2); // warm-up: caches of the database and of the processes
      const { result, latencies } = await load(service.base, tira, seconds);
      const errors = result.non2xx + result.errors + result.timeouts;
      const [one, five] = os.loadavg();
      rows.push([setup.name.padEnd(22), user.padEnd(8), result.requests.average.toFixed(0).padStart(7), ...[50, 95, 99].map((p) => percentile(latencies, p).toFixed(1).padStart(8)),
        String(errors).padStart(7), `${one!.toFixed(2)} / ${five!.toFixed(2)}`.padStart(13)].join(' '));
      console.log(rows.at(-1));
    }
  } finally {
    await service?.stop('SIGTERM');
    await removeServiceProcess(service);
  }
}
console.log(`\n${'setup'.padEnd(22)} ${'user'.padEnd(8)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'load 1m / 5m'.padStart(13)}`);
for (const row of rows) console.log(row);
