import { describe, expect, it } from 'vitest';
import { priceLine } from '../../src/domain/quotes/linePricing';
import { lineDiscount, parsePrice, priceInputText, typedPriceText, type DiscountChain } from '../../src/domain/quotes/priceRules';

const chain = (porc1: number, porc2: number, porc3: number, entre12: '+' | '-' = '+', entre23: '+' | '-' = '+'): DiscountChain => ({ porc1, entre12, porc2, entre23, porc3 });

describe('discount of a line (the summary under the three percentages)', () => {
  it('is the combined chain on a gross price, whatever the quantity or price', () => {
    expect(lineDiscount(chain(5, 0, 0), 'B')).toBe(5);
    expect(lineDiscount(chain(10, 5, 2, '+', '-'), 'B')).toBe(13);
    expect(lineDiscount(chain(12.5, 2.25, 0), 'B')).toBe(14.75);
  });
  it('is none on a net price, and a chain still being chosen (gross/net empty) counts as gross', () => {
    expect(lineDiscount(chain(10, 5, 0), 'N')).toBe(0);
    expect(lineDiscount(chain(10, 5, 0), '')).toBe(15);
  });
  it('is the discount a priced line gets, with a quantity of 0 too', () => {
    for (const cantidadUmv of [0, 1, 37.5]) {
      expect(priceLine({ cantidadUmv, factor: 2, unitVolume: 0.1, precio: 100, brutoNeto: 'B', chain: chain(5, 0, 0) }).descuento).toBe(5);
    }
    expect(priceLine({ cantidadUmv: 3, factor: 1, unitVolume: 0, precio: 100, brutoNeto: 'N', chain: chain(5, 0, 0) }).descuento).toBe(0);
  });
});

describe('price field text (German notation)', () => {
  it('shows a price with a decimal comma and at least two decimals, keeping the four a price may have, without thousands dots', () => {
    expect(priceInputText(450.5)).toBe('450,50');
    expect(priceInputText(12)).toBe('12,00');
    expect(priceInputText(0.1235)).toBe('0,1235');
    expect(priceInputText(1234.5)).toBe('1234,50');
    expect(priceInputText(null)).toBe('');
    expect(priceInputText(Number.NaN)).toBe('');
  });
  it('keeps digits and one decimal comma of what is typed; a typed dot becomes the comma', () => {
    expect(typedPriceText('12.5')).toBe('12,5');
    expect(typedPriceText('12,5')).toBe('12,5');
    expect(typedPriceText('1a2,5€')).toBe('12,5');
    expect(typedPriceText('1,2,3')).toBe('1,23');
    expect(typedPriceText('-3')).toBe('3');
  });
  it('reads back as the same price (the comma turned into a dot)', () => {
    for (const n of [450.5, 12, 0.1235, 1234.5, 99.99]) expect(parsePrice(priceInputText(n))).toBe(n);
    expect(parsePrice(typedPriceText('7.25'))).toBe(7.25);
  });
});
