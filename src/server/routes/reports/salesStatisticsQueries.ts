import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/tables.js';
import { allOf, between } from './reportRequest.js';
import { inScope, type ReportScope } from './scope.js';

/** Deepest article family level. */
export const MAX_NIVEL_FAMILIA = 5;

/** Most aggregated rows one sales document prints. */
export const MAX_SALES_ROWS = 3000;

/** Signed amount of an order line: credit notes (tipo A) subtract. */
const SIGNED_AMOUNT = sql`l.cantidad * l.precio * (case when p.tipo = 'A' then -1 else 1 end)`;
const SIGNED_QTY = sql`l.cantidad * (case when p.tipo = 'A' then -1 else 1 end)`;
const ORDER_JOINS = sql`from pedido_lineas l join pedidos p on p.empresa = l.empresa and p.numero = l.numero join clientes c on c.empresa = p.empresa and c.cliente = p.cliente`;

/** The listing types of the sales situation: what a group is and what its rows are. */
export const LISTINGS = [1, 4, 5, 6, 9, 11] as const;

/** Filters of the sales situation report, resolved (ISO dates, codes, levels already capped). */
export interface SituationFilters {
  repIni?: string; repFin?: string; cliIni?: string; cliFin?: string; fechaIni?: string; fechaFin?: string; entIni?: string; entFin?: string;
  estadoPed: 'E' | 'S' | 'F' | 'T'; tipoPedidos: 'P' | 'C' | 'T'; tipoVenta: 'C' | 'R' | 'T'; tipoOrden: 'A' | 'D' | 'I';
  tipoListado: (typeof LISTINGS)[number]; nivelFamilia: number; nivel1: number; nivel2: number;
}

/** One aggregated row of the sales situation: its group, its row (and, for the crossed listings, the second-level family). */
export interface SituationRow { g_key: string; g_name: string; r_key: string; r_name: string; r2_key: string | null; r2_name: string | null; lineas: number; cantidad: number; importe: number }

const CASH_CUSTOMERS = sql`select cc.cliente from condiciones_cliente cc join formas_pago fp on fp.empresa = cc.empresa and fp.forma_pago = cc.forma_pago where cc.empresa = p.empresa and fp.dias = 0`;

/** Conditions of the order lines of the sales situation: the scope, the ranges, the line state, order type and sale type. */
function situationConditions(scope: ReportScope, f: SituationFilters): RawBuilder<SqlBool> {
  const conditions: RawBuilder<unknown>[] = [
    inScope(scope, { empresa: 'p.empresa', cliente: 'p.cliente', sucursal: 'p.sucursal' }),
    ...between('p.representante', f.repIni, f.repFin), ...between('p.cliente', f.cliIni, f.cliFin),
    ...between('p.fecha_pedido', f.fechaIni, f.fechaFin), ...between('p.fecha_entrega', f.entIni, f.entFin),
  ];
  if (f.estadoPed === 'E') conditions.push(sql`l.estado_pedido < 5`);
  if (f.estadoPed === 'S') conditions.push(sql`l.estado_pedido in (5, 6)`);
  if (f.estadoPed === 'F') conditions.push(sql`l.estado_pedido = 7`);
  if (f.tipoPedidos !== 'T') conditions.push(sql`p.tipo = ${f.tipoPedidos}`);
  if (f.tipoVenta === 'C') conditions.push(sql`p.cliente in (${CASH_CUSTOMERS})`);
  if (f.tipoVenta === 'R') conditions.push(sql`p.cliente not in (${CASH_CUSTOMERS})`);
  return allOf(conditions);
}

/** Whether any order line matches the sales situation filters. */
export async function situationFound(db: Kysely<Database>, scope: ReportScope, f: SituationFilters): Promise<boolean> {
  const { rows } = await sql`select l.numero ${ORDER_JOINS} where ${situationConditions(scope, f)} limit 1`.execute(db);
  return rows.length > 0;
}

/** The family of the line's article at a level, joined as `alias` (code in alias.familia, name in alias.nombre). */
const familyJoin = (alias: string, level: number) => sql`left join articulo_familias ${sql.raw(`${alias}p`)} on ${sql.raw(`${alias}p`)}.empresa = l.empresa and ${sql.raw(`${alias}p`)}.articulo = l.articulo and ${sql.raw(`${alias}p`)}.nivel = ${level}
  left join familias_articulo ${sql.raw(alias)} on ${sql.raw(alias)}.empresa = l.empresa and ${sql.raw(alias)}.familia = ${sql.raw(`${alias}p`)}.familia`;

