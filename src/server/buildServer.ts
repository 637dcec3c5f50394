import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Kysely } from 'kysely';
import { TokenStore } from './auth/tokenStore.js';
import { sharedRateLimitStore } from './auth/sharedRateLimitStore.js';
import { WindowCounters } from './auth/windowCounters.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/tables.js';
import { validationMessage } from './validationMessage.js';
import { rejectNulCharacters } from './rejectNulCharacters.js';
import { rejectDeepNesting } from './rejectDeepNesting.js';
import { CSP_DIRECTIVES, securityHeaders } from './securityHeaders.js';
import { noteRequestArrival } from './cache/requestArrivals.js';
import { helmetHeaders } from './helmetHeaders.js';
import { compressLargeReplies } from './compressLargeReplies.js';
import { ERROR_CODES, ErpError, koBody } from './errors.js';
import { authRoutes } from './routes/authRoutes.js';
import { readinessRoutes } from './readiness.js';
import { definitionRoutes } from './routes/definitionRoutes.js';
import { DefinitionStore } from './definitions/definitionStore.js';
import { portalRoutes } from './routes/portalRoutes.js';
import { reportRoutes } from './routes/reports/index.js';
import { adminRoutes } from './routes/admin/index.js';
import { designerRoutes } from './routes/designer/index.js';
import { viewRoutes } from './routes/views/viewRoutes.js';
import { refusePreviewWrites } from './auth/authenticate.js';
import { quoteRoutes } from './routes/quotes/index.js';
import type { RouteContext } from './routes/routeContext.js';
import { CALL_KINDS, documentCallKind } from './routes/callKinds.js';

/** Trusts the first `hops` proxies in front of the server (what Fastify does with a number, which its types do not accept). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Path prefixes of the ERP web-service contract; everything else is the portal. */
export const API_PREFIXES = ['/wsr/', '/wscomun/', '/wsutils/', '/wsedrive/'];
/** Response header that tells the portal how it is deployed. */
export const MODE_HEADER = 'x-portal-mode';
/** Response header naming the cluster worker that answered (npm run start:cluster only). */
export const WORKER_HEADER = 'x-portal-worker';

/**
 * Builds the reference ERP services: the web-service contract, its OpenAPI at /docs, and the built portal.
 * opts.worker: the id of the cluster worker this server runs in, sent on every reply as WORKER_HEADER; opts.logStream: where the log lines go (tests).
 */
