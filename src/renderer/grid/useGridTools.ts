import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { Column, GridResult } from '../../engine/definition/reportDefinition.gen';
import {
  columnChoiceKey, gridToolsQuery, readColumnChoice, shownColumns, toggleColumn, type ColumnChoice, type FilterCell, type FilterRowState, type GridToolsQuery, type InvalidFilter,
} from '../../engine/grid/gridTools';

/** Reads a remembered value; storage that cannot be read (private mode, quota) is no value. */
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** What the grid tools keep while a report's results show: the column choice, the filter row and the search text. */
export interface GridTools {
  /** The columns shown (condition-visible columns after the user's choice). */
  columns: Column[];
  choice: ColumnChoice;
  setShown: (field: string, shown: boolean) => void;
  filters: FilterRowState;
  setFilter: (field: string, cell: FilterCell | undefined) => void;
  search: string;
  setSearch: (text: string) => void;
  /** The request values of the filter row and search panel. */
  query: GridToolsQuery;
  invalid: InvalidFilter[];
}

/**
 * The state of a result's grid tools. `visible` are the columns visible by their conditions; the choice is remembered in localStorage under
 * portal.gridColumns.<usuario>.<code>. Without the tools, every visible column shows and nothing is added to the request.
 */
export function useGridTools(result: GridResult, visible: Column[], usuario: unknown, code: string, onChange: () => void): GridTools {
  const tools = result.tools;
  const key = columnChoiceKey(usuario, code);
  const [choice, setChoice] = useState<ColumnChoice>(() => (tools?.columnChooser ? readColumnChoice(stored(key)) : {}));
  const [filters, setFilters] = useState<FilterRowState>({});
  const [search, setSearchText] = useState('');

  const columns = useMemo(() => (tools?.columnChooser ? shownColumns(visible, choice) : visible), [tools?.columnChooser, visible, choice]);
  const setShown = useCallback((field: string, shown: boolean) => {
    setChoice((current) => {
      const next = toggleColumn(result.columns, current, field, shown);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Not remembered when storage is unavailable; the choice still applies now.
      }
      return next;
    });
    onChange();
  }, [result.columns, key, onChange]);
  const setFilter = useCallback((field: string, cell: FilterCell | undefined) => {
    setFilters((current) => ({ ...current, [field]: cell }));
    onChange();
  }, [onChange]);
  const setSearch = useCallback((text: string) => {
    setSearchText(text);
    onChange();
  }, [onChange]);

  const { invalid, ...query } = useMemo(
    () => gridToolsQuery(columns, tools?.filterRow ? filters : {}, tools?.searchPanel ? search : ''),
    [columns, filters, search, tools?.filterRow, tools?.searchPanel],
  );
  return { columns, choice, setShown, filters, setFilter, search, setSearch, query, invalid };
}

/** The grid tools for the filter cells inside the grid's header (rendered by AG Grid under the grid's React tree). */
export const GridToolsContext = createContext<GridTools | null>(null);

/** The grid tools around a filter cell. */
export function useGridToolsContext(): GridTools {
  const tools = useContext(GridToolsContext);
  if (!tools) throw new Error('useGridToolsContext outside a grid with tools');
  return tools;
}
