import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/tables.js';
import { ErpError } from '../../errors.js';

/** Path of the signed document links. */
export const DOCUMENT_PATH = '/wsutils/documentos';
/** Lifetime of a document link: 10 minutes. */
export const DOCUMENT_LINK_TTL_MS = 10 * 60_000;
/** Issued links are kept this long after they expire, then purged. */
const KEEP_EXPIRED_MS = 60 * 60_000;

/** What a link points to: a document kind and the parameters that identify it (already scope-checked when the link was issued). */
export interface DocumentRef { kind: string; params: Record<string, unknown> }

/** Key of the generated document-link secret in ajustes_servicio. */
export const DOCUMENT_SECRET_SETTING = 'document-secret';

/**
 * The secret of the links: DOCUMENT_SECRET when given, else one kept in the database (ajustes_servicio), so that every service process on the database
 * signs and checks links alike. The first process generates it — or adopts the one an earlier version kept in DATA_DIR/document-secret, so links
 * issued before the upgrade keep working — and inserts it only if absent; processes starting together all read back the one that was stored.
 */
export async function loadDocumentSecret(db: Kysely<Database>, config: Pick<ServerConfig, 'documentSecret' | 'dataDir'>): Promise<Buffer> {
  if (config.documentSecret) return Buffer.from(config.documentSecret, 'utf8');
  const stored = async () => (await db.selectFrom('ajustes_servicio').select('valor').where('clave', '=', DOCUMENT_SECRET_SETTING).executeTakeFirst())?.valor;
  let secret = await stored();
  if (!secret) {
    await db.insertInto('ajustes_servicio').values({ clave: DOCUMENT_SECRET_SETTING, valor: legacySecret(config.dataDir) ?? randomBytes(32).toString('hex') })
      .onConflict((oc) => oc.column('clave').doNothing()).execute();
    secret = await stored();
    if (!secret) throw new Error('The document-link secret could not be stored');
  }
  return Buffer.from(secret, 'hex');
}

/** The secret an earlier version kept in the data folder, if there is a readable one. */
function legacySecret(dataDir: string): string | undefined {
  try {
    const value = fs.readFileSync(path.join(dataDir, 'document-secret'), 'utf8').trim();
    return /^[0-9a-f]{64}$/i.test(value) ? value.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Issues and checks signed, expiring document links: `/wsutils/documentos/<id>?exp=<epoch ms>&sig=<HMAC-SHA256 base64url of "<id>.<exp>">`.
 * The id is a hash of what the link points to, stored in enlaces_documentos so links stay short.
 */
export class DocumentLinks {
  private lastPurge = 0;

  constructor(private readonly db: Kysely<Database>, private readonly secret: Buffer, private readonly now: () => number = Date.now) {}

  /** HMAC-SHA256 of id and expiry, base64url. */
  signature(id: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`${id}.${exp}`).digest('base64url');
  }

  /** Absolute link to a document for the host the request came to; valid for 10 minutes. Call only after the scope check. */
  async url(request: FastifyRequest, ref: DocumentRef): Promise<string> {
    const parametros = JSON.stringify(ref.params);
    const id = createHash('sha256').update(`${ref.kind}\n${parametros}`).digest('base64url').slice(0, 32);
    const exp = this.now() + DOCUMENT_LINK_TTL_MS;
    await this.db.insertInto('enlaces_documentos').values({ id, tipo: ref.kind, parametros, caduca_en: exp })
      .onConflict((oc) => oc.column('id').doUpdateSet({ caduca_en: exp })).execute();
    if (this.now() - this.lastPurge > 60_000) {
      this.lastPurge = this.now();
      await this.db.deleteFrom('enlaces_documentos').where('caduca_en', '<', this.now() - KEEP_EXPIRED_MS).execute();
    }
    return `${request.protocol}://${request.host}${DOCUMENT_PATH}/${id}?exp=${exp}&sig=${this.signature(id, exp)}`;
  }

  /** The document of a link; 403 when the signature does not match or the link expired, 404 when the link is no longer known. */
  async verify(id: string, exp: string | undefined, sig: string | undefined): Promise<DocumentRef> {
    const expires = Number(exp);
    const expected = Buffer.from(this.signature(id, expires));
    const given = Buffer.from(sig ?? '');
    if (!exp || !Number.isFinite(expires) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ErpError(403, 'DOCUMENT_LINK_INVALID', 'The document link signature does not match');
    }
    if (expires < this.now()) throw new ErpError(403, 'DOCUMENT_LINK_INVALID', 'The document link has expired');
    const row = await this.db.selectFrom('enlaces_documentos').select(['tipo', 'parametros']).where('id', '=', id).executeTakeFirst();
    if (!row) throw new ErpError(404, 'NOT_FOUND', 'Unknown document');
    return { kind: row.tipo, params: JSON.parse(row.parametros) as Record<string, unknown> };
  }
}
