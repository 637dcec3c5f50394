import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import { DatePickersProvider } from '../../kit/i18n/DatePickersProvider';
import { notify, showAlert } from '../../kit/dialogs/notifications';
import { useDebouncedValue } from '../../kit/hooks/useDebouncedValue';
import { formatAmount } from '../../engine/format/formatAmount';
import type { LookupItem } from '../../renderer/lookup/lookupSources';
import { keyOf, quotesApi } from './api/quotesApi';
import type { QuoteListItem } from '../../domain/quotes/quoteTypes';
import { CodeNamePicker } from '../../renderer/lookup/CodeNamePicker';
import { CUSTOMER_PAGE, loadCustomers } from './components/customerLookups';
import { DayPicker } from './components/DayPicker';
import { QuoteStatusChip } from './components/QuoteStatusChip';
import { writeCurrentQuote } from './currentQuoteStore';
import { isoToWire, listEndParam } from '../../domain/quotes/quoteDates';
import { deleteSelectionProblem, editSelectionProblem, type QuoteMessage } from '../../domain/quotes/quoteRules';
import { alertQuoteError, alertRule, confirmYesNo, describeError } from './quoteAlerts';
import './quotesCatalogue';

/** Rows of the quote list (spec 3 §9). */
export const QUOTES_PER_PAGE = 10;
/** Pause after deleting quotes before the list reloads (spec 3 §4.1). */
export const DELETE_SETTLE_MS = 200;

interface Filters { fechaIni: string; fechaFin: string; numPedido: string; cliente: LookupItem | null }
const EMPTY: Filters = { fechaIni: '', fechaFin: '', numPedido: '', cliente: null };
const COLUMNS = ['numeroPedido', 'cliente', 'sucursalEnvio', 'razonSocial', 'fechaCreacion', 'importePedidoEntrado', 'fechaVigencia', 'nombreEstado'] as const;

