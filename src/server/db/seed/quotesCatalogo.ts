/** Payment methods of every company (code, name, days to pay). */
export const FORMAS_PAGO = [
  { forma_pago: 'CON', nombre: 'Contado', dias: 0 },
  { forma_pago: 'T30', nombre: 'Transferencia a 30 días', dias: 30 },
  { forma_pago: 'R30', nombre: 'Recibo domiciliado a 30 días', dias: 30 },
  { forma_pago: 'R60', nombre: 'Recibo domiciliado 30/60 días', dias: 60 },
  { forma_pago: 'PAG', nombre: 'Pagaré a 60 días', dias: 60 },
  { forma_pago: 'CNF', nombre: 'Confirming a 90 días', dias: 90 },
] as const;

type Link = '+' | '-';
const chain = (porc1: number, entre12: Link = '+', porc2 = 0, entre23: Link = '+', porc3 = 0) => ({ porc1, entre12, porc2, entre23, porc3 });

/** Discount types: prompt payment (PP), header rappel (CAB) and line discounts (LIN). */
export const DESCUENTOS = [
  { tipo_descuento: 'PP0', ambito: 'PP', denominacion: 'Sin descuento por pronto pago', ...chain(0) },
  { tipo_descuento: 'PP1', ambito: 'PP', denominacion: 'Pronto pago 1 %', ...chain(1) },
  { tipo_descuento: 'PP2', ambito: 'PP', denominacion: 'Pronto pago 2 %', ...chain(2) },
  { tipo_descuento: 'PP3', ambito: 'PP', denominacion: 'Pronto pago 3 % (contado)', ...chain(3) },
  { tipo_descuento: 'R00', ambito: 'CAB', denominacion: 'Sin rappel', ...chain(0) },
  { tipo_descuento: 'R02', ambito: 'CAB', denominacion: 'Rappel 2 %', ...chain(2) },
  { tipo_descuento: 'R03', ambito: 'CAB', denominacion: 'Rappel 3 %', ...chain(3) },
  { tipo_descuento: 'R05', ambito: 'CAB', denominacion: 'Rappel gran cuenta 5 %', ...chain(5) },
  { tipo_descuento: 'L00', ambito: 'LIN', denominacion: 'Sin descuento', ...chain(0) },
  { tipo_descuento: 'L05', ambito: 'LIN', denominacion: 'Profesional 5 %', ...chain(5) },
  { tipo_descuento: 'L10', ambito: 'LIN', denominacion: 'Obra 10 + 5', ...chain(10, '+', 5) },
  { tipo_descuento: 'L12', ambito: 'LIN', denominacion: 'Promoción 15 − 3', ...chain(15, '-', 3) },
  { tipo_descuento: 'L20', ambito: 'LIN', denominacion: 'Gran cuenta 10 + 5 + 5', ...chain(10, '+', 5, '+', 5) },
] as const;

/** Rates: price factor on the article's base price, gross (B) or net (N), default line discount. */
export const TARIFAS = [
  { tarifa: 'GEN', nombre: 'Tarifa general', bruto_neto: 'B', tipo_dto: 'L00', factor: 1 },
  { tarifa: 'PRO', nombre: 'Tarifa profesional', bruto_neto: 'B', tipo_dto: 'L05', factor: 0.97 },
  { tarifa: 'OBR', nombre: 'Tarifa obra', bruto_neto: 'B', tipo_dto: 'L10', factor: 1 },
  { tarifa: 'NET', nombre: 'Tarifa neta distribuidor', bruto_neto: 'N', tipo_dto: null, factor: 0.85 },
] as const;

/** Prices of the previous year, as a share of this year's. */
export const PREVIOUS_YEAR_FACTOR = 0.96;
/** Lowest net price of an article, as a share of its base price. */
export const PRICE_LIMIT_FACTOR = 0.7;

/** Groupings every company starts with. */
export const AGRUPACIONES = ['Almacén', 'Exterior', 'Fase 1', 'Fase 2', 'Oficinas', 'Planta baja', 'Primera planta'] as const;

/** Sales unit packs by price unit (chosen for some of the articles): a lorry of 20 t, a big bag of 500 kg, a GRG of 1,000 L, a pallet of 4 drums. */
export const PACKS: Record<string, { umv: string; factor: number }> = {
  T: { umv: 'CAM', factor: 20 },
  KG: { umv: 'BB', factor: 500 },
  L: { umv: 'GRG', factor: 1000 },
  UD: { umv: 'PAL', factor: 4 },
  CJ: { umv: 'PAL', factor: 10 },
  M3: { umv: 'M3', factor: 1 },
};
