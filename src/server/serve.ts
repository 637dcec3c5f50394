import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './buildServer.js';
import type { ServerConfig } from './config.js';
import type { OpenDatabase } from './db/openDatabase.js';
import { shutDown } from './readiness.js';

/**
 * Serves the portal and the services on a prepared database (PORT, HOST) until SIGTERM or SIGINT, then shuts down gracefully and exits with code 0:
 * /ready answers 503 at once, no new connections, requests in flight finish (cut after SHUTDOWN_TIMEOUT_MS), then the database closes.
 * A signal repeated during the shutdown is ignored (a cluster worker gets the terminal's SIGINT and its primary's SIGTERM).
 * opts.worker: the id of the cluster worker, named on every reply and in the messages.
 */
export async function serve(open: OpenDatabase, config: ServerConfig, opts: { worker?: string } = {}): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildServer(open.db, config, { logger: process.env.LOG_REQUESTS === '1', ...(opts.worker ? { worker: opts.worker } : {}) });
  await app.listen({ port: config.port, host: config.host });
  const who = opts.worker ? `Worker ${opts.worker} — ` : '';
  let stopping = false;
  const stop = async (signal: string) => {
    console.log(`${who}${signal}: finishing the requests in flight…`);
    const { forced } = await shutDown(app, () => open.close(), config.shutdownTimeoutMs);
    console.log(`${who}${forced ? `stopped; requests still running after ${config.shutdownTimeoutMs} ms were cut` : 'stopped'}`);
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop(signal).catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
    });
  }
  return { app, port: (app.server.address() as AddressInfo).port };
}
