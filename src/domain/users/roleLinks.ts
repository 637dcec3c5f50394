/** The links that tie a portal user to ERP data, by code. */
export interface UserLinks {
  cliente: string | null;
  sucursal: string | null;
  sucursales: readonly string[];
  representante: string | null;
  agente: string | null;
  proveedor: string | null;
  sucursalProv: string | null;
}

/** A link field of a portal user. */
export type LinkField = keyof UserLinks;

/** Every link field, for clearing and checking. */
export const LINK_FIELDS: readonly LinkField[] = ['cliente', 'sucursal', 'sucursales', 'representante', 'agente', 'proveedor', 'sucursalProv'];

/** No links at all. */
export const NO_LINKS: UserLinks = { cliente: null, sucursal: null, sucursales: [], representante: null, agente: null, proveedor: null, sucursalProv: null };

/**
 * The links each role uses (spec 1 §4.2, §6): ADMIN and SOPORTE none, REPRESENTANTE a representative and agent, CLIENTE a customer,
 * SUCURSAL a customer and one branch, MULTISUCURSAL a customer and several branches, PROVEEDOR a supplier and optionally its branch.
 */
export const ROLE_LINKS = {
  ADMIN: [],
  REPRESENTANTE: ['representante', 'agente'],
  CLIENTE: ['cliente'],
  SUCURSAL: ['cliente', 'sucursal'],
  MULTISUCURSAL: ['cliente', 'sucursales'],
  PROVEEDOR: ['proveedor', 'sucursalProv'],
  SOPORTE: [],
} as const satisfies Record<string, readonly LinkField[]>;

/** A role the portal knows the links of. */
export type KnownRole = keyof typeof ROLE_LINKS;

/** True for a role of ROLE_LINKS. */
export const isKnownRole = (role: string | null | undefined): role is KnownRole => typeof role === 'string' && Object.hasOwn(ROLE_LINKS, role);

/** The link fields a role uses (none for an unknown role). */
export const linkFieldsOf = (role: string | null | undefined): readonly LinkField[] => (isKnownRole(role) ? ROLE_LINKS[role] : []);

/** Why a user cannot be activated yet; the UI shows it as `users.activation.<problem>`. */
export type ActivationProblem = 'noRole' | 'unknownRole' | 'needsRepresentative' | 'needsCustomer' | 'needsBranch' | 'needsBranches' | 'needsSupplier';

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * What keeps a user from being activated (save enabled), or null when nothing does (spec 1 §4.2): ADMIN and SOPORTE always;
 * REPRESENTANTE with a representative; CLIENTE with a customer; SUCURSAL with customer and branch; MULTISUCURSAL with a customer and at
 * least one branch (the rule the spec leaves open); PROVEEDOR with a supplier (its branch is optional).
 */
export function activationProblem(role: string | null | undefined, links: UserLinks): ActivationProblem | null {
  if (!filled(role)) return 'noRole';
  if (!isKnownRole(role)) return 'unknownRole';
  switch (role) {
    case 'ADMIN':
    case 'SOPORTE':
      return null;
    case 'REPRESENTANTE':
      return filled(links.representante) && filled(links.agente) ? null : 'needsRepresentative';
    case 'PROVEEDOR':
      return filled(links.proveedor) ? null : 'needsSupplier';
    case 'CLIENTE':
    case 'SUCURSAL':
    case 'MULTISUCURSAL':
      if (!filled(links.cliente)) return 'needsCustomer';
      if (role === 'SUCURSAL' && !filled(links.sucursal)) return 'needsBranch';
      if (role === 'MULTISUCURSAL' && links.sucursales.filter(filled).length === 0) return 'needsBranches';
      return null;
  }
}

/** True when the role's links are complete, so the user may be activated. */
export const canActivate = (role: string | null | undefined, links: UserLinks): boolean => activationProblem(role, links) === null;

/** Link fields that carry a value although the role does not use them (the server refuses them). */
export function unusedLinks(role: string | null | undefined, links: UserLinks): LinkField[] {
  const used = new Set<LinkField>(linkFieldsOf(role));
  return LINK_FIELDS.filter((f) => !used.has(f) && (f === 'sucursales' ? links.sucursales.length > 0 : filled(links[f] as string | null)));
}
