import { describe, expect, it } from 'vitest';
import { parseCurrentQuote } from '../../src/features/quotes/model/currentQuote';
import { priceLine } from '../../src/domain/quotes/linePricing';
import {
  clampQuantity, combineDiscounts, discountInRange, lineAmount, lineVolume, NO_DISCOUNT, netPrice, parsePrice, priceUnitQuantity, quantityText, quoteTotals, sanitizePriceInput, toggleLink,
} from '../../src/domain/quotes/priceRules';
import { addDaysIso, defaultQuoteDates, isoToWire, listEndParam, wireToIso } from '../../src/domain/quotes/quoteDates';
import {
  customerStepComplete, deleteSelectionProblem, editSelectionProblem, grossNetLocked, lineEditable, QUOTE_MESSAGES, quoteEditable, validateHeader, validateLine, type HeaderForm,
} from '../../src/domain/quotes/quoteRules';
import { createSerialQueue } from '../../src/features/quotes/model/serialQueue';

describe('quote prices and discounts', () => {
  it('combines the three percentages with their + and − links', () => {
    expect(combineDiscounts({ porc1: 10, entre12: '+', porc2: 5, entre23: '+', porc3: 0 })).toBe(15);
    expect(combineDiscounts({ porc1: 15, entre12: '-', porc2: 3, entre23: '+', porc3: 2.5 })).toBe(14.5);
    expect(combineDiscounts({ porc1: 10, entre12: '+', porc2: 5, entre23: '-', porc3: 5 })).toBe(10);
    expect(combineDiscounts(NO_DISCOUNT)).toBe(0);
    expect(toggleLink('+')).toBe('-');
    expect(toggleLink('-')).toBe('+');
  });
  it('keeps each percentage and the chain within 0–100', () => {
    expect(discountInRange({ porc1: 60, entre12: '+', porc2: 40, entre23: '+', porc3: 0 })).toBe(true);
    expect(discountInRange({ porc1: 60, entre12: '+', porc2: 50, entre23: '+', porc3: 0 })).toBe(false);
    expect(discountInRange({ porc1: 5, entre12: '-', porc2: 10, entre23: '+', porc3: 0 })).toBe(false);
    expect(discountInRange({ porc1: 101, entre12: '-', porc2: 10, entre23: '+', porc3: 0 })).toBe(false);
    expect(discountInRange({ porc1: Number.NaN, entre12: '+', porc2: 0, entre23: '+', porc3: 0 })).toBe(false);
  });
  it('takes the discount off a gross price, never off a net one', () => {
    expect(netPrice(12.5, 15, 'B')).toBe(10.625);
    expect(netPrice(12.5, 15, 'N')).toBe(12.5);
    expect(netPrice(0.3333, 10, 'B')).toBe(0.3);
    expect(netPrice(19.99, 0, 'B')).toBe(19.99);
  });
  it('values a line by net price × quantity in the price unit, in cents', () => {
    expect(priceUnitQuantity(3, 12)).toBe(36);
    expect(priceUnitQuantity(2.5, 25)).toBe(62.5);
    expect(lineAmount(10.625, 36)).toBe(382.5);
    expect(lineAmount(0.3333, 3)).toBe(1);
    expect(lineAmount(1.005, 1)).toBe(1.01);
    expect(lineVolume(3, 0.0425)).toBe(0.128);
  });
  it('totals a quote: rappel on the lines, prompt payment on the rest, VAT 21 % on the base', () => {
    const t = quoteTotals([382.5, 117.5], 3, 2);
    expect(t).toEqual({ lines: 500, rappel: 15, promptPayment: 9.7, base: 475.3, vat: 99.81, total: 575.11 });
    expect(quoteTotals([], 5, 2)).toEqual({ lines: 0, rappel: 0, promptPayment: 0, base: 0, vat: 0, total: 0 });
    expect(quoteTotals([100], 0, 0).total).toBe(121);
  });
  it('accepts digits and a comma in the price, stored with a dot', () => {
    expect(sanitizePriceInput('12,50')).toBe('12.50');
    expect(sanitizePriceInput('1a2,5€')).toBe('12.5');
    expect(sanitizePriceInput('1,2,3')).toBe('1.23');
    expect(sanitizePriceInput('-3')).toBe('3');
    expect(parsePrice('12,5')).toBe(12.5);
    expect(parsePrice('0,12345')).toBe(0.1235);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice(',')).toBeNull();
  });
  it('clamps quantities to 0–100000 with two decimals', () => {
    expect(clampQuantity(5)).toBe(5);
    expect(clampQuantity('2,456')).toBe(2.46);
    expect(clampQuantity(-4)).toBe(0);
    expect(clampQuantity(100_000.5)).toBe(100_000);
    expect(clampQuantity('')).toBe(0);
    expect(clampQuantity('abc')).toBe(0);
    expect(clampQuantity(null)).toBe(0);
  });
  it('keeps typed quantities, clamping what falls outside the spinner', () => {
    expect(quantityText('')).toBe('');
    expect(quantityText('12')).toBe('12');
    expect(quantityText('1.5')).toBe('1.5');
    expect(quantityText('200000')).toBe('100000');
    expect(quantityText('-3')).toBe('0');
    expect(quantityText('2.456')).toBe('2.46');
    expect(quantityText('x')).toBe('');
  });
});

