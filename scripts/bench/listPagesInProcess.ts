// Distinct order-list pages through the real routes in process (Fastify's inject: no sockets, no load generator on the cores), 16 calls in
// flight, as ADMIN over one year of the large data set: every call a page size of 10–29 rows at an offset spread over the list (as
// bench:lists' distinct requests), after a warm-up of 4,000 other distinct pages. Prints calls per second, the process's CPU per call, p95
// and p99, and the garbage collector's pauses (count, total, share of the time, longest) — what the sockets' and the load generator's
// noise hide in bench:lists.
// Usage: npx tsx --max-semi-space-size=64 scripts/bench/listPagesInProcess.ts [dataDir] [calls]   (seeds the large data set there when empty)
import path from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { buildServer } from '../../src/server/buildServer';
import { readConfig } from '../../src/server/config';
import { prepareDatabase } from '../../src/server/db/prepareDatabase';
import { distinctPage } from './distinctPage';
import { percentile } from './percentile';

const dataDir = path.resolve(process.argv[2] ?? './data-bench');
const calls = Number(process.argv[3] ?? 20_000);
const IN_FLIGHT = 16;
const URL = '/wscomun/portalinformes/getPedidosAlbaranesCab';
const BODY = { fechaInicio: '01/01/2026', fechaFin: '31/12/2026', tipoPedido: 'S', tipoCargo: 'S', tipoAbono: 'S', orderBy: 'fechaPedido', order: 'DESC' };

const config = readConfig({ ...process.env, DATA_DIR: dataDir, SEED_SCALE: 'large', LOGIN_RATE_LIMIT: '100000', LOGIN_ACCOUNT_RATE_LIMIT: '100000', STATIC_DIR: path.join(dataDir, 'no-dist') });
const open = await prepareDatabase({ ...config, scale: 'large', log: console.log });
const app = await buildServer(open.db, config);
const login = await app.inject({ method: 'POST', url: '/wsr/auth/validateuser', payload: { userName: 'admin', password: 'demo1234', domain: 'DEMO' } });
const token = login.json<{ data: string }>().data;
const first = await app.inject({ method: 'POST', url: URL, headers: { 'x-ddol-security-token': token }, payload: { ...BODY, offset: 1, numRows: 10 } });
const total = first.json<{ numReg: number }>().numReg;

/** `count` distinct pages (distinctPage, offsets moved by `shift`), IN_FLIGHT at a time. */
async function pages(count: number, shift: number) {
  let next = 0;
  const times: number[] = [];
  const caller = async () => {
    while (next < count) {
      const page = distinctPage(next++, total, shift);
      const start = performance.now();
      const res = await app.inject({ method: 'POST', url: URL, headers: { 'x-ddol-security-token': token }, payload: { ...BODY, ...page } });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
      times.push(performance.now() - start);
    }
  };
  const start = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: IN_FLIGHT }, caller));
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  return { ms, cpuPerCall: (used.user + used.system) / count, p95: percentile(times, 95), p99: percentile(times, 99) };
}

await pages(4000, 3);
const gc = { count: 0, ms: 0, longest: 0 };
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count += 1;
    gc.ms += entry.duration;
    gc.longest = Math.max(gc.longest, entry.duration);
  }
});
observer.observe({ entryTypes: ['gc'] });
const run = await pages(calls, 0);
observer.disconnect();
console.log(`orders, ADMIN, one year (${total} rows): ${calls} distinct pages, ${((calls / run.ms) * 1000).toFixed(0)} calls/s, `
  + `${run.cpuPerCall.toFixed(0)} µs CPU per call, p95 ${run.p95.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms; `
  + `GC ${gc.count} pauses, ${gc.ms.toFixed(0)} ms (${((100 * gc.ms) / run.ms).toFixed(1)} % of the time), longest ${gc.longest.toFixed(1)} ms`);
await app.close();
await open.close();
