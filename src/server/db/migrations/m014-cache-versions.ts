import type { Kysely, Migration } from 'kysely';

/**
 * Versions of what the in-process caches hold, one counter per group (sessions and grants, report data, published definitions). Database
 * triggers bump them on every write of a group's tables (installed by versionTriggers.ts), so a cache of any process is refreshed by writes
 * made through any process, or by the ERP itself.
 */
export const m014CacheVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('versiones_cache')
      .addColumn('grupo', 'text', (c) => c.notNull().primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.insertInto('versiones_cache' as never).values([{ grupo: 'sesiones' }, { grupo: 'datos' }, { grupo: 'definiciones' }] as never).execute();
  },
};
