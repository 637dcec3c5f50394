import path from 'node:path';
import { parseSeedScale, type SeedScale } from './db/seed/seedScale.js';
import { parseTrustProxy, type TrustProxy } from './parseTrustProxy.js';

/** Deployment mode the reference services imitate. */
export type PortalMode = 'hosted' | 'onpremise';

/** Settings of the reference ERP services, read from the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  mode: PortalMode;
  seedScale: SeedScale;
  /** Lifetime of an access token (tira), in seconds. */
  accessTokenTtl: number;
  /** Longest refresh-token lifetime a client may ask for, in seconds (spec: 864000). */
  refreshTokenMaxTtl: number;
  /** Domain the login page proposes when the host does not identify one. */
  defaultDomain: string;
  /** Login attempts allowed per client address and minute. */
  loginRateLimit: number;
  /** Failed login attempts allowed per account (user and domain, from any address) and minute. */
  loginAccountRateLimit: number;
  /** Proxies trusted for the client address (X-Forwarded-For), TRUST_PROXY; false: the socket address is the client. */
  trustProxy: TrustProxy;
  /** Folder with the built portal, served at `/`. */
  staticDir: string;
  /** Folders of report definitions: the standard one, then an optional customer one whose files win. */
  definitionDirs: string[];
  /** Secret that signs document links (DOCUMENT_SECRET); when unset, a random one is generated once and kept in the database. */
  documentSecret?: string | undefined;
  /** How long a graceful shutdown waits for the requests in flight before it cuts their connections, in ms (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
}

/** Reads the configuration from environment variables, with the embedded defaults of `npm start`. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const mode = env.PORTAL_MODE ?? 'hosted';
  if (mode !== 'hosted' && mode !== 'onpremise') throw new Error(`PORTAL_MODE must be hosted or onpremise; got '${mode}'`);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    mode,
    seedScale: parseSeedScale(env.SEED_SCALE, 'demo'),
    accessTokenTtl: Number(env.ACCESS_TOKEN_TTL ?? 3600),
    refreshTokenMaxTtl: 864000,
    defaultDomain: env.DEFAULT_DOMAIN ?? 'DEMO',
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 30),
    loginAccountRateLimit: Number(env.LOGIN_ACCOUNT_RATE_LIMIT ?? 10),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    definitionDirs: [path.resolve(env.REPORT_DEFINITIONS_DIR ?? './report-definitions'), ...(env.CUSTOMER_DEFINITIONS_DIR ? [path.resolve(env.CUSTOMER_DEFINITIONS_DIR)] : [])],
    documentSecret: env.DOCUMENT_SECRET || undefined,
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
  };
}
