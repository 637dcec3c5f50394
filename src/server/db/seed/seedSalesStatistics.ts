import { Faker, es, base } from '@faker-js/faker';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../tables.js';
import { insertChunked } from './insertChunked.js';
import { DEPARTAMENTOS_FRANCIA, DISTRITOS_PORTUGAL, PAISES, PROVINCIAS_PAISES, type ProvinciaExtranjera } from './paisesProvincias.js';
import { PROVINCIAS } from './provincias.js';
import { addDays, isoDate, mix, pad } from './seedHelpers.js';

/** Fixed seed of the earlier orders, apart from the other seeds so their data stay as they are. */
export const SALES_SEED = 20261125;

/** What each level below the top splits a family into (two subfamilies each): line, format, quality, packaging — five levels in all. */
const SUBFAMILIAS: readonly (readonly [string, string])[] = [
  ['estándar', 'profesional'], ['pequeño formato', 'gran formato'], ['reciclado', 'primera calidad'], ['unidad', 'lote'],
];

/** Oldest and newest age in days of the earlier orders: the foundation orders cover the last two years, these the year before. */
const EARLIER_AGES = { min: 731, max: 1140 };

/**
 * Sales statistics data of every company: countries and provinces (once), the article family tree with each article's path to a leaf family,
 * and each customer's country and province — Spanish customers by the province they already name, a few moved to Portugal and France.
 */
export async function seedSalesStatistics(db: Kysely<Database>): Promise<void> {
  if (!(await db.selectFrom('paises').select('pais').limit(1).executeTakeFirst())) {
    await db.insertInto('paises').values(PAISES.map((p) => ({ ...p }))).execute();
    await insertChunked(db, 'provincias', PROVINCIAS_PAISES);
  }
  const empresas = await db.selectFrom('empresas').select('empresa').orderBy('empresa').execute();
  for (const { empresa } of empresas) {
    await seedFamilies(db, empresa);
    await placeCustomers(db, empresa);
  }
}

/** The family tree of a company: its article families (articulos.familia) are the top level, each split in two per level down to level 5; every article goes to a leaf. */
async function seedFamilies(db: Kysely<Database>, empresa: string): Promise<void> {
  const articulos = await db.selectFrom('articulos').select(['articulo', 'familia']).where('empresa', '=', empresa).orderBy('articulo').execute();
  const tops = [...new Set(articulos.map((a) => a.familia))].sort();
  const familias: Insertable<Database['familias_articulo']>[] = [];
  const leaves = new Map<string, string[][]>();
  for (const [t, top] of tops.entries()) {
    const root = pad(t + 1, 2);
    familias.push({ empresa, familia: root, nivel: 1, padre: null, nombre: top });
    let level: { code: string; name: string; path: string[] }[] = [{ code: root, name: top, path: [root] }];
    for (const [depth, parts] of SUBFAMILIAS.entries()) {
      level = level.flatMap((parent) => parts.map((part, i) => {
        const code = `${parent.code}${pad(i + 1, 2)}`;
        familias.push({ empresa, familia: code, nivel: depth + 2, padre: parent.code, nombre: `${parent.name} ${part}` });
        return { code, name: `${parent.name} ${part}`, path: [...parent.path, code] };
      }));
    }
    leaves.set(top, level.map((l) => l.path));
  }
  await insertChunked(db, 'familias_articulo', familias);
  const paths = articulos.flatMap((a, n) => {
    const options = leaves.get(a.familia)!;
    const path = options[mix(n, Number(empresa), 5) % options.length]!;
    return path.map((familia, i) => ({ empresa, articulo: a.articulo, nivel: i + 1, familia }));
  });
  await insertChunked(db, 'articulo_familias', paths, 1000);
}

