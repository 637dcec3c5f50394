/** Local-storage keys of the portal; one list so clearing the session forgets nothing. */
export const STORAGE_KEYS = {
  urlInfo: 'urlInfo',
  isOnPremise: 'isOnPremise',
  session: 'session',
  portalData: 'portalData',
  refreshToken: 'refreshToken',
  options: 'opcionesPortal',
  reports: 'informesPortal',
  role: 'rolPortal',
  roleDates: 'fechasRol',
  orderStatuses: 'estadosPedidosWeb',
  module: 'modulo',
  style: 'estilo',
  language: 'idioma',
  shopToken: 'tokenTienda',
  expertToken: 'tokenExpert',
  cart: 'carrito',
  currentQuote: 'presupuestoActual',
} as const;

/** Keys removed when the session is cleared (logout, failed refresh, entering the login page). */
export const SESSION_KEYS = [
  STORAGE_KEYS.session, STORAGE_KEYS.portalData, STORAGE_KEYS.refreshToken, STORAGE_KEYS.options, STORAGE_KEYS.reports,
  STORAGE_KEYS.role, STORAGE_KEYS.roleDates, STORAGE_KEYS.orderStatuses, STORAGE_KEYS.shopToken, STORAGE_KEYS.expertToken,
  STORAGE_KEYS.cart, STORAGE_KEYS.currentQuote,
] as const;

/** Stored constants of spec 1 §3: paging sizes, placeholder image and default country. */
export const STORED_DEFAULTS = {
  pagingFamilies: 9,
  pagingProducts: 12,
  defaultImage: '/images/sin-imagen.svg',
  defaultCountry: '011',
} as const;
