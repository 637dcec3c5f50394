import { buildServer } from './buildServer.js';
import { DefinitionStore } from './definitions/definitionStore.js';
import { readConfig } from './config.js';
import { prepareDatabase } from './db/prepareDatabase.js';
import { shutDown } from './readiness.js';

/** Starts the reference ERP services with the embedded database and the built portal. */
async function main(): Promise<void> {
  const started = Date.now();
  const config = readConfig();
  const open = await prepareDatabase({ ...config, scale: config.seedScale, log: (m) => console.log(m) });
  const app = await buildServer(open.db, config, { logger: process.env.LOG_REQUESTS === '1' });
  const store = new DefinitionStore(config.definitionDirs, open.db);
  for (const failure of await store.validateAll()) console.error(`Invalid report definition — ${failure.message}`);
  // Versions published in the designer are checked against the current folders too (a standard change may break an overlay).
  for (const { id_organizacion: org } of await open.db.selectFrom('organizaciones').select('id_organizacion').execute()) {
    const published = await store.publishedVersions(org);
    for (const failure of (await store.validateAll(org)).filter((f) => published.has(f.code))) console.error(`Invalid published definition of organisation ${org} — ${failure.message}`);
  }
  await app.listen({ port: config.port, host: config.host });
  console.log(`Portal and ERP services (${config.mode}, ${open.dialect}) on http://localhost:${config.port} — ready in ${Date.now() - started} ms; API docs at /docs`);
  // Graceful shutdown: /ready answers 503 at once, no new connections, requests in flight finish (cut after SHUTDOWN_TIMEOUT_MS), then the database closes.
  const stop = async (signal: string) => {
    console.log(`${signal}: finishing the requests in flight…`);
    const { forced } = await shutDown(app, () => open.close(), config.shutdownTimeoutMs);
    console.log(forced ? `Stopped; requests still running after ${config.shutdownTimeoutMs} ms were cut` : 'Stopped');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop(signal).catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
