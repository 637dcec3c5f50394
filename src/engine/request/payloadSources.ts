import type { ValueExpr } from '../definition/reportDefinition.gen';

/** The filter fields a value expression reads (a `filter` path's first segment, or a `context` path under filters), in order of appearance. */
export function filtersRead(expr: unknown, out: string[] = []): string[] {
  if (Array.isArray(expr)) {
    for (const e of expr) filtersRead(e, out);
    return out;
  }
  if (!expr || typeof expr !== 'object') return out;
  const e = expr as Record<string, unknown>;
  const add = (path: string) => {
    const field = path.split('.')[0]!;
    if (field && !out.includes(field)) out.push(field);
  };
  if (typeof e.filter === 'string') add(e.filter);
  if (typeof e.context === 'string' && e.context.startsWith('filters.')) add(e.context.slice('filters.'.length));
  // `when` is a condition over the context, not a value: the fields it tests do not make the value.
  for (const [key, value] of Object.entries(e)) if (key !== 'when' && key !== 'const' && typeof value === 'object') filtersRead(value, out);
  return out;
}

/** For every key of a request payload, the filter fields its value is made from (empty for constants and session values). */
export function payloadSources(payload: Record<string, ValueExpr | undefined>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(payload).map(([key, expr]) => [key, expr ? filtersRead(expr) : []]));
}
