import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { Column, FilterOperator, GridResult } from '../../engine/definition/reportDefinition.gen';
import { gridToolsQuery, type ColumnChoice, type FilterCell, type FilterRowState, type GridToolsQuery, type InvalidFilter } from '../../engine/grid/gridTools';
import { layoutColumns, movedLayout, orderColumns, toggleLayout } from '../../engine/views/columnLayout';
import type { GridViewState } from '../views/gridViewChannel';

/** What the grid tools keep while a report's results show: the columns shown and their order, the filter row and the search text. */
export interface GridTools {
  /** The columns shown, in order (condition-visible columns after the user's or the view's layout). */
  columns: Column[];
  /** Each visible column's shown state (the column chooser's checks). */
  choice: ColumnChoice;
  setShown: (field: string, shown: boolean) => void;
  /** The user dragged columns into a new order (the grid's column ids). */
  setOrder: (gridOrder: string[]) => void;
  filters: FilterRowState;
  setFilter: (field: string, cell: FilterCell | undefined) => void;
  search: string;
  setSearch: (text: string) => void;
  /** The request values of the filter row and search panel. */
  query: GridToolsQuery;
  invalid: InvalidFilter[];
}

/** The filter row a view holds, as the grid's cells. */
function filterRowOf(cells: GridViewState['filterRow']): FilterRowState {
  return Object.fromEntries(Object.entries(cells ?? {}).map(([field, c]) => [field, { operator: c.operator as FilterOperator, value: c.value }]));
}

/**
 * The state of a result's grid tools, starting from `start` (a view's or the user's own layout, filter row and search) and telling `report`
 * every change. `visible` are the columns visible by their conditions. With the column chooser the layout shows and hides columns; without
 * it the layout only orders them. Without the filter row or search panel nothing of them is added to the request.
 */
export function useGridTools(result: GridResult, visible: Column[], start: GridViewState, onChange: () => void, report?: (part: Partial<GridViewState>) => void): GridTools {
  const tools = result.tools;
  const [layout, setLayout] = useState<string[] | undefined>(start.columns);
  const [filters, setFilters] = useState<FilterRowState>(() => filterRowOf(start.filterRow));
  const [search, setSearchText] = useState(start.search ?? '');

  const columns = useMemo(() => (tools?.columnChooser ? layoutColumns(visible, layout) : orderColumns(visible, layout)), [tools?.columnChooser, visible, layout]);
  const choice = useMemo(() => Object.fromEntries(visible.map((c) => [c.field, columns.includes(c)])), [visible, columns]);
  const setShown = useCallback((field: string, shown: boolean) => {
    const next = toggleLayout(visible, layout, field, shown);
    setLayout(next);
    report?.({ columns: next });
    onChange();
  }, [visible, layout, report, onChange]);
  const setOrder = useCallback((gridOrder: string[]) => {
    const next = tools?.columnChooser ? movedLayout(visible, layout, gridOrder) : gridOrder.filter((f) => visible.some((c) => c.field === f));
    if (next.join('\u0000') === columns.map((c) => c.field).join('\u0000')) return;
    setLayout(next);
    report?.({ columns: next });
  }, [tools?.columnChooser, visible, layout, columns, report]);
  const setFilter = useCallback((field: string, cell: FilterCell | undefined) => {
    setFilters((current) => {
      const next = { ...current, [field]: cell };
      report?.({ filterRow: Object.fromEntries(Object.entries(next).filter((e): e is [string, FilterCell] => Boolean(e[1]?.value.trim()))) });
      return next;
    });
    onChange();
  }, [onChange, report]);
  const setSearch = useCallback((text: string) => {
    setSearchText(text);
    report?.({ search: text.trim() || undefined });
    onChange();
  }, [onChange, report]);

  const { invalid, ...query } = useMemo(
    () => gridToolsQuery(columns, tools?.filterRow ? filters : {}, tools?.searchPanel ? search : ''),
    [columns, filters, search, tools?.filterRow, tools?.searchPanel],
  );
  return { columns, choice, setShown, setOrder, filters, setFilter, search, setSearch, query, invalid };
}

/** The grid tools for the filter cells inside the grid's header (rendered by AG Grid under the grid's React tree). */
export const GridToolsContext = createContext<GridTools | null>(null);

/** The grid tools around a filter cell. */
export function useGridToolsContext(): GridTools {
  const tools = useContext(GridToolsContext);
  if (!tools) throw new Error('useGridToolsContext outside a grid with tools');
  return tools;
}
