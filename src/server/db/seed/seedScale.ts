/** How much demo data to generate. */
export type SeedScale = 'small' | 'demo' | 'large';

/** Row counts per company for each scale. */
export interface SeedSizes {
  clientes: number;
  representantes: number;
  proveedores: number;
  articulos: number;
  pedidos: number;
  lineasPorPedido: number;
  usuariosExtra: number;
}

/** Sizes of each scale: small for tests, demo for `npm start`, large (≥ 1,000,000 order lines) for benchmarks. */
export const SEED_SIZES: Record<SeedScale, SeedSizes> = {
  small: { clientes: 40, representantes: 5, proveedores: 8, articulos: 60, pedidos: 300, lineasPorPedido: 4, usuariosExtra: 12 },
  demo: { clientes: 400, representantes: 12, proveedores: 30, articulos: 300, pedidos: 5000, lineasPorPedido: 6, usuariosExtra: 30 },
  large: { clientes: 5000, representantes: 40, proveedores: 120, articulos: 2000, pedidos: 100_000, lineasPorPedido: 10, usuariosExtra: 60 },
};

/** Sizes of the second organisation (NORTE) at every scale: small, so it adds little seeding time, yet with real records of every kind for the scope tests. */
export const SECOND_ORGANISATION_SIZES: SeedSizes = {
  clientes: 12, representantes: 3, proveedores: 3, articulos: 24, pedidos: 80, lineasPorPedido: 3, usuariosExtra: 0,
};

/** Reads a scale name, failing with the list of valid ones. */
export function parseSeedScale(value: string | undefined, fallback: SeedScale): SeedScale {
  if (!value) return fallback;
  if (value in SEED_SIZES) return value as SeedScale;
  throw new Error(`SEED_SCALE must be one of ${Object.keys(SEED_SIZES).join(', ')}; got '${value}'`);
}
