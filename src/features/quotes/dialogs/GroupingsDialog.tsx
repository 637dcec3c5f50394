import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { notify, showAlert } from '../../../kit/dialogs/notifications';
import { quotesApi } from '../api/quotesApi';
import { QUOTE_MESSAGES } from '../../../domain/quotes/quoteRules';
import { alertQuoteError, alertRule, confirmYesNo, describeError } from '../quoteAlerts';

/** Groupings per page of the dialog (spec 3 §9), sorted by name. */
export const GROUPINGS_PAGE = 5;

/** Groupings dialog (spec 3 §2.1): the company's groupings with checkboxes, create with a required name, delete with confirmation, Exit. */
export function GroupingsDialog({ empresa, onClose }: { empresa: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useQuery({
    queryKey: ['quote-groupings-page', empresa, page],
    queryFn: () => quotesApi.groupings({ empresa, offset: GROUPINGS_PAGE * page + 1, numRows: GROUPINGS_PAGE }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.AGRUPACIONES ?? [];
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['quote-groupings-page', empresa] });
    await queryClient.invalidateQueries({ queryKey: ['quote-groupings', empresa] });
  };

  const create = async () => {
    const clean = name.trim();
    if (!clean) {
      setNameError(t(QUOTE_MESSAGES.required));
      return;
    }
    setBusy(true);
    try {
      const codigo = await quotesApi.createGrouping(empresa, clean);
      setName('');
      setNameError(null);
      await refresh();
      // The list is sorted by name: show the page the new grouping landed on.
      const all = await queryClient.fetchQuery({ queryKey: ['quote-groupings', empresa], queryFn: () => quotesApi.groupings({ empresa, offset: 1, numRows: 1000 }) });
      const index = all.AGRUPACIONES.findIndex((g) => g.agrupaCodigo === codigo);
      if (index >= 0) setPage(Math.floor(index / GROUPINGS_PAGE));
      notify('success', t('quotes.groupings.created', { name: clean }));
    } catch (error) {
      await alertQuoteError(t, 'groupings', error);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (selected.size === 0) {
      await alertRule(t, QUOTE_MESSAGES.noSelection);
      return;
    }
    const names = rows.filter((g) => selected.has(g.agrupaCodigo)).map((g) => g.agrupaDenominacion);
    if (!(await confirmYesNo(t, 'quotes.groupings.deleteTitle', t('quotes.groupings.deleteQuestion', { count: selected.size, names: names.join(', ') })))) return;
    setBusy(true);
    const failures: string[] = [];
    for (const codigo of selected) {
      try {
        await quotesApi.removeGrouping(empresa, codigo);
      } catch (error) {
        failures.push(describeError(t, error));
      }
    }
    setSelected(new Set());
    await refresh();
    setBusy(false);
    if (failures.length) await showAlert({ type: 'errorWButton', title: t('quotes.errors.context.groupings'), message: t('quotes.groupings.deleteFailed'), detail: failures.join('\n') });
  };
  const toggle = (codigo: number) => setSelected((s) => {
    const next = new Set(s);
    if (next.has(codigo)) next.delete(codigo); else next.add(codigo);
    return next;
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="groupings-title" data-testid="groupings-dialog">
      <DialogTitle id="groupings-title">{t('quotes.groupings.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={1} component="form" noValidate onSubmit={(e) => { e.preventDefault(); void create(); }} sx={{ alignItems: 'flex-start', mb: 2 }}>
          <TextField size="small" fullWidth label={t('quotes.groupings.name')} value={name} required error={Boolean(nameError)} helperText={nameError ?? undefined}
            onChange={(e) => { setName(e.target.value.slice(0, 60)); setNameError(null); }} slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'grouping-name' } }} />
          <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={busy} sx={{ whiteSpace: 'nowrap' }} data-testid="grouping-create">{t('quotes.groupings.create')}</Button>
        </Stack>
        {list.isFetching || busy ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        {list.isError && <Typography color="error">{t('quotes.errors.context.groupings')}: {describeError(t, list.error)}</Typography>}
        <Table size="small" data-testid="groupings-table">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{t('quotes.groupings.code')}</TableCell>
              <TableCell>{t('quotes.groupings.name')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((g) => (
              <TableRow key={g.agrupaCodigo} hover onClick={() => toggle(g.agrupaCodigo)} sx={{ cursor: 'pointer' }} data-testid="grouping-row" data-grouping={g.agrupaDenominacion}>
                <TableCell padding="checkbox"><Checkbox checked={selected.has(g.agrupaCodigo)} slotProps={{ input: { 'aria-label': g.agrupaDenominacion } }} /></TableCell>
                <TableCell>{g.agrupaCodigo}</TableCell>
                <TableCell>{g.agrupaDenominacion}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination component="div" count={list.data?.totalRows ?? 0} page={page} rowsPerPage={GROUPINGS_PAGE} rowsPerPageOptions={[GROUPINGS_PAGE]}
          onPageChange={(_e, p) => setPage(p)} labelDisplayedRows={({ from, to, count }) => t('report.displayedRows', { from, to, count })} />
      </DialogContent>
      <DialogActions>
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => void remove()} disabled={busy} sx={{ mr: 'auto' }} data-testid="grouping-delete">{t('quotes.groupings.delete')}</Button>
        <Button variant="contained" onClick={onClose} data-testid="groupings-exit">{t('quotes.groupings.exit')}</Button>
      </DialogActions>
    </Dialog>
  );
}
