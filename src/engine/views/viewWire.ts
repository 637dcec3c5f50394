import type { ViewFilterCell, ViewState } from './viewState';

/** A view's state as the services carry it (guardarVista's body, vistasInforme's views): Spanish names, empty parts absent or null. */
export interface WireViewState {
  filtros?: unknown;
  columnas?: string[] | null;
  orden?: { columna: string; direccion: 'asc' | 'desc' } | null;
  tamPagina?: number | null;
  filaFiltros?: unknown;
  busqueda?: string | null;
}

/** A view's filter-row cells from the services' names. */
function filterRowOf(cells: Record<string, { operador: string; valor: string }>): Record<string, ViewFilterCell> {
  return Object.fromEntries(Object.entries(cells).map(([f, c]) => [f, { operator: c.operador, value: c.valor }]));
}

/** A view's state from the services' names (filters that are not an object count as none). The portal and the services read views alike. */
export function viewStateFromWire(v: WireViewState): ViewState {
  return {
    filters: (v.filtros && typeof v.filtros === 'object' ? v.filtros : {}) as Record<string, unknown>,
    ...(v.columnas ? { columns: v.columnas } : {}),
    ...(v.orden ? { sort: { column: v.orden.columna, direction: v.orden.direccion } } : {}),
    ...(v.tamPagina ? { pageSize: v.tamPagina } : {}),
    ...(v.filaFiltros && typeof v.filaFiltros === 'object' ? { filterRow: filterRowOf(v.filaFiltros as Record<string, { operador: string; valor: string }>) } : {}),
    ...(v.busqueda ? { search: v.busqueda } : {}),
  };
}

/** A view's state in the services' names (empty parts left out). */
export function viewStateToWire(s: ViewState) {
  return {
    filtros: s.filters,
    ...(s.columns ? { columnas: s.columns } : {}),
    ...(s.sort ? { orden: { columna: s.sort.column, direccion: s.sort.direction } } : {}),
    ...(s.pageSize ? { tamPagina: s.pageSize } : {}),
    ...(s.filterRow && Object.keys(s.filterRow).length ? { filaFiltros: Object.fromEntries(Object.entries(s.filterRow).map(([f, c]) => [f, { operador: c.operator, valor: c.value }])) } : {}),
    ...(s.search?.trim() ? { busqueda: s.search.trim() } : {}),
  };
}
