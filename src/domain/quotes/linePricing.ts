import { lineDiscount, lineAmount, lineVolume, netPrice, NO_DISCOUNT, priceUnitQuantity, type DiscountChain, type GrossNet } from './priceRules';

/** What a line's values are computed from: the sales quantity, the article's units and volume, the price used, gross/net and the discount chain. */
export interface LinePricingInput {
  /** Quantity in the sales unit (what the user types). */
  cantidadUmv: number;
  /** Price units in one sales unit. */
  factor: number;
  /** m³ of one sales unit. */
  unitVolume: number;
  /** Unit price used (per price unit). */
  precio: number;
  brutoNeto: GrossNet;
  chain: DiscountChain;
}

/** The computed values of a line. */
export interface LinePricing {
  /** Quantity in the price unit. */
  cantidad: number;
  volumen: number;
  /** Combined line discount in percent (0 on net prices). */
  descuento: number;
  /** Discount chain actually applied (none on net prices). */
  chain: DiscountChain;
  neto: number;
  importe: number;
}

/** Computes a line: quantity in the price unit, volume, discount (none on a net price), net unit price and amount. */
export function priceLine(input: LinePricingInput): LinePricing {
  const chain = input.brutoNeto === 'N' ? NO_DISCOUNT : input.chain;
  const descuento = lineDiscount(input.chain, input.brutoNeto);
  const cantidad = priceUnitQuantity(input.cantidadUmv, input.factor);
  const neto = netPrice(input.precio, descuento, input.brutoNeto);
  return { cantidad, volumen: lineVolume(input.cantidadUmv, input.unitVolume), descuento, chain, neto, importe: lineAmount(neto, cantidad) };
}
