import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgGridReact } from 'ag-grid-react';
import type { ColumnMovedEvent, ColumnResizedEvent, GetRowIdParams, IsFullWidthRowParams, SortChangedEvent, SelectionChangedEvent } from 'ag-grid-community';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import InsightsIcon from '@mui/icons-material/Insights';
import { evaluateCondition } from '../../engine/conditions/evaluateCondition';
import type { GridResult } from '../../engine/definition/reportDefinition.gen';
import { visibleDefaultSort } from '../../engine/grid/visibleDefaultSort';
import { viewSort } from '../../engine/views/viewSort';
import { emptyResultOffer } from '../../engine/grid/emptyResultOffer';
import { useSameItems } from '../../kit/hooks/useSameItems';
import { rowHeightForImages } from '../cells/RemoteImageCell';
import { alertFailure } from '../actions/reportAlerts';
import { BulkActionBar } from './BulkActionBar';
import { EmptyResultNotice } from './EmptyResultNotice';
import { FilterInvalidAlert } from './FilterInvalidAlert';
import { useGridTexts } from './gridTexts';
import { useReportRuntime } from './ReportRuntime';
import { ResultPager } from './ResultPager';
import { useColumnDefs } from './useColumnDefs';
import { useContentWidths } from './useContentWidths';
import { useDetailRows, type GridRow } from './useDetailRows';
import { useGridPage } from './useGridPage';
import { GridToolsContext, useGridTools } from './useGridTools';
import { useResultRows, type GridOutcome } from './useResultRows';
import { useSummaryHost } from '../summaries/useSummaryHost';

// The Resumen panel (and, inside it, the chart library) is its own chunk: fetched when a user first opens it.
const SummaryPanel = lazy(() => import('../summaries/SummaryPanel'));

export type { GridOutcome } from './useResultRows';

const ROW_HEIGHT = 42;
const FILTER_ROW_HEIGHT = 40;

/** Styles of the cell colours (cellColor) inside the grid. */
const CELL_COLORS = Object.fromEntries((['success', 'error', 'warning', 'info'] as const).map((c) => [`& .cell-color-${c}`, { color: `${c}.main`, fontWeight: 600 }]));

/** Out of sight and out of the layout (its width kept, so it shows without measuring again), before the first search. */
const AHEAD_SX = { position: 'absolute', top: 0, left: 0, right: 0, height: 0, overflow: 'hidden', visibility: 'hidden', pointerEvents: 'none' } as const;

/**
 * Server-paged result grid: sort on the server, page sizes of the definition, expandable detail rows, row and bulk actions, selection.
 * Without a search (`searchId` null) it is built ahead, out of sight, and asks for nothing; the search then only brings its rows.
 * Drawn again only when its props or the report's runtime change, not on every keystroke in the filters above it.
 */