export async function buildServer(db: Kysely<Database>, config: ServerConfig, opts: { logger?: boolean; worker?: string; logStream?: { write(line: string): void } } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger || opts.logStream ? { level: 'info', ...(opts.logStream ? { stream: opts.logStream } : {}) } : false,
    bodyLimit: 20 * 1024 * 1024,
    // Behind a proxy (TRUST_PROXY) request.ip is the real client from X-Forwarded-For, so the per-address login limit counts each client.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, allowUnionTypes: true } },
  });
  const tokens = new TokenStore(db, config.accessTokenTtl);
  const ctx: RouteContext = { db, tokens, config };
  const definitions = new DefinitionStore(config.definitionDirs, db);

  // The whole policy is CSP_DIRECTIVES (no 'unsafe-eval'); HSTS is sent by securityHeaders, over HTTPS only.
  const security = helmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES }, strictTransportSecurity: false });
  app.addHook('onRequest', (_request, reply, done) => {
    // First: the cache versions read from here on hold whatever was committed before this request arrived (see requestArrivals).
    noteRequestArrival();
    reply.headers(security);
    done();
  });
  compressLargeReplies(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // The per-address limits count in the database (shared by every service process on it), not in this process's memory.
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(new WindowCounters(db)), errorResponseBuilder: () => koBody(429, 'RATE_LIMITED', ERROR_CODES.RATE_LIMITED) });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ERP portal web services',
        version: '1.0.0',
        description: [
          'The web-service contract the portal speaks. Every call is a POST with a JSON body; `tira` (session token) and `empresa` (company) travel in the body, or the token in the `x-ddol-security-token` header (on-premise).',
          `Every reply carries the \`${MODE_HEADER}\` header (hosted or onpremise). Failed calls answer \`result: "ko"\` with \`errorCode\` and \`errorMsg\`.`,
          'A report-designer preview session (sesionVista; its token starts with `pv.`) acts as the previewed user and is read-only: every call that changes data answers 403 to it.',
          '', 'Error codes:', ...Object.entries(ERROR_CODES).map(([code, text]) => `- \`${code}\`: ${text}`),
          '', 'Call kinds (each operation\'s `x-call-kind`, declared where its route is defined; only `report` calls are restricted by the reports that name them; '
            + '`x-writes: true` marks a call that changes data — a report definition may name only `report` and `shared` calls, and only its actions one that writes):',
          ...Object.entries(CALL_KINDS).map(([kind, text]) => `- \`${kind}\`: ${text}`),
        ].join('\n'),
      },
      // Relative to the host that serves this document (/docs/json): the portal and the services share one origin.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: [
        { name: 'User administration', description: `Portal ADMIN users holding ADMIN_USU only. A body's \`empresa\`, when given, must be a company of the caller's organisation: another one answers 403 COMPANY_NOT_ALLOWED.` },
        { name: 'Designer', description: `Portal ADMIN users holding ADMIN_INF only, never a preview session. A body's \`empresa\`, when given, must be a company of the caller's organisation: another one answers 403 COMPANY_NOT_ALLOWED.` },
      ],
      components: {
        securitySchemes: {
          tira: { type: 'apiKey', in: 'header', name: 'authorization', description: 'Bearer token; the body field tira is accepted too' },
          securityToken: { type: 'apiKey', in: 'header', name: 'x-ddol-security-token' },
        },
      },
    },
    transform: documentCallKind,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  app.addHook('onSend', async (_request, reply) => {
    reply.header(MODE_HEADER, config.mode);
    if (opts.worker) reply.header(WORKER_HEADER, opts.worker);
  });
  app.addHook('onSend', securityHeaders(API_PREFIXES));
  // Depth first: nothing below it may walk a body deeper than MAX_NESTING_DEPTH levels.
  app.addHook('preValidation', rejectDeepNesting);
  app.addHook('preValidation', rejectNulCharacters);
  // A designer preview session is read-only: every route declared with config.writes refuses it.
  app.addHook('preValidation', refusePreviewWrites);

  app.setErrorHandler((error: FastifyError | ErpError, request, reply) => {
    if (error instanceof ErpError) return reply.code(error.httpStatus).send(koBody(error.httpStatus, error.code, error.message));
    if ((error as FastifyError).validation) {
      const e = error as FastifyError & { validationContext?: string };
      return reply.code(400).send(koBody(400, 'VALIDATION_ERROR', validationMessage(e.validation ?? [], e.validationContext)));
    }
    // Number: the login limit's reply (koBody) carries its status as a string.
    const status = Number((error as FastifyError).statusCode ?? 500);
    if (status === 429) return reply.code(429).send(koBody(429, 'RATE_LIMITED', ERROR_CODES.RATE_LIMITED));
    if (status < 500) return reply.code(status).send(koBody(status, 'VALIDATION_ERROR', error.message));
    request.log.error(error);
    return reply.code(500).send(koBody(500, 'INTERNAL', ERROR_CODES.INTERNAL));
  });

  readinessRoutes(app, db);
  await app.register(authRoutes, ctx);
  await app.register(definitionRoutes, { ...ctx, definitions });
  await app.register(portalRoutes, { ...ctx, definitions });
  await app.register(reportRoutes, { ...ctx, definitions });
  await app.register(adminRoutes, ctx);
  await app.register(quoteRoutes, ctx);
  await app.register(designerRoutes, { ...ctx, definitions });
  await app.register(viewRoutes, { ...ctx, definitions });

  app.get('/portal-config.json', { schema: { hide: true } }, async () => ({
    apiBaseUrl: '', defaultDomain: config.defaultDomain, captcha: { provider: 'none' },
  }));

  const indexHtml = path.join(config.staticDir, 'index.html');
  if (fs.existsSync(indexHtml)) {
    await app.register(fastifyStatic, { root: config.staticDir, wildcard: true, index: false, preCompressed: true, setHeaders: (res, file) => {
      if (file.endsWith('sw.js') || file.endsWith('index.html')) res.header('cache-control', 'no-cache');
      else if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
    } });
  }
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(indexHtml));
  if (fs.existsSync(indexHtml)) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isApi && request.method === 'GET' && fs.existsSync(indexHtml)) return sendIndex(reply);
    return reply.code(404).send(koBody(404, 'NOT_FOUND', `No route ${request.method} ${request.url}`));
  });
  return app;
}
