import { sql } from 'kysely';
import { migrate } from './migrate.js';
import { openDatabase, type DatabaseConfig, type OpenDatabase } from './openDatabase.js';
import { seedDatabase, type SeedPhaseLog } from './seed/seedDatabase.js';
import { seedPurchasing } from './seed/seedPurchasing.js';
import { seedQuotes } from './seed/seedQuotes.js';
import { seedReports } from './seed/seedReports.js';
import type { SeedScale } from './seed/seedScale.js';
import { ensureStock } from './seed/seedStock.js';
import { ensureWarehouses } from './seed/seedWarehouses.js';

/** Opens the database, applies pending migrations and seeds it when it has no organisation yet (or only the report data when a database seeded before them lacks them). */
export async function prepareDatabase(config: DatabaseConfig & {
  scale: SeedScale; definitionDirs?: readonly string[]; log?: (msg: string) => void; onSeedPhase?: SeedPhaseLog;
}): Promise<OpenDatabase> {
  const open = await openDatabase(config);
  const migrating = performance.now();
  await migrate(open.db);
  config.onSeedPhase?.('migrations', (performance.now() - migrating) / 1000);
  const existing = await open.db.selectFrom('organizaciones').select('id_organizacion').limit(1).executeTakeFirst();
  const started = Date.now();
  if (!existing) {
    config.log?.(`Seeding ${config.scale} demo data…`);
    await open.db.transaction().execute((trx) => seedDatabase(trx, config.scale, new Date(), config.definitionDirs?.[0], config.onSeedPhase));
    config.log?.(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else if (!(await open.db.selectFrom('agencias_transporte').select('empresa').limit(1).executeTakeFirst())) {
    config.log?.(`Seeding ${config.scale} report data…`);
    await open.db.transaction().execute((trx) => seedReports(trx, config.scale));
    config.log?.(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (existing && !(await open.db.selectFrom('formas_pago').select('empresa').limit(1).executeTakeFirst())) {
    config.log?.(`Seeding ${config.scale} quote data…`);
    await open.db.transaction().execute((trx) => seedQuotes(trx, config.scale));
  }
  if (existing && !(await open.db.selectFrom('compras_ventas').select('empresa').limit(1).executeTakeFirst())) {
    config.log?.(`Seeding ${config.scale} purchasing data…`);
    await open.db.transaction().execute((trx) => seedPurchasing(trx, config.scale));
  }
  await ensureWarehouses(open.db, config.scale);
  await ensureStock(open.db, config.scale);
  // Fresh data: give the query planner its statistics (index choice for the order and document searches).
  if (!existing) {
    const analyzed = performance.now();
    await sql`analyze`.execute(open.db);
    config.onSeedPhase?.('analyze', (performance.now() - analyzed) / 1000);
  }
  return open;
}
