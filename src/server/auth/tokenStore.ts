import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');
/** Preview-session tokens start with this (a character base64url never uses), so a write route can refuse them before reading the body's fields. */
export const PREVIEW_TOKEN_PREFIX = 'pv.';
/** True for a preview-session token. */
export const isPreviewToken = (token: string): boolean => token.startsWith(PREVIEW_TOKEN_PREFIX);

/** A preview session as stored: who opened it (and from which of their sessions), for whom, for which report and the data calls its definition names. */
export interface PreviewSession {
  idOrganizacion: number;
  admin: string;
  /** The administrator's ERP user id. */
  adminUserId: number;
  /** The administrator's session (token family) it was opened from: the preview ends with it. */
  adminFamily: string;
  usuario: string;
  userId: number;
  informe: string;
  endpoints: string[];
}

/** How often logins purge expired tokens (used refresh tokens are kept until their chain expires). */
const PURGE_INTERVAL_MS = 3_600_000;

/** The two tokens of a session: the access token (tira) and the refresh token that renews it. */
export interface SessionTokens {
  access: string;
  refresh: string;
}

/** What presenting a refresh token gave: new tokens, a refusal, or a reuse that ended its whole session. */
export type RefreshOutcome =
  | { kind: 'rotated'; tokens: SessionTokens }
  | { kind: 'refused' }
  | { kind: 'reused' };

/**
 * Issues, checks and rotates access tokens (the ERP's tira) and refresh tokens; only their hashes are stored.
 * Every token of one login shares a family; a used refresh token is kept, marked consumed, until the chain expires:
 * presenting it again means it was copied, and every token of its family is revoked.
 */
export class TokenStore {
  private nextPurge = 0;

  constructor(private readonly db: Kysely<Database>, private readonly accessTtlSeconds: number, private readonly now: () => number = () => Date.now()) {}

  /** Starts a session (login): a new family with an access token and a refresh token valid for refreshTtlSeconds. Expired tokens are purged at most hourly. */
  async startSession(userId: number, refreshTtlSeconds: number): Promise<SessionTokens> {
    if (this.now() >= this.nextPurge) {
      this.nextPurge = this.now() + PURGE_INTERVAL_MS;
      await this.purgeExpired();
    }
    return this.issue(userId, newToken(), this.now() + refreshTtlSeconds * 1000);
  }

  /** The user id of a valid access token, or undefined when unknown, expired or revoked. */
  async verifyAccess(token: string): Promise<number | undefined> {
    const access = await this.accessOf(token);
    return access && access.expiresAt > this.now() ? access.userId : undefined;
  }

  /** The user and expiry (epoch ms) of a stored access token, expired or not; undefined when unknown or revoked. */
  async accessOf(token: string): Promise<{ userId: number; expiresAt: number } | undefined> {
    const row = await this.db.selectFrom('tokens').select(['user_id', 'expires_at']).where('token_hash', '=', sha256(token)).executeTakeFirst();
    return row && { userId: row.user_id, expiresAt: Number(row.expires_at) };
  }

  /** The session (token family) of a stored access token, expired or not; undefined when unknown or revoked. */
  async familyOf(token: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('tokens').select('family').where('token_hash', '=', sha256(token)).executeTakeFirst();
    return row?.family ?? undefined;
  }

  /** The current time of the store (epoch ms). */
  nowMs(): number {
    return this.now();
  }

  /**
   * Rotates a refresh token of the given user: it is marked consumed and a new access and refresh token of the same family are issued;
   * the new refresh token keeps the expiry of the old one. A token already consumed revokes its whole family ('reused');
   * an unknown, expired or other user's token is refused and left as it is.
   */
  async rotate(userId: number, token: string): Promise<RefreshOutcome> {
    const hash = sha256(token);
    const row = await this.db.selectFrom('refresh_tokens').select(['user_id', 'expires_at', 'family', 'consumed_at']).where('token_hash', '=', hash).executeTakeFirst();
    if (!row) return { kind: 'refused' };
    if (row.consumed_at !== null) {
      await this.revokeFamilies([row.family]);
      return { kind: 'reused' };
    }
    const expiresAt = Number(row.expires_at);
    if (row.user_id !== userId || expiresAt <= this.now()) return { kind: 'refused' };
    // Only one of two simultaneous presentations can mark it consumed; the other is a reuse.
    const claimed = await this.db.updateTable('refresh_tokens').set({ consumed_at: this.now() })
      .where('token_hash', '=', hash).where('consumed_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      await this.revokeFamilies([row.family]);
      return { kind: 'reused' };
    }
    const tokens = await this.issue(userId, row.family, expiresAt);
    // A revocation of the family meanwhile (a reuse, a logout) may have missed what was just issued: its first step deletes the claimed token,
    // so when that is gone the new tokens are withdrawn here.
    const stillThere = await this.db.selectFrom('refresh_tokens').select('token_hash').where('token_hash', '=', hash).executeTakeFirst();
    if (!stillThere) {
      await this.revokeFamilies([row.family]);
      return { kind: 'reused' };
    }
    return { kind: 'rotated', tokens };
  }

