import { describe, expect, it } from 'vitest';
import { csvField } from '../../src/engine/exports/csvField';
import { neutraliseFormula } from '../../src/engine/exports/neutraliseFormula';

describe('neutraliseFormula (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
    ['+1+cmd|\' /C calc\'!A0', '\'+1+cmd|\' /C calc\'!A0'],
    ['-2+3', '\'-2+3'],
    ['-12,50', '\'-12,50'],
    ['@SUM(1,2)', '\'@SUM(1,2)'],
    ['\t=1+1', '\'\t=1+1'],
    ['\r=1+1', '\'\r=1+1'],
  ])('escapes text starting with a formula character: %j', (input, expected) => {
    expect(neutraliseFormula(input)).toBe(expected);
  });
  it.each([['Cliente =1'], ['ACME, S.L.'], [''], [' =1'], ['\'=already escaped'], ['1-2']])('leaves other text as it is: %j', (input) => {
    expect(neutraliseFormula(input)).toBe(input);
  });
  it('keeps numbers (negative ones too), dates, booleans and empty values with their type', () => {
    const day = new Date(Date.UTC(2026, 0, 5));
    expect(neutraliseFormula(-12.5)).toBe(-12.5);
    expect(neutraliseFormula(0)).toBe(0);
    expect(neutraliseFormula(day)).toBe(day);
    expect(neutraliseFormula(false)).toBe(false);
    expect(neutraliseFormula(null)).toBeNull();
    expect(neutraliseFormula(undefined)).toBeUndefined();
  });
  it('is idempotent', () => {
    const once = neutraliseFormula('=1+1');
    expect(neutraliseFormula(once)).toBe(once);
  });
});

describe('csvField', () => {
  it('neutralises and quotes text that would run as a formula, doubling inner quotes', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('@cmd')).toBe('"\'@cmd"');
    expect(csvField('-5')).toBe('"\'-5"');
  });
  it('quotes text holding the separator, a quote or a line break, and only then', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a,b')).toBe('a,b');
    expect(csvField('a,b', { separator: ',' })).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('ACME S.L.')).toBe('ACME S.L.');
  });
  it('writes numbers as numbers, never escaped: negative amounts keep their sign, with fixed decimals and decimal comma when asked', () => {
    expect(csvField(-12.5, { decimals: 2, decimalComma: true })).toBe('-12,50');
    expect(csvField(1234.567, { decimals: 2, decimalComma: true })).toBe('1234,57');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(2026)).toBe('2026');
  });
  it('writes null and undefined as an empty field', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
});
