/** Spanish tax codes of companies (CIF/NIF of legal persons): an organisation letter, seven digits (the first two the province) and a check character. */

const CONTROL_LETTERS = 'JABCDEFGHI';
/** Organisation letters whose check character is a letter (P, Q, S, N, W: public bodies, foreign and non-resident entities) or a digit (A, B, E, H). */
const LETTER_CHECK = new Set(['P', 'Q', 'R', 'S', 'N', 'W']);
const DIGIT_CHECK = new Set(['A', 'B', 'E', 'H']);

/** The check value (0–9) of the seven digits of a CIF, by the official algorithm. */
function checkValue(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 0) {
      const doubled = d * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += d;
    }
  }
  return (10 - (sum % 10)) % 10;
}

/** The check character of a CIF with this organisation letter and seven digits. */
export function cifCheck(letter: string, digits: string): string {
  const value = checkValue(digits);
  if (LETTER_CHECK.has(letter)) return CONTROL_LETTERS[value]!;
  if (DIGIT_CHECK.has(letter)) return String(value);
  return String(value);
}

/** A CIF of this organisation letter, province code (two digits) and five-digit serial, with its check character. */
export function cifOf(letter: string, provincia: string, serial: number): string {
  const digits = `${provincia.padStart(2, '0')}${String(serial % 100_000).padStart(5, '0')}`;
  return `${letter}${digits}${cifCheck(letter, digits)}`;
}

/** Whether a code is a well-formed CIF whose check character is right (either form for letters that accept both). */
export function isValidCif(cif: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(cif);
  if (!match) return false;
  const [, letter, digits, control] = match as unknown as [string, string, string, string];
  const value = checkValue(digits);
  if (LETTER_CHECK.has(letter)) return control === CONTROL_LETTERS[value];
  if (DIGIT_CHECK.has(letter)) return control === String(value);
  return control === String(value) || control === CONTROL_LETTERS[value];
}
