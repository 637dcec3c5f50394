import { INPUT_LIMITS } from '../../../schemas/inputBounds.js';
import { text } from '../reportRequest.js';
import { optCode } from '../reportSchemas.js';

/** A waste-code field: the code, or a row's CodigoLER with its description (longer than other codes). */
export const lerField = (description: string) => ({ ...optCode(`${description}: 150101, 15 01 01* or the row's CodigoLER with its description`), maxLength: INPUT_LIMITS.text });

/** Waste code as sent by the portal ("150101", "15 01 01*", or the row's CodigoLER "15 01 01 Envases…") → six digits. */
export function lerDigits(v: unknown): string | undefined {
  const s = text(v);
  if (s === undefined) return undefined;
  const m = /^(\d{2})\s*(\d{2})\s*(\d{2})/.exec(s);
  return m ? `${m[1]}${m[2]}${m[3]}` : s;
}
