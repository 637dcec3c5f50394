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

/** The secret of the links: DOCUMENT_SECRET, else one kept in the data folder (created on first use), else a random one for this process. */
export function loadDocumentSecret(config: Pick<ServerConfig, 'documentSecret' | 'dataDir'>): Buffer {
  if (config.documentSecret) return Buffer.from(config.documentSecret, 'utf8');
  const file = path.join(config.dataDir, 'document-secret');
  try {
    if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    const secret = randomBytes(32);
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, secret.toString('hex'), { mode: 0o600 });
    return secret;
  } catch {
    return randomBytes(32);
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
