/** First characters that make a spreadsheet read a text cell as a formula (OWASP CSV injection): = + - @, tab and carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell value a spreadsheet will not run as a formula: text starting with = + - @, tab or carriage return gets a leading single quote
 * (OWASP). Only strings change; numbers (negative ones too), dates, booleans and empty values are returned as they are, so they keep their type.
 * Idempotent: an escaped value starts with the quote and is not escaped again.
 */
export function neutraliseFormula<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
