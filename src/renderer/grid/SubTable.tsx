import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { evaluateCondition } from '../../engine/conditions/evaluateCondition';
import { isNumericFormat } from '../../engine/format/isNumericFormat';
import type { Detail } from '../../engine/definition/reportDefinition.gen';
import { cellColor } from '../../engine/format/cellColor';
import { formatCell } from '../../engine/format/formatCell';
import {
  footerValues, initialSubTableState, isServerPaged, isSortableColumn, lineValue, linesShown, sortByColumn, subTablePageSizes, subTablePayload, withPageSize,
  type SubTableState,
} from '../../engine/grid/subTableRequest';
import { isReplyOk, mapRows, type MappedRows } from '../../engine/reply/mapReply';
import { getPath } from '../../engine/values/getPath';
import { cellRegistry } from '../cells/cellRegistry';
import { ActionButtons } from './ActionButtons';
import { useReportRuntime, type ReportRuntime } from './ReportRuntime';

type Line = Record<string, unknown>;

/** The actions of a line stay in view at the right edge however wide its other columns are. */
const STICKY_ACTIONS = { position: 'sticky', right: 0, bgcolor: 'background.paper', boxShadow: '-4px 0 4px -4px rgba(0,0,0,0.25)' } as const;

/** Cache key of a row's sub-table: the first table without server paging under ['report-detail', code, parentId] (shared with dialogs and actions), the others below it. */
export function subTableKey(code: string, parentId: string, index: number, detail: Detail, state?: SubTableState): unknown[] {
  const base = ['report-detail', code, parentId];
  if (!isServerPaged(detail)) return index === 0 ? base : [...base, index];
  return [...base, index, state?.page, state?.pageSize, state?.sort?.column, state?.sort?.direction];
}

/** Loads a sub-table's lines: every line (an array) for a table paged on screen, the page and total for a table paged on the server. */
export async function fetchSubTable(runtime: Pick<ReportRuntime, 'context' | 'erp'>, detail: Detail, parent: Line, state: SubTableState, signal?: AbortSignal): Promise<Line[] | MappedRows> {
  const reply = await runtime.erp.post(detail.request.endpoint, subTablePayload(detail, { ...runtime.context, row: parent }, state), signal ? { signal } : undefined);
  if (!isServerPaged(detail)) return mapRows(detail.reply, reply.data).rows;
  if (!isReplyOk(detail.reply, reply.data)) throw new Error(String(getPath(reply.data, 'errorMsg') ?? 'statusCode'));
  return mapRows(detail.reply, reply.data);
}

/**
 * One table of an expanded row: its title, its lines (paged on the server with sortable headers when its request names paging fields,
 * else paged on screen), a footer row with the distinct values of a field, and its own loading, empty and error texts.
 */