/** Customers' country and province: the Spanish province they name; one in 17 in Portugal and one in 17 in France (never the demo users' first customers). */
async function placeCustomers(db: Kysely<Database>, empresa: string): Promise<void> {
  for (const p of PROVINCIAS) {
    await db.updateTable('clientes').set({ pais: 'ES', cod_provincia: String(Number(p.codigo)) }).where('empresa', '=', empresa).where('provincia', '=', p.nombre).execute();
  }
  const abroad: [number, string, readonly ProvinciaExtranjera[]][] = [[8, 'PT', DISTRITOS_PORTUGAL], [13, 'FR', DEPARTAMENTOS_FRANCIA]];
  const clientes = await db.selectFrom('clientes').select('cliente').where('empresa', '=', empresa).orderBy('cliente').execute();
  for (const { cliente } of clientes) {
    const n = Number(cliente);
    const place = abroad.find(([rest]) => n % 17 === rest);
    if (!place) continue;
    const [, pais, provinces] = place;
    const p = provinces[mix(n, 3) % provinces.length]!;
    await db.updateTable('clientes').set({ pais, cod_provincia: p.id, provincia: p.denominacion, poblacion: p.poblacion, cp: p.cp(n) })
      .where('empresa', '=', empresa).where('cliente', '=', cliente).execute();
  }
}

/**
 * Orders of the year before the foundation orders (ages 731 to 1140 days), all served and invoiced, half as many as the company has:
 * with them the monthly sales of every representative and customer span three years up to today. Run before the delivery notes and invoices are made.
 */
export async function seedEarlierOrders(db: Kysely<Database>, empresa: string, today: Date): Promise<void> {
  const f = new Faker({ locale: [es, base], seed: SALES_SEED + Number(empresa) });
  const todayIso = isoDate(today);
  const clientes = await db.selectFrom('clientes').select(['cliente', 'representante', 'agente']).where('empresa', '=', empresa).orderBy('cliente').execute();
  const sucursales = await db.selectFrom('sucursales').select(['cliente', 'sucursal']).where('empresa', '=', empresa).orderBy('cliente').orderBy('sucursal').execute();
  const articulos = await db.selectFrom('articulos').select(['articulo', 'precio']).where('empresa', '=', empresa).orderBy('articulo').execute();
  const stats = await db.selectFrom('pedidos').select([sql<number>`count(*)`.as('n'), sql<number>`max(numero)`.as('last')]).where('empresa', '=', empresa).executeTakeFirst();
  if (!clientes.length || !articulos.length) return;
  const branches = new Map<string, string[]>();
  for (const s of sucursales) branches.set(s.cliente, [...(branches.get(s.cliente) ?? []), s.sucursal]);
  let numero = Number(stats?.last ?? 0);
  const count = Math.ceil(Number(stats?.n ?? 0) / 2);
  const pedidos: Insertable<Database['pedidos']>[] = [];
  const lineas: Insertable<Database['pedido_lineas']>[] = [];
  for (let n = 0; n < count; n++) {
    numero++;
    // The demo users' first customer keeps a steady share, as in the foundation orders.
    const cl = n % 7 === 0 ? clientes[0]! : f.helpers.arrayElement(clientes);
    const fecha = addDays(todayIso, -f.number.int(EARLIER_AGES));
    const tipo = f.helpers.weightedArrayElement([{ weight: 92, value: 'P' }, { weight: 5, value: 'C' }, { weight: 3, value: 'A' }]);
    pedidos.push({
      empresa, numero, numero_web: null, tipo, cliente: cl.cliente, sucursal: f.helpers.arrayElement(branches.get(cl.cliente) ?? ['001']),
      representante: cl.representante, agente: cl.agente, fecha_pedido: fecha, fecha_recepcion: fecha, fecha_entrega: addDays(fecha, f.number.int({ min: 2, max: 15 })),
      ref_pedido: `REF-${f.string.alphanumeric({ length: 6, casing: 'upper' })}`, obra: '', estado_pedido_web: 7, retenido: 'NoRetenido',
      agencia_transporte: f.helpers.arrayElement(['SEUR', 'MRW', 'GLS', 'DHL']),
    });
    for (let l = 1; l <= 1 + (n % 4); l++) {
      const art = f.helpers.arrayElement(articulos);
      lineas.push({ empresa, numero, linea: l, articulo: art.articulo, cantidad: f.number.int({ min: 1, max: 80 }),
        precio: art.precio, estado_pedido: 7, estado_fabricacion: 2, fecha_situacion: fecha });
    }
  }
  await insertChunked(db, 'pedidos', pedidos);
  await insertChunked(db, 'pedido_lineas', lineas, 900);
}