interface Dimension { key: RawBuilder<unknown>; name: RawBuilder<unknown>; joins: RawBuilder<unknown>[] }
const family = (alias: string, level: number): Dimension => ({
  key: sql`coalesce(${sql.ref(`${alias}.familia`)}, '-')`, name: sql`coalesce(${sql.ref(`${alias}.nombre`)}, '-')`, joins: [familyJoin(alias, level)],
});
const ARTICLE: Dimension = { key: sql`l.articulo`, name: sql`coalesce(a.nombre, l.articulo)`, joins: [sql`left join articulos a on a.empresa = l.empresa and a.articulo = l.articulo`] };
const CUSTOMER: Dimension = { key: sql`c.cliente`, name: sql`c.razon_social`, joins: [] };
const REPRESENTATIVE: Dimension = {
  key: sql`p.representante || '/' || p.agente`, name: sql`coalesce(r.nombre, p.representante)`,
  joins: [sql`left join representantes r on r.empresa = p.empresa and r.representante = p.representante and r.agente = p.agente`],
};

/** Group, row and second row dimension of each listing type. */
function dimensions(f: SituationFilters): [Dimension, Dimension, Dimension | null] {
  switch (f.tipoListado) {
    case 1: return [family('f1', f.nivelFamilia), ARTICLE, null];
    case 4: return [family('f1', f.nivel1), family('f2', f.nivel2), null];
    case 5: return [REPRESENTATIVE, family('f1', f.nivel1), family('f2', f.nivel2)];
    case 6: return [CUSTOMER, family('f1', f.nivel1), family('f2', f.nivel2)];
    case 9: return [CUSTOMER, family('f1', f.nivelFamilia), null];
    case 11: return [REPRESENTATIVE, family('f1', f.nivelFamilia), null];
  }
}

/** The sales situation aggregated by the listing's group and rows (at most MAX_SALES_ROWS + 1, so the caller can tell it was cut). */
export async function situationRows(db: Kysely<Database>, scope: ReportScope, f: SituationFilters): Promise<SituationRow[]> {
  const [g, r, r2] = dimensions(f);
  const dims = [g, r, ...(r2 ? [r2] : [])];
  const keys = dims.flatMap((d) => [d.key, d.name]);
  const { rows } = await sql<SituationRow>`select ${g.key} as g_key, ${g.name} as g_name, ${r.key} as r_key, ${r.name} as r_name,
      ${r2 ? r2.key : sql`null`} as r2_key, ${r2 ? r2.name : sql`null`} as r2_name,
      count(*) as lineas, sum(${SIGNED_QTY}) as cantidad, sum(${SIGNED_AMOUNT}) as importe
    ${ORDER_JOINS} ${sql.join(dims.flatMap((d) => d.joins), sql` `)}
    where ${situationConditions(scope, f)}
    group by ${sql.join(keys)} order by ${sql.join(keys.filter((_, i) => i % 2 === 0))} limit ${MAX_SALES_ROWS + 1}`.execute(db);
  return rows.map((x) => ({ ...x, lineas: Number(x.lineas), cantidad: Number(x.cantidad), importe: Number(x.importe) }));
}

/** Filters of the sales comparison: the two periods as ISO date ranges (already clipped to the role's window) and their months. */
export interface ComparisonFilters {
  agrupacion: 'R' | 'C' | ''; repIni?: string; repFin?: string; cliIni?: string; cliFin?: string;
  periodo: { from: string; to: string; months: string[] }; comparado: { from: string; to: string; months: string[] };
}

/** Invoiced amount (taxable base) of one customer in one month (YYYY-MM), with its representative. */
export interface MonthlySale { rep_key: string; rep_name: string; cliente: string; nombre: string; mes: string; importe: number }

function comparisonConditions(scope: ReportScope, f: ComparisonFilters): RawBuilder<SqlBool> {
  const inPeriod = (p: { from: string; to: string }) => sql`(fa.fecha >= ${p.from} and fa.fecha <= ${p.to})`;
  return allOf([
    inScope(scope, { empresa: 'fa.empresa', cliente: 'fa.cliente', sucursal: 'fa.sucursal' }),
    ...between('c.representante', f.repIni, f.repFin), ...between('fa.cliente', f.cliIni, f.cliFin),
    sql`(${inPeriod(f.periodo)} or ${inPeriod(f.comparado)})`,
  ]);
}

const INVOICE_JOINS = sql`from facturas fa join clientes c on c.empresa = fa.empresa and c.cliente = fa.cliente
  left join representantes r on r.empresa = c.empresa and r.representante = c.representante and r.agente = c.agente`;

