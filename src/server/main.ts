import { buildServer } from './buildServer.js';
import { DefinitionStore } from './definitions/definitionStore.js';
import { readConfig } from './config.js';
import { prepareDatabase } from './db/prepareDatabase.js';

/** Starts the reference ERP services with the embedded database and the built portal. */
async function main(): Promise<void> {
  const started = Date.now();
  const config = readConfig();
  const open = await prepareDatabase({ ...config, scale: config.seedScale, log: (m) => console.log(m) });
  const app = await buildServer(open.db, config, { logger: process.env.LOG_REQUESTS === '1' });
  const invalid = await new DefinitionStore(config.definitionDirs).validateAll();
  for (const failure of invalid) console.error(`Invalid report definition — ${failure.message}`);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Portal and ERP services (${config.mode}, ${open.dialect}) on http://localhost:${config.port} — ready in ${Date.now() - started} ms; API docs at /docs`);
  const stop = async () => {
    await app.close();
    await open.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
