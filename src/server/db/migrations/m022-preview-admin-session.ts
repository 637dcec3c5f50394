import type { Kysely, Migration } from 'kysely';

/**
 * A preview session records the administrator who opened it by ERP user id and the session (token family) they opened it from, so it ends with
 * that session (logout, revocation) and with the administrator's rights. Sessions opened before have neither and are no longer accepted (they
 * lasted five minutes anyway).
 */
export const m022PreviewAdminSession: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('vistas_previas').addColumn('admin_user_id', 'integer').execute();
    await db.schema.alterTable('vistas_previas').addColumn('familia_admin', 'text').execute();
  },
};
