import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { showAlert } from '../../../kit/dialogs/notifications';
import { useDebouncedValue } from '../../../kit/hooks/useDebouncedValue';
import { createPortalUser, listErpUsers, type ErpUser } from '../api/usersApi';
import { alertAdminError } from '../adminDialogs';

/** Rows per page of the new-user dialog (spec 1 §9). */
const PAGE_SIZE = 7;

/** The new-user dialog (on-premise, spec 1 §2.9): ERP users not yet in the portal (up to 9999), search, 7 per page, ticks kept across pages, Add. */
export function NewUserDialog(props: { open: boolean; onClose: () => void; onAdded: (usuarios: string[]) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const [page, setPage] = useState(0);
  const [ticked, setTicked] = useState<Map<string, ErpUser>>(new Map());
  const [adding, setAdding] = useState(false);
  const users = useQuery({ queryKey: ['admin-erp-users', debounced], queryFn: () => listErpUsers(debounced), enabled: props.open });

  useEffect(() => setPage(0), [debounced]);
  useEffect(() => {
    if (!props.open) { setSearch(''); setTicked(new Map()); }
  }, [props.open]);
  useEffect(() => {
    if (users.error) void alertAdminError(t, 'users.messages.loadError', users.error);
  }, [users.error, t]);

  const rows = users.data ?? [];
  const visible = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const toggle = (u: ErpUser) => setTicked((m) => {
    const next = new Map(m);
    if (next.has(u.usuario)) next.delete(u.usuario);
    else next.set(u.usuario, u);
    return next;
  });

  const add = async () => {
    setAdding(true);
    const added: string[] = [];
    const failed: string[] = [];
    for (const u of ticked.values()) {
      try {
        await createPortalUser(u);
        added.push(u.usuario);
      } catch (error) {
        failed.push(`${u.usuario}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    setAdding(false);
    if (failed.length) await showAlert({ type: 'errorWButton', title: t('users.newUser.errorAdd'), message: failed.join('\n') });
    if (added.length) props.onAdded(added);
    else void users.refetch();
  };

  return (
    <Dialog open={props.open} onClose={adding ? undefined : props.onClose} maxWidth="md" fullWidth data-testid="new-user-dialog" slotProps={{ paper: { sx: { maxWidth: 800 } } }}>
      <DialogTitle>{t('users.newUser.title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>{t('users.newUser.intro')}</Typography>
        <TextField autoFocus size="small" fullWidth value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('users.newUser.search')}
          slotProps={{ htmlInput: { 'aria-label': t('users.newUser.search'), 'data-testid': 'new-user-search' }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }} />
        {users.isFetching ? <LinearProgress sx={{ mt: 1 }} /> : <Box sx={{ height: 4, mt: 1 }} />}
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{t('users.list.user')}</TableCell>
              <TableCell>{t('users.list.name')}</TableCell>
              <TableCell>{t('users.list.email')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((u) => (
              <TableRow key={u.usuario} hover onClick={() => toggle(u)} sx={{ cursor: 'pointer' }} data-testid={`erp-user-${u.usuario}`}>
                <TableCell padding="checkbox"><Checkbox size="small" checked={ticked.has(u.usuario)} slotProps={{ input: { 'aria-label': u.usuario } }} /></TableCell>
                <TableCell>{u.usuario}</TableCell>
                <TableCell>{u.nombre}</TableCell>
                <TableCell>{u.email}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {!users.isFetching && rows.length === 0 && <Typography sx={{ p: 2 }} color="text.secondary" data-testid="new-user-empty">{debounced ? t('users.list.empty') : t('users.newUser.empty')}</Typography>}
        <TablePagination component="div" count={rows.length} page={page} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]} onPageChange={(_e, p) => setPage(p)}
          labelDisplayedRows={({ from, to, count }) => t('report.displayedRows', { from, to, count })} />
      </DialogContent>
      <DialogActions>
        <Typography color="text.secondary" sx={{ mr: 'auto', ml: 2 }} data-testid="new-user-selected">{t('users.newUser.selected', { count: ticked.size })}</Typography>
        <Button onClick={props.onClose} disabled={adding}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void add()} disabled={ticked.size === 0 || adding} data-testid="new-user-add"
          startIcon={adding ? <CircularProgress size={16} color="inherit" /> : undefined}>{t('users.newUser.add')}</Button>
      </DialogActions>
    </Dialog>
  );
}
