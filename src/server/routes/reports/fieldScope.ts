import type { Principal } from '../../auth/loadPrincipal.js';
import type { ReportScope } from './scope.js';
import { ownSupplier } from './supplierScope.js';

/**
 * The side a caller reads of a row that two parties share: staff (ADMIN, SOPORTE) every field; a supplier user the supplier's (purchase)
 * side; customer roles (CLIENTE, SUCURSAL, MULTISUCURSAL) and representatives, who act for their customers, the customer's (sale) side.
 */
export type FieldParty = 'staff' | 'supplier' | 'customer' | 'none';

/** Which fields of a two-party reply each party other than staff may read: field names, or a prefix ending in `*` (`c*` = cAlmacen, cFecha…). */
export interface FieldScope {
  /** What the rows are, for the OpenAPI document. */
  rows: string;
  supplier: readonly string[];
  customer: readonly string[];
}

/**
 * Field-level scope of every reply that carries two parties, beside the row scope (scope.ts, supplierScope.ts): the one place that says which
 * fields a party reads. Staff read every field; a field not listed for a party is never selected, returned, filtered, searched or sorted by
 * for it, in the list, the export pages and the reply cache alike (the cache keys replies by caller). Margins are staff only.
 */
export const FIELD_SCOPES = {
  /** getComprasVentas: an operation's purchase side (c…) is the supplier's, its sale side (v…) the customer's; tBeneficio, the margin, is staff only. */
  comprasVentas: { rows: 'purchases, sales and transits', supplier: ['rn', 'c*', 'tIsTransito'], customer: ['rn', 'v*', 'tIsTransito'] },
  /**
   * getAlbaranesProveedor: a supplier delivery note is the supplier's (a supplier user, or a customer as the supplier it also is); the customer
   * the material went to (cliente, nombreCliente, sucursal) is ours, staff only.
   */
  albaranesProveedor: {
    rows: 'supplier delivery notes',
    supplier: ['tipoPedido', 'proveedor', 'nombreProv', 'sucursalProv', 'numAlbaran', 'ejercicio', 'fechaEntrada', 'ocCompra', 'importe', 'facturaProveedor', 'facturadoSN'],
    customer: ['tipoPedido', 'proveedor', 'nombreProv', 'sucursalProv', 'numAlbaran', 'ejercicio', 'fechaEntrada', 'ocCompra', 'importe', 'facturaProveedor', 'facturadoSN'],
  },
} as const satisfies Record<string, FieldScope>;

/** Name of a declared field scope. */
export type FieldScopeName = keyof typeof FIELD_SCOPES;

/** The party the caller is in the scope's company (whatever the request says). */
export function fieldPartyOf(principal: Principal, scope: ReportScope): FieldParty {
  if (scope.kind === 'company') return 'staff';
  if (ownSupplier(principal, scope)) return 'supplier';
  if (scope.kind === 'customer' || scope.kind === 'representative') return 'customer';
  return 'none';
}

const matches = (patterns: readonly string[], field: string) => patterns.some((p) => (p.endsWith('*') ? field.startsWith(p.slice(0, -1)) && field.length > p.length - 1 : p === field));

/** The fields of `all` (in their order) that a party reads in a declared field scope. */
export function readableFields<F extends string>(name: FieldScopeName, party: FieldParty, all: readonly F[]): F[] {
  if (party === 'staff') return [...all];
  if (party === 'none') return [];
  const patterns: readonly string[] = FIELD_SCOPES[name][party];
  return all.filter((f) => matches(patterns, f));
}

/** The entries of a map keyed by reply field (or any key whose reply field `fieldOf` gives) that a party reads. */
export function readableEntries<T>(name: FieldScopeName, party: FieldParty, map: Record<string, T>, fieldOf: (key: string, value: T) => string = (k) => k): Record<string, T> {
  const fields = new Set(readableFields(name, party, Object.entries(map).map(([k, v]) => fieldOf(k, v))));
  return Object.fromEntries(Object.entries(map).filter(([k, v]) => fields.has(fieldOf(k, v))));
}

/** The field scope as a sentence of a route's OpenAPI description. */
export function describeFieldScope(name: FieldScopeName): string {
  const s: FieldScope = FIELD_SCOPES[name];
  const list = (p: readonly string[]) => p.map((x) => (x.endsWith('*') ? `${x.slice(0, -1)}… fields` : x)).join(', ');
  return `Field scope (${s.rows}): ADMIN and SOPORTE read every field; a supplier user only ${list(s.supplier)}; customer roles (CLIENTE, SUCURSAL, MULTISUCURSAL) and `
    + `representatives only ${list(s.customer)}. A field outside the caller's scope is never returned, and naming it in fields, filter, query, searchCols or orderBy is a 400.`;
}
