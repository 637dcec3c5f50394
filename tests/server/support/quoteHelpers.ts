import { expect } from 'vitest';
import type { ReportServer, User } from './reportServer';

/** Today and days around it as DD/MM/YYYY (the quote calls' format). */
export function wireDay(offsetDays = 0): string {
  const iso = new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** The customers of the rep user's representative and one customer of another representative (company 1). */
export async function repCustomers(r: ReportServer): Promise<{ own: { cliente: string; sucursal: string }[]; other: { cliente: string; sucursal: string } }> {
  const db = r.s.open.db;
  const rows = await db.selectFrom('clientes as c').innerJoin('sucursales as s', (j) => j.onRef('s.empresa', '=', 'c.empresa').onRef('s.cliente', '=', 'c.cliente'))
    .select(['c.cliente', 'c.representante', 'c.agente', 's.sucursal']).where('c.empresa', '=', '1').where('s.sucursal', '=', '001').orderBy('c.cliente').execute();
  // The rep user's customers are those of its representative code AND agent.
  const mine = (x: { representante: string | null; agente: string | null }) => x.representante === r.repCode && x.agente === r.repAgent;
  const own = rows.filter(mine).map(({ cliente, sucursal }) => ({ cliente, sucursal }));
  const other = rows.find((x) => !mine(x))!;
  return { own, other: { cliente: other.cliente, sucursal: other.sucursal } };
}

/** A valid guardaPresupuesto body for an insert. */
export function newHeader(cliente: string, sucursal: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    accion: 'I', cliente, sucursalEnvio: sucursal, fecha: wireDay(0), fechaVigencia: wireDay(7), plazoEntrega: '', formaPago: 'T30', dtoRappel: 'R00', dtoPP: 'PP0',
    refPedido: 'OBRA TEST', observaciones: '', ...over,
  };
}

/** Creates an open quote and returns its key. */
export async function createQuote(r: ReportServer, user: User, cliente: string, sucursal: string, over: Record<string, unknown> = {}) {
  const res = await r.call('guardaPresupuesto', user, newHeader(cliente, sucursal, over));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { id: res.json.id as number, numeroPedido: res.json.numeroPedido as number, numeroBis: res.json.numeroBis as number, cliente, sucursal };
}

/** Sellable articles of company 1 with their sales data and base price, ordered by code. */
export async function articles(r: ReportServer) {
  return r.s.open.db.selectFrom('articulos_venta as v').innerJoin('articulos as a', (j) => j.onRef('a.empresa', '=', 'v.empresa').onRef('a.articulo', '=', 'v.articulo'))
    .select(['v.articulo', 'v.factor', 'v.ump', 'v.umv', 'v.volumen', 'v.precio_limite', 'v.imagen', 'a.precio', 'a.nombre'])
    .where('v.empresa', '=', '1').where('v.servicio', '=', 'N').orderBy('v.articulo').execute();
}

/** Saves lines of a quote. */
export function saveLines(r: ReportServer, user: User, lines: Record<string, unknown>[]) {
  return r.call('guardaDetallePresupuesto', user, { listaLineasPresupuesto: lines });
}