export function SubTable({ detail, index, parent, parentId }: { detail: Detail; index: number; parent: Line; parentId: string }) {
  const { t } = useTranslation();
  const runtime = useReportRuntime();
  const [state, setState] = useState<SubTableState>(() => initialSubTableState(detail));
  const paged = isServerPaged(detail);
  const ctx = { ...runtime.context, row: parent };
  const query = useQuery<Line[] | MappedRows>({
    queryKey: subTableKey(runtime.definition.code, parentId, index, detail, state),
    queryFn: ({ signal }) => fetchSubTable(runtime, detail, parent, state, signal),
    ...(paged ? { placeholderData: keepPreviousData } : {}),
  });
  const data = query.data === undefined ? undefined : Array.isArray(query.data) ? { rows: query.data, total: query.data.length } : query.data;
  const total = data?.total ?? 0;
  const lines = data ? linesShown(detail, state, data.rows) : [];
  const columns = detail.columns.filter((c) => !c.exportOnly && evaluateCondition(c.visibleWhen, ctx));
  const sizes = subTablePageSizes(detail, state);
  const footer = detail.footer ? footerValues(lines, detail.footer.field) : [];
  const title = detail.titleKey ? t(detail.titleKey) : undefined;
  const titleId = `detail-${parentId}-${index}-title`.replace(/[^\w-]/g, '_');

  return (
    <Box component="section" data-testid="detail-table" data-table={index} aria-labelledby={title ? titleId : undefined}>
      {title && <Typography id={titleId} variant="subtitle2" component="h3" sx={{ fontWeight: 600, py: 0.5 }}>{title}</Typography>}
      {query.isLoading && <><LinearProgress aria-label={t('messages.cargandoContenido')} /><Typography sx={{ p: 1 }}>{t('messages.cargandoContenido')}</Typography></>}
      {query.isError && <Typography color="error" sx={{ p: 1 }} data-testid="detail-error">{t('messages.errorDefault')}</Typography>}
      {query.isSuccess && total === 0 && <Typography sx={{ p: 1 }} data-testid="detail-empty">{t(detail.emptyMessageKey ?? 'messages.noResultados')}</Typography>}
      {lines.length > 0 && (
        <>
          {query.isFetching ? <LinearProgress aria-label={t('messages.cargandoContenido')} /> : null}
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={title ? titleId : undefined} sx={{ bgcolor: 'background.paper', '& .MuiTableCell-root': { px: 1 } }}>
              <TableHead>
                <TableRow>
                  {columns.map((c) => {
                    const active = paged && state.sort?.column === c.field;
                    const direction = active ? state.sort!.direction : 'asc';
                    return (
                      <TableCell key={c.field} sortDirection={active ? direction : false} align={isNumericFormat(c.format) ? 'right' : 'left'}>
                        {paged && isSortableColumn(c) ? (
                          <TableSortLabel active={active} direction={direction} onClick={() => setState((s) => sortByColumn(s, c.field))} data-sort={c.field}>{t(c.headerKey)}</TableSortLabel>
                        ) : t(c.headerKey)}
                      </TableCell>
                    );
                  })}
                  {detail.rowActions?.length ? <TableCell sx={STICKY_ACTIONS}>{t('report.actions')}</TableCell> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((r, i) => (
                  <TableRow key={detail.rowKey ? String(getPath(r, detail.rowKey)) : i}>
                    {columns.map((c) => {
                      const Cell = c.cell ? cellRegistry.get(c.cell) : null;
                      const value = lineValue(c, r, runtime.context);
                      const color = cellColor(c, value, { ...runtime.context, row: r });
                      return (
                        <TableCell key={c.field} align={isNumericFormat(c.format) ? 'right' : 'left'} sx={color ? { color: `${color}.main`, fontWeight: 600 } : undefined}>
                          {Cell ? <Cell row={r} column={c} value={value} /> : formatCell(c, value, t)}
                        </TableCell>
                      );
                    })}
                    {detail.rowActions?.length ? <TableCell padding="none" sx={STICKY_ACTIONS}><ActionButtons actions={detail.rowActions} row={r} /></TableCell> : null}
                  </TableRow>
                ))}
              </TableBody>
              {detail.footer && footer.length > 0 && (
                <TableFooter>
                  <TableRow data-testid="detail-footer">
                    <TableCell colSpan={columns.length + (detail.rowActions?.length ? 1 : 0)} sx={{ color: 'text.primary', fontSize: '0.875rem' }}>
                      <Box component="span" sx={{ fontWeight: 600, mr: 1 }}>{t(detail.footer.labelKey)}</Box>
                      {footer.join(' · ')}
                    </TableCell>
                  </TableRow>
                </TableFooter>
              )}
            </Table>
          </Box>
          {total > sizes[0]! && (
            <TablePagination component="div" count={total} page={state.page} rowsPerPage={state.pageSize} rowsPerPageOptions={sizes}
              labelRowsPerPage={t('report.rowsPerPage')}
              onPageChange={(_e, p) => setState((s) => ({ ...s, page: p }))}
              onRowsPerPageChange={(e) => setState((s) => withPageSize(s, Number(e.target.value)))}
              sx={{ maxWidth: '100%', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 0 }, '& .MuiTablePagination-spacer': { display: 'none' } }} />
          )}
        </>
      )}
    </Box>
  );
}
