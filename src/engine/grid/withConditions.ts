import type { FilterCondition, GridToolsQuery } from './gridTools';

/** The grid tools' query with more conditions joined by "and" (the filter array and its text form). */
export function withConditions(query: GridToolsQuery, conditions: readonly FilterCondition[]): GridToolsQuery {
  const filter = [...(query.filter ?? [])];
  for (const c of conditions) filter.push(...(filter.length ? ['and' as const, c] : [c]));
  const text = conditions.map(([col, op, value]) => `${col} ${op} '${String(value).replace(/'/g, "''")}'`).join(' and ');
  return { ...query, filter, query: query.query ? `${query.query} and ${text}` : text };
}
