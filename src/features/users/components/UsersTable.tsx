import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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
import type { PortalUserRow } from '../rules';
import type { usePagedQuery } from '../usePagedQuery';
import { SortHeader } from './SortHeader';

/** The users table of the administration screen: search (500 ms), sortable user, name and e-mail columns, 5 per page; a click selects. */
export function UsersTable(props: { list: ReturnType<typeof usePagedQuery<PortalUserRow>>; selected: string | null; onSelect: (user: PortalUserRow) => void }) {
  const { t } = useTranslation();
  const { list } = props;
  const header = (column: string, label: string) => <SortHeader column={column} label={label} orderBy={list.orderBy} order={list.order} onSort={list.sortBy} />;
  return (
    <Box data-testid="users-table">
      <TextField size="small" fullWidth value={list.search} onChange={(e) => list.setSearch(e.target.value)} placeholder={t('users.list.search')}
        slotProps={{ htmlInput: { 'aria-label': t('users.list.search'), 'data-testid': 'users-search' }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }} />
      {list.query.isFetching ? <LinearProgress sx={{ mt: 1 }} /> : <Box sx={{ height: 4, mt: 1 }} />}
      <Table size="small">
        <TableHead>
          <TableRow>{header('usuario', t('users.list.user'))}{header('nombre', t('users.list.name'))}{header('email', t('users.list.email'))}</TableRow>
        </TableHead>
        <TableBody>
          {list.rows.map((u) => (
            <TableRow key={u.usuario} hover selected={u.usuario === props.selected} onClick={() => props.onSelect(u)} sx={{ cursor: 'pointer' }} data-testid={`user-row-${u.usuario}`}>
              <TableCell sx={{ fontWeight: 500 }}>{u.usuario}</TableCell>
              <TableCell>
                {u.nombre}
                {!u.role && <Chip size="small" color="warning" variant="outlined" label={t('users.list.pending')} sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell title={u.email} sx={{ maxWidth: 0, width: '36%', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{u.email}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {!list.query.isFetching && list.rows.length === 0 && <Typography sx={{ p: 2 }} color="text.secondary" data-testid="users-empty">{t('users.list.empty')}</Typography>}
      <TablePagination component="div" count={list.total} page={Math.max(0, list.page - 1)} rowsPerPage={list.rowsPerPage} rowsPerPageOptions={[list.rowsPerPage]}
        onPageChange={(_e, p) => list.setPage(p + 1)} labelDisplayedRows={({ from, to, count }) => t('report.displayedRows', { from, to, count })} data-testid="users-pagination" />
    </Box>
  );
}
