import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { readConfig, type ServerConfig } from './config.js';
import { openDatabase } from './db/openDatabase.js';
import { prepareService } from './prepareService.js';
import { serve } from './serve.js';

/** A worker that ran at least this long was healthy: the back-off before replacing the next one that dies starts again from its shortest. */
const HEALTHY_AFTER_MS = 10_000;
/** Pause before replacing a dead worker: doubles with each worker that dies soon after starting, up to the longest. */
const BACKOFF_MS = { shortest: 250, longest: 30_000 };
/** How long the primary waits beyond SHUTDOWN_TIMEOUT_MS for its workers to end before it kills them. */
const EXIT_GRACE_MS = 5_000;

/** How many workers to start: CLUSTER_WORKERS, else one per CPU; at least 2. */
export function clusterWorkers(env: NodeJS.ProcessEnv = process.env, cpus = os.availableParallelism()): number {
  const asked = env.CLUSTER_WORKERS ? Number(env.CLUSTER_WORKERS) : cpus;
  if (!Number.isInteger(asked) || asked < 1) throw new Error(`CLUSTER_WORKERS must be a whole number; got '${env.CLUSTER_WORKERS}'`);
  return Math.max(2, asked);
}

/** The primary: prepares the database once, forks the workers, replaces a dead one after a back-off, and on SIGTERM/SIGINT stops them all gracefully. */
async function runPrimary(config: ServerConfig): Promise<void> {
  const started = Date.now();
  const count = clusterWorkers();
  const open = await prepareService(config);
  const dialect = open.dialect;
  await open.close();

  const bornAt = new Map<Worker, number>();
  let failures = 0;
  const listening = new Set<number>();
  let stopping = false;
  let announced = false;
  const fork = () => {
    const worker = cluster.fork();
    bornAt.set(worker, Date.now());
  };
  cluster.on('listening', (worker, address) => {
    console.log(`Worker ${worker.id} (pid ${worker.process.pid}) serving`);
    listening.add(worker.id);
    if (!announced && listening.size >= count) {
      announced = true;
      console.log(`Portal and ERP services (${config.mode}, ${dialect}) on http://localhost:${address.port} in ${count} worker processes — ready in ${Date.now() - started} ms; API docs at /docs`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (bornAt.get(worker) ?? Date.now());
    bornAt.delete(worker);
    listening.delete(worker.id);
    if (stopping) return;
    failures = lived >= HEALTHY_AFTER_MS ? 0 : failures + 1;
    const delay = failures === 0 ? 0 : Math.min(BACKOFF_MS.longest, BACKOFF_MS.shortest * 2 ** (failures - 1));
    console.error(`Worker ${worker.id} (pid ${worker.process.pid}) ended (${signal ?? `exit code ${code}`}) after ${lived} ms; a new one starts in ${delay} ms`);
    setTimeout(() => { if (!stopping) fork(); }, delay);
  });
  for (let i = 0; i < count; i++) fork();

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    console.log(`${signal}: stopping ${workers.length} workers; they finish the requests in flight…`);
    const killer = setTimeout(() => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
    }, config.shutdownTimeoutMs + EXIT_GRACE_MS);
    const ended = workers.map((w) => (w.isDead() ? Promise.resolve() : new Promise<void>((resolve) => { w.once('exit', () => resolve()); })));
    for (const w of workers) w.process.kill('SIGTERM');
    void Promise.all(ended).then(() => {
      clearTimeout(killer);
      console.log('Stopped');
      process.exit(0);
    });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
}

/** A worker: opens the database the primary prepared and serves on the shared port until its primary (or a signal) stops it. */
async function runWorker(config: ServerConfig): Promise<void> {
  const open = await openDatabase(config);
  await serve(open, config, { worker: String(cluster.worker!.id) });
}

/**
 * npm run start:cluster: the portal and the services in CLUSTER_WORKERS processes (default one per CPU, at least 2) sharing one port through Node's
 * cluster module, on the embedded SQLite file (one machine) or on PostgreSQL (DATABASE_URL). The same settings as npm start otherwise.
 */
export async function startCluster(config: ServerConfig = readConfig()): Promise<void> {
  if (cluster.isPrimary) await runPrimary(config);
  else await runWorker(config);
}

// Run when started as a program (the workers are forked with the same program).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startCluster().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
