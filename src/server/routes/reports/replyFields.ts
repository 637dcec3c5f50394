import { ErpError } from '../../errors.js';

/** Body schema of fields: the reply fields of each row to return, comma separated (or a list); absent or empty, every field. */
export const fieldsField = (description: string) => ({
  type: ['string', 'array', 'null'], maxLength: 2000, maxItems: 100, items: { type: 'string', maxLength: 64 }, description,
});

/**
 * The reply fields a call asks for (its fields body field), in the order of the row's fields (`available`; a name the row does not have is
 * a 400 naming it); null when every field is asked (absent or empty). The row's key fields are returned whatever is asked.
 */
export function replyFields(asked: unknown, available: readonly string[]): string[] | null {
  const names = (Array.isArray(asked) ? asked.map(String) : String(asked ?? '').split(',')).map((s) => s.trim()).filter(Boolean);
  if (names.length === 0) return null;
  const unknown = names.find((n) => !available.includes(n));
  if (unknown !== undefined) {
    throw new ErpError(400, 'VALIDATION_ERROR', `Invalid request: fields '${unknown.slice(0, 64)}' is not a field of the rows; use ${available.join(', ')}`);
  }
  return available.filter((f) => names.includes(f));
}
