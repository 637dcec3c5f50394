// Latency of the list services behind the grid reports (one page as the grid asks it), over HTTP against a started portal: the first
// call (cold) apart, then p50/p95 of the next calls made one after another.
// Usage: [BENCH_CASES=getComprasVentas,...] npx tsx scripts/bench/gridLists.ts [baseUrl] [calls]   (default http://localhost:8080, 30)
import os from 'node:os';

const baseUrl = process.argv[2] ?? 'http://localhost:8080';
const calls = Number(process.argv[3] ?? 30);
const only = process.env.BENCH_CASES?.split(',');
const P = '/wscomun/portalinformes/';
const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('/');
const WIDE = { fechaIni: '01/01/2000', fechaFin: today };
const TYPES = { tipoCompra: 'C', tipoVenta: 'V', tipoTransito: 'T', transporte: '', numAlbaran: '' };

interface Case { name: string; user: string; endpoint: string; body: Record<string, unknown> }
const cases: Case[] = [
  { name: 'default (1 month, C_MATRICULA)', user: 'admin', endpoint: 'getComprasVentas', body: { ...TYPES, fechaIni: monthAgo(), fechaFin: today, orderBy: 'C_MATRICULA', order: 'ASC', offset: 1, numRows: 10 } },
  { name: 'wide, C_MATRICULA', user: 'admin', endpoint: 'getComprasVentas', body: { ...TYPES, ...WIDE, orderBy: 'C_MATRICULA', order: 'ASC', offset: 1, numRows: 10 } },
  {
    name: 'wide, filter+search, T_BENEFICIO', user: 'admin', endpoint: 'getComprasVentas',
    body: { ...TYPES, ...WIDE, filter: [['C_IMPORTE', '>=', 100]], search: '1', orderBy: 'T_BENEFICIO', order: 'DESC', offset: 1, numRows: 10 },
  },
  {
    name: '1 month, filter+search, T_BENEFICIO', user: 'admin', endpoint: 'getComprasVentas',
    body: { ...TYPES, fechaIni: monthAgo(), fechaFin: today, filter: [['C_IMPORTE', '>=', 100]], search: '1', orderBy: 'T_BENEFICIO', order: 'DESC', offset: 1, numRows: 10 },
  },
  { name: 'proveedor, wide', user: 'proveedor', endpoint: 'getAlbaranesProveedor', body: { search: '', ...WIDE, offset: 1, numRows: 5 } },
  { name: 'admin, wide, every supplier', user: 'admin', endpoint: 'getAlbaranesProveedor', body: { search: '', ...WIDE, offset: 1, numRows: 5 } },
  { name: 'admin, wide, pending invoice', user: 'admin', endpoint: 'getAlbaranesProveedor', body: { search: '', ...WIDE, pendientesFacturaSN: 'S', offset: 1, numRows: 5 } },
  { name: 'cliente, wide', user: 'cliente', endpoint: 'ContratoCab', body: { ...WIDE, offset: 1, numRows: 10 } },
  { name: 'admin, wide, every customer', user: 'admin', endpoint: 'ContratoCab', body: { ...WIDE, offset: 1, numRows: 10 } },
  { name: 'admin', user: 'admin', endpoint: 'stockArticulos', body: { search: '', offset: 1, numRows: 10 } },
  { name: 'proveedor', user: 'proveedor', endpoint: 'stockArticulos', body: { search: '', offset: 1, numRows: 10 } },
  { name: 'admin, wide', user: 'admin', endpoint: 'getOrdenesCompraPendientes', body: { fechaInicio: WIDE.fechaIni, fechaFin: today, descargaExcelSN: 'N', offset: 1, numRows: 10 } },
  { name: 'proveedor, wide', user: 'proveedor', endpoint: 'getOrdenesCompraPendientes', body: { fechaInicio: WIDE.fechaIni, fechaFin: today, descargaExcelSN: 'N', offset: 1, numRows: 10 } },
  { name: 'admin, wide, Excel (every row)', user: 'admin', endpoint: 'getOrdenesCompraPendientes', body: { fechaInicio: WIDE.fechaIni, fechaFin: today, descargaExcelSN: 'S', orderBy: 'centro', order: 'ASC' } },
];

function monthAgo(): string {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10).split('-').reverse().join('/');
}

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const tokens = new Map<string, string>();
async function token(user: string): Promise<string> {
  if (!tokens.has(user)) {
    const res = await fetch(`${baseUrl}/wsr/auth/validateuser`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: user, password: 'demo1234', domain: 'DEMO' }),
    });
    if (!res.ok) throw new Error(`login ${user}: ${res.status}`);
    tokens.set(user, ((await res.json()) as { data: string }).data);
  }
  return tokens.get(user)!;
}

/** One call: ms to the whole reply, its total and size. */
async function call(c: Case): Promise<{ ms: number; numReg: number; bytes: number }> {
  const body = JSON.stringify({ tira: await token(c.user), ...c.body });
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}${P}${c.endpoint}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${c.endpoint} ${c.name}: ${res.status} ${text.slice(0, 300)}`);
  return { ms, numReg: Number((JSON.parse(text) as { numReg?: number }).numReg ?? -1), bytes: text.length };
}

console.log(`${baseUrl}: load average ${load()}; ${os.cpus().length} cores; ${calls} calls after the first`);
console.log(`${'service'.padEnd(27)} ${'case'.padEnd(38)} ${'cold'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)} ${'numReg'.padStart(8)} ${'KB'.padStart(7)}  load`);
for (const c of cases.filter((x) => !only || only.includes(x.endpoint))) {
  const cold = await call(c);
  const times: number[] = [];
  for (let i = 0; i < calls; i++) times.push((await call(c)).ms);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  console.log(`${c.endpoint.padEnd(27)} ${c.name.padEnd(38)} ${cold.ms.toFixed(0).padStart(7)} ${at(0.5).toFixed(0).padStart(7)} ${at(0.95).toFixed(0).padStart(7)} ${times.at(-1)!.toFixed(0).padStart(7)} `
    + `${String(cold.numReg).padStart(8)} ${(cold.bytes / 1024).toFixed(0).padStart(7)}  ${load()}`);
}
