import { describe, expect, it } from 'vitest';
import { formatAmount, formatNumber } from '../../src/engine/format/formatAmount';
import { formatDate } from '../../src/engine/format/formatDate';
import { truncateAtWord } from '../../src/engine/text/truncateAtWord';

describe('formatDate (DD/MM/YYYY)', () => {
  it.each([
    ['2026-11-21', '21/11/2026'],
    ['2026-01-05T10:00:00', '05/01/2026'],
    ['05/01/2026', '05/01/2026'],
    ['', ''],
    [null, ''],
    ['not a date', ''],
    ['31/02/2026', ''],
  ])('%s → %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });
});

describe('formatAmount (de-DE, euro)', () => {
  it.each([
    [1234.5, '1.234,50 €'],
    [0, '0,00 €'],
    [-87.456, '-87,46 €'],
    ['1500.1', '1.500,10 €'],
    ['12,5', '12,50 €'],
    [null, ''],
    ['abc', ''],
  ])('%s → %s', (input, expected) => {
    expect(formatAmount(input).replace(/\u00a0/g, ' ')).toBe(expected);
  });
  it('formats quantities with German separators', () => {
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
  });
});

describe('truncateAtWord (report descriptions, 200 characters)', () => {
  it('keeps short text', () => {
    expect(truncateAtWord('Informe corto.')).toBe('Informe corto.');
  });
  it('cuts at the last whole word and adds an ellipsis', () => {
    const text = `${'palabra '.repeat(30)}final`;
    const cut = truncateAtWord(text);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(201);
    expect(cut.slice(0, -1)).toMatch(/palabra$/);
  });
  it('never cuts a word in half', () => {
    const text = 'a'.repeat(195) + ' abcdefghij';
    expect(truncateAtWord(text)).toBe(`${'a'.repeat(195)}…`);
  });
  it('keeps a word that ends exactly at the limit', () => {
    const text = `${'b'.repeat(200)} más`;
    expect(truncateAtWord(text)).toBe(`${'b'.repeat(200)}…`);
  });
  it('honours another limit', () => {
    expect(truncateAtWord('uno dos tres cuatro', 10)).toBe('uno dos…');
  });
});
