import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ICellRendererParams, RowHeightParams } from 'ag-grid-community';
import Box from '@mui/material/Box';
import { detailTables } from '../../engine/definition/detailTables';
import type { GridResult } from '../../engine/definition/reportDefinition.gen';
import { DetailTablesPanel } from './DetailTablesPanel';

/** A grid row: a result row, or the synthetic full-width row of an expanded row's detail under it. */
export type GridRow = Record<string, unknown> & { __detailOf?: string; __parent?: Record<string, unknown> };

/** Height of an expanded row until its tables are measured. */
const DETAIL_LOADING_HEIGHT = 96;

/**
 * Expandable detail rows (AG Grid community has no master/detail): a synthetic full-width row after each expanded row, drawing the detail
 * tables and taking their measured height (measured again when a table loads, pages or changes its page size).
 */
export function useDetailRows({ result, code, rows, rowId, expanded, setExpanded, rowHeight }: {
  result: GridResult;
  code: string;
  rows: Record<string, unknown>[];
  rowId: (row: Record<string, unknown>) => string;
  expanded: string[];
  setExpanded: (update: (current: string[]) => string[]) => void;
  rowHeight: number;
}) {
  const queryClient = useQueryClient();
  const [detailHeights, setDetailHeights] = useState<Record<string, number>>({});
  const tables = useMemo(() => detailTables(result.detail), [result.detail]);
  const detail = tables[0];

  const rowData: GridRow[] = useMemo(() => rows.flatMap((r) => {
    const id = rowId(r);
    return expanded.includes(id) ? [r, { __detailOf: id, __parent: r }] : [r];
  }), [rows, expanded, rowId]);

  const toggle = useCallback((id: string) => {
    setExpanded((current) => {
      if (current.includes(id)) {
        // Collapsing forgets the sub-data.
        queryClient.removeQueries({ queryKey: ['report-detail', code, id] });
        setDetailHeights(({ [id]: _gone, ...rest }) => rest);
        return current.filter((x) => x !== id);
      }
      return detail && result.detail?.single ? [id] : [...current, id];
    });
  }, [queryClient, code, detail, setExpanded, result.detail?.single]);

  // A full-width row is still a grid row: its content is its one cell. Kept stable: a new renderer would redraw the rows and lose the tables' pages.
  const fullWidthRow = useCallback((p: ICellRendererParams<GridRow>) => (p.data?.__detailOf && tables.length > 0 ? (
    <Box role="gridcell" aria-colspan={p.api.getAllDisplayedColumns().length} sx={{ height: '100%', overflow: 'hidden' }}>
      <DetailTablesPanel tables={tables} parent={p.data.__parent!} parentId={p.data.__detailOf}
        onHeight={(height) => {
          const id = p.data!.__detailOf!;
          if (p.node.rowHeight !== height) {
            p.node.setRowHeight(height);
            p.api.onRowHeightChanged();
          }
          setDetailHeights((current) => (current[id] === height ? current : { ...current, [id]: height }));
        }} />
    </Box>
  ) : null), [tables]);

  return {
    /** The first detail table, when the result has a detail (its rows expand). */
    detail,
    rowData,
    toggle,
    fullWidthRow,
    /** The height the expanded rows add to the grid. */
    detailsHeight: detail ? expanded.reduce((sum, id) => sum + (detailHeights[id] ?? DETAIL_LOADING_HEIGHT), 0) : 0,
    getRowHeight: (p: RowHeightParams<GridRow>) => (p.data?.__detailOf && detail ? (detailHeights[p.data.__detailOf] ?? DETAIL_LOADING_HEIGHT) : rowHeight),
  };
}
