import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { LATEST_MIGRATION } from './db/migrate.js';
import type { Database } from './db/tables.js';
import { object, str } from './schemas/routeSchema.js';

/** Path of the readiness check a load balancer polls. */
export const READY_PATH = '/ready';
/** A readiness check that takes longer than this answers 503: a database that does not answer soon is not ready. */
const CHECK_TIMEOUT_MS = 2_000;

/** Servers (the root instance buildServer returns) whose shutdown has begun. */
const shuttingDown = new WeakSet<FastifyInstance>();

const readyReply = object({ status: str(undefined, { enum: ['ok', 'unavailable'] }), reason: str('Why the process is not ready') }, ['status']);

/** Whether the database answers and has recorded the newest migration (kysely_migration), within the time limit; the reason when not. */
export async function databaseReadiness(db: Kysely<Database>): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => { timer = setTimeout(() => resolve('the database does not answer'), CHECK_TIMEOUT_MS); });
  const check = sql<{ name: string }>`select name from kysely_migration where name = ${LATEST_MIGRATION}`.execute(db).then(
    (result) => (result.rows.length ? undefined : `migration ${LATEST_MIGRATION} is not applied`),
    () => 'the database does not answer',
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /ready for the load balancer (registered on the root instance, which shutDown marks): 200 while the process serves (database answers,
 * migrations applied), 503 otherwise — and at once when the process
 * begins to close (SIGTERM/SIGINT or app.close()), so the balancer takes it out of the pool while its in-flight requests finish.
 */
export function readinessRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.addHook('preClose', async () => { shuttingDown.add(app); });
  // Once shutting down, a finished response also closes its keep-alive connection, so the close does not wait for idle clients.
  app.addHook('onSend', async (_request, reply) => {
    if (shuttingDown.has(app)) reply.header('connection', 'close');
  });
  app.get(READY_PATH, {
    config: { callKind: 'public' },
    schema: {
      summary: 'Readiness of this service process (path named by the reference services)',
      description: 'For load balancers: 200 `{status:"ok"}` when the database answers and every migration is applied; 503 `{status:"unavailable", reason}` when not, '
        + 'or as soon as the process begins to shut down (it then refuses new connections and lets the requests in flight finish). No session needed.',
      tags: ['Service'],
      security: [],
      response: { 200: readyReply, 503: readyReply },
    },
  }, async (_request, reply) => {
    const reason = shuttingDown.has(app) ? 'the process is shutting down' : await databaseReadiness(db);
    reply.header('cache-control', 'no-store');
    if (reason) return reply.code(503).send({ status: 'unavailable', reason });
    return { status: 'ok' };
  });
}

/**
 * Graceful shutdown: marks the process not ready, stops accepting connections and waits for the requests in flight (app.close()); those still running
 * after timeoutMs have their connections closed. Then closes the database. Resolves whether connections had to be cut.
 */
export async function shutDown(app: FastifyInstance, closeDatabase: () => Promise<void>, timeoutMs: number): Promise<{ forced: boolean }> {
  shuttingDown.add(app);
  let forced = false;
  const timer = setTimeout(() => {
    forced = true;
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
    await closeDatabase();
  }
  return { forced };
}
