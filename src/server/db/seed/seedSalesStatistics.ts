import { Faker, es, base } from '@faker-js/faker';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../tables.js';
import { insertChunked } from './insertChunked.js';
import { DEPARTAMENTOS_FRANCIA, DISTRITOS_PORTUGAL, PAISES, PROVINCIAS_PAISES, type ProvinciaExtranjera } from './paisesProvincias.js';
import { PROVINCIAS } from './provincias.js';
import { catalogueArticleOf, orderQuantity } from './articleCatalogue.js';
import { seasonalAge } from './seasonalAge.js';
import { addDays, isoDate, mix, pad } from './seedHelpers.js';

/** Fixed seed of the earlier orders, apart from the other seeds so their data stay as they are. */
export const SALES_SEED = 20261125;

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

/**
 * The family tree of a company, five levels from the catalogue: family → material → grade → presentation → origin (services: family → kind →
 * service → unit → general). A family's code is its parent's plus two digits, in the order the articles first name it; every article goes to its leaf.
 */
async function seedFamilies(db: Kysely<Database>, empresa: string): Promise<void> {
  const articulos = await db.selectFrom('articulos').select(['articulo', 'nombre', 'familia']).where('empresa', '=', empresa).orderBy('articulo').execute();
  const familias: Insertable<Database['familias_articulo']>[] = [];
  const codes = new Map<string, string>();
  const children = new Map<string, number>();
  const codeOf = (parent: string | null, nombre: string, nivel: number): string => {
    const key = `${parent ?? ''}|${nombre}`;
    let code = codes.get(key);
    if (!code) {
      const n = (children.get(parent ?? '') ?? 0) + 1;
      children.set(parent ?? '', n);
      code = `${parent ?? ''}${pad(n, 2)}`;
      codes.set(key, code);
      familias.push({ empresa, familia: code, nivel, padre: parent, nombre });
    }
    return code;
  };
  const paths = articulos.flatMap((a) => {
    const niveles = catalogueArticleOf(a.articulo)?.niveles ?? [a.familia, a.familia, a.nombre, 'Por unidad', 'General'];
    let parent: string | null = null;
    return niveles.map((nombre, i) => {
      parent = codeOf(parent, nombre, i + 1);
      return { empresa, articulo: a.articulo, nivel: i + 1, familia: parent };
    });
  });
  await insertChunked(db, 'familias_articulo', familias);
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
  const articulos = await db.selectFrom('articulos').select(['articulo', 'precio', 'unidad']).where('empresa', '=', empresa).orderBy('articulo').execute();
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
    const fecha = addDays(todayIso, -(EARLIER_AGES.min + seasonalAge(f, new Date(Date.parse(todayIso) - EARLIER_AGES.min * 86_400_000), EARLIER_AGES.max - EARLIER_AGES.min)));
    const tipo = f.helpers.weightedArrayElement([{ weight: 92, value: 'P' }, { weight: 5, value: 'C' }, { weight: 3, value: 'A' }]);
    pedidos.push({
      empresa, numero, numero_web: null, tipo, cliente: cl.cliente, sucursal: f.helpers.arrayElement(branches.get(cl.cliente) ?? ['001']),
      representante: cl.representante, agente: cl.agente, fecha_pedido: fecha, fecha_recepcion: fecha, fecha_entrega: addDays(fecha, f.number.int({ min: 2, max: 15 })),
      ref_pedido: `REF-${f.string.alphanumeric({ length: 6, casing: 'upper' })}`, obra: '', estado_pedido_web: 7, retenido: 'NoRetenido',
      agencia_transporte: f.helpers.arrayElement(['SEUR', 'MRW', 'GLS', 'DHL']),
    });
    for (let l = 1; l <= 1 + (n % 4); l++) {
      const art = f.helpers.arrayElement(articulos);
      lineas.push({ empresa, numero, linea: l, articulo: art.articulo, cantidad: orderQuantity(art.unidad, f.number.int(1e9)),
        precio: art.precio, estado_pedido: 7, estado_fabricacion: 2, fecha_situacion: fecha });
    }
  }
  await insertChunked(db, 'pedidos', pedidos);
  await insertChunked(db, 'pedido_lineas', lineas, 900);
}
