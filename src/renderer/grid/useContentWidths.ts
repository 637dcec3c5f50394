import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { TFunction } from 'i18next';
import type { AgGridReact } from 'ag-grid-react';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import type { Column } from '../../engine/definition/reportDefinition.gen';
import { formatCell } from '../../engine/format/formatCell';
import { sizesToContent } from '../../engine/format/sizesToContent';
import { cellValue } from '../../engine/values/cellValue';
import { contentWidths, gridFonts } from './contentWidths';
import type { GridRow } from './useDetailRows';

/**
 * Content-sized columns take the width of their header and of the texts of the rows on screen (another page, sort or language), computed
 * from the texts with the grid's font, so the rows paint at their final widths without the grid measuring the page. Answers the widths
 * now, for column definitions built for another reason.
 */
export function useContentWidths({ columns, rows, t, context, gridBox, gridRef, userWidths }: {
  columns: Column[];
  rows: Record<string, unknown>[];
  t: TFunction;
  context: ConditionContext;
  gridBox: RefObject<HTMLDivElement | null>;
  gridRef: RefObject<AgGridReact<GridRow> | null>;
  /** Columns the user gave a width of their own: not sized to their content. */
  userWidths?: Record<string, number>;
}): RefObject<Record<string, number>> {
  const widths = useMemo(() => contentWidths(
    columns.filter((c) => sizesToContent(c) && userWidths?.[c.field] === undefined)
      .map((c) => ({ field: c.field, minWidth: c.width, header: t(c.headerKey), rendered: Boolean(c.cell), bold: Boolean(c.enum || c.colorWhen) })),
    rows,
    (field, row) => { const c = columns.find((x) => x.field === field)!; return formatCell(c, cellValue(c, row, context), t); },
    gridFonts(gridBox.current?.querySelector('.ag-root-wrapper') ?? null),
  ), [columns, rows, t, context, gridBox, userWidths]);
  // The widths reach a grid already built through its column state, before paint: rebuilding every column definition for new
  // widths (each page of rows) cost the grid 25–60 ms. Column definitions built for another reason take the current widths.
  const widthsNow = useRef(widths);
  widthsNow.current = widths;
  useLayoutEffect(() => {
    const api = gridRef.current?.api;
    if (!api || api.isDestroyed()) return;
    const state = Object.entries(widths).filter(([colId, width]) => api.getColumn(colId)?.getActualWidth() !== width).map(([colId, width]) => ({ colId, width }));
    if (state.length > 0) api.applyColumnState({ state });
  }, [widths, gridRef]);
  return widthsNow;
}
