import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
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
import SearchIcon from '@mui/icons-material/Search';
import { listBranches } from '../api/usersApi';
import type { Link } from '../rules';
import { usePagedQuery } from '../usePagedQuery';

/** Branch checklist page size and search debounce (spec 1 §9). */
const PAGE_SIZE = 8;
const BRANCH_DEBOUNCE_MS = 800;

/** The branches of a MULTISUCURSAL user: the customer's branches with search, 8 per page, a checkbox each; the ticked ones stay listed above. */
export function BranchChecklist(props: { empresa: string; cliente: Link | null; selected: Link[]; onToggle: (branch: Link, on: boolean) => void }) {
  const { t } = useTranslation();
  const { empresa, cliente, selected, onToggle } = props;
  const list = usePagedQuery(['admin-branches', empresa, cliente?.codigo], (q) => listBranches(empresa, cliente?.codigo ?? '', q),
    { rowsPerPage: PAGE_SIZE, orderBy: 'codigo', debounceMs: BRANCH_DEBOUNCE_MS, enabled: Boolean(cliente) });
  if (!cliente) return <Alert severity="info" data-testid="branches-need-customer">{t('users.association.branchesNeedCustomer')}</Alert>;
  const ticked = new Set(selected.map((s) => s.codigo));
  return (
    <Box data-testid="branch-checklist">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1, rowGap: 1 }}>
        <Typography variant="subtitle2" data-testid="branches-selected">{t('users.association.branchesSelected', { count: selected.length })}</Typography>
        {[...selected].sort((a, b) => a.codigo.localeCompare(b.codigo)).map((s) => (
          <Chip key={s.codigo} size="small" label={s.codigo} title={s.nombre} onDelete={() => onToggle(s, false)} data-testid={`branch-chip-${s.codigo}`} />
        ))}
      </Stack>
      <TextField size="small" fullWidth placeholder={t('users.association.branchesSearch')} value={list.search} onChange={(e) => list.setSearch(e.target.value)}
        slotProps={{ htmlInput: { 'aria-label': t('users.association.branchesSearch'), 'data-testid': 'branches-search' }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }} />
      {list.query.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('lookup.code')}</TableCell>
            <TableCell>{t('lookup.name')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.rows.map((b) => (
            <TableRow key={b.codigo} hover onClick={() => onToggle({ codigo: b.codigo, nombre: b.nombre }, !ticked.has(b.codigo))} sx={{ cursor: 'pointer' }} data-testid={`branch-${b.codigo}`}>
              <TableCell padding="checkbox"><Checkbox size="small" checked={ticked.has(b.codigo)} slotProps={{ input: { 'aria-label': `${b.codigo} ${b.nombre}` } }} /></TableCell>
              <TableCell>{b.codigo}</TableCell>
              <TableCell>{b.nombre}<Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{b.poblacionEnvio}</Typography></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {!list.query.isFetching && list.rows.length === 0 && <Typography sx={{ p: 2 }} color="text.secondary">{t('users.association.noBranches')}</Typography>}
      <TablePagination component="div" count={list.total} page={list.page - 1} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_e, p) => list.setPage(p + 1)} labelDisplayedRows={({ from, to, count }) => t('report.displayedRows', { from, to, count })} />
    </Box>
  );
}
