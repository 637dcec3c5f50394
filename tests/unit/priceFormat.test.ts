import { describe, expect, it } from 'vitest';
import { formatAmount as amountText, formatNumber, formatPrice as priceText } from '../../src/engine/format/formatAmount';
import { formatCell } from '../../src/engine/format/formatCell';
import { isNumericFormat } from '../../src/engine/format/isNumericFormat';

/** The formats with a plain space before the euro sign (Intl writes a no-break space). */
const formatPrice = (v: Parameters<typeof priceText>[0]) => priceText(v).replace(/\u00a0/g, ' ');
const formatAmount = (v: Parameters<typeof amountText>[0]) => amountText(v).replace(/\u00a0/g, ' ');

/** A Spanish-formatted number back to a number ('1.234,5678 €' → 1234.5678). */
const read = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

describe('price per unit format: the decimals a price has, 2 to 6, trailing zeros trimmed', () => {
  it('shows prices per kilo with their decimals and whole prices with cents', () => {
    expect(formatPrice(0.01186)).toBe('0,01186 €');
    expect(formatPrice(12.5)).toBe('12,50 €');
    expect(formatPrice(1234.5678)).toBe('1.234,5678 €');
    expect(formatPrice(0.123456789)).toBe('0,123457 €');
    expect(formatPrice('0,0400')).toBe('0,04 €');
    expect(formatPrice(null)).toBe('');
    expect(formatCell({ field: 'p', format: 'price' }, 0.01186).replace(/\u00a0/g, ' ')).toBe('0,01186 €');
    expect(isNumericFormat('price')).toBe(true);
  });

  it('quantity × the price shown = the amount shown, at every precision up to 6 decimals', () => {
    // Order 4700006's line: 7.921,6 kg at 0,01186 €/kg = 93,95 €.
    const cases: [number, number][] = [[7921.6, 0.01186], [200, 0.04], [9800, 0.0315], [12, 145.5], [3, 0.333333], [1250.75, 0.08125], [60, 1.999999], [0.5, 1234.567891]];
    for (const [quantity, price] of cases) {
      const amount = Math.round(quantity * price * 100) / 100;
      const shownPrice = read(formatPrice(price));
      const shownQuantity = read(formatNumber(quantity));
      expect(shownQuantity, `${quantity}`).toBe(quantity);
      expect(formatAmount(Math.round(shownQuantity * shownPrice * 100) / 100), `${quantity} × ${price}`).toBe(formatAmount(amount));
    }
    expect(formatAmount(Math.round(7921.6 * read(formatPrice(0.01186)) * 100) / 100)).toBe('93,95 €');
    // What an amount format did to a price per kilo: 7.921,6 × 0,01 € is not 93,95 €.
    expect(formatAmount(Math.round(7921.6 * read(formatAmount(0.01186)) * 100) / 100)).not.toBe('93,95 €');
  });
});

describe('prices per unit in exports', () => {
  it('the spreadsheet keeps every decimal of a price (0.00#### €) and the CSV writes them, while amounts keep two', async () => {
    const { sheetColumns } = await import('../../src/engine/exports/excelSheet');
    const { CsvStreamWriter } = await import('../../src/engine/exports/CsvStreamWriter');
    const columns = [{ field: 'precio', headerKey: 'p', format: 'price' as const }, { field: 'importe', headerKey: 'a', format: 'amount' as const }];
    const sheet = { sheetName: 'Precios', columns: sheetColumns(columns, (k: string) => k) };
    expect(sheet.columns.map((c) => c.numFmt)).toEqual(['#,##0.00#### "€"', '#,##0.00 "€"']);
    const writer = new CsvStreamWriter(sheet);
    writer.write([[0.01186, 93.9482]]);
    const text = new TextDecoder().decode(new Uint8Array(await writer.finish().arrayBuffer()).slice(3));
    expect(text.split('\r\n')[1]).toBe('0,01186;93,95');
  });
});
