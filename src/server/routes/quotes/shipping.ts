/**
 * Shipping costs the ERP adds to a quote by itself (a line with generadaDpc S): while the goods of an open quote are worth more than 0 and less than
 * the threshold, one line of the service article PORTES at a fixed price; at the threshold or above, or with no goods, none.
 */
export const SHIPPING = {
  article: 'PORTES',
  name: 'Portes y manipulación',
  /** Goods amount (sum of the other lines) from which shipping is free. */
  freeFrom: 300,
  price: 18,
  rate: 'GEN',
} as const;

/** True when a quote with these goods (amount of its non-generated lines) carries the shipping line. */
export const shippingApplies = (goodsAmount: number): boolean => goodsAmount > 0 && goodsAmount < SHIPPING.freeFrom;
