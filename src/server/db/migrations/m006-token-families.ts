import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Refresh-token reuse detection: every access and refresh token records the session (family) it belongs to — the login that started the chain —
 * and a rotated refresh token is kept, marked consumed, until the chain would have expired, so presenting it again can be recognised and end the whole family.
 * Tokens issued before this migration cannot be paired any more: those of one user form one family, so a reuse or a logout ends all of that user's older sessions.
 */
export const m006TokenFamilies: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s.alterTable('tokens').addColumn('family', 'text').execute();
    await s.alterTable('refresh_tokens').addColumn('family', 'text').execute();
    await s.alterTable('refresh_tokens').addColumn('consumed_at', 'bigint').execute();
    await sql`update tokens set family = 'legacy-' || user_id where family is null`.execute(db);
    await sql`update refresh_tokens set family = 'legacy-' || user_id where family is null`.execute(db);
    await s.createIndex('tokens_family_idx').on('tokens').column('family').execute();
    await s.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family').execute();
  },
};
