import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Principal } from '../../auth/loadPrincipal.js';
import { cacheOf } from '../../cache/cacheOf.js';
import type { Database } from '../../db/tables.js';
import { ErpError } from '../../errors.js';

/** Roles that see every customer of the company. */
const COMPANY_ROLES = new Set(['ADMIN', 'SOPORTE']);

/** What customer data a caller may see in one company, decided on the server whatever the request says. */
export type ReportScope =
  | { kind: 'company'; empresa: string; role: string }
  | { kind: 'customer'; empresa: string; role: string; cliente: string; sucursales: string[] | null }
  | { kind: 'representative'; empresa: string; role: string; representante: string; agente: string }
  | { kind: 'none'; empresa: string; role: string | null };

/**
 * The scope of the caller in the requested company (default: the portal company of the session).
 * A company outside the caller's organisation is refused (403); customer-linked roles and representatives see nothing in a company other than their portal company.
 */
export async function resolveScope(db: Kysely<Database>, principal: Principal, empresa?: string | number | null): Promise<ReportScope> {
  const portal = principal.portal;
  const requested = empresa === undefined || empresa === null || empresa === '' ? (portal?.empresa ?? principal.empresaSesion) : String(empresa);
  // Kept until users, branches or companies change (group sesiones, by any process). The key holds every principal field the scope reads, so a
  // principal read before a change never fills the entry of the version after it.
  const key = [principal.idOrganizacion, principal.usuario, requested, portal?.role, portal?.empresa, portal?.cliente, portal?.sucursal, portal?.representante, portal?.agente].join('|');
  const scope = await cacheOf<ReportScope | null>(db, 'scopes', ['sesiones'], 20_000).get(key, () => scopeOf(db, principal, requested));
  if (!scope) throw new ErpError(403, 'COMPANY_NOT_ALLOWED');
  return scope;
}

/** The scope of the caller in a company, or null when the company is not of the caller's organisation. */
async function scopeOf(db: Kysely<Database>, principal: Principal, requested: string): Promise<ReportScope | null> {
  const portal = principal.portal;
  const company = await db.selectFrom('empresas').select('empresa').where('empresa', '=', requested).where('id_organizacion', '=', principal.idOrganizacion).executeTakeFirst();
  if (!company) return null;
  const role = portal?.role ?? null;
  const none = { kind: 'none', empresa: requested, role } as const;
  if (!portal || !role) return none;
  if (COMPANY_ROLES.has(role)) return { kind: 'company', empresa: requested, role };
  if (requested !== portal.empresa) return none;
  // A representative is the pair of code and agent (spec 2 §6): the other agents of the same code are other representatives.
  if (role === 'REPRESENTANTE') return portal.representante && portal.agente ? { kind: 'representative', empresa: requested, role, representante: portal.representante, agente: portal.agente } : none;
  if (!portal.cliente) return none;
  if (role === 'CLIENTE') return { kind: 'customer', empresa: requested, role, cliente: portal.cliente, sucursales: null };
  if (role === 'SUCURSAL') return portal.sucursal ? { kind: 'customer', empresa: requested, role, cliente: portal.cliente, sucursales: [portal.sucursal] } : none;
  if (role === 'MULTISUCURSAL') {
    const rows = await db.selectFrom('usuario_sucursales').select('sucursal')
      .where('id_organizacion', '=', principal.idOrganizacion).where('usuario', '=', principal.usuario).orderBy('sucursal').execute();
    return { kind: 'customer', empresa: requested, role, cliente: portal.cliente, sucursales: rows.map((r) => r.sucursal) };
  }
  return none;
}

/** Column references (qualified SQL names) a scope condition applies to. */
export interface ScopeColumns {
  empresa: string;
  cliente: string;
  /** Branch column; leave it out only for customer master data (the customer itself), which every user of the customer may see. */
  sucursal?: string;
}

/** SQL condition limiting rows to the scope: the company, plus the customer (and branches) or the customers of the representative and agent. */
export function inScope(scope: ReportScope, cols: ScopeColumns): RawBuilder<SqlBool> {
  const empresa = sql<SqlBool>`${sql.ref(cols.empresa)} = ${scope.empresa}`;
  switch (scope.kind) {
    case 'company':
      return empresa;
    case 'none':
      return sql<SqlBool>`1 = 0`;
    case 'representative':
      return sql<SqlBool>`${empresa} and ${sql.ref(cols.cliente)} in (select rc.cliente from clientes rc where rc.empresa = ${scope.empresa} and rc.representante = ${scope.representante} and rc.agente = ${scope.agente})`;
    case 'customer': {
      const cliente = sql<SqlBool>`${empresa} and ${sql.ref(cols.cliente)} = ${scope.cliente}`;
      if (scope.sucursales === null || !cols.sucursal) return cliente;
      if (scope.sucursales.length === 0) return sql<SqlBool>`1 = 0`;
      return sql<SqlBool>`${cliente} and ${sql.ref(cols.sucursal)} in (${sql.join(scope.sucursales)})`;
    }
  }
}

/** Refuses document calls of callers that see no customer data at all (supplier users, users without portal configuration). */
export function requireCustomerAccess(scope: ReportScope): void {
  if (scope.kind === 'none') throw new ErpError(403, 'FORBIDDEN');
}
