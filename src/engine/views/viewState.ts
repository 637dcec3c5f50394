import type { ReportDefinition } from '../definition/reportDefinition.gen';

/** The sort a view holds: a column's field and the direction. */
export interface ViewSort {
  column: string;
  direction: 'asc' | 'desc';
}

/** One cell of the grid's filter row as a view holds it. */
export interface ViewFilterCell {
  operator: string;
  value: string;
}

/**
 * What a saved view holds and a link carries: the filter values that differ from the form's initial values (null: the field emptied), the
 * columns shown in their order, the sort, the page size, and the grid tools' filter row and search text. Absent parts are the report's own.
 */
export interface ViewState {
  filters: Record<string, unknown>;
  columns?: string[] | undefined;
  sort?: ViewSort | undefined;
  pageSize?: number | undefined;
  filterRow?: Record<string, ViewFilterCell> | undefined;
  search?: string | undefined;
}

/** Whether a report offers views: every report unless its definition switches them off. */
export function viewsEnabled(definition: Pick<ReportDefinition, 'views'>): boolean {
  return definition.views?.enabled !== false;
}

/** A JSON value's canonical text (object keys sorted), to compare two values whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Whether two view states say the same (absent and empty parts alike). */
export function sameViewState(a: ViewState, b: ViewState): boolean {
  const norm = (s: ViewState) => canonicalJson({
    filters: s.filters, columns: s.columns ?? null, sort: s.sort ?? null, pageSize: s.pageSize ?? null,
    filterRow: s.filterRow && Object.keys(s.filterRow).length > 0 ? s.filterRow : null, search: s.search?.trim() ? s.search.trim() : null,
  });
  return norm(a) === norm(b);
}
