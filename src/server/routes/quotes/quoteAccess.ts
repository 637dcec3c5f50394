import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Principal } from '../../auth/loadPrincipal.js';
import type { Database } from '../../db/tables.js';
import { ErpError } from '../../errors.js';
import { resolveScope, type ReportScope } from '../reports/scope.js';

/** Roles that work with quotes (spec 1 §4.2): administrators on every customer of the company, representatives on their own customers. */
export const QUOTE_ROLES = new Set(['ADMIN', 'REPRESENTANTE']);
/** Menu option of the quotes module. */
export const QUOTE_OPTION = 'PRESUPUESTOS';

/** What a quote call may reach: the whole company (ADMIN) or the representative's customers. */
export type QuoteScope = Extract<ReportScope, { kind: 'company' } | { kind: 'representative' }>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Scope of a quote call; set by the quote routes' pre-handler. */
    quoteScope: QuoteScope;
  }
}

/**
 * The quote scope of a caller: only ADMIN and REPRESENTANTE users with the PRESUPUESTOS option (403 otherwise); usuario, when sent, must be the
 * session user; the company is the body's empresa (default: the portal company) under the rules of the report scope.
 */
export async function resolveQuoteScope(db: Kysely<Database>, principal: Principal, body: { empresa?: unknown; usuario?: unknown }): Promise<QuoteScope> {
  const role = principal.portal?.role ?? '';
  if (!QUOTE_ROLES.has(role)) throw new ErpError(403, 'FORBIDDEN', 'Quotes are only for administrators and sales representatives');
  if (typeof body.usuario === 'string' && body.usuario && body.usuario.toUpperCase() !== principal.usuario.toUpperCase()) {
    throw new ErpError(403, 'FORBIDDEN', 'usuario is not the session user');
  }
  const option = await db.selectFrom('usuario_opciones as uo').innerJoin('opciones as o', 'o.id', 'uo.id_opcion')
    .select('uo.value_sn').where('uo.id_organizacion', '=', principal.idOrganizacion).where('uo.usuario', '=', principal.usuario)
    .where('o.codigo', '=', QUOTE_OPTION).executeTakeFirst();
  if (option?.value_sn !== 'S') throw new ErpError(403, 'FORBIDDEN', 'The user does not have the quotes option');
  const empresa = body.empresa;
  const scope = await resolveScope(db, principal, typeof empresa === 'string' || typeof empresa === 'number' ? empresa : undefined);
  if (scope.kind !== 'company' && scope.kind !== 'representative') throw new ErpError(403, 'FORBIDDEN');
  return scope;
}

/** Pre-handler of the quote routes: resolves the quote scope once per request. */
export function quoteAccess(db: Kysely<Database>) {
  return async function quoteAccessPreHandler(request: FastifyRequest): Promise<void> {
    request.quoteScope = await resolveQuoteScope(db, request.principal, (request.body ?? {}) as Record<string, unknown>);
  };
}

/** A customer of the scope with its representative and commercial conditions; 404 when it does not exist or is not the caller's. */
export async function customerInScope(db: Kysely<Database>, scope: QuoteScope, cliente: string) {
  let q = db.selectFrom('clientes as c')
    .leftJoin('condiciones_cliente as cc', (j) => j.onRef('cc.empresa', '=', 'c.empresa').onRef('cc.cliente', '=', 'c.cliente'))
    .select(['c.cliente', 'c.nombre', 'c.razon_social', 'c.representante', 'c.agente', 'cc.tarifa', 'cc.forma_pago', 'cc.tipo_dto_rappel', 'cc.tipo_dto_pp'])
    .where('c.empresa', '=', scope.empresa).where('c.cliente', '=', cliente);
  if (scope.kind === 'representative') q = q.where('c.representante', '=', scope.representante).where('c.agente', '=', scope.agente);
  const row = await q.executeTakeFirst();
  if (!row) throw new ErpError(404, 'NOT_FOUND', `customerNotFound: customer ${cliente} not found`);
  return row;
}