describe('quote dates', () => {
  it('defaults to today and a validity seven days later', () => {
    expect(defaultQuoteDates('2025-12-28')).toEqual({ fecha: '2025-12-28', fechaVigencia: '2026-01-04' });
    expect(addDaysIso('2024-02-28', 1)).toBe('2024-02-29');
  });
  it('sends the list end date plus one day, as DD/MM/YYYY', () => {
    expect(listEndParam('2025-12-31')).toBe('01/01/2026');
    expect(listEndParam('')).toBe('');
    expect(listEndParam(null)).toBe('');
  });
  it('converts between the wire format and ISO days, refusing impossible days', () => {
    expect(isoToWire('2025-03-09')).toBe('09/03/2025');
    expect(isoToWire(null)).toBe('');
    expect(wireToIso('09/03/2025')).toBe('2025-03-09');
    expect(wireToIso('2025-03-09')).toBe('2025-03-09');
    expect(wireToIso('31/02/2025')).toBeUndefined();
    expect(wireToIso('ayer')).toBeUndefined();
    expect(wireToIso('')).toBeUndefined();
  });
});

const header = (over: Partial<HeaderForm> = {}): HeaderForm => ({
  refPedido: '', fecha: '2025-06-10', fechaVigencia: '2025-06-17', plazoEntrega: '', formaPago: 'T30', dtoRappel: 'R00', dtoPP: 'PP0', observaciones: '', ...over,
});

describe('quote validation rules', () => {
  it('step 1 needs a customer and a branch', () => {
    expect(customerStepComplete('000001', '001')).toBe(true);
    expect(customerStepComplete('000001', '')).toBe(false);
    expect(customerStepComplete(null, '001')).toBe(false);
    expect(customerStepComplete(' ', ' ')).toBe(false);
  });
  it('step 2 requires dates, payment method and both discounts', () => {
    expect(validateHeader(header())).toEqual({});
    expect(validateHeader(header({ fecha: '', fechaVigencia: '', formaPago: '', dtoRappel: '', dtoPP: '' }))).toEqual({
      fecha: QUOTE_MESSAGES.required, fechaVigencia: QUOTE_MESSAGES.required, formaPago: QUOTE_MESSAGES.required, dtoRappel: QUOTE_MESSAGES.required, dtoPP: QUOTE_MESSAGES.required,
    });
  });
  it('step 2 refuses a validity or a delivery deadline before the creation date, and invalid dates', () => {
    expect(validateHeader(header({ fechaVigencia: '2025-06-09' }))).toEqual({ fechaVigencia: QUOTE_MESSAGES.validityBeforeCreation });
    expect(validateHeader(header({ fechaVigencia: '2025-06-10', plazoEntrega: '2025-06-10' }))).toEqual({});
    expect(validateHeader(header({ plazoEntrega: '2025-06-01' }))).toEqual({ plazoEntrega: QUOTE_MESSAGES.deadlineBeforeCreation });
    expect(validateHeader(header({ fecha: '2025-02-30' }))).toEqual({ fecha: QUOTE_MESSAGES.invalidDate });
  });
  it('a line needs rate, gross/net and a quantity; the price and the discount chain must be valid', () => {
    const ok = { tarifa: 'GEN', brutoNeto: 'B', cantidad: 3, precio: 12.5, chain: NO_DISCOUNT };
    expect(validateLine(ok)).toEqual({});
    expect(validateLine({ ...ok, tarifa: '', brutoNeto: '', cantidad: 0 })).toEqual({ tarifa: QUOTE_MESSAGES.required, brutoNeto: QUOTE_MESSAGES.required, cantidad: QUOTE_MESSAGES.required });
    expect(validateLine({ ...ok, cantidad: null, precio: null })).toEqual({ cantidad: QUOTE_MESSAGES.required, precio: QUOTE_MESSAGES.invalidPrice });
    const tooMuch = { porc1: 80, entre12: '+' as const, porc2: 30, entre23: '+' as const, porc3: 0 };
    expect(validateLine({ ...ok, chain: tooMuch })).toEqual({ descuento: QUOTE_MESSAGES.discountRange });
    expect(validateLine({ ...ok, brutoNeto: 'N', chain: tooMuch })).toEqual({});
  });
  it('locks generated lines, gross/net on JV quotes, and every change once a quote is not open', () => {
    expect(lineEditable({ generadaDpc: 'S' })).toBe(false);
    expect(lineEditable({ generadaDpc: 'N' })).toBe(true);
    expect(lineEditable({})).toBe(true);
    expect(grossNetLocked('JV')).toBe(true);
    expect(grossNetLocked('0')).toBe(false);
    expect(quoteEditable(1)).toBe(true);
    expect(quoteEditable(2)).toBe(false);
  });
  it('edits exactly one open quote and never deletes an accepted one', () => {
    expect(editSelectionProblem([])).toBe(QUOTE_MESSAGES.noSelection);
    expect(editSelectionProblem([{ estado: 1 }, { estado: 1 }])).toBe(QUOTE_MESSAGES.onlyOne);
    expect(editSelectionProblem([{ estado: 2 }])).toBe(QUOTE_MESSAGES.statusNotCorrect);
    expect(editSelectionProblem([{ estado: 1 }])).toBeNull();
    expect(deleteSelectionProblem([])).toBe(QUOTE_MESSAGES.noSelection);
    expect(deleteSelectionProblem([{ estado: 1 }, { estado: 2 }])).toBe(QUOTE_MESSAGES.acceptedNotDeletable);
    expect(deleteSelectionProblem([{ estado: 1 }, { estado: 3 }, { estado: 4 }])).toBeNull();
  });
});

