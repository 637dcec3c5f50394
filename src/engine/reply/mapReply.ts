import type { ReplySpec } from '../definition/reportDefinition.gen';
import { getPath } from '../values/getPath';

/** Rows and total of a list reply. */
export interface MappedRows {
  rows: Record<string, unknown>[];
  total: number;
}

const first = (body: unknown, paths: readonly string[] | undefined) => {
  for (const p of paths ?? []) {
    const v = getPath(body, p);
    if (v !== undefined && v !== null) return v;
  }
  return undefined;
};

/** Reads rows and total from the reply paths (dataRes, dataRes.result, documentosCab; numReg, totalRows); the total falls back to the row count. */
export function mapRows(reply: ReplySpec | undefined, body: unknown): MappedRows {
  const raw = first(body, reply?.rows ?? ['dataRes']);
  const rows = Array.isArray(raw) ? (raw as Record<string, unknown>[]) : [];
  const total = Number(first(body, reply?.total));
  return { rows, total: Number.isFinite(total) && total >= rows.length ? total : rows.length };
}

/** The document (url or base64) of a reply, or undefined when it has none. */
export function replyDocument(reply: ReplySpec | undefined, body: unknown): string | undefined {
  const v = first(body, reply?.document ?? ['dataRes.report', 'report', 'dataRes.File', 'dataRes.url']);
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/** A reply the definition accepts: besides HTTP 200 and result not 'ko' (checked by the client), statusCode '200' when asked. */
export function isReplyOk(reply: ReplySpec | undefined, body: unknown): boolean {
  if (!reply?.statusCode) return true;
  return String(getPath(body, 'statusCode')) === '200';
}

/** The error a reply reports in its body (a non-zero code at the errorCode paths, with its message), or undefined. */
export function replyError(reply: ReplySpec | undefined, body: unknown): { code: string; message: string } | undefined {
  if (!reply?.errorCode) return undefined;
  const code = first(body, reply.errorCode);
  if (code === undefined || code === '' || Number(code) === 0) return undefined;
  const message = first(body, reply.errorMessage);
  return { code: String(code), message: typeof message === 'string' ? message : '' };
}

/** True when a document string is a URL rather than base64 content. */
export function isUrl(document: string): boolean {
  return /^(https?:\/\/|\/)/.test(document);
}
