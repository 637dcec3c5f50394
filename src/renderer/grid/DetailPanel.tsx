import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { evaluateCondition } from '../../engine/conditions/evaluateCondition';
import type { Detail } from '../../engine/definition/reportDefinition.gen';
import { cellColor } from '../../engine/format/cellColor';
import { formatCell } from '../../engine/format/formatCell';
import { buildPayload } from '../../engine/request/buildPayload';
import { mapRows } from '../../engine/reply/mapReply';
import { cellValue } from '../../engine/values/cellValue';
import { getPath } from '../../engine/values/getPath';
import { cellRegistry } from '../cells/cellRegistry';
import { ActionButtons } from './ActionButtons';
import { useReportRuntime, type ReportRuntime } from './ReportRuntime';

/** The actions of a line stay in view at the right edge however wide its other columns are. */
const STICKY_ACTIONS = { position: 'sticky', right: 0, bgcolor: 'background.paper', boxShadow: '-4px 0 4px -4px rgba(0,0,0,0.25)' } as const;

/** Height of a detail panel: while loading a small band; then a header, one row per line up to the page size, and the pager when there are more. */
export function detailHeight(detail: Detail, lines: number | undefined): number {
  if (lines === undefined) return 96;
  if (lines === 0) return 64;
  const size = detail.pageSize ?? 5;
  return 16 + 40 + 37 * Math.min(lines, size) + (lines > size ? 56 : 0) + 8;
}

/** The query of a row's detail lines, cached under ['report-detail', code, parentId] (shared by the panel, dialogs and actions). */
export function detailQuery(runtime: Pick<ReportRuntime, 'definition' | 'context' | 'erp'>, detail: Detail, parent: Record<string, unknown>, parentId: string) {
  return {
    queryKey: ['report-detail', runtime.definition.code, parentId],
    queryFn: async () => mapRows(detail.reply, (await runtime.erp.post(detail.request.endpoint, buildPayload(detail.request, { ...runtime.context, row: parent }))).data).rows,
  };
}

/** The expanded detail of a row: loads its lines on expand and shows them paged. */
export function DetailPanel({ detail, parent, parentId, onLines }: { detail: Detail; parent: Record<string, unknown>; parentId: string; onLines?: (lines: number) => void }) {
  const { t } = useTranslation();
  const runtime = useReportRuntime();
  const [page, setPage] = useState(0);
  const ctx = { ...runtime.context, row: parent };
  const query = useQuery(detailQuery(runtime, detail, parent, parentId));
  const columns = detail.columns.filter((c) => !c.exportOnly && evaluateCondition(c.visibleWhen, ctx));
  const size = detail.pageSize ?? 5;
  const rows = query.data ?? [];
  const count = query.isSuccess ? rows.length : query.isError ? 0 : undefined;
  useEffect(() => {
    if (count !== undefined) onLines?.(count);
    // onLines changes on every render of the grid; only the count matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count]);
  return (
    <Box sx={{ px: 3, py: 1, bgcolor: 'action.hover', height: '100%', overflow: 'auto' }} data-testid="detail-panel">
      {query.isLoading && <><LinearProgress /><Typography sx={{ p: 1 }}>{t('messages.cargandoContenido')}</Typography></>}
      {query.isError && <Typography color="error" sx={{ p: 1 }}>{t('messages.errorDefault')}</Typography>}
      {query.isSuccess && rows.length === 0 && <Typography sx={{ p: 1 }}>{t('messages.noResultados')}</Typography>}
      {rows.length > 0 && (
        <>
          <Table size="small" sx={{ bgcolor: 'background.paper', '& .MuiTableCell-root': { px: 1 } }}>
            <TableHead>
              <TableRow>
                {columns.map((c) => <TableCell key={c.field}>{t(c.headerKey)}</TableCell>)}
                {detail.rowActions?.length ? <TableCell sx={STICKY_ACTIONS}>{t('report.actions')}</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.slice(page * size, page * size + size).map((r, i) => (
                <TableRow key={detail.rowKey ? String(getPath(r, detail.rowKey)) : i}>
                  {columns.map((c) => {
                    const Cell = c.cell ? cellRegistry.get(c.cell) : null;
                    const value = cellValue(c, r, ctx);
                    const color = cellColor(c, value, { ...ctx, row: r });
                    return <TableCell key={c.field} align={c.format === 'amount' || c.format === 'number' ? 'right' : 'left'} sx={color ? { color: `${color}.main`, fontWeight: 600 } : undefined}>{Cell ? <Cell row={r} column={c} value={value} /> : formatCell(c, value, t)}</TableCell>;
                  })}
                  {detail.rowActions?.length ? <TableCell padding="none" sx={STICKY_ACTIONS}><ActionButtons actions={detail.rowActions} row={r} /></TableCell> : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rows.length > size && (
            <TablePagination component="div" count={rows.length} page={page} rowsPerPage={size} rowsPerPageOptions={[size]} onPageChange={(_e, p) => setPage(p)} />
          )}
        </>
      )}
    </Box>
  );
}
