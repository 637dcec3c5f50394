import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The portal's Content-Security-Policy (helmet directives, helmet's defaults off so this is the whole policy).
 * No 'unsafe-eval': report conditions and filter forms interpret their JSON Schemas (compileSchemaTest, InterpretedValidator).
 * PDFs show in frames (quote preview: a same-origin signed link; documents: blob: URLs), which is frame-src — no plugin
 * content is embedded, so object-src is 'none'. Inline styles stay: MUI (emotion) injects its styles at run time.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'none'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  frameSrc: ["'self'", 'blob:', 'data:'],
  workerSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
};

/** Strict-Transport-Security sent over HTTPS only (helmet's default value). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * onSend hook: replies of the web-service contract (`prefixes`) are never stored by browsers or proxies — they carry tokens
 * (login, datosUsuarioPortal) and customer data; HSTS only when the request came over HTTPS (`request.protocol`, which
 * follows X-Forwarded-Proto when trustProxy is set), so a plain-HTTP on-premise install is not pinned to HTTPS.
 */
export function securityHeaders(prefixes: readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (prefixes.some((p) => request.url.startsWith(p))) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  };
}
