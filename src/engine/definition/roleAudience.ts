/** Who a text is written for: the company's staff, a representative, a customer (any of its roles) or a supplier. */
export type RoleAudience = 'staff' | 'representative' | 'customer' | 'supplier';

const AUDIENCE: Record<string, RoleAudience> = {
  ADMIN: 'staff', SOPORTE: 'staff', REPRESENTANTE: 'representative', CLIENTE: 'customer', SUCURSAL: 'customer', MULTISUCURSAL: 'customer', PROVEEDOR: 'supplier',
};

/**
 * The audience of a role, used as the i18next context of a report's texts: a catalogue may hold `description_customer` beside `description`
 * (e.g. a card that mentions a cover page for support staff only), and a role without its own text reads the general one.
 */
export function roleAudience(role: string | null | undefined): RoleAudience | undefined {
  return role ? AUDIENCE[role] : undefined;
}
