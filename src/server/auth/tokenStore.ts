import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

/** Issues, checks and rotates access tokens (the ERP's tira) and refresh tokens; only their hashes are stored. */
export class TokenStore {
  constructor(private readonly db: Kysely<Database>, private readonly accessTtlSeconds: number, private readonly now: () => number = () => Date.now()) {}

  /** Issues a new access token for a user. */
  async issueAccess(userId: number): Promise<string> {
    const token = newToken();
    await this.db.insertInto('tokens').values({ token_hash: sha256(token), user_id: userId, expires_at: this.now() + this.accessTtlSeconds * 1000 }).execute();
    return token;
  }

  /** Issues a new refresh token valid for ttlSeconds. */
  async issueRefresh(userId: number, ttlSeconds: number): Promise<string> {
    const token = newToken();
    await this.db.insertInto('refresh_tokens').values({ token_hash: sha256(token), user_id: userId, expires_at: this.now() + ttlSeconds * 1000 }).execute();
    return token;
  }

  /** The user id of a valid access token, or undefined when unknown or expired. */
  async verifyAccess(token: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('tokens').select(['user_id', 'expires_at']).where('token_hash', '=', sha256(token)).executeTakeFirst();
    return row && Number(row.expires_at) > this.now() ? row.user_id : undefined;
  }

  /** Consumes a refresh token of the given user: it can be used once; returns false when unknown, expired or another user's. */
  async consumeRefresh(userId: number, token: string): Promise<{ ok: boolean; remainingSeconds: number }> {
    const hash = sha256(token);
    const row = await this.db.selectFrom('refresh_tokens').select(['user_id', 'expires_at']).where('token_hash', '=', hash).executeTakeFirst();
    if (!row || row.user_id !== userId) return { ok: false, remainingSeconds: 0 };
    await this.db.deleteFrom('refresh_tokens').where('token_hash', '=', hash).execute();
    const remaining = Math.floor((Number(row.expires_at) - this.now()) / 1000);
    return { ok: remaining > 0, remainingSeconds: remaining };
  }

  /** Ends one session (logout): its access token and its refresh token, whichever are given; other sessions of the user stay. */
  async revokeSession(accessToken?: string, refreshToken?: string): Promise<void> {
    if (accessToken) await this.db.deleteFrom('tokens').where('token_hash', '=', sha256(accessToken)).execute();
    if (refreshToken) await this.db.deleteFrom('refresh_tokens').where('token_hash', '=', sha256(refreshToken)).execute();
  }

  /** Ends every session of a user (role change, deletion). */
  async revokeUser(userId: number): Promise<void> {
    await this.db.deleteFrom('tokens').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
  }

  /** Removes expired tokens. */
  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('tokens').where('expires_at', '<', this.now()).execute();
    await this.db.deleteFrom('refresh_tokens').where('expires_at', '<', this.now()).execute();
  }
}
