/**
 * The value as a JSON Schema validator should see it: object properties holding `undefined` (or a function, symbol,
 * bigint) are absent, as ajv treats them; `undefined` array items are `null`; values with `toJSON` (dates) are what
 * JSON would send. Returns the same reference when nothing needs changing, so a plain JSON value costs one walk and
 * no copy.
 */
export function toJsonValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return toJsonValue((value as { toJSON: () => unknown }).toJSON());
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const next = isAbsent(item) ? null : toJsonValue(item);
      if (next !== item && !copy) copy = value.slice(0, i);
      if (copy) copy.push(next);
    }
    return copy ?? value;
  }
  let copy: Record<string, unknown> | undefined;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const item = record[key];
    const absent = isAbsent(item);
    const next = absent ? undefined : toJsonValue(item);
    if ((absent || next !== item) && !copy) {
      copy = {};
      for (const k in record) {
        if (k === key) break;
        if (Object.hasOwn(record, k)) copy[k] = record[k];
      }
    }
    if (copy && !absent) copy[key] = next;
  }
  return copy ?? value;
}

function isAbsent(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint';
}
