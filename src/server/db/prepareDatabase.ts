import { migrate } from './migrate.js';
import { openDatabase, type DatabaseConfig, type OpenDatabase } from './openDatabase.js';
import { seedDatabase } from './seed/seedDatabase.js';
import type { SeedScale } from './seed/seedScale.js';

/** Opens the database, applies pending migrations and seeds it when it has no organisation yet. */
export async function prepareDatabase(config: DatabaseConfig & { scale: SeedScale; log?: (msg: string) => void }): Promise<OpenDatabase> {
  const open = await openDatabase(config);
  await migrate(open.db);
  const existing = await open.db.selectFrom('organizaciones').select('id_organizacion').limit(1).executeTakeFirst();
  if (!existing) {
    const started = Date.now();
    config.log?.(`Seeding ${config.scale} demo data…`);
    await open.db.transaction().execute((trx) => seedDatabase(trx, config.scale));
    config.log?.(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return open;
}
