import type { Kysely, Migration } from 'kysely';

/**
 * State that every service process on one database must share: service settings generated once (the document-link key when DOCUMENT_SECRET is
 * not given) and the fixed-window counters of the login limits (per client address and per account).
 */
export const m013SharedServiceState: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('ajustes_servicio')
      .addColumn('clave', 'text', (c) => c.notNull().primaryKey())
      .addColumn('valor', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createTable('contadores_limite')
      .addColumn('clave', 'text', (c) => c.notNull().primaryKey())
      .addColumn('cuenta', 'integer', (c) => c.notNull())
      .addColumn('fin_ventana', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('contadores_limite_fin_idx').on('contadores_limite').column('fin_ventana').execute();
  },
};
