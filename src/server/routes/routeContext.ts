import type { Kysely } from 'kysely';
import type { TokenStore } from '../auth/tokenStore.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/tables.js';

/** What every route plugin receives. */
export interface RouteContext {
  db: Kysely<Database>;
  tokens: TokenStore;
  config: ServerConfig;
}
