// Benchmark of a large Excel export (RecogidasEntregas with descargaExcelSN S): export time, reply size, the longest event-loop block
// (perf_hooks monitorEventLoopDelay) and the latency of small calls (datosUsuario) made one after another while the export runs.
// The calls go over real HTTP (127.0.0.1) so the reply is streamed and read as a browser would, without parsing it during the timing.
// Usage: npx tsx scripts/bench/largeExport.ts [extraRows] [repeats]   (default 45000, 3)
// Runs on the embedded SQLite in a fresh temporary directory (the synchronous driver is where a big query holds the event loop).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildServer } from '../../src/server/buildServer';
import { readConfig } from '../../src/server/config';
import { prepareDatabase } from '../../src/server/db/prepareDatabase';
import { insertChunked } from '../../src/server/db/seed/insertChunked';

const extra = Number(process.argv[2] ?? 45_000);
const repeats = Number(process.argv[3] ?? 3);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-large-export-'));
const config = readConfig({ DATA_DIR: dataDir, SEED_SCALE: 'small', LOGIN_RATE_LIMIT: '1000', STATIC_DIR: path.join(dataDir, 'no-dist') });
const open = await prepareDatabase({ ...config, scale: 'small' });
const app = await buildServer(open.db, config);
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
const agent = new http.Agent({ keepAlive: true });
/** POST over HTTP: status and the reply bytes, read as they arrive. */
const post = (url: string, body: Record<string, unknown>) => new Promise<{ status: number; bytes: Buffer; json<T>(): T }>((resolve, reject) => {
  const req = http.request(`${origin}${url}`, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
    const parts: Buffer[] = [];
    res.on('data', (part: Buffer) => parts.push(part));
    res.on('end', () => {
      const bytes = Buffer.concat(parts);
      resolve({ status: res.statusCode ?? 0, bytes, json: <T>() => JSON.parse(bytes.toString('utf8')) as T });
    });
    res.on('error', reject);
  });
  req.on('error', reject);
  req.end(JSON.stringify(body));
});
const tira = (await post('/wsr/auth/validateuser', { userName: 'cliente', password: 'demo1234', domain: 'DEMO' })).json<{ data: string }>().data;

const P = '/wscomun/portalinformes';
const list = { tira, tipoEmpresa: 0, tipoGestion: 'T', estado: 'T', facturadoSN: '', offset: 1, numRows: 1 };
const first = (await post(`${P}/RecogidasEntregas`, list)).json<{ numReg: number; dataRes: { Identificador: number }[] }>();
const template = await open.db.selectFrom('servicios_residuos').selectAll().where('identificador', '=', first.dataRes[0]!.Identificador).executeTakeFirstOrThrow();
const top = await open.db.selectFrom('servicios_residuos').select((eb) => eb.fn.max('identificador').as('id')).executeTakeFirstOrThrow();
await insertChunked(open.db, 'servicios_residuos', Array.from({ length: extra }, (_, i) => ({ ...template, identificador: Number(top.id) + 1 + i, ref_pedido: `EXP-${i}` })), 500);
console.log(`${open.dialect}: ${(first.numReg + extra).toLocaleString('en')} services of customer 000001; load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
console.log(`${'run'.padEnd(4)} ${'status'.padStart(6)} ${'rows'.padStart(7)} ${'MB'.padStart(6)} ${'export ms'.padStart(10)} ${'max loop ms'.padStart(12)} ${'small calls'.padStart(12)} ${'small p50 ms'.padStart(13)} ${'small max ms'.padStart(13)}`);
for (let run = 1; run <= repeats; run++) {
  delay.reset();
  const t0 = performance.now();
  let exportMs = 0;
  const exported = post(`${P}/RecogidasEntregas`, { ...list, descargaExcelSN: 'S' }).then((res) => { exportMs = performance.now() - t0; return res; });
  const small: number[] = [];
  while (exportMs === 0) {
    const s0 = performance.now();
    await post(`${P}/datosUsuario`, { tira });
    small.push(performance.now() - s0);
  }
  const res = await exported;
  const maxLoop = delay.max / 1e6;
  small.sort((a, b) => a - b);
  const rows = res.status === 200 ? res.json<{ dataRes: { result: unknown[] } }>().dataRes.result.length : 0;
  console.log(`${String(run).padEnd(4)} ${String(res.status).padStart(6)} ${String(rows).padStart(7)} ${(res.bytes.length / 1e6).toFixed(1).padStart(6)} ${exportMs.toFixed(0).padStart(10)} `
    + `${maxLoop.toFixed(0).padStart(12)} ${String(small.length).padStart(12)} ${small[Math.floor(small.length / 2)]!.toFixed(0).padStart(13)} ${small.at(-1)!.toFixed(0).padStart(13)}`);
}
delay.disable();
console.log(`load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
agent.destroy();
await app.close();
await open.close();
fs.rmSync(dataDir, { recursive: true, force: true });