/** The quote list ('quotes list', spec 3 §2.1): filters, search, sortable paged table with selection; edit opens the summary, new opens the wizard, delete several. */
export function QuotesListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [showFilters, setShowFilters] = useState(false);
  const [form, setForm] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<{ orderBy: string; order: 'ASC' | 'DESC' }>({ orderBy: 'fechaCreacion', order: 'DESC' });
  const [selected, setSelected] = useState<Map<number, QuoteListItem>>(new Map());
  const [busy, setBusy] = useState(false);

  const params = {
    offset: QUOTES_PER_PAGE * page + 1, numRows: QUOTES_PER_PAGE, ...sort, search: debounced, codCliente: applied.cliente?.codigo ?? '',
    fechaIni: isoToWire(applied.fechaIni), fechaFin: listEndParam(applied.fechaFin), numPedido: applied.numPedido.trim(),
  };
  const list = useQuery({ queryKey: ['quotes', params], queryFn: () => quotesApi.list(params), placeholderData: keepPreviousData });
  const rows = list.data?.presupuestos ?? [];
  const total = list.data?.totalRows ?? 0;
  const datesInverted = Boolean(form.fechaIni && form.fechaFin && form.fechaIni > form.fechaFin);

  const runSearch = () => {
    if (datesInverted) return;
    setApplied(form);
    setPage(0);
    setSelected(new Map());
  };
  const toggle = (q: QuoteListItem) => setSelected((s) => {
    const next = new Map(s);
    if (next.has(q.id)) next.delete(q.id); else next.set(q.id, q);
    return next;
  });
  const pageSelected = rows.length > 0 && rows.every((q) => selected.has(q.id));
  const toggleAll = () => setSelected((s) => {
    const next = new Map(s);
    for (const q of rows) if (pageSelected) next.delete(q.id); else next.set(q.id, q);
    return next;
  });
  const sortBy = (column: string) => setSort((s) => ({ orderBy: column, order: s.orderBy === column && s.order === 'ASC' ? 'DESC' : 'ASC' }));

  /** The selected quotes when the rule lets the action go on; otherwise the rule's message is shown and there is nothing to do. */
  const allowed = async (rule: (chosen: QuoteListItem[]) => QuoteMessage | null): Promise<QuoteListItem[] | null> => {
    const chosen = [...selected.values()];
    const problem = rule(chosen);
    if (!problem) return chosen;
    await alertRule(t, problem);
    return null;
  };
  const edit = async () => {
    const chosen = await allowed(editSelectionProblem);
    if (chosen) void navigate(`/presupuestos/resumen/${chosen[0]!.id}`);
  };
  const create = () => {
    writeCurrentQuote({ id: null, step: 1, origin: 'list' });
    void navigate('/presupuestos/asistente');
  };
  const remove = async () => {
    const chosen = await allowed(deleteSelectionProblem);
    if (!chosen) return;
    if (!(await confirmYesNo(t, 'quotes.list.deleteTitle', t('quotes.list.deleteQuestion', { count: chosen.length, numbers: chosen.map((q) => q.numeroPedido).join(', ') })))) return;
    setBusy(true);
    const failures: string[] = [];
    for (const q of chosen) {
      try {
        await quotesApi.remove(keyOf(q));
      } catch (error) {
        failures.push(`${q.numeroPedido}: ${describeError(t, error)}`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, DELETE_SETTLE_MS));
    setSelected(new Map());
    await list.refetch();
    setBusy(false);
    if (failures.length) {
      await showAlert({ type: 'errorWButton', title: t('quotes.errors.context.deleteQuote'), message: t('quotes.list.deleteFailed'), detail: failures.join('\n') });
    } else notify('success', t('quotes.list.deleted', { count: chosen.length }));
  };

  const cell = (q: QuoteListItem, column: (typeof COLUMNS)[number]) => {
    switch (column) {
      case 'cliente': return <><Typography variant="body2">{q.cliente}</Typography><Typography variant="caption" color="text.secondary">{q.nombreCliente}</Typography></>;
      case 'importePedidoEntrado': return formatAmount(q.importePedidoEntrado);
      case 'nombreEstado': return <QuoteStatusChip estado={q.estado} name={q.nombreEstado} />;
      case 'numeroPedido': return q.numeroBis ? `${q.numeroPedido}-${q.numeroBis}` : q.numeroPedido;
      default: return q[column];
    }
  };

  return (
    <DatePickersProvider>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">{t('quotes.list.title')}</Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
          <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => void edit()} data-testid="quotes-edit">{t('quotes.list.edit')}</Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={create} data-testid="quotes-new">{t('quotes.list.new')}</Button>
          <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => void remove()} disabled={busy} data-testid="quotes-delete">{t('quotes.list.delete')}</Button>
          <Button startIcon={<TuneIcon />} onClick={() => setShowFilters((s) => !s)} aria-expanded={showFilters} data-testid="quotes-advanced">{t('quotes.list.advancedFilters')}</Button>
          <Box sx={{ flex: 1 }} />
          <TextField size="small" value={search} onChange={(e) => { setSearch(e.target.value); setPage(0); }} placeholder={t('quotes.list.searchBox')} sx={{ minWidth: 260 }}
            slotProps={{ htmlInput: { 'aria-label': t('quotes.list.searchBox'), 'data-testid': 'quotes-search-box' }, input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }} />
        </Stack>
        <Collapse in={showFilters}>
          <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={(e) => { e.preventDefault(); runSearch(); }} data-testid="quotes-filters">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '180px 180px 160px minmax(320px, 1fr) auto' }, alignItems: 'start' }}>
              <DayPicker label={t('quotes.list.startDate')} value={form.fechaIni} onChange={(v) => setForm((f) => ({ ...f, fechaIni: v }))} testId="quotes-filter-start" />
              <DayPicker label={t('quotes.list.endDate')} value={form.fechaFin} onChange={(v) => setForm((f) => ({ ...f, fechaFin: v }))} testId="quotes-filter-end" />
              <TextField size="small" label={t('quotes.list.number')} value={form.numPedido} onChange={(e) => setForm((f) => ({ ...f, numPedido: e.target.value.replace(/\D/g, '') }))}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'quotes-filter-number' } }} />
              <CodeNamePicker label={t('quotes.fields.customer')} value={form.cliente} onChange={(c) => setForm((f) => ({ ...f, cliente: c }))} load={loadCustomers} pageSize={CUSTOMER_PAGE}
                testId="quotes-filter-customer" onLoadError={(e) => void alertQuoteError(t, 'customers', e)} />
              <Stack direction="row" spacing={1}>
                <Button onClick={() => { setForm(EMPTY); setApplied(EMPTY); setPage(0); }}>{t('report.clear')}</Button>
                <Button type="submit" variant="contained" disabled={datesInverted} data-testid="quotes-filter-search">{t('report.search')}</Button>
              </Stack>
            </Box>
            {datesInverted && <Alert severity="warning" sx={{ mt: 2 }}>{t('messages.fechaInicialMayorFinal')}</Alert>}
          </Paper>
        </Collapse>
        {list.isError && <Alert severity="error" data-testid="quotes-load-error">{t('quotes.errors.context.loadQuotes')}: {describeError(t, list.error)}</Alert>}
        <Paper variant="outlined">
          {(list.isFetching || busy) ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
          <TableContainer>
            <Table size="small" data-testid="quotes-table">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox checked={pageSelected} indeterminate={!pageSelected && rows.some((q) => selected.has(q.id))} onChange={toggleAll} slotProps={{ input: { 'aria-label': t('quotes.list.selectPage') } }} />
                  </TableCell>
                  {COLUMNS.map((c) => (
                    <TableCell key={c} align={c === 'importePedidoEntrado' ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }} sortDirection={sort.orderBy === c ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
                      <TableSortLabel active={sort.orderBy === c} direction={sort.orderBy === c && sort.order === 'DESC' ? 'desc' : 'asc'} onClick={() => sortBy(c)}>{t(`quotes.list.columns.${c}`)}</TableSortLabel>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((q) => (
                  <TableRow key={q.id} hover selected={selected.has(q.id)} onClick={() => toggle(q)} sx={{ cursor: 'pointer' }} data-testid="quote-row" data-quote={q.numeroPedido} data-status={q.estado}>
                    <TableCell padding="checkbox"><Checkbox checked={selected.has(q.id)} slotProps={{ input: { 'aria-label': t('quotes.list.selectQuote', { number: q.numeroPedido }) } }} /></TableCell>
                    {COLUMNS.map((c) => <TableCell key={c} align={c === 'importePedidoEntrado' ? 'right' : 'left'}>{cell(q, c)}</TableCell>)}
                  </TableRow>
                ))}
                {!list.isPending && rows.length === 0 && (
                  <TableRow><TableCell colSpan={COLUMNS.length + 1}><Typography color="text.secondary" sx={{ py: 2 }} data-testid="quotes-empty">{t('messages.noResultados')}</Typography></TableCell></TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination component="div" count={total} page={page} rowsPerPage={QUOTES_PER_PAGE} rowsPerPageOptions={[QUOTES_PER_PAGE]} onPageChange={(_e, p) => setPage(p)}
            labelDisplayedRows={({ from, to, count }) => t('report.displayedRows', { from, to, count })} data-testid="quotes-pagination" />
        </Paper>
        {selected.size > 0 && <Typography variant="body2" color="text.secondary" data-testid="quotes-selected">{t('quotes.list.selectedCount', { count: selected.size })}</Typography>}
      </Stack>
    </DatePickersProvider>
  );
}
