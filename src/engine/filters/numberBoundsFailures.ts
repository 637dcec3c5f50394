import type { ReportDefinition } from '../definition/reportDefinition.gen';
import { isEmpty } from '../values/getPath';

/** A number field whose value lies outside the bounds its schema declares (minimum, maximum), or is not a number. */
export interface NumberBoundsFailure {
  field: string;
  messageKey: string;
  min?: number;
  max?: number;
}

type NumberProperty = { type?: string | string[]; minimum?: number; maximum?: number };

const isNumberType = (t: NumberProperty['type']) => (Array.isArray(t) ? t : [t]).some((x) => x === 'integer' || x === 'number');

/** Every filled number field of the filter schema outside its bounds (messages.numberOutOfRange names them) or not a number (messages.notANumber). */
export function numberBoundsFailures(def: ReportDefinition, filters: Record<string, unknown>): NumberBoundsFailure[] {
  const failures: NumberBoundsFailure[] = [];
  for (const [field, raw] of Object.entries(def.filters.schema.properties as Record<string, NumberProperty>)) {
    const value = filters[field];
    if (!isNumberType(raw.type) || isEmpty(value)) continue;
    const n = typeof value === 'number' ? value : Number(value);
    const bounds = { ...(raw.minimum === undefined ? {} : { min: raw.minimum }), ...(raw.maximum === undefined ? {} : { max: raw.maximum }) };
    if (!Number.isFinite(n) || (raw.type === 'integer' && !Number.isInteger(n))) failures.push({ field, messageKey: 'messages.notANumber', ...bounds });
    else if ((bounds.min !== undefined && n < bounds.min) || (bounds.max !== undefined && n > bounds.max)) failures.push({ field, messageKey: 'messages.numberOutOfRange', ...bounds });
  }
  return failures;
}
