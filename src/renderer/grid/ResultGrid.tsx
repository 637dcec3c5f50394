import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AgGridReact } from 'ag-grid-react';
import type { ColDef, GetRowIdParams, ICellRendererParams, IsFullWidthRowParams, RowHeightParams, SortChangedEvent, SelectionChangedEvent } from 'ag-grid-community';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { evaluateCondition } from '../../engine/conditions/evaluateCondition';
import type { Column, GridResult } from '../../engine/definition/reportDefinition.gen';
import { cellColor } from '../../engine/format/cellColor';
import { formatCell } from '../../engine/format/formatCell';
import { sizesToContent } from '../../engine/format/sizesToContent';
import { buildPayload } from '../../engine/request/buildPayload';
import { detailTables } from '../../engine/definition/detailTables';
import { isReplyOk, mapRows } from '../../engine/reply/mapReply';
import { getPath } from '../../engine/values/getPath';
import { isFilterable, pagerValues } from '../../engine/grid/gridTools';
import { visibleDefaultSort } from '../../engine/grid/visibleDefaultSort';
import { emptyResultOffer } from '../../engine/grid/emptyResultOffer';
import Alert from '@mui/material/Alert';
import { isNumericFormat } from '../../engine/format/isNumericFormat';
import { cellValue } from '../../engine/values/cellValue';
import { cellRegistry } from '../cells/cellRegistry';
import { LightIcon } from '../cells/LightIcon';
import { rowHeightForImages } from '../cells/RemoteImageCell';
import { iconRegistry } from '../registries/iconRegistry';
import { alertFailure } from '../actions/reportAlerts';
import { ActionButtons } from './ActionButtons';
import { useGridTexts } from './gridTexts';
import { DetailTablesPanel } from './DetailTablesPanel';
import { useReportRuntime } from './ReportRuntime';
import { actionRegistry } from '../actions/actionRegistry';
import { FilterRowCell, ServerFilter } from './FilterRowCell';
import { GridToolbar } from './GridToolbar';
import { GridToolsContext, useGridTools } from './useGridTools';
import { contentWidths, gridFonts, headerWidth } from './contentWidths';
import { useSameItems } from '../../kit/hooks/useSameItems';

type Row = Record<string, unknown> & { __detailOf?: string; __parent?: Record<string, unknown> };

const ROW_HEIGHT = 42;
const FILTER_ROW_HEIGHT = 40;
/** Height of an expanded row until its tables are measured. */
const DETAIL_LOADING_HEIGHT = 96;

/** Styles of the cell colours (cellColor) inside the grid. */
const CELL_COLORS = Object.fromEntries((['success', 'error', 'warning', 'info'] as const).map((c) => [`& .cell-color-${c}`, { color: `${c}.main`, fontWeight: 600 }]));

/** Out of sight and out of the layout (its width kept, so it shows without measuring again), before the first search. */
const AHEAD_SX = { position: 'absolute', top: 0, left: 0, right: 0, height: 0, overflow: 'hidden', visibility: 'hidden', pointerEvents: 'none' } as const;

/**
 * Server-paged result grid: sort on the server, page sizes of the definition, expandable detail rows, row and bulk actions, selection.
 * Without a search (`searchId` null) it is built ahead, out of sight, and asks for nothing; the search then only brings its rows.
 * Drawn again only when its props or the report's runtime change, not on every keystroke in the filters above it.
 */
