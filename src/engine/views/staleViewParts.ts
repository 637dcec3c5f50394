import type { ReportDefinition } from '../definition/reportDefinition.gen';
import type { ViewState } from './viewState';

/** The parts of a view the definition no longer has: filter fields, columns, the sort column and filter-row cells. */
export interface StaleViewParts {
  filters: string[];
  columns: string[];
  sort: string | null;
  filterRow: string[];
}

/** The filter fields and grid columns a definition has, by name. */
export function viewTargets(definition: Pick<ReportDefinition, 'filters' | 'result'>): { filters: Set<string>; columns: Set<string> } {
  const properties = (definition.filters.schema.properties ?? {}) as Record<string, unknown>;
  const columns = definition.result.kind === 'grid' ? definition.result.columns.filter((c) => !c.exportOnly).map((c) => c.field) : [];
  return { filters: new Set(Object.keys(properties)), columns: new Set(columns) };
}

/**
 * What of a view the definition (published or overlaid) no longer has. A view opens with the rest applied and names these; the designer
 * lists the views a publication would leave with any of them.
 */
export function staleViewParts(definition: Pick<ReportDefinition, 'filters' | 'result'>, view: Partial<ViewState>): StaleViewParts {
  const { filters, columns } = viewTargets(definition);
  return {
    filters: Object.keys(view.filters ?? {}).filter((f) => !filters.has(f)),
    columns: (view.columns ?? []).filter((c) => !columns.has(c)),
    sort: view.sort && !columns.has(view.sort.column) ? view.sort.column : null,
    filterRow: Object.keys(view.filterRow ?? {}).filter((c) => !columns.has(c)),
  };
}

/** Whether a view has a part the definition no longer has. */
export function isStale(parts: StaleViewParts): boolean {
  return parts.filters.length > 0 || parts.columns.length > 0 || parts.sort !== null || parts.filterRow.length > 0;
}
