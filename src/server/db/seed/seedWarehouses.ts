import { Faker, es, base } from '@faker-js/faker';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../tables.js';
import { insertChunked } from './insertChunked.js';
import type { SeedScale } from './seedScale.js';
import { SECOND_ORGANISATION, SECOND_ORGANISATION_REPORTS, SECOND_REPORTS_SEED } from './demoOrganisations.js';

/** Fixed seed of the warehouse data, apart from the other seeds so they stay as they are. */
export const WAREHOUSES_SEED = 20261124;

/** Warehouses per company at each scale (enough for more than one page of ten in the configuration dialog). */
export const ALMACENES_POR_EMPRESA: Record<SeedScale, number> = { small: 14, demo: 24, large: 40 };

const CENTROS = [['01', 'Valencia'], ['02', 'Zaragoza'], ['03', 'Getafe']] as const;
const TIPOS = ['producto terminado', 'materias primas', 'repuestos', 'expediciones', 'devoluciones', 'embalajes', 'tránsito', 'cuarentena'];

/** Which companies to give warehouses, with which seed and how many each (default: every company, the scale's count). */
export interface CompanyWarehouseOptions { empresas?: readonly string[]; seed?: number; almacenes?: number }

/** Adds each company's warehouses (by work centre) and their locations (aisle, rack, level), most of them in scope. */
export async function seedWarehouses(db: Kysely<Database>, scale: SeedScale, opts: CompanyWarehouseOptions = {}): Promise<void> {
  const f = new Faker({ locale: [es, base], seed: opts.seed ?? WAREHOUSES_SEED });
  const all = await db.selectFrom('empresas').select('empresa').orderBy('empresa').execute();
  const empresas = opts.empresas ? all.filter((e) => opts.empresas!.includes(e.empresa)) : all;
  for (const { empresa } of empresas) {
    const almacenes: Insertable<Database['almacenes_logisticos']>[] = [];
    const ubicaciones: Insertable<Database['ubicaciones_almacen']>[] = [];
    for (let n = 1; n <= (opts.almacenes ?? ALMACENES_POR_EMPRESA[scale]); n++) {
      const [centro, ciudad] = CENTROS[(n - 1) % CENTROS.length]!;
      const almacen = `A${String(n).padStart(2, '0')}`;
      almacenes.push({ empresa, centro, almacen, nombre: `Almacén de ${TIPOS[(n - 1) % TIPOS.length]} ${ciudad}`, marcado: f.number.int(9) < 7 ? 'S' : 'N' });
      const pasillos = f.number.int({ min: 1, max: 3 });
      for (let p = 0; p < pasillos; p++) {
        const pasillo = String.fromCharCode(65 + p);
        for (let e = 1; e <= f.number.int({ min: 2, max: 4 }); e++) {
          const nivel = f.number.int({ min: 1, max: 4 });
          ubicaciones.push({
            empresa, centro, almacen, ubicacion: `${pasillo}-${String(e).padStart(2, '0')}-${nivel}`,
            nombre: `Pasillo ${pasillo}, estantería ${e}, nivel ${nivel}`, marcado: f.number.int(3) < 3 ? 'S' : 'N',
          });
        }
      }
    }
    await insertChunked(db, 'almacenes_logisticos', almacenes);
    await insertChunked(db, 'ubicaciones_almacen', ubicaciones);
  }
}

/** Seeds the warehouses of a database seeded before they existed; does nothing when it has them. */
export async function ensureWarehouses(db: Kysely<Database>, scale: SeedScale): Promise<void> {
  if (await db.selectFrom('almacenes_logisticos').select('empresa').limit(1).executeTakeFirst()) return;
  if (!(await db.selectFrom('empresas').select('empresa').limit(1).executeTakeFirst())) return;
  await db.transaction().execute((trx) => seedAllWarehouses(trx, scale));
}

/** Every organisation's warehouses: the demo organisation's companies at the scale's count, the second organisation's with its own small count and seed. */
export async function seedAllWarehouses(db: Kysely<Database>, scale: SeedScale): Promise<void> {
  const second = SECOND_ORGANISATION.empresas.map((e) => e.empresa);
  const all = (await db.selectFrom('empresas').select('empresa').orderBy('empresa').execute()).map((e) => e.empresa);
  await seedWarehouses(db, scale, { empresas: all.filter((e) => !second.includes(e)) });
  const present = all.filter((e) => second.includes(e));
  if (present.length) await seedWarehouses(db, scale, { empresas: present, seed: SECOND_REPORTS_SEED, almacenes: SECOND_ORGANISATION_REPORTS.almacenes });
}
