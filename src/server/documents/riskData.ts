import { sql, type Kysely } from 'kysely';
import type { Database, RiesgoAvalTable, RiesgoBalanceTable, RiesgoClienteTable, RiesgoDotacionTable } from '../db/tables.js';
import { dueItemsQuery } from '../routes/reports/collectionQueries.js';
import { orderAmountSql } from '../routes/reports/orderQueries.js';
import { allOf, between } from '../routes/reports/reportRequest.js';
import type { DateRange } from '../routes/reports/roleDateLimits.js';
import { inScope, type ReportScope } from '../routes/reports/scope.js';

/** Everything one risk sheet prints about a customer. */
export interface CustomerRisk {
  cliente: string; nombre: string; razon_social: string; cif: string; poblacion: string; provincia: string; representante: string; estado: string;
  file: RiesgoClienteTable | undefined;
  /** Pending due dates (not collected) and, among them, the unpaid ones (overdue or returned). */
  pendiente: number; impagado: number;
  /** Orders of the customer not invoiced yet. */
  pedidos: number;
  avales: RiesgoAvalTable[]; dotaciones: RiesgoDotacionTable[]; balances: RiesgoBalanceTable[];
  /** Invoiced amount by month (YYYY-MM) since January two years ago. */
  ventas: Map<string, number>;
}

const groupBy = <T extends { cliente: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const r of rows) map.set(r.cliente, [...(map.get(r.cliente) ?? []), r]);
  return map;
};

/**
 * The risk figures of the customers (already checked against the scope), in their order: the risk file and its guarantees, provisions and balances,
 * and — within the scope's branches and the role's date window `window` — pending due dates, orders not invoiced and monthly sales.
 */
export async function loadCustomerRisks(db: Kysely<Database>, scope: ReportScope, clientes: string[], hoy: string, window: DateRange): Promise<CustomerRisk[]> {
  if (!clientes.length) return [];
  const empresa = scope.empresa;
  const master = await db.selectFrom('clientes').select(['cliente', 'nombre', 'razon_social', 'cif', 'poblacion', 'provincia', 'representante', 'estado'])
    .where('empresa', '=', empresa).where('cliente', 'in', clientes).execute();
  const files = await db.selectFrom('riesgos_clientes').selectAll().where('empresa', '=', empresa).where('cliente', 'in', clientes).execute();
  const avales = await db.selectFrom('riesgo_avales').selectAll().where('empresa', '=', empresa).where('cliente', 'in', clientes).orderBy('cliente').orderBy('linea').execute();
  const dotaciones = await db.selectFrom('riesgo_dotaciones').selectAll().where('empresa', '=', empresa).where('cliente', 'in', clientes).orderBy('cliente').orderBy('fecha').execute();
  const balances = await db.selectFrom('riesgo_balances').selectAll().where('empresa', '=', empresa).where('cliente', 'in', clientes).orderBy('cliente').orderBy('ejercicio').execute();
  const due = await dueItemsQuery(db, scope, { situacion: 'NO_COBRADO', hoy, ...(window.from ? { factIni: window.from } : {}), ...(window.to ? { factFin: window.to } : {}) })
    .where('v.cliente', 'in', clientes).groupBy('v.cliente')
    .select(['v.cliente', sql<number>`sum(v.importe_pendiente)`.as('pendiente'),
      sql<number>`sum(case when v.situacion = 'IMPAGADO' or v.fecha_vencimiento < ${hoy} then v.importe_pendiente else 0 end)`.as('impagado')])
    .execute();
  // Open orders of the last six months that are not invoiced yet (older ones without an invoice are not a live risk).
  const openSince = new Date(Date.parse(`${hoy}T00:00:00Z`) - 182 * 86_400_000).toISOString().slice(0, 10);
  const ordersFrom = window.from && window.from > openSince ? window.from : openSince;
  const orders = await db.selectFrom('pedidos as p')
    .where(allOf([inScope(scope, { empresa: 'p.empresa', cliente: 'p.cliente', sucursal: 'p.sucursal' }), sql`p.cliente in (${sql.join(clientes)})`,
      sql`not exists (select 1 from facturas nf where nf.empresa = p.empresa and nf.pedido = p.numero)`, ...between('p.fecha_pedido', ordersFrom, window.to)]))
    .groupBy('p.cliente').select(['p.cliente', sql<number>`sum(${orderAmountSql})`.as('importe')]).execute();
  const since = `${Number(hoy.slice(0, 4)) - 2}-01-01`;
  const from = window.from && window.from > since ? window.from : since;
  const sales = await db.selectFrom('facturas as fa')
    .where(allOf([inScope(scope, { empresa: 'fa.empresa', cliente: 'fa.cliente', sucursal: 'fa.sucursal' }), sql`fa.cliente in (${sql.join(clientes)})`,
      ...between('fa.fecha', from, window.to && window.to < hoy ? window.to : hoy)]))
    .groupBy(['fa.cliente', sql`substr(fa.fecha, 1, 7)`]).select(['fa.cliente', sql<string>`substr(fa.fecha, 1, 7)`.as('mes'), sql<number>`sum(fa.total)`.as('total')]).execute();

  const byCustomer = { avales: groupBy(avales), dotaciones: groupBy(dotaciones), balances: groupBy(balances), sales: groupBy(sales) };
  const order = new Map(clientes.map((c, i) => [c, i]));
  return master.sort((a, b) => order.get(a.cliente)! - order.get(b.cliente)!).map((c) => {
    const d = due.find((x) => x.cliente === c.cliente);
    return {
      ...c, file: files.find((f) => f.cliente === c.cliente),
      pendiente: Number(d?.pendiente ?? 0), impagado: Number(d?.impagado ?? 0), pedidos: Number(orders.find((o) => o.cliente === c.cliente)?.importe ?? 0),
      avales: byCustomer.avales.get(c.cliente) ?? [], dotaciones: byCustomer.dotaciones.get(c.cliente) ?? [], balances: byCustomer.balances.get(c.cliente) ?? [],
      ventas: new Map((byCustomer.sales.get(c.cliente) ?? []).map((s) => [s.mes, Number(s.total)])),
    };
  });
}
