import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDebouncedValue } from '../../kit/hooks/useDebouncedValue';
import type { ErpClient } from '../../api/erpClient';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import type { SelectionResult } from '../../engine/definition/reportDefinition.gen';
import { mapRows } from '../../engine/reply/mapReply';
import { buildPayload } from '../../engine/request/buildPayload';
import { describeFailure } from '../../api/describeFailure';

type Row = Record<string, unknown>;

/**
 * A selection result: a search box that searches as the user types (after the definition's pause), a paged list with a checkbox per row
 * and one for the whole page, and the chosen rows as removable chips. The chosen rows live in a filter field, so they survive paging and
 * searching and the report's request sends them.
 */
export function SelectionList(props: { result: SelectionResult; erp: ErpClient; context: ConditionContext; value: Row[]; onChange: (rows: Row[]) => void }) {
  const { t } = useTranslation();
  const { result, erp, context, value, onChange } = props;
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, result.searchDelayMs ?? 500);
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [debounced]);
  const keyOf = (row: Row) => String(row[result.key] ?? '');
  const chosen = useMemo(() => new Set(value.map(keyOf)), [value]); // eslint-disable-line react-hooks/exhaustive-deps

  const payload = buildPayload(result.source, { ...context, search: debounced }, { page, pageSize: result.pageSize });
  const list = useQuery({
    queryKey: ['selection', result.source.endpoint, payload], placeholderData: keepPreviousData, staleTime: 60_000,
    queryFn: async () => mapRows({ rows: result.rows ?? ['dataRes'], total: result.total ?? ['numReg'] }, (await erp.post(result.source.endpoint, payload)).data),
  });
  const rows = list.data?.rows ?? [];
  const pageChosen = rows.filter((r) => chosen.has(keyOf(r))).length;

  const toggle = (row: Row, on: boolean) => onChange(on ? [...value, row] : value.filter((v) => keyOf(v) !== keyOf(row)));
  const togglePage = (on: boolean) => onChange(on
    ? [...value, ...rows.filter((r) => !chosen.has(keyOf(r)))]
    : value.filter((v) => !rows.some((r) => keyOf(r) === keyOf(v))));
  const chipText = (row: Row) => `${keyOf(row)} - ${String(row[result.label] ?? '')}`;

  return (
    <Stack spacing={1} data-testid="selection-list">
      <TextField size="small" fullWidth label={t(result.searchLabelKey ?? 'lookup.search')} value={search} onChange={(e) => setSearch(e.target.value)}
        onKeyDown={(e) => { if (e.key === 'Enter') e.preventDefault(); }} slotProps={{ htmlInput: { 'data-testid': 'selection-search' } }} />
      <Box role="list" aria-label={t('selection.chosen', { count: value.length })} data-testid="selection-chips"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, minHeight: 32, maxHeight: 120, overflowY: 'auto', alignItems: 'center' }}>
        {value.length === 0 && <Typography variant="body2" color="text.secondary">{t(result.emptySelectionKey ?? 'selection.none')}</Typography>}
        {value.map((row) => (
          <Chip role="listitem" key={keyOf(row)} size="small" label={chipText(row)} onDelete={() => toggle(row, false)} data-key={keyOf(row)} />
        ))}
      </Box>
      {list.isFetching ? <LinearProgress aria-label={t('messages.cargandoContenido')} /> : <Box sx={{ height: 4 }} />}
      {list.isError && <Typography color="error" role="alert">{describeFailure(list.error) || t('messages.unknownError')}</Typography>}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox size="small" checked={rows.length > 0 && pageChosen === rows.length} indeterminate={pageChosen > 0 && pageChosen < rows.length}
                disabled={rows.length === 0} onChange={(e) => togglePage(e.target.checked)} slotProps={{ input: { 'aria-label': t('selection.page') } }} data-testid="selection-page" />
            </TableCell>
            {result.columns.map((c) => <TableCell key={c.field}>{t(c.headerKey)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const on = chosen.has(keyOf(row));
            return (
              <TableRow key={keyOf(row)} hover selected={on} sx={{ cursor: 'pointer' }} onClick={() => toggle(row, !on)} data-key={keyOf(row)}>
                <TableCell padding="checkbox">
                  <Checkbox size="small" checked={on} onClick={(e) => e.stopPropagation()} onChange={(e) => toggle(row, e.target.checked)}
                    slotProps={{ input: { 'aria-label': chipText(row) } }} />
                </TableCell>
                {result.columns.map((c) => <TableCell key={c.field}>{String(row[c.field] ?? '') || '-'}</TableCell>)}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {!list.isFetching && !list.isError && rows.length === 0 && <Typography sx={{ p: 1 }} color="text.secondary">{t('messages.noResultados')}</Typography>}
      <TablePagination component="div" count={list.data?.total ?? 0} page={page - 1} rowsPerPage={result.pageSize} rowsPerPageOptions={[result.pageSize]}
        onPageChange={(_e, p) => setPage(p + 1)} data-testid="selection-pager" />
    </Stack>
  );
}
