import type { ServerConfig } from './config.js';
import { DefinitionStore } from './definitions/definitionStore.js';
import type { OpenDatabase } from './db/openDatabase.js';
import { prepareDatabase } from './db/prepareDatabase.js';

/**
 * What is done once before the services serve, by the one process that starts them (npm start, or the primary of npm run start:cluster):
 * migrations and seeding (prepareDatabase), then a check of every report definition, whose failures are logged.
 */
export async function prepareService(config: ServerConfig, log: (message: string) => void = (m) => console.log(m)): Promise<OpenDatabase> {
  const open = await prepareDatabase({ ...config, scale: config.seedScale, log });
  const store = new DefinitionStore(config.definitionDirs, open.db);
  for (const failure of await store.validateAll()) console.error(`Invalid report definition — ${failure.message}`);
  // Versions published in the designer are checked against the current folders too (a standard change may break an overlay).
  for (const { id_organizacion: org } of await open.db.selectFrom('organizaciones').select('id_organizacion').execute()) {
    const published = await store.publishedVersions(org);
    for (const failure of (await store.validateAll(org)).filter((f) => published.has(f.code))) console.error(`Invalid published definition of organisation ${org} — ${failure.message}`);
  }
  return open;
}
