import type { FastifySchema } from 'fastify';
import { INPUT_LIMITS, INT32_MAX } from '../../schemas/inputBounds.js';
import { int, koReply, nullable, object, pagingFields, route, str } from '../../schemas/routeSchema.js';

type JsonSchema = Record<string, unknown>;

/** A decimal number (amounts, quantities). */
export const num = (description?: string): JsonSchema => ({ type: 'number', ...(description ? { description } : {}) });
/** A nullable string. */
export const nstr = (description?: string): JsonSchema => nullable(str(description));
/** A nullable integer. */
export const nint = (description?: string): JsonSchema => nullable(int(description));
/** A nullable decimal. */
export const nnum = (description?: string): JsonSchema => nullable(num(description));
/** An optional filter code: string (at most INPUT_LIMITS.code characters) or integer (0..INT32_MAX), blank or null meaning "any". */
export const optCode = (description?: string): JsonSchema => ({
  type: ['string', 'integer', 'null'], maxLength: INPUT_LIMITS.code, minimum: 0, maximum: INT32_MAX, ...(description ? { description } : {}),
});
/** An optional whole number (a document or order number): integer, or its digits as text; blank or null meaning "any". */
export const optNumber = (description?: string): JsonSchema => ({
  type: ['string', 'integer', 'null'], maxLength: INPUT_LIMITS.code, pattern: '^\\s*\\d*\\s*$', minimum: 0, maximum: INT32_MAX, ...(description ? { description: `${description}; digits only` } : { description: 'Digits only' }),
});
/** An optional S/N flag (blank or null: not set). */
export const optFlag = (description?: string): JsonSchema => ({ type: ['string', 'null'], enum: ['S', 'N', 's', 'n', '', null], ...(description ? { description } : {}) });
/** A report date: DD/MM/YYYY or YYYY-MM-DD; blank or null means no limit. */
export const dateField = (description?: string): JsonSchema => ({
  type: ['string', 'null'], maxLength: 40, pattern: '^$|^\\d{2}/\\d{2}/\\d{4}$|^\\d{4}-\\d{2}-\\d{2}([T ].*)?$',
  description: `${description ? `${description}. ` : ''}DD/MM/YYYY or YYYY-MM-DD`,
});
/** A date in a reply row: YYYY-MM-DD. */
export const replyDate = (description?: string): JsonSchema => ({ type: ['string', 'null'], format: 'date', ...(description ? { description } : {}) });
/** Company type; always 0 in this portal. */
export const tipoEmpresa = { type: ['integer', 'string', 'null'], maxLength: INPUT_LIMITS.code, minimum: 0, maximum: INT32_MAX, description: 'Company type, always 0' };
/** PDF flag; always S in this portal. */
export const pdfSn = optFlag('PDF output, always S');
/** Help flag; always N. */
export const help = optFlag('Help flag, always N');

/** Paging and sort fields of the report lists (spec 1 §7.1), blank values allowed. */
export const reportPaging = {
  ...pagingFields,
  orderBy: nstr('Column of the reply row to sort by; blank for the default sort'),
  order: { type: ['string', 'null'], enum: ['ASC', 'DESC', 'asc', 'desc', '', null], description: 'Sort direction' },
  search: nstr('Free-text search'),
};

const UNUSED = 'Accepted for the contract; not used by the reference services';

/**
 * The common payload of the lookups (spec 1 §7.3): paging plus usuario, the hosted search fields and the optional filters.
 * A lookup spreads it first and then its own fields, which override the ones it uses.
 */
export const lookupFields = {
  ...reportPaging,
  usuario: nstr(UNUSED),
  searchClienteIdentFiscalNombreRazonSocial: nstr(UNUSED),
  searchClienteRazonSocialTelefonoEmail: nstr(UNUSED),
  cliente: optCode(UNUSED), sucursal: optCode(UNUSED), estado: optCode(UNUSED), conCompras: optFlag(UNUSED), codigoProveedor: optCode(UNUSED),
};

/** Reply of a paged list: rows in dataRes, total in numReg. */
export function listReply(row: JsonSchema, extra: Record<string, JsonSchema> = {}): JsonSchema {
  return object({ statusCode: str(), statusText: str(), dataRes: { type: 'array', items: row }, numReg: int('Total rows of the search'), ...extra });
}

/** Reply whose rows travel in dataRes.result (detail calls). */
export function resultReply(row: JsonSchema): JsonSchema {
  return object({ statusCode: str(), statusText: str(), dataRes: object({ result: { type: 'array', items: row } }) });
}

/** A route schema of the report calls: `route()` plus the not-found and conflict replies. */
export function reportRoute(opts: Parameters<typeof route>[0]): FastifySchema {
  const schema = route(opts);
  return { ...schema, response: { ...(schema.response as Record<number, JsonSchema>), 404: koReply, 409: koReply } };
}

/** Successful reply header fields. */
export const OK = { statusCode: '200', statusText: 'OK' } as const;
