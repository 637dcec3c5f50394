import { getPath } from '../../engine/values/getPath';

/** A stable row id from the row-key fields. */
export function rowIdOf(keys: readonly string[], row: Record<string, unknown>): string {
  return keys.map((k) => String(getPath(row, k) ?? '')).join('|');
}