  /**
   * Ends the sessions the given tokens belong to (logout): every access and refresh token of their families, consumed ones included.
   * Access tokens and refresh tokens are looked up separately; unknown tokens are ignored. Other sessions of the user stay. A preview token ends its preview.
   */
  async endSessions(accessTokens: readonly string[], refreshTokens: readonly string[]): Promise<void> {
    await this.endPreviews(accessTokens.filter(isPreviewToken));
    const accessHashes = accessTokens.map(sha256);
    const refreshHashes = refreshTokens.map(sha256);
    const families = [
      ...(accessHashes.length ? await this.db.selectFrom('tokens').select('family').where('token_hash', 'in', accessHashes).execute() : []),
      ...(refreshHashes.length ? await this.db.selectFrom('refresh_tokens').select('family').where('token_hash', 'in', refreshHashes).execute() : []),
    ].map((r) => r.family);
    await this.revokeFamilies(families);
  }

  /** Ends every session of a user (role change, deletion). */
  async revokeUser(userId: number): Promise<void> {
    await this.db.deleteFrom('tokens').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
  }

  /**
   * Issues a preview-session token (no refresh token) valid for ttlSeconds, recorded with who opened it, for whom and which report; the record stays
   * after expiry as the preview log. Returns the token and its expiry (epoch ms).
   */
  async startPreview(session: PreviewSession, ttlSeconds: number): Promise<{ token: string; expira: number }> {
    const token = PREVIEW_TOKEN_PREFIX + newToken();
    const expira = this.now() + ttlSeconds * 1000;
    await this.db.insertInto('vistas_previas').values({
      token_hash: sha256(token), id_organizacion: session.idOrganizacion, admin: session.admin, usuario: session.usuario, user_id: session.userId,
      informe: session.informe, fecha: new Date(this.now()).toISOString(), expira, endpoints: JSON.stringify(session.endpoints),
      admin_user_id: session.adminUserId, familia_admin: session.adminFamily,
    }).execute();
    return { token, expira };
  }

  /**
   * The preview session of a valid preview token, or undefined when unknown, expired or ended. It ends with the administrator's session it was
   * opened from: once no access or unused refresh token of that family is live (logout, revocation, expiry), the preview is ended for good.
   * Read from the database on every call, so an end by any process counts at once.
   */
  async verifyPreview(token: string): Promise<PreviewSession | undefined> {
    if (!isPreviewToken(token)) return undefined;
    const now = this.now();
    const row = await this.db.selectFrom('vistas_previas as v').selectAll('v')
      .select((eb) => eb.or([
        eb.exists(eb.selectFrom('tokens as t').select('t.family').whereRef('t.family', '=', 'v.familia_admin').whereRef('t.user_id', '=', 'v.admin_user_id').where('t.expires_at', '>', now)),
        eb.exists(eb.selectFrom('refresh_tokens as r').select('r.family').whereRef('r.family', '=', 'v.familia_admin').whereRef('r.user_id', '=', 'v.admin_user_id')
          .where('r.consumed_at', 'is', null).where('r.expires_at', '>', now)),
      ]).as('admin_live'))
      .where('v.token_hash', '=', sha256(token)).executeTakeFirst();
    if (!row || Number(row.expira) <= now || row.admin_user_id === null || row.familia_admin === null) return undefined;
    // 1 or 0 on SQLite, a boolean on PostgreSQL.
    if (!row.admin_live) {
      await this.endPreviews([token]);
      return undefined;
    }
    return {
      idOrganizacion: row.id_organizacion, admin: row.admin, adminUserId: row.admin_user_id, adminFamily: row.familia_admin, usuario: row.usuario, userId: row.user_id,
      informe: row.informe, endpoints: JSON.parse(row.endpoints) as string[],
    };
  }

  /** Ends preview sessions now: their records (the preview log) keep the moment they ended as their expiry. Unknown or ended ones are left as they are. */
  async endPreviews(previewTokens: readonly string[]): Promise<void> {
    if (!previewTokens.length) return;
    const now = this.now();
    await this.db.updateTable('vistas_previas').set({ expira: now }).where('token_hash', 'in', previewTokens.map(sha256)).where('expira', '>', now).execute();
  }

  /** Removes expired tokens, and consumed refresh tokens whose chain has expired. */
  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('tokens').where('expires_at', '<', this.now()).execute();
    await this.db.deleteFrom('refresh_tokens').where('expires_at', '<', this.now()).execute();
  }

  private async issue(userId: number, family: string, refreshExpiresAt: number): Promise<SessionTokens> {
    const access = newToken();
    const refresh = newToken();
    await this.db.insertInto('refresh_tokens').values({ token_hash: sha256(refresh), user_id: userId, expires_at: refreshExpiresAt, family }).execute();
    await this.db.insertInto('tokens').values({ token_hash: sha256(access), user_id: userId, expires_at: this.now() + this.accessTtlSeconds * 1000, family }).execute();
    return { access, refresh };
  }

  private async revokeFamilies(families: readonly string[]): Promise<void> {
    const unique = [...new Set(families)];
    if (!unique.length) return;
    // Refresh tokens, access tokens, refresh tokens again: a rotate() running meanwhile either sees its claimed token gone and withdraws
    // what it issued, or issued it before the first deletion ended, so the next two deletions catch it.
    await this.db.deleteFrom('refresh_tokens').where('family', 'in', unique).execute();
    await this.db.deleteFrom('tokens').where('family', 'in', unique).execute();
    await this.db.deleteFrom('refresh_tokens').where('family', 'in', unique).execute();
  }
}