describe('wizard state', () => {
  it('reads the stored current quote and ignores damaged entries', () => {
    expect(parseCurrentQuote(JSON.stringify({ id: 12, step: 3, origin: 'summary' }))).toEqual({ id: 12, step: 3, origin: 'summary' });
    expect(parseCurrentQuote(JSON.stringify({ id: null, step: 3, origin: 'list' }))).toEqual({ id: null, step: 1, origin: 'list' });
    expect(parseCurrentQuote(JSON.stringify({ id: 12, step: 7, origin: 'list' }))).toBeNull();
    expect(parseCurrentQuote(JSON.stringify({ id: -1, step: 1, origin: 'list' }))).toBeNull();
    expect(parseCurrentQuote('{oops')).toBeNull();
    expect(parseCurrentQuote(null)).toBeNull();
  });
  it('runs saves one after the other, even when one fails', async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    const slow = (name: string, ms: number, fail = false) => () => new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      setTimeout(() => { log.push(`end ${name}`); if (fail) reject(new Error(name)); else resolve(name); }, ms);
    });
    const a = queue(slow('a', 30));
    const b = queue(slow('b', 5, true));
    const c = queue(slow('c', 1));
    await expect(a).resolves.toBe('a');
    await expect(b).rejects.toThrow('b');
    await expect(c).resolves.toBe('c');
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});

describe('line pricing', () => {
  it('computes quantity, volume, discount, net price and amount of a gross line', () => {
    const chain = { porc1: 10, entre12: '+' as const, porc2: 5, entre23: '+' as const, porc3: 0 };
    expect(priceLine({ cantidadUmv: 3, factor: 12, unitVolume: 0.02, precio: 2.5, brutoNeto: 'B', chain })).toEqual({
      cantidad: 36, volumen: 0.06, descuento: 15, chain, neto: 2.125, importe: 76.5,
    });
  });
  it('ignores the discount chain on a net price', () => {
    const chain = { porc1: 10, entre12: '+' as const, porc2: 0, entre23: '+' as const, porc3: 0 };
    expect(priceLine({ cantidadUmv: 2, factor: 1, unitVolume: 0.5, precio: 40, brutoNeto: 'N', chain })).toEqual({
      cantidad: 2, volumen: 1, descuento: 0, chain: NO_DISCOUNT, neto: 40, importe: 80,
    });
  });
});
