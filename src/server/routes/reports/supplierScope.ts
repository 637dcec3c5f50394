import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Principal } from '../../auth/loadPrincipal.js';
import { inScope, type ReportScope } from './scope.js';

/** The supplier (and supplier branch) a supplier user is fixed to in one company; null for every other caller. */
export interface OwnSupplier {
  proveedor: string;
  /** The supplier branch of the user, or null when the user sees every branch of its supplier. */
  sucursal: string | null;
}

/** The caller's own supplier in the scope's company: only a supplier user (PROVEEDOR) in its portal company has one. */
export function ownSupplier(principal: Principal, scope: ReportScope): OwnSupplier | null {
  const portal = principal.portal;
  if (portal?.role !== 'PROVEEDOR' || !portal.proveedor || portal.empresa !== scope.empresa) return null;
  return { proveedor: portal.proveedor, sucursal: portal.sucursalProv ?? null };
}

/** Columns of a row that belongs to a supplier and, when it has one, to a customer (and branch). */
export interface PartyColumns {
  empresa: string;
  proveedor: string;
  /** Supplier branch column, when the rows have one. */
  sucursalProveedor?: string;
  /** Customer column, when the rows have one: customer roles and representatives see the rows of their customers. */
  cliente?: string;
  sucursal?: string;
  /**
   * The rows are the supplier's alone (a supplier delivery note): customer roles and representatives see the rows whose supplier is their
   * customer's creditor code (clientes.codigo_acreedor, the supplier a customer also is), none when it has none; `cliente` is not read.
   */
  customerAsSupplier?: boolean;
}

/**
 * SQL condition limiting supplier-side rows to what the caller may see, whatever the request says: ADMIN and SOPORTE the company;
 * a supplier user its own supplier (and branch); customer roles and representatives the rows of their customers (none when the rows
 * have no customer), or with `customerAsSupplier` the rows whose supplier their customer is; anyone else nothing.
 */
export function inPartyScope(principal: Principal, scope: ReportScope, cols: PartyColumns): RawBuilder<SqlBool> {
  if (scope.kind === 'company') return inScope(scope, { empresa: cols.empresa, cliente: cols.cliente ?? cols.proveedor });
  const supplier = ownSupplier(principal, scope);
  if (supplier) {
    const own = sql<SqlBool>`${sql.ref(cols.empresa)} = ${scope.empresa} and ${sql.ref(cols.proveedor)} = ${supplier.proveedor}`;
    return supplier.sucursal && cols.sucursalProveedor ? sql<SqlBool>`${own} and ${sql.ref(cols.sucursalProveedor)} = ${supplier.sucursal}` : own;
  }
  if (cols.customerAsSupplier) return asSupplierOfCustomers(scope, cols);
  if (!cols.cliente) return sql<SqlBool>`1 = 0`;
  return inScope(scope, { empresa: cols.empresa, cliente: cols.cliente, sucursal: cols.sucursal });
}

/** Rows whose supplier is the creditor code of the caller's customer (customer roles, at customer level) or of the representative's customers. */
function asSupplierOfCustomers(scope: ReportScope, cols: PartyColumns): RawBuilder<SqlBool> {
  const empresa = sql<SqlBool>`${sql.ref(cols.empresa)} = ${scope.empresa}`;
  if (scope.kind === 'customer') {
    return sql<SqlBool>`${empresa} and ${sql.ref(cols.proveedor)} = (select ac.codigo_acreedor from clientes ac where ac.empresa = ${scope.empresa} and ac.cliente = ${scope.cliente})`;
  }
  if (scope.kind === 'representative') {
    return sql<SqlBool>`${empresa} and ${sql.ref(cols.proveedor)} in (select ac.codigo_acreedor from clientes ac where ac.empresa = ${scope.empresa} and ac.representante = ${scope.representante} and ac.agente = ${scope.agente} and ac.codigo_acreedor is not null)`;
  }
  return sql<SqlBool>`1 = 0`;
}
