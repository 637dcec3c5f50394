import { Faker, es, base } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import type { Database } from '../tables.js';
import { AGENCIAS_TRANSPORTE, ALMACENES, CODIGOS_LER, FAMILIAS_PROVEEDOR, TRATAMIENTOS } from './residuosCatalogo.js';
import { LER_MATERIALES } from './materialCatalogue.js';
import { seedDeliveries } from './seedDeliveries.js';
import { pad } from './seedHelpers.js';
import { cifOf } from './cif.js';
import { seedEarlierOrders } from './seedSalesStatistics.js';
import { seedDemoOrders } from './seedDemoOrders.js';
import type { SeedScale } from './seedScale.js';
import { seedWaste, type WasteCounters } from './seedWaste.js';

/** Fixed seed of the report data, apart from the foundation seed so the foundation data stay as they are. */
export const REPORTS_SEED = 20261122;

/** Waste services per company at each scale. */
export const SERVICIOS_POR_EMPRESA: Record<SeedScale, number> = { small: 700, demo: 6000, large: 60_000 };

/** Which companies to give report data, with which seed and how many waste services each (default: every company, the scale's count). */
export interface CompanyReportOptions { empresas?: readonly string[]; seed?: number; servicios?: number }

/**
 * Adds the report data to a seeded database: catalogues, extra orders of the demo customers, the orders of the year before, delivery notes,
 * tracking, invoices, due dates, waste services and certificates.
 * With `empresas`, only those companies get data; the shared catalogues are added once, and waste and certificate identifiers continue after the existing ones.
 */
export async function seedReports(db: Kysely<Database>, scale: SeedScale, today = new Date(), opts: CompanyReportOptions = {}): Promise<void> {
  const f = new Faker({ locale: [es, base], seed: opts.seed ?? REPORTS_SEED });
  const all = await db.selectFrom('empresas').select('empresa').orderBy('empresa').execute();
  const empresas = opts.empresas ? all.filter((e) => opts.empresas!.includes(e.empresa)) : all;
  if (!(await db.selectFrom('codigos_ler').select('codigo').limit(1).executeTakeFirst())) await seedWasteCatalogues(db);
  for (const { empresa } of empresas) {
    await db.insertInto('agencias_transporte').values(AGENCIAS_TRANSPORTE.map((a) => ({
      empresa, agencia: a.agencia, nombre: a.nombre, cif: cifOf(a.nombre.endsWith('S.A.') ? 'A' : 'B', pad(1 + (f.number.int(49)), 2), f.number.int(99_999)), tipo: a.tipo,
      url_seguimiento: a.tipo === 'P' ? `https://tracking.example-carrier.es/${a.agencia.toLowerCase().replace(/\s+/g, '-')}/?ref=` : null,
    }))).execute();
    await db.insertInto('almacenes').values(ALMACENES.map((a, i) => ({
      empresa, almacen: a.almacen, nombre: a.nombre, cif: cifOf('B', a.cp.slice(0, 2), f.number.int(99_999)), direccion: a.direccion, cp: a.cp, poblacion: a.poblacion, provincia: a.provincia,
      nima: `${a.cp.slice(0, 2)}${f.string.numeric(8)}`, num_inscripcion: `${a.cp.slice(0, 2)}/${a.tipo.includes('peligrosos') && !a.tipo.includes('no peligrosos') ? 'GRP' : 'GRNP'}/${2010 + i * 3}/${f.string.numeric(5)}`,
      tipo_inscripcion: a.tipo,
    }))).execute();
  }
  for (const { empresa } of empresas) await seedDemoOrders(db, f, today, empresa);
  const ids = await nextWasteIds(db);
  for (const { empresa } of empresas) {
    await seedEarlierOrders(db, empresa, today);
    await seedDeliveries(db, empresa, today);
    await seedWaste(db, f, empresa, opts.servicios ?? SERVICIOS_POR_EMPRESA[scale], today, ids);
  }
}

/** Waste codes, treatments and supplier families, shared by every company. */
async function seedWasteCatalogues(db: Kysely<Database>): Promise<void> {
  await db.insertInto('codigos_ler').values([...CODIGOS_LER, ...LER_MATERIALES]
    .map((l) => ({ codigo: l.codigo, descripcion: l.descripcion, peligroso: l.peligroso, cod_peligrosidad: l.codPeligrosidad, familia: l.familia }))).execute();
  await db.insertInto('tratamientos').values(TRATAMIENTOS.map((t) => ({ ...t }))).execute();
  await db.insertInto('familias_proveedor').values(FAMILIAS_PROVEEDOR.map((t) => ({ ...t }))).execute();
}

/** The next free waste service and certificate identifiers (1 on an empty database). */
async function nextWasteIds(db: Kysely<Database>): Promise<WasteCounters> {
  const s = await db.selectFrom('servicios_residuos').select((eb) => eb.fn.max('identificador').as('n')).executeTakeFirst();
  const c = await db.selectFrom('certificados').select((eb) => eb.fn.max('identificador').as('n')).executeTakeFirst();
  return { servicio: Number(s?.n ?? 0) + 1, certificado: Number(c?.n ?? 0) + 1 };
}
