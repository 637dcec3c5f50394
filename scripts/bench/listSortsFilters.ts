// Every sort and filter the large lists' definitions offer, one request at a time, on the large data set (issue 15, goal 2).
// Usage: npx tsx scripts/bench/listSortsFilters.ts [dataDir] [calls] [list…]   (lists: orders, invoices, notes, pickups, certificates)
// dataDir holds a copy of the large data set (erp.sqlite); the server migrates it at start. For every list, for ADMIN and CLIENTE: each
// sortable column of the definition in both directions, each filter of its filter form (mapped to the request fields its payload sends),
// the free-text search, a deep page (offset 5,000) and each page size offered. Per case: `calls` requests whose list total is cold (each with
// a request the totals cache has not seen: the date range ends a different day after the data) and `calls` warm (the same request again).
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { isSortableColumn } from '../../src/engine/grid/subTableRequest';
import { buildServer } from '../../src/server/buildServer';
import { readConfig } from '../../src/server/config';
import { prepareDatabase } from '../../src/server/db/prepareDatabase';
import { DefinitionStore } from '../../src/server/definitions/definitionStore';

type Body = Record<string, unknown>;
type Role = 'admin' | 'cliente';

const dataDir = path.resolve(process.argv[2] ?? './data-bench');
const calls = Number(process.argv[3] ?? 10);
const only = new Set(process.argv.slice(4));
const config = readConfig({ ...process.env, DATA_DIR: dataDir, SEED_SCALE: 'large', LOGIN_RATE_LIMIT: '100000', STATIC_DIR: path.join(dataDir, 'no-dist') });
const open = await prepareDatabase({ ...config, scale: 'large', log: console.log });
const app = await buildServer(open.db, config);
const definitions = new DefinitionStore([path.resolve('report-definitions')]);

const post = async (url: string, body: Body) => {
  const res = await app.inject({ method: 'POST', url, payload: body });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json<Body>();
};
const tokens: Record<Role, string> = {
  admin: (await post('/wsr/auth/validateuser', { userName: 'admin', password: 'demo1234', domain: 'DEMO' })).data as string,
  cliente: (await post('/wsr/auth/validateuser', { userName: 'cliente', password: 'demo1234', domain: 'DEMO' })).data as string,
};

/** One value of the data set (the first row of a query), so every filter finds rows. */
const one = async <T>(query: string): Promise<T> => {
  const row = (await sql.raw<Record<string, T>>(query).execute(open.db)).rows[0];
  if (!row) throw new Error(`no value for ${query}`);
  return Object.values(row)[0]!;
};
// The CLIENTE user's customer: its filters are fixed to it, so every value is taken from its data and both roles find rows.
const cliente = await one<string>(`select cliente from usuarios_portal where usuario = 'cliente'`);
const v = {
  cliente,
  zona: await one<string>(`select zona from clientes where empresa = '1' and cliente = '${cliente}'`),
  representante: await one<string>(`select representante from clientes where empresa = '1' and cliente = '${cliente}'`),
  agente: await one<string>(`select agente from clientes where empresa = '1' and cliente = '${cliente}'`),
  sucursal: await one<string>(`select sucursal from pedidos where empresa = '1' and cliente = '${cliente}' group by sucursal order by count(*) desc limit 1`),
  pedido: await one<number>(`select numero from pedidos where empresa = '1' and cliente = '${cliente}' order by fecha_pedido desc limit 1`),
  ref: (await one<string>(`select ref_pedido from pedidos where empresa = '1' and cliente = '${cliente}' and ref_pedido <> '' order by fecha_pedido desc limit 1`)).slice(0, 6),
  obra: (await one<string>(`select obra from pedidos where empresa = '1' and cliente = '${cliente}' and obra <> '' order by fecha_pedido desc limit 1`)).slice(0, 5),
  articulo: await one<string>(`select articulo from pedido_lineas where empresa = '1' and numero = (select max(numero) from pedidos where empresa = '1' and cliente = '${cliente}')`),
  estado: await one<number>(`select estado_pedido_web from pedidos where empresa = '1' and cliente = '${cliente}' group by 1 order by count(*) desc limit 1`),
  albaran: await one<number>(`select numero from albaranes where empresa = '1' and cliente = '${cliente}' order by fecha desc limit 1`),
  serviceAlbaran: await one<number>(`select albaran from servicios_residuos where empresa = '1' and cliente = '${cliente}' and albaran is not null order by fecha desc limit 1`),
  di: (await one<string>(`select numero_di from servicios_residuos where empresa = '1' and cliente = '${cliente}' and numero_di <> '' limit 1`)).slice(0, 6),
  almacen: await one<string>(`select almacen from servicios_residuos where empresa = '1' and cliente = '${cliente}' limit 1`),
  ler: await one<string>(`select cod_ler from servicios_residuos where empresa = '1' and cliente = '${cliente}' limit 1`),
  certificado: (await one<string>(`select numero from certificados where empresa = '1' and cliente = '${cliente}' limit 1`)).slice(0, 6),
  agencia: await one<string>(`select agencia_transporte from certificados where empresa = '1' and cliente = '${cliente}' limit 1`),
};
const articleName = (await one<string>(`select nombre from articulos where empresa = '1' and articulo = '${v.articulo}'`)).split(' ')[0]!;

