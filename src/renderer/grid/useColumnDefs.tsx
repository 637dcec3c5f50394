import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { TFunction } from 'i18next';
import type { AgGridReact } from 'ag-grid-react';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import type { Column, GridResult } from '../../engine/definition/reportDefinition.gen';
import { cellColor } from '../../engine/format/cellColor';
import { formatCell } from '../../engine/format/formatCell';
import { isNumericFormat } from '../../engine/format/isNumericFormat';
import { sizesToContent } from '../../engine/format/sizesToContent';
import { isFilterable } from '../../engine/grid/gridTools';
import { cellValue } from '../../engine/values/cellValue';
import { cellRegistry } from '../cells/cellRegistry';
import { LightIcon } from '../cells/LightIcon';
import { ActionButtons } from './ActionButtons';
import { gridFonts, headerWidth } from './contentWidths';
import { FilterRowCell, ServerFilter } from './FilterRowCell';
import type { ReportRuntime } from './ReportRuntime';
import type { GridRow } from './useDetailRows';

/**
 * The grid's column definitions: the expand button (when rows have a detail), the columns shown with their formats, cells, colours and
 * filter-row cells, and the pinned row actions. They read the search's context and the runtime when the cells draw, so a new search (a
 * new context, then its total) does not rebuild every column: the cells on screen are drawn again instead.
 */
export function useColumnDefs({ result, columns, expanded, toggle, expandable, filterRow, initialSort, widthsNow, userWidths, t, context, runtime, gridBox, gridRef }: {
  result: GridResult;
  columns: Column[];
  expanded: string[];
  toggle: (rowId: string) => void;
  /** The rows have a detail: the first column expands them. */
  expandable: boolean;
  filterRow: boolean;
  initialSort: { column: string; direction: 'asc' | 'desc' } | undefined;
  widthsNow: RefObject<Record<string, number>>;
  /** Widths the user dragged columns to (they win over content widths and shares). */
  userWidths: Record<string, number>;
  t: TFunction;
  context: ConditionContext;
  runtime: ReportRuntime;
  gridBox: RefObject<HTMLDivElement | null>;
  gridRef: RefObject<AgGridReact<GridRow> | null>;
}): ColDef<GridRow>[] {
  const live = useRef({ context, runtime });
  live.current = { context, runtime };
  const contextShown = useRef(context);
  useLayoutEffect(() => {
    if (contextShown.current === context) return;
    contextShown.current = context;
    const api = gridRef.current?.api;
    if (api && !api.isDestroyed()) api.refreshCells({ force: true });
  }, [context, gridRef]);

  return useMemo<ColDef<GridRow>[]>(() => {
    const defs: ColDef<GridRow>[] = [];
    if (expandable) {
      defs.push({
        colId: '__expand', headerName: '', width: 56, sortable: false, resizable: false, cellStyle: { paddingLeft: 4, paddingRight: 0 },
        cellRenderer: (p: ICellRendererParams<GridRow>) => {
          if (!p.data) return null;
          const id = live.current.runtime.rowId(p.data);
          const open = expanded.includes(id);
          return (
            <button type="button" className="light-icon-button light-neutral" onClick={() => toggle(id)} aria-expanded={open} aria-label={open ? t('report.collapse') : t('report.expand')} data-testid="expand-row">
              <LightIcon icon={open ? KeyboardArrowDownIcon : KeyboardArrowRightIcon} />
            </button>
          );
        },
      });
    }
    for (const c of columns) defs.push(columnDef(c));
    if (result.rowActions?.length) {
      defs.push({
        colId: '__actions', headerName: t('report.actions'), sortable: false, width: Math.max(110, 40 + 34 * result.rowActions.length), flex: 0, pinned: 'right',
        cellRenderer: (p: ICellRendererParams<GridRow>) => (p.data ? <ActionButtons actions={result.rowActions!} row={p.data} /> : null),
      });
    }
    return defs;

    // The narrowest a shared-width column may get: its header whole (measured in the grid's header font), at least 110 px.
    function headerMinWidth(header: string): number {
      return Math.max(110, headerWidth(header, gridFonts(gridBox.current?.querySelector('.ag-root-wrapper') ?? null)));
    }
    function columnDef(c: Column): ColDef<GridRow> {
      const Cell = c.cell ? cellRegistry.get(c.cell) : null;
      return {
        colId: c.field,
        headerName: t(c.headerKey),
        field: c.field as never,
        sortable: c.sortable !== false,
        comparator: () => 0,
        // A second click on the same column flips the direction (never unsorted).
        sortingOrder: ['asc', 'desc'],
        ...(initialSort?.column === c.field ? { initialSort: initialSort.direction } : {}),
        // Codes, dates, amounts and numbers take their content's width (contentWidths); names and descriptions share the rest and show in full on hover.
        ...(userWidths[c.field] !== undefined ? { width: userWidths[c.field], minWidth: 40, tooltipValueGetter: (p) => formatCell(c, p.value, t) || undefined }
          : sizesToContent(c) ? { width: widthsNow.current[c.field] ?? c.width, minWidth: c.width ?? 80 }
            : { flex: c.flex ?? 1, minWidth: headerMinWidth(t(c.headerKey)), tooltipValueGetter: (p) => formatCell(c, p.value, t) || undefined }),
        type: isNumericFormat(c.format) ? 'rightAligned' : undefined,
        valueFormatter: (p) => formatCell(c, p.value, t),
        // A computed column shows its value expression over the row.
        ...(c.value ? { valueGetter: (p) => (p.data ? cellValue(c, p.data, live.current.context) : undefined) } : {}),
        // The filter row: a server-side filter (rows on screen all pass) with the operator + value cell under the header.
        // The filter cell needs room for its operator and value; a shared-width column keeps its header whole as well.
        ...(filterRow && isFilterable(c) ? { filter: ServerFilter, floatingFilter: true, floatingFilterComponent: FilterRowCell, suppressHeaderFilterButton: true, suppressFloatingFilterButton: true, minWidth: Math.max(c.width ?? 0, c.format === 'date' ? 180 : 130, sizesToContent(c) ? 0 : headerMinWidth(t(c.headerKey))) } : {}),
        ...(Cell ? { cellRenderer: (p: ICellRendererParams<GridRow>) => (p.data ? <Cell row={p.data} column={c} value={cellValue(c, p.data, live.current.context)} /> : null) } : {}),
        ...(c.enum || c.colorWhen ? { cellClass: (p) => (p.data ? `cell-color-${cellColor(c, p.value, { ...live.current.context, row: p.data }) ?? 'default'}` : undefined) } : {}),
      };
    }
  }, [result, columns, expandable, initialSort, expanded, toggle, t, filterRow, gridBox, widthsNow, userWidths]);
}
