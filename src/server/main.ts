import { readConfig } from './config.js';
import { prepareService } from './prepareService.js';
import { serve } from './serve.js';

/** Starts the reference ERP services with the embedded database and the built portal, in one process (npm run start:cluster starts several). */
async function main(): Promise<void> {
  const started = Date.now();
  const config = readConfig();
  const open = await prepareService(config);
  const { port } = await serve(open, config);
  console.log(`Portal and ERP services (${config.mode}, ${open.dialect}) on http://localhost:${port} — ready in ${Date.now() - started} ms; API docs at /docs`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