export const ResultGrid = memo(function ResultGrid({ result, searchId, onTotal, onWiden }: {
  result: GridResult; searchId: number | null; onTotal?: (total: number) => void;
  /** Searches again with a filter changed (an empty result's offer of an earlier start). */
  onWiden?: (field: string, value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const gridTexts = useGridTexts(i18n.language);
  // The grid is created in the render after the first one, so the rows request (started when this component mounts) is already
  // travelling while the grid builds itself.
  const [gridTurn, setGridTurn] = useState(false);
  useEffect(() => setGridTurn(true), []);
  const runtime = useReportRuntime();
  const { definition, context, erp } = runtime;
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(result.pageSize);
  // The definition's default sort, unless its column is hidden from the user (the services then sort by their own default).
  const [initialSort] = useState(() => visibleDefaultSort(result, context));
  const [sort, setSort] = useState(initialSort);
  const [expanded, setExpanded] = useState<string[]>([]);
  // Expanded rows take the measured height of their tables (re-measured when a table loads, pages or changes its page size).
  const [detailHeights, setDetailHeights] = useState<Record<string, number>>({});
  const [selected, setSelected] = useState<Row[]>([]);
  const gridRef = useRef<AgGridReact<Row>>(null);
  const tables = useMemo(() => detailTables(result.detail), [result.detail]);
  const detail = tables[0];
  // Columns visible by their conditions; the column chooser then shows the user's choice of them. Any tool change starts again from page 1.
  // The same columns keep the same list, so a search whose context shows the same ones does not rebuild the grid's columns.
  const conditionColumns = useSameItems(useMemo(() => result.columns.filter((c) => !c.exportOnly && evaluateCondition(c.visibleWhen, context)), [result.columns, context]));
  const toPageOne = useCallback(() => { setPage(1); setExpanded([]); }, []);
  const tools = useGridTools(result, conditionColumns, context.session.usuario, definition.code, toPageOne);
  const visibleColumns = tools.columns;
  const filterRow = Boolean(result.tools?.filterRow);

  const sortField = sort ? (result.columns.find((c) => c.field === sort.column)?.sortField ?? sort.column) : undefined;
  const serverSort = sort && sortField ? { column: sortField, direction: sort.direction } : undefined;
  const query = useQuery({
    queryKey: ['report-rows', definition.code, searchId, page, pageSize, sort?.column, sort?.direction, tools.query],
    placeholderData: keepPreviousData,
    enabled: searchId !== null,
    queryFn: async ({ signal }) => {
      const request = definition.request!;
      const reply = await erp.post(request.endpoint, buildPayload(request, context, { page, pageSize, sort: serverSort, ...tools.query }), { signal });
      if (!isReplyOk(definition.reply, reply.data)) throw new Error(String(getPath(reply.data, 'errorMsg') ?? ''));
      const mapped = mapRows(definition.reply, reply.data);
      onTotal?.(mapped.total);
      return mapped;
    },
  });

  const rows = useMemo(() => query.data?.rows ?? [], [query.data]);
  const rowData: Row[] = useMemo(() => rows.flatMap((r) => {
    const id = runtime.rowId(r);
    return expanded.includes(id) ? [r, { __detailOf: id, __parent: r }] : [r];
  }), [rows, expanded, runtime]);

  const toggle = useCallback((id: string) => {
    setExpanded((current) => {
      if (current.includes(id)) {
        // Collapsing forgets the sub-data.
        queryClient.removeQueries({ queryKey: ['report-detail', definition.code, id] });
        setDetailHeights(({ [id]: _gone, ...rest }) => rest);
        return current.filter((x) => x !== id);
      }
      return detail && result.detail?.single ? [id] : [...current, id];
    });
  }, [queryClient, definition.code, detail, result.detail?.single]);

  // Content-sized columns take the width of their header and of the texts of the rows on screen (another page, sort or language),
  // computed from the texts with the grid's font, so the rows paint at their final widths without the grid measuring the page.
  const gridBox = useRef<HTMLDivElement>(null);
  const widths = useMemo(() => contentWidths(
    visibleColumns.filter(sizesToContent).map((c) => ({ field: c.field, minWidth: c.width, header: t(c.headerKey), rendered: Boolean(c.cell), bold: Boolean(c.enum || c.colorWhen) })),
    rows,
    (field, row) => { const c = visibleColumns.find((x) => x.field === field)!; return formatCell(c, cellValue(c, row, context), t); },
    gridFonts(gridBox.current?.querySelector('.ag-root-wrapper') ?? null),
  ), [visibleColumns, rows, t, context]);
  // The widths reach a grid already built through its column state, before paint: rebuilding every column definition for new
  // widths (each page of rows) cost the grid 25–60 ms. Column definitions built for another reason take the current widths.
  const widthsNow = useRef(widths);
  widthsNow.current = widths;
  useLayoutEffect(() => {
    const api = gridRef.current?.api;
    if (!api || api.isDestroyed()) return;
    const state = Object.entries(widths).filter(([colId, width]) => api.getColumn(colId)?.getActualWidth() !== width).map(([colId, width]) => ({ colId, width }));
    if (state.length > 0) api.applyColumnState({ state });
  }, [widths]);

  const rowHeight = useMemo(() => rowHeightForImages(visibleColumns, ROW_HEIGHT), [visibleColumns]);
  const selectionVisible = Boolean(result.selection) && evaluateCondition(result.selection?.visibleWhen, context);

  // The column definitions read the search's context and the runtime when the cells draw, so a new search (a new context, then its
  // total) does not rebuild every column: the cells on screen are drawn again instead (below).
  const live = useRef({ context, runtime });
  live.current = { context, runtime };
  const contextShown = useRef(context);
  useLayoutEffect(() => {
    if (contextShown.current === context) return;
    contextShown.current = context;
    const api = gridRef.current?.api;
    if (api && !api.isDestroyed()) api.refreshCells({ force: true });
  }, [context]);

  const columnDefs = useMemo<ColDef<Row>[]>(() => {
    const defs: ColDef<Row>[] = [];
    if (detail) {
      defs.push({
        colId: '__expand', headerName: '', width: 56, sortable: false, resizable: false, cellStyle: { paddingLeft: 4, paddingRight: 0 },
        cellRenderer: (p: ICellRendererParams<Row>) => {
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
    for (const c of visibleColumns) defs.push(columnDef(c));
    if (result.rowActions?.length) {
      defs.push({
        colId: '__actions', headerName: t('report.actions'), sortable: false, width: Math.max(110, 40 + 34 * result.rowActions.length), flex: 0, pinned: 'right',
        cellRenderer: (p: ICellRendererParams<Row>) => (p.data ? <ActionButtons actions={result.rowActions!} row={p.data} /> : null),
      });
    }
    return defs;

    // The narrowest a shared-width column may get: its header whole (measured in the grid's header font), at least 110 px.
    function headerMinWidth(header: string): number {
      return Math.max(110, headerWidth(header, gridFonts(gridBox.current?.querySelector('.ag-root-wrapper') ?? null)));
    }
    function columnDef(c: Column): ColDef<Row> {
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
        ...(sizesToContent(c) ? { width: widthsNow.current[c.field] ?? c.width, minWidth: c.width ?? 80 }
          : { flex: c.flex ?? 1, minWidth: headerMinWidth(t(c.headerKey)), tooltipValueGetter: (p) => formatCell(c, p.value, t) || undefined }),
        type: isNumericFormat(c.format) ? 'rightAligned' : undefined,
        valueFormatter: (p) => formatCell(c, p.value, t),
        // A computed column shows its value expression over the row.
        ...(c.value ? { valueGetter: (p) => (p.data ? cellValue(c, p.data, live.current.context) : undefined) } : {}),
        // The filter row: a server-side filter (rows on screen all pass) with the operator + value cell under the header.
        // The filter cell needs room for its operator and value; a shared-width column keeps its header whole as well.
        ...(filterRow && isFilterable(c) ? { filter: ServerFilter, floatingFilter: true, floatingFilterComponent: FilterRowCell, suppressHeaderFilterButton: true, suppressFloatingFilterButton: true, minWidth: Math.max(c.width ?? 0, c.format === 'date' ? 180 : 130, sizesToContent(c) ? 0 : headerMinWidth(t(c.headerKey))) } : {}),
        ...(Cell ? { cellRenderer: (p: ICellRendererParams<Row>) => (p.data ? <Cell row={p.data} column={c} value={cellValue(c, p.data, live.current.context)} /> : null) } : {}),
        ...(c.enum || c.colorWhen ? { cellClass: (p) => (p.data ? `cell-color-${cellColor(c, p.value, { ...live.current.context, row: p.data }) ?? 'default'}` : undefined) } : {}),
      };
    }
  }, [result, detail, initialSort, visibleColumns, expanded, toggle, t, filterRow]);

  const onSortChanged = (e: SortChangedEvent<Row>) => {
    if (e.source !== 'uiColumnSorted') return;
    const s = e.api.getColumnState().find((c) => c.sort);
    setSort(s?.sort ? { column: s.colId, direction: s.sort } : undefined);
    setPage(1);
  };

  const bulkActions = (result.toolbarActions ?? []).filter((a) => evaluateCondition(a.visibleWhen, context));
  const total = query.data?.total ?? 0;
  // An empty search says which dates it searched and, when the definition offers it, searches again from an earlier start.
  const empty = query.isSuccess && !query.isPlaceholderData && total === 0 ? emptyResultOffer(result, context) : undefined;

  // Until the first page arrives the grid is as tall as a full page, so the rows fill it without the grid and the dialog resizing.
  const shownRows = query.data ? rows.length : pageSize;
  const detailsHeight = detail ? expanded.reduce((sum, id) => sum + (detailHeights[id] ?? DETAIL_LOADING_HEIGHT), 0) : 0;

  // A full-width row is still a grid row: its content is its one cell. Kept stable: a new renderer would redraw the rows and lose the tables' pages.
  const fullWidthRow = useCallback((p: ICellRendererParams<Row>) => (p.data?.__detailOf && tables.length > 0 ? (
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

  // A failed search is reported once with the server's message (spec: 'errorDefault' with status and code).
  useEffect(() => {
    if (query.error) void alertFailure(t, query.error);
  }, [query.error, t]);

  // The filter cells in the grid's header read the grid tools from the context.
  return <GridToolsContext.Provider value={tools}>{(
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minHeight: 0, ...(searchId === null ? AHEAD_SX : {}) }} aria-hidden={searchId === null || undefined}>
      {(bulkActions.length > 0 || result.tools?.searchPanel || result.tools?.columnChooser) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {bulkActions.map((a) => {
            const Icon = iconRegistry.get(a.icon);
            const needsSelection = actionRegistry.get(a.action).usesSelection === true;
            return (
              <Button key={a.id} variant="outlined" size="small" startIcon={<Icon />} data-action={a.id}
                disabled={(needsSelection && selected.length === 0) || total === 0 || (a.disabledWhen ? evaluateCondition(a.disabledWhen, context) : false)}
                onClick={() => runtime.runAction(a, { rows: needsSelection ? selected : rows, sort: serverSort, gridQuery: tools.query, visibleColumns })}>
                {t(a.labelKey)}{needsSelection && selected.length > 0 ? ` (${selected.length})` : ''}
              </Button>
            );
          })}
          <GridToolbar result={result} visible={conditionColumns} tools={tools} />
        </Stack>
      )}
      {query.isFetching ? <LinearProgress aria-label={t('messages.cargandoContenido')} /> : <Box sx={{ height: 4 }} />}
      <Box ref={gridBox} className="report-grid" sx={{ height: Math.min(640 + (filterRow ? FILTER_ROW_HEIGHT : 0), 56 + (filterRow ? FILTER_ROW_HEIGHT : 0) + rowHeight * Math.max(shownRows, 3) + detailsHeight), width: '100%', ...CELL_COLORS }}>
        {gridTexts && gridTurn && <AgGridReact<Row>
          // The grid takes its texts when it is created: a language change creates it again.
          key={i18n.language}
          ref={gridRef}
          theme={undefined}
          rowData={rowData}
          columnDefs={columnDefs}
          localeText={gridTexts}
          rowHeight={rowHeight}
          floatingFiltersHeight={FILTER_ROW_HEIGHT}
          getRowId={(p: GetRowIdParams<Row>) => (p.data.__detailOf ? `${p.data.__detailOf}::detail` : runtime.rowId(p.data))}
          isFullWidthRow={(p: IsFullWidthRowParams<Row>) => Boolean(p.rowNode.data?.__detailOf)}
          // A full-width row is still a grid row: its content is its one cell.
          fullWidthCellRenderer={fullWidthRow}
          getRowHeight={(p: RowHeightParams<Row>) => (p.data?.__detailOf && detail ? (detailHeights[p.data.__detailOf] ?? DETAIL_LOADING_HEIGHT) : rowHeight)}
          onSortChanged={onSortChanged}
          enableBrowserTooltips
          rowSelection={selectionVisible ? {
            mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false,
            isRowSelectable: (node) => !node.data?.__detailOf,
          } : undefined}
          onSelectionChanged={(e: SelectionChangedEvent<Row>) => setSelected(e.api.getSelectedRows().filter((r) => !r.__detailOf))}
          suppressCellFocus
          loading={query.isLoading}
          overlayLoadingTemplate={`<span>${t('messages.cargandoContenido')}</span>`}
          overlayNoRowsTemplate={`<span data-testid="grid-empty">${query.isError ? t('messages.errorDefault') : t('messages.noResultados')}</span>`}
        />}
      </Box>
      {tools.invalid.length > 0 && (
        // A filter-row value that is not a date or a number is not applied: say so in words, not only with the cell's red border.
        <Alert severity="warning" role="status" data-testid="grid-filter-invalid">
          {tools.invalid.map((i) => `${t(result.columns.find((c) => c.field === i.field)?.headerKey ?? i.field)}: ${t(i.expected === 'date' ? 'grid.filterInvalidDate' : 'grid.filterInvalidNumber')}`).join(' · ')}
        </Alert>
      )}
      {empty && (
        <Alert severity="info" data-testid="grid-empty-offer" role="status"
          action={empty.widen && onWiden ? <Button color="inherit" size="small" data-testid="grid-widen" onClick={() => onWiden(empty.widen!.field, empty.widen!.value)}>{t('report.widenFrom', { date: empty.widen.label })}</Button> : undefined}>
          {t('report.emptyBetween', { from: empty.from, to: empty.to })}
        </Alert>
      )}
      {/* On a narrow screen the total and the pager's parts wrap onto new lines, so the page buttons stay in reach. */}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="body2" color="text.secondary" data-testid="grid-total">{t('report.total', { count: total })}</Typography>
        <Box sx={{ flex: 1 }} />
        {result.tools?.pagerTextKey && (
          <Typography variant="body2" color="text.secondary" data-testid="grid-pager-text">{t(result.tools.pagerTextKey, pagerValues(page, pageSize, total))}</Typography>
        )}
        <TablePagination component="div" count={total} page={total === 0 ? 0 : page - 1} rowsPerPage={pageSize} rowsPerPageOptions={result.pageSizes}
          labelRowsPerPage={t('report.rowsPerPage')} labelDisplayedRows={({ from, to, count }) => t('report.displayedRows', { from, to, count })}
          onPageChange={(_e, p) => { setPage(p + 1); setExpanded([]); }}
          onRowsPerPageChange={(e) => { setPageSize(Number(e.target.value)); setPage(1); setExpanded([]); }}
          sx={{ maxWidth: '100%', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 0 }, '& .MuiTablePagination-spacer': { display: 'none' } }} />
      </Stack>
    </Box>
  )}</GridToolsContext.Provider>;
});
