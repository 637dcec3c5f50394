import { MAX_DEFINITION_DEPTH, MAX_NESTING_DEPTH } from '../engine/json/nestingDepth';

/** Every error code the reference services answer with, and what it means. Documented in the OpenAPI description. */
export const ERROR_CODES = {
  VALIDATION_ERROR: 'The request body does not match the route schema (HTTP 400).',
  BODY_TOO_DEEP: `The request body nests objects or arrays deeper than ${MAX_NESTING_DEPTH} levels (the body is level 1; a report definition in it may nest ${MAX_DEFINITION_DEPTH}); the message names the field (HTTP 400).`,
  AUTH_REQUIRED: 'No session token was sent (HTTP 401).',
  AUTH_INVALID_TOKEN: 'The session token is unknown or expired (HTTP 401).',
  AUTH_INVALID_CREDENTIALS: 'The user does not exist or the password is invalid.',
  AUTH_NO_ACCESS: 'The user has no access to the application: deactivated, or not a portal user (HTTP 403; on-premise login: errorCode 2).',
  AUTH_INVALID_REFRESH: 'The refresh token is unknown, expired, already used or belongs to another user; presenting a used one ends its whole session (HTTP 401).',
  FORBIDDEN: 'The user may not use this call or these data (HTTP 403).',
  NOT_FOUND: 'The requested element does not exist (HTTP 404).',
  CONFLICT: 'The element is already in a state that does not allow the change (HTTP 409).',
  VERSION_CONFLICT: 'The report has a published version newer than the one the edit started from (versionBase): nothing was stored; the reply names the current version (versionActual, autor, fecha) to compare with and publish on top of (HTTP 409).',
  OVERLAYS_STALE: 'Publishing the report would make overlays of it stale (keys losing their target): nothing was stored; the reply lists them (obsoletas) and the same call with confirmarObsoletas true publishes (HTTP 409).',
  VIEW_NOT_FOUND: 'No saved view of that id (or preset of that name) that the caller may use; a view is changed or deleted only by its owner (HTTP 404).',
  VIEWS_DISABLED: 'The report\'s definition switches saved views off (views.enabled false): nothing was stored (HTTP 409).',
  VIEW_NAME_TAKEN: 'The caller already has a view of that name for the report (names compare trimmed and whatever their case): nothing was stored (HTTP 409).',
  VIEW_LIMIT: 'The caller has the most views a user may keep of one report: nothing was stored (HTTP 409).',
  VIEW_SHARE_FORBIDDEN: 'Only an administrator (portal role ADMIN, not a preview session) shares views with roles or the whole organisation (HTTP 403).',
  DOCUMENT_LINK_INVALID: 'The document link is expired or its signature does not match (HTTP 403).',
  UNKNOWN_DOMAIN: 'Neither the host nor the domain identify an organisation.',
  USER_NOT_CONFIGURED: 'The user has no portal configuration.',
  COMPANY_NOT_ALLOWED: 'The company does not belong to the user’s organisation.',
  DEFINITION_INVALID: 'The report definition does not validate; the message names the file or version and the JSON path (HTTP 500; HTTP 422 when the designer publishes it, with the errors listed).',
  RATE_LIMITED: 'Too many attempts from this address, or too many failed logins of this user; wait a minute (HTTP 429).',
  INTERNAL: 'Unexpected server error (HTTP 500).',
} as const;

/** A documented error code. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** An error with an HTTP status and a documented code, turned into the ERP's `ko` reply. */
export class ErpError extends Error {
  constructor(readonly httpStatus: number, readonly code: ErrorCode, message: string = ERROR_CODES[code]) {
    super(message);
    this.name = 'ErpError';
  }
}

/** Body of every failed reply: result 'ko', string statusCode, errorCode and errorMsg. */
export function koBody(httpStatus: number, code: ErrorCode, message: string) {
  return { result: 'ko' as const, statusCode: String(httpStatus), statusText: code, errorCode: code, errorMsg: message };
}