export const ResultGrid = memo(function ResultGrid({ result, searchId, onOutcome, onWiden }: {
  result: GridResult; searchId: number | null;
  /** Told of the search's phase and total when they change. */
  onOutcome?: (outcome: GridOutcome) => void;
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
  // Where the grid starts: the view's (or the link's) sort, page size, page, columns and tools, else the report's own.
  const [start] = useState(() => runtime.gridView?.start() ?? {});
  const report = runtime.gridView?.report;
  const paging = useGridPage(start.pageSize ?? result.pageSize, start.page ?? 1, report);
  const { page, pageSize, expanded } = paging;
  // The definition's default sort, unless its column is hidden from the user (the services then sort by their own default).
  const [initialSort] = useState(() => viewSort(result, start.sort, context) ?? visibleDefaultSort(result, context));
  const [sort, setSort] = useState(initialSort);
  // Widths the user dragged a column to (kept with the user's layout); the others take their content's width or share the rest.
  const [userWidths, setUserWidths] = useState<Record<string, number>>(() => start.widths ?? {});
  const [selected, setSelected] = useState<GridRow[]>([]);
  const gridRef = useRef<AgGridReact<GridRow>>(null);
  const gridBox = useRef<HTMLDivElement>(null);
  // Columns visible by their conditions; the column chooser then shows the user's choice of them. Any tool change starts again from page 1.
  // The same columns keep the same list, so a search whose context shows the same ones does not rebuild the grid's columns.
  const conditionColumns = useSameItems(useMemo(() => result.columns.filter((c) => !c.exportOnly && evaluateCondition(c.visibleWhen, context)), [result.columns, context]));
  const tools = useGridTools(result, conditionColumns, start, paging.toPageOne, report);
  const visibleColumns = tools.columns;
  const filterRow = Boolean(result.tools?.filterRow);

  const summaries = useSummaryHost({ columns: conditionColumns, gridQuery: tools.query, searchId, onGroupChange: paging.toPageOne });
  // While a summary's group shows, the rows are the group's (the service's query with the group's conditions, or the worker's pages).
  const { query, rows, total, serverSort, status } = useResultRows({
    definition, result, erp, context, searchId, page, pageSize, sort, toolsQuery: summaries.groupQuery ?? tools.query, onOutcome, local: summaries.local, grouped: Boolean(summaries.group),
  });
  // The search's own total (while the grid shows a group, its rows are the group's).
  const searchTotal = useRef(0);
  if (!summaries.group) searchTotal.current = total;
  const rowHeight = useMemo(() => rowHeightForImages(visibleColumns, ROW_HEIGHT), [visibleColumns]);
  const details = useDetailRows({ result, code: definition.code, rows, rowId: runtime.rowId, expanded, setExpanded: paging.setExpanded, rowHeight });
  const widthsNow = useContentWidths({ columns: visibleColumns, rows, t, context, gridBox, gridRef, userWidths });
  const selectionVisible = Boolean(result.selection) && evaluateCondition(result.selection?.visibleWhen, context);
  const columnDefs = useColumnDefs({
    result, columns: visibleColumns, expanded, toggle: details.toggle, expandable: Boolean(details.detail), filterRow, initialSort, widthsNow, userWidths, t, context, runtime, gridBox, gridRef,
  });

  const onSortChanged = (e: SortChangedEvent<GridRow>) => {
    if (e.source !== 'uiColumnSorted') return;
    const s = e.api.getColumnState().find((c) => c.sort);
    const next = s?.sort ? { column: s.colId, direction: s.sort } : undefined;
    setSort(next);
    paging.setPage(1);
    report?.({ sort: next, page: 1 });
  };
  // Columns dragged to a new place or width (by the user, not by the grid sizing itself).
  const onColumnMoved = (e: ColumnMovedEvent<GridRow>) => {
    if (!e.finished || !e.source.startsWith('ui')) return;
    tools.setOrder(e.api.getColumnState().map((c) => c.colId).filter((id) => !id.startsWith('__')));
  };
  const onColumnResized = (e: ColumnResizedEvent<GridRow>) => {
    if (!e.finished || e.source !== 'uiColumnResized' || !e.columns?.length) return;
    const next = { ...userWidths, ...Object.fromEntries(e.columns.filter((c) => !c.getColId().startsWith('__')).map((c) => [c.getColId(), Math.round(c.getActualWidth())])) };
    setUserWidths(next);
    report?.({ widths: next });
  };

  const bulkActions = (result.toolbarActions ?? []).filter((a) => evaluateCondition(a.visibleWhen, context));
  // An empty search says which dates it searched and, when the definition offers it, searches again from an earlier start.
  const empty = status.phase === 'empty' ? emptyResultOffer(result, context) : undefined;
  // Until the first page arrives the grid is as tall as a full page, so the rows fill it without the grid and the dialog resizing.
  const shownRows = query.data ? rows.length : pageSize;
  const filterRowHeight = filterRow ? FILTER_ROW_HEIGHT : 0;

  // A failed search is reported once with the server's message (spec: 'errorDefault' with status and code).
  useEffect(() => {
    if (query.error) void alertFailure(t, query.error);
  }, [query.error, t]);

  // The filter cells in the grid's header read the grid tools from the context.
  return <GridToolsContext.Provider value={tools}>{(
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minHeight: 0, ...(searchId === null ? AHEAD_SX : {}) }} aria-hidden={searchId === null || undefined}>
      <BulkActionBar result={result} actions={bulkActions} context={context} selected={selected} rows={rows} total={searchTotal.current} tools={tools} columns={conditionColumns}
        // The summary is read when an action starts (the target is spread at the click), not when the line is drawn.
        target={{ sort: serverSort, gridQuery: tools.query, visibleColumns, get summary() { return summaries.exported.current; } }} onRun={runtime.runAction}
        start={definition.request && (
          <Button variant={summaries.open ? 'contained' : 'outlined'} size="small" startIcon={<InsightsIcon />} data-testid="summary-open" aria-expanded={summaries.open}
            disabled={searchId === null || (status.phase !== 'results' && !summaries.open)} onClick={() => summaries.setOpen(!summaries.open)}>
            {t('summary.open')}
          </Button>
        )} />
      {summaries.open && searchId !== null && (
        <Suspense fallback={<LinearProgress aria-label={t('summary.title')} />}>
          <SummaryPanel key={`${searchId}|${JSON.stringify(tools.query)}`} reportName={t(definition.titleKey)} result={result} columns={conditionColumns}
            serverFilter={Boolean(definition.request?.paging?.filter)} total={searchTotal.current}
            holder={() => summaries.holderOf({ definition, context, erp, sort: serverSort, gridQuery: tools.query, total: searchTotal.current })}
            discard={summaries.discard} onGroup={summaries.chooseGroup} onSummary={summaries.setExported} onClose={() => summaries.setOpen(false)} />
        </Suspense>
      )}
      {summaries.group && (
        <Alert severity="info" data-testid="summary-group-filter"
          action={<Button color="inherit" size="small" onClick={() => summaries.chooseGroup(null)} data-testid="summary-group-clear">{t('summary.clearGroup')}</Button>}>
          {t('summary.groupFilter', { group: summaries.group.label, count: summaries.group.rows, rows: summaries.group.rows.toLocaleString(i18n.language) })}
        </Alert>
      )}
      {status.fetching ? <LinearProgress aria-label={t('messages.cargandoContenido')} /> : <Box sx={{ height: 4 }} />}
      <Box ref={gridBox} className="report-grid" sx={{ height: Math.min(640 + filterRowHeight, 56 + filterRowHeight + rowHeight * Math.max(shownRows, 3) + details.detailsHeight), width: '100%', ...CELL_COLORS }}>
        {gridTexts && gridTurn && <AgGridReact<GridRow>
          // The grid takes its texts when it is created: a language change creates it again.
          key={i18n.language}
          ref={gridRef}
          theme={undefined}
          rowData={details.rowData}
          columnDefs={columnDefs}
          localeText={gridTexts}
          rowHeight={rowHeight}
          floatingFiltersHeight={FILTER_ROW_HEIGHT}
          getRowId={(p: GetRowIdParams<GridRow>) => (p.data.__detailOf ? `${p.data.__detailOf}::detail` : runtime.rowId(p.data))}
          isFullWidthRow={(p: IsFullWidthRowParams<GridRow>) => Boolean(p.rowNode.data?.__detailOf)}
          // A full-width row is still a grid row: its content is its one cell.
          fullWidthCellRenderer={details.fullWidthRow}
          getRowHeight={details.getRowHeight}
          onSortChanged={onSortChanged}
          onColumnMoved={onColumnMoved}
          onColumnResized={onColumnResized}
          enableBrowserTooltips
          rowSelection={selectionVisible ? {
            mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false,
            isRowSelectable: (node) => !node.data?.__detailOf,
          } : undefined}
          onSelectionChanged={(e: SelectionChangedEvent<GridRow>) => setSelected(e.api.getSelectedRows().filter((r) => !r.__detailOf))}
          suppressCellFocus
          loading={status.firstLoad}
          overlayLoadingTemplate={`<span>${t('messages.cargandoContenido')}</span>`}
          overlayNoRowsTemplate={`<span data-testid="grid-empty">${status.phase === 'failed' ? t('messages.errorDefault') : t('messages.noResultados')}</span>`}
        />}
      </Box>
      {tools.invalid.length > 0 && <FilterInvalidAlert result={result} invalid={tools.invalid} />}
      {empty && <EmptyResultNotice offer={empty} onWiden={onWiden} />}
      <ResultPager result={result} page={page} pageSize={pageSize} total={total} onPage={paging.goTo} onPageSize={paging.resize} />
    </Box>
  )}</GridToolsContext.Provider>;
});