/** Whether any invoice falls in either period. */
export async function comparisonFound(db: Kysely<Database>, scope: ReportScope, f: ComparisonFilters): Promise<boolean> {
  const { rows } = await sql`select fa.numero ${INVOICE_JOINS} where ${comparisonConditions(scope, f)} limit 1`.execute(db);
  return rows.length > 0;
}

/** Monthly invoiced amounts per representative and customer in both periods. */
export async function monthlySales(db: Kysely<Database>, scope: ReportScope, f: ComparisonFilters): Promise<MonthlySale[]> {
  const { rows } = await sql<MonthlySale>`select c.representante || '/' || c.agente as rep_key, coalesce(r.nombre, c.representante) as rep_name, c.cliente, c.nombre,
      substr(fa.fecha, 1, 7) as mes, sum(fa.base_imponible) as importe
    ${INVOICE_JOINS} where ${comparisonConditions(scope, f)}
    group by c.representante, c.agente, r.nombre, c.cliente, c.nombre, substr(fa.fecha, 1, 7) order by c.representante, c.agente, c.cliente, mes`.execute(db);
  return rows.map((x) => ({ ...x, importe: Number(x.importe) }));
}

/** Filters of the province statistics: the year's dates (clipped), the order state, the ranges. */
export interface ProvinceFilters {
  ejercicio: number; from?: string; to?: string; pedido: 1 | 2 | 3 | 4 | 5; orden: 1 | 2 | 3 | 4 | 5 | 6;
  repIni?: string; repFin?: string; paisIni?: string; paisFin?: string; provinciaIni?: number; provinciaFin?: number;
}

/** Sales of one representative in one province. */
export interface ProvinceSale { pais: string; nombre_pais: string; provincia: string; denominacion: string; rep_key: string; rep_name: string; clientes: number; pedidos: number; importe: number }

/** Order states of the statistics: entered (all), served, invoiced, detained (held, wholly or partly), cancelled (lines with a negative state). */
const ORDER_STATE: Record<ProvinceFilters['pedido'], RawBuilder<SqlBool>> = {
  1: sql<SqlBool>`1 = 1`, 2: sql<SqlBool>`l.estado_pedido >= 5`, 3: sql<SqlBool>`l.estado_pedido = 7`,
  4: sql<SqlBool>`p.retenido in ('Retenido', 'ParcialmenteRetenido')`, 5: sql<SqlBool>`l.estado_pedido < 0`,
};

function provinceConditions(scope: ReportScope, f: ProvinceFilters): RawBuilder<SqlBool> {
  const provincia = sql`cast(c.cod_provincia as integer)`;
  return allOf([
    inScope(scope, { empresa: 'p.empresa', cliente: 'p.cliente', sucursal: 'p.sucursal' }), ORDER_STATE[f.pedido],
    ...between('p.fecha_pedido', f.from, f.to), ...between('p.representante', f.repIni, f.repFin),
    ...between(sql`coalesce(c.pais, '')`, f.paisIni, f.paisFin), ...between(provincia, f.provinciaIni, f.provinciaFin),
  ]);
}

/** Whether any order line counts in the statistics. */
export async function provinceFound(db: Kysely<Database>, scope: ReportScope, f: ProvinceFilters): Promise<boolean> {
  const { rows } = await sql`select l.numero ${ORDER_JOINS} where ${provinceConditions(scope, f)} limit 1`.execute(db);
  return rows.length > 0;
}

/** The year's sales per country, province and representative. */
export async function provinceSales(db: Kysely<Database>, scope: ReportScope, f: ProvinceFilters): Promise<ProvinceSale[]> {
  const { rows } = await sql<ProvinceSale>`select coalesce(c.pais, '') as pais, coalesce(pa.nombre_pais, '') as nombre_pais, coalesce(c.cod_provincia, '') as provincia,
      coalesce(pr.denominacion, '') as denominacion, p.representante || '/' || p.agente as rep_key, coalesce(r.nombre, p.representante) as rep_name,
      count(distinct c.cliente) as clientes, count(distinct p.numero) as pedidos, sum(${SIGNED_AMOUNT}) as importe
    ${ORDER_JOINS}
    left join paises pa on pa.pais = c.pais left join provincias pr on pr.pais = c.pais and pr.id = c.cod_provincia
    left join representantes r on r.empresa = p.empresa and r.representante = p.representante and r.agente = p.agente
    where ${provinceConditions(scope, f)}
    group by c.pais, pa.nombre_pais, c.cod_provincia, pr.denominacion, p.representante, p.agente, r.nombre
    order by c.pais, c.cod_provincia, p.representante, p.agente`.execute(db);
  return rows.map((x) => ({ ...x, clientes: Number(x.clientes), pedidos: Number(x.pedidos), importe: Number(x.importe) }));
}