/** DD/MM/YYYY of a day `days` after 2026-11-26 (the end of the data). */
const dmy = (days: number) => {
  const d = new Date(Date.UTC(2026, 10, 26 + days));
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

interface List {
  name: string;
  code: string;
  url: string;
  /** The request of an empty form: one year, every type. */
  base: (role: Role) => Body;
  /** The date field the cold calls move (to a day after the data: same rows, a total the cache has not seen). */
  end: string;
  /** Request fields per filter of the form, with a value of the data. */
  filters: Record<string, Body>;
  /** Filter-form fields walked together with another one (date ranges are in every call). */
  inBase?: string[];
}

const customer = (role: Role): Body => (role === 'cliente' ? { clienteInicial: cliente, clienteFinal: cliente } : {});
const orderList: List = {
  name: 'orders', code: 'ESTADO_PED_ALB', url: '/wscomun/portalinformes/getPedidosAlbaranesCab', end: 'fechaFin', inBase: ['fechaInicio', 'fechaFin'],
  base: (role: Role) => ({ ...customer(role), fechaInicio: dmy(-365), fechaFin: dmy(0), numeroAnyosAntiguedadPedidos: 0, tipoPedido: 'S', tipoCargo: 'S', tipoAbono: 'S', plazoEntregaSuperado: 'N', dias: 0 }),
  filters: {
    cliente: { clienteInicial: v.cliente, clienteFinal: v.cliente },
    sucursal: { clienteInicial: v.cliente, clienteFinal: v.cliente, sucursal: v.sucursal },
    zona: { zona: v.zona },
    representante: { representanteInicial: v.representante, representanteFinal: v.representante, agenteInicial: v.agente, agenteFinal: v.agente },
    suReferencia: { suReferencia: v.ref },
    estados: { listaEstadosFiltrar: [v.estado] },
    numeroPedido: { numeroPedido: String(v.pedido) },
    articulo: { articulo: v.articulo },
    'articulo (name)': { articulo: articleName },
    obra: { obra: v.obra },
    tiposPedido: { tipoPedido: 'N', tipoCargo: 'S', tipoAbono: 'S' },
    plazoEntregaSuperado: { plazoEntregaSuperado: 'S', dias: 0 },
  },
};
const lists = ([
  orderList,
  ...(['invoices', 'notes'] as const).map((name): List => ({
    name, code: name === 'invoices' ? 'REIMP_FACT' : 'FACT_CLIENTES', url: '/wscomun/portalinformes/recuperarDocumentoCab', end: 'fechaFin', inBase: ['fechaIni', 'fechaFin'],
    base: (role: Role) => ({
      ...customer(role), tipoConta: 0, tiposDocBusqueda: name === 'invoices' ? 'F' : 'A', albaranesSoloPdtesSN: name === 'invoices' ? 'N' : 'S', search: '', fechaIni: dmy(-365), fechaFin: dmy(0),
    }),
    filters: {
      numeroAlbaran: { numeroAlbaran: String(v.albaran) },
      suReferencia: { suReferencia: v.ref },
      representante: { representanteInicial: v.representante, representanteFinal: v.representante, agenteInicial: v.agente, agenteFinal: v.agente },
      cliente: { clienteInicial: v.cliente, clienteFinal: v.cliente },
      sucursal: { clienteInicial: v.cliente, clienteFinal: v.cliente, sucursal: v.sucursal },
    },
  })),
  {
    name: 'pickups', code: 'ENTR_REC_TRANS', url: '/wscomun/portalinformes/RecogidasEntregas', end: 'fechaFinal', inBase: ['fechaInicial', 'fechaFinal'],
    base: (role: Role) => ({ ...customer(role), tipoEmpresa: 0, tipoGestion: 'T', estado: 'T', facturadoSN: '', descargaExcelSN: 'N', numeroAnyosAntiguedadPedidos: 0, fechaInicial: dmy(-365), fechaFinal: dmy(0) }),
    filters: {
      tipoGestion: { tipoGestion: 'R' },
      numeroAlbaran: { numeroAlbaran: String(v.serviceAlbaran) },
      numeroDI: { numeroDI: v.di },
      estado: { estado: 'C' },
      cliente: { clienteInicial: v.cliente, clienteFinal: v.cliente },
      sucursal: { clienteInicial: v.cliente, clienteFinal: v.cliente, sucursal: v.sucursal },
      centroTrabajo: { centroTrabajo: v.almacen },
      codLer: { codLer: v.ler },
      facturadoSN: { facturadoSN: 'S' },
    },
  },
  {
    name: 'certificates', code: 'CERT_MEDIOAMB', url: '/wscomun/portalinformes/CertificadosMedioAmbiente', end: 'fechaFinal', inBase: ['fechaInicial', 'fechaFinal'],
    base: (role: Role) => ({ ...customer(role), tipoEmpresa: 0, fechaInicial: dmy(-365), fechaFinal: dmy(0) }),
    filters: {
      numeroCertificado: { numeroCertificado: v.certificado },
      agenciaTransporte: { agenciaTransporte: v.agencia },
      cliente: { clienteInicial: v.cliente, clienteFinal: v.cliente },
      sucursal: { clienteInicial: v.cliente, clienteFinal: v.cliente, sucursal: v.sucursal },
    },
  },
] as List[]).filter((l) => only.size === 0 || only.has(l.name));

/** Filter names a payload spec reads (`{ filter: 'x.y' }` anywhere, and `filters.properties.x` in its conditions). */
function filtersRead(spec: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(spec)) for (const s of spec) filtersRead(s, found);
  else if (spec && typeof spec === 'object') {
    for (const [k, s] of Object.entries(spec)) {
      if (k === 'filter' && typeof s === 'string') found.add(s.split('.')[0]!);
      else if (k === 'filters' && s && typeof s === 'object' && 'properties' in s) for (const name of Object.keys((s as { properties: object }).properties)) found.add(name);
      filtersRead(s, found);
    }
  }
  return found;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
let coldDay = 1;
const out: string[] = [];
const line = (s: string) => { console.log(s); out.push(s); };
line(`${os.hostname()}, ${os.cpus().length} cores, ${calls} cold + ${calls} warm calls per case, ${new Date().toISOString()}`);
line(`${'list'.padEnd(13)}${'role'.padEnd(8)}${'case'.padEnd(34)}${'rows'.padStart(5)}${'total'.padStart(8)}${'cold p50'.padStart(10)}${'p95'.padStart(8)}${'warm p50'.padStart(10)}${'p95'.padStart(8)}  load`);
const slow: string[] = [];
for (const list of lists) {
  const def = await definitions.get(list.code);
  if (!def || def.result?.kind !== 'grid') throw new Error(`${list.code}: no grid definition`);
  const columns = def.result.columns.filter((c) => isSortableColumn(c)).map((c) => c.sortField ?? c.field);
  const formFields = Object.keys((def.filters?.schema as { properties?: object } | undefined)?.properties ?? {});
  const sent = filtersRead(def.request?.payload);
  for (const f of formFields) {
    if (!sent.has(f)) line(`  ${list.code}: filter '${f}' is not sent by the definition's payload (not walked)`);
    else if (!(f in list.filters) && !list.inBase?.includes(f)) line(`  ${list.code}: filter '${f}' NOT COVERED by this benchmark`);
  }
  const pageSizes = def.result.pageSizes ?? [];
  const defaultSize = def.result.pageSize ?? 10;
  const cases: { name: string; body: Body }[] = [
    ...columns.flatMap((c) => (['ASC', 'DESC'] as const).map((order) => ({ name: `sort ${c} ${order.toLowerCase()}`, body: { orderBy: c, order } }))),
    ...Object.entries(list.filters).map(([name, body]) => ({ name: `filter ${name}`, body })),
    { name: 'search (customer name)', body: { search: 'SA' } },
    { name: 'search (number)', body: { search: String(v.pedido).slice(0, 4) } },
    { name: 'page at offset 5000', body: { offset: 5001 } },
    ...pageSizes.map((n) => ({ name: `page size ${n}`, body: { numRows: n } })),
  ];
  for (const role of ['admin', 'cliente'] as const) {
    for (const c of cases) {
      const body = { tira: tokens[role], offset: 1, numRows: defaultSize, ...list.base(role), ...c.body };
      const time = async (b: Body) => { const t0 = performance.now(); const r = await post(list.url, b); return [performance.now() - t0, r] as const; };
      const cold: number[] = [];
      for (let i = 0; i < calls; i++) cold.push((await time({ ...body, [list.end]: dmy(coldDay++) }))[0]);
      await post(list.url, body);
      const warm: number[] = [];
      let reply: Body = {};
      for (let i = 0; i < calls; i++) { const [ms, r] = await time(body); warm.push(ms); reply = r; }
      cold.sort((a, b) => a - b);
      warm.sort((a, b) => a - b);
      const rows = ((reply.dataRes ?? reply.documentosCab ?? []) as unknown[]).length;
      const total = String(reply.numReg ?? reply.totalRows ?? '');
      const [cp95, wp95] = [pct(cold, 95), pct(warm, 95)];
      line(`${list.name.padEnd(13)}${role.padEnd(8)}${c.name.slice(0, 33).padEnd(34)}${String(rows).padStart(5)}${total.padStart(8)}${pct(cold, 50).toFixed(1).padStart(10)}${cp95.toFixed(1).padStart(8)}`
        + `${pct(warm, 50).toFixed(1).padStart(10)}${wp95.toFixed(1).padStart(8)}  ${os.loadavg()[0]!.toFixed(2)}`);
      if (Math.max(cp95, wp95) > 50) slow.push(`${list.name} ${role} ${c.name}: cold p95 ${cp95.toFixed(1)} ms, warm p95 ${wp95.toFixed(1)} ms`);
    }
  }
}
line(`\nover 50 ms p95 (${slow.length}):`);
for (const s of slow) line(`  ${s}`);
line(`load average: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
await app.close();
await open.close();
