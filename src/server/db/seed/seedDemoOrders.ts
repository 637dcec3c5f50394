import type { Faker } from '@faker-js/faker';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../tables.js';
import { insertChunked } from './insertChunked.js';
import { orderQuantity } from './articleCatalogue.js';
import { addDays, daysBetween, isoDate, pad } from './seedHelpers.js';
import { streetAddress } from './spanishParties.js';

/** Company of the demo users' customers. */
export const DEMO_COMPANY = '1';

/** Customers of the demo users (cliente, sucursal, multi; rep follows customer 000001) in company 1. */
export const DEMO_CUSTOMERS = ['000001', '000002', '000003'] as const;

/** Ages in days of the extra orders of each demo customer: twenty in the last 30 days, ten older. */
const AGES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 17, 19, 22, 25, 28, 35, 42, 50, 58, 75, 100, 160, 250, 400, 600];
const AGENCIAS = ['SEUR', 'MRW', 'GLS', 'Correos Express', 'DHL', 'Nacex', 'TIPSA'];

/** Web status an order of this age has reached: received, review, production, ready, shipped, delivered, invoiced. */
function estadoPorEdad(age: number): number {
  if (age <= 2) return 1;
  if (age <= 4) return 2;
  if (age <= 6) return 3;
  if (age <= 8) return 4;
  if (age <= 11) return 5;
  if (age <= 14) return 6;
  return 7;
}

/** Branch of the n-th extra order: customer 000002 mostly at its branch 001 (the sucursal user), the others cycle over all branches. */
function sucursalDe(cliente: string, branches: string[], n: number): string {
  if (cliente === '000002') return n % 3 === 2 ? (branches[1] ?? branches[0]!) : branches[0]!;
  return branches[n % branches.length]!;
}

/**
 * Adds orders spread over the last 30 days and before for the first three customers of a company (in company 1 the demo users' customers), so every
 * demo role sees recent and older data at every scale, in its own company and, as a record it must not see, in the others.
 */
export async function seedDemoOrders(db: Kysely<Database>, f: Faker, today: Date, empresa = DEMO_COMPANY): Promise<void> {
  const todayIso = isoDate(today);
  const clientes = await db.selectFrom('clientes').select(['cliente', 'representante', 'agente'])
    .where('empresa', '=', empresa).where('cliente', 'in', [...DEMO_CUSTOMERS]).orderBy('cliente').execute();
  const sucursales = await db.selectFrom('sucursales').select(['cliente', 'sucursal'])
    .where('empresa', '=', empresa).where('cliente', 'in', [...DEMO_CUSTOMERS]).orderBy('cliente').orderBy('sucursal').execute();
  const articulos = await db.selectFrom('articulos').select(['articulo', 'precio', 'unidad']).where('empresa', '=', empresa).orderBy('articulo').execute();
  const last = await db.selectFrom('pedidos').select((eb) => eb.fn.max('numero').as('n')).where('empresa', '=', empresa).executeTakeFirst();
  let numero = Number(last?.n ?? 0);
  const pedidos: Insertable<Database['pedidos']>[] = [];
  const lineas: Insertable<Database['pedido_lineas']>[] = [];
  // The first customer also has an order of the last days of last year, delivered that year and invoiced the next (after the year-end closing).
  const yearEnd = daysBetween(`${today.getUTCFullYear() - 1}-12-27`, todayIso);
  for (const cl of clientes) {
    const branches = sucursales.filter((s) => s.cliente === cl.cliente).map((s) => s.sucursal);
    for (const [n, age] of (cl.cliente === DEMO_CUSTOMERS[0] ? [...AGES, yearEnd] : AGES).entries()) {
      numero++;
      const fecha = addDays(todayIso, -age);
      const estado = estadoPorEdad(age);
      const tipo = n === 7 ? 'C' : n === 13 || n === 24 ? 'A' : 'P';
      pedidos.push({
        empresa, numero, numero_web: n % 2 === 0 ? `W${pad(numero, 7)}` : null, tipo,
        cliente: cl.cliente, sucursal: sucursalDe(cl.cliente, branches, n), representante: cl.representante, agente: cl.agente,
        fecha_pedido: fecha, fecha_recepcion: fecha, fecha_entrega: addDays(fecha, 3 + (n % 6)),
        ref_pedido: `REF-${f.string.alphanumeric({ length: 6, casing: 'upper' })}`,
        obra: n % 3 === 0 ? `Obra ${streetAddress(f.number.int(1e9))}` : '',
        estado_pedido_web: estado,
        retenido: n === 5 ? 'Retenido' : n === 16 ? 'ParcialmenteRetenido' : 'NoRetenido',
        agencia_transporte: AGENCIAS[n % AGENCIAS.length]!,
      });
      const count = 1 + ((n + Number(cl.cliente)) % 5);
      for (let l = 1; l <= count; l++) {
        const art = f.helpers.arrayElement(articulos);
        lineas.push({
          empresa, numero, linea: l, articulo: art.articulo, cantidad: orderQuantity(art.unidad, f.number.int(1e9)), precio: art.precio,
          estado_pedido: estado, estado_fabricacion: estado >= 4 ? 2 : estado === 3 ? 1 : 0, fecha_situacion: fecha,
        });
      }
    }
  }
  await insertChunked(db, 'pedidos', pedidos);
  await insertChunked(db, 'pedido_lineas', lineas);
}
