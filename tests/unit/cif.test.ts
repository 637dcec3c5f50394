import { describe, expect, it } from 'vitest';
import { cifCheck, cifOf, isValidCif } from '../../src/server/db/seed/cif';

/** The check character of Spanish company tax codes (CIF), which the demo data's companies carry. */
describe('CIF check character', () => {
  it('accepts the published CIFs of well-known companies and public bodies', () => {
    // Mercadona, Inditex, Telefónica, El Corte Inglés, Repsol (digit check); two public bodies (letter check).
    for (const cif of ['A46103834', 'A15075062', 'A82018474', 'A28017895', 'A78374725', 'Q2818014I', 'S2800568D']) expect(isValidCif(cif), cif).toBe(true);
  });

  it('refuses a wrong check character, a wrong organisation letter and a malformed code', () => {
    for (const cif of ['A46103835', 'B12345678', 'Q2818014J', 'I46103834', 'A4610383', 'A461038344', 'a46103834', '']) expect(isValidCif(cif), cif).toBe(false);
  });

  it('builds valid codes of the province and serial given, with a digit for companies and a letter for public bodies', () => {
    expect(cifOf('B', '46', 123)).toBe('B46001236');
    for (let serial = 0; serial < 500; serial += 7) {
      for (const letter of ['A', 'B', 'F', 'Q']) {
        const cif = cifOf(letter, '28', serial);
        expect(cif.slice(1, 3)).toBe('28');
        expect(isValidCif(cif), cif).toBe(true);
      }
    }
    expect(cifCheck('Q', '2818014')).toBe('I');
    expect(cifCheck('A', '4610383')).toBe('4');
  });
});
