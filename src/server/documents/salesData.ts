import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { CompanyInfo } from './businessLayout.js';

/** Issuer data of a company. */
export async function loadCompany(db: Kysely<Database>, empresa: string): Promise<CompanyInfo> {
  return db.selectFrom('empresas').select(['empresa', 'nombre', 'cif', 'direccion', 'cp', 'poblacion', 'provincia', 'telefono', 'email'])
    .where('empresa', '=', empresa).executeTakeFirstOrThrow();
}

/** A customer with one of its branches. */
export async function loadCustomer(db: Kysely<Database>, empresa: string, cliente: string, sucursal: string) {
  return db.selectFrom('clientes as c')
    .leftJoin('sucursales as s', (j) => j.onRef('s.empresa', '=', 'c.empresa').onRef('s.cliente', '=', 'c.cliente').on('s.sucursal', '=', sucursal))
    .select(['c.cliente', 'c.nombre', 'c.razon_social', 'c.cif', 'c.direccion', 'c.cp', 'c.poblacion', 'c.provincia', 'c.telefono', 'c.email', 'c.representante',
      's.sucursal', 's.razon_social as suc_razon_social', 's.direccion as suc_direccion', 's.cp as suc_cp', 's.poblacion as suc_poblacion',
      's.provincia as suc_provincia', 's.telefono as suc_telefono', 's.email as suc_email'])
    .where('c.empresa', '=', empresa).where('c.cliente', '=', cliente).executeTakeFirstOrThrow();
}

/** A customer as loadCustomer returns it. */
export type CustomerData = Awaited<ReturnType<typeof loadCustomer>>;

/** Lines of an order (all, or the range a delivery note covers) with article name and unit. */
export async function loadOrderLines(db: Kysely<Database>, empresa: string, pedido: number, range?: { desde: number; hasta: number }) {
  let q = db.selectFrom('pedido_lineas as l')
    .leftJoin('articulos as a', (j) => j.onRef('a.empresa', '=', 'l.empresa').onRef('a.articulo', '=', 'l.articulo'))
    .select(['l.linea', 'l.articulo', 'a.nombre', 'a.unidad', 'l.cantidad', 'l.precio'])
    .where('l.empresa', '=', empresa).where('l.numero', '=', pedido);
  if (range) q = q.where('l.linea', '>=', range.desde).where('l.linea', '<=', range.hasta);
  return q.orderBy('l.linea').execute();
}

/** An order line as loadOrderLines returns it. */
export type OrderLine = Awaited<ReturnType<typeof loadOrderLines>>[number];

/** Customer block lines: company name, tax id, address. */
export function customerLines(c: CustomerData): string[] {
  return [c.razon_social, `CIF ${c.cif} · Cliente ${c.cliente}`, c.direccion, `${c.cp} ${c.poblacion} (${c.provincia})`, `Tel. ${c.telefono}`];
}

/** Branch block lines: branch name, address, phone. */
export function branchLines(c: CustomerData): string[] {
  if (!c.sucursal) return customerLines(c);
  return [c.suc_razon_social ?? c.razon_social, `Sucursal ${c.sucursal}`, c.suc_direccion ?? '', `${c.suc_cp ?? ''} ${c.suc_poblacion ?? ''} (${c.suc_provincia ?? ''})`, `Tel. ${c.suc_telefono ?? ''}`];
}
