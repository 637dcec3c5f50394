import { Fragment, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { notify } from '../../../kit/dialogs/notifications';
import { listLocations, listWarehouses, saveWarehouseMarks, type WarehouseListRow } from '../api/usersApi';
import { alertAdminError, confirmPending } from '../adminDialogs';
import {
  hasPendingMarks, locationMarked, markLocation, markWarehouse, NO_MARKS, warehouseKey, warehouseMarked, warehouseUpdateBody, type PendingMarks,
} from '../rules';
import { usePagedQuery } from '../usePagedQuery';
import { SortHeader } from './SortHeader';

/** Page sizes of the warehouse dialog (spec 1 §2.11): warehouses default 10, locations default 5. */
const PAGE_SIZES = [5, 10, 25];

/** The locations of an expanded warehouse: 5/10/25 per page (default 5), a checkbox each. */
function LocationsPanel(props: { warehouse: WarehouseListRow; pending: PendingMarks; onPending: (p: PendingMarks) => void }) {
  const { t } = useTranslation();
  const { warehouse, pending, onPending } = props;
  const list = usePagedQuery(['admin-locations', warehouse.centro, warehouse.almacen], (q) => listLocations(warehouse, q), { rowsPerPage: 5, orderBy: 'ubicacion' });
  const header = (column: string, label: string) => <SortHeader column={column} label={label} orderBy={list.orderBy} order={list.order} onSort={list.sortBy} />;
  return (
    <Box sx={{ pl: 6, pr: 1, pb: 1, bgcolor: 'action.hover' }} data-testid={`locations-${warehouse.almacen}`}>
      {list.query.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
      <Table size="small">
        <TableHead><TableRow><TableCell padding="checkbox" />{header('ubicacion', t('users.warehouses.location'))}{header('nombreUbicacion', t('users.warehouses.name'))}</TableRow></TableHead>
        <TableBody>
          {list.rows.map((l) => (
            <TableRow key={l.ubicacion} hover data-testid={`location-${warehouse.almacen}-${l.ubicacion}`}>
              <TableCell padding="checkbox">
                <Checkbox size="small" checked={locationMarked(pending, l)} onChange={(e) => onPending(markLocation(pending, l, e.target.checked))} slotProps={{ input: { 'aria-label': `${l.ubicacion} ${l.nombreUbicacion}` } }} />
              </TableCell>
              <TableCell>{l.ubicacion}</TableCell>
              <TableCell>{l.nombreUbicacion}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {!list.query.isFetching && list.rows.length === 0 && <Typography sx={{ p: 1 }} color="text.secondary">{t('users.warehouses.noLocations')}</Typography>}
      <TablePagination component="div" count={list.total} page={list.page - 1} rowsPerPage={list.rowsPerPage} rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_e, p) => list.setPage(p + 1)} onRowsPerPageChange={(e) => list.setRowsPerPage(Number(e.target.value))}
        labelRowsPerPage={t('report.rowsPerPage')} labelDisplayedRows={({ from, to, count }) => t('report.displayedRows', { from, to, count })} />
    </Box>
  );
}

/** The warehouse configuration dialog (spec 1 §2.11): warehouses of the session company paged 5/10/25 (default 10) with checkboxes, expanding to their locations; Accept saves the changed marks. */
export function WarehouseDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMarks>(NO_MARKS);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const list = usePagedQuery(['admin-warehouses'], listWarehouses, { rowsPerPage: 10, orderBy: 'almacen', enabled: props.open });
  const changes = pending.almacenes.size + pending.ubicaciones.size;
  const header = (column: string, label: string) => <SortHeader column={column} label={label} orderBy={list.orderBy} order={list.order} onSort={list.sortBy} />;

  const reset = () => {
    setPending(NO_MARKS);
    setExpanded(new Set());
  };
  const save = async (): Promise<boolean> => {
    setSaving(true);
    try {
      await saveWarehouseMarks(warehouseUpdateBody(pending));
      notify('success', t('users.messages.actCorrectamente'));
      reset();
      await queryClient.invalidateQueries({ queryKey: ['admin-warehouses'] });
      await queryClient.invalidateQueries({ queryKey: ['admin-locations'] });
      return true;
    } catch (error) {
      await alertAdminError(t, 'users.warehouses.errorSave', error);
      return false;
    } finally {
      setSaving(false);
    }
  };
  const close = async () => {
    if (hasPendingMarks(pending)) {
      const choice = await confirmPending(t);
      if (choice === 'stay' || (choice === 'save' && !(await save()))) return;
    }
    reset();
    props.onClose();
  };
  const accept = async () => {
    if (await save()) props.onClose();
  };
  const toggleExpanded = (key: string) => setExpanded((s) => {
    const next = new Set(s);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    return next;
  });

  return (
    <Dialog open={props.open} onClose={saving ? undefined : () => void close()} maxWidth="md" fullWidth data-testid="warehouse-dialog" slotProps={{ paper: { sx: { maxWidth: 900 } } }}>
      <DialogTitle>{t('users.warehouses.title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1 }}>{t('users.warehouses.intro')}</Typography>
        {list.query.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell padding="checkbox" />
              {header('almacen', t('users.warehouses.warehouse'))}
              {header('centro', t('users.warehouses.centre'))}
              {header('nombre', t('users.warehouses.name'))}
              <TableCell align="right">{t('users.warehouses.locations')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.rows.map((w) => {
              const key = warehouseKey(w);
              const open = expanded.has(key);
              return (
                <Fragment key={key}>
                  <TableRow hover data-testid={`warehouse-${w.almacen}`} sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
                    <TableCell padding="checkbox">
                      <IconButton size="small" onClick={() => toggleExpanded(key)} aria-expanded={open} aria-label={t('users.warehouses.expand', { warehouse: w.almacen })} data-testid={`expand-${w.almacen}`}>
                        {open ? <KeyboardArrowDownIcon fontSize="small" /> : <KeyboardArrowRightIcon fontSize="small" />}
                      </IconButton>
                    </TableCell>
                    <TableCell padding="checkbox">
                      <Checkbox size="small" checked={warehouseMarked(pending, w)} onChange={(e) => setPending(markWarehouse(pending, w, e.target.checked))} slotProps={{ input: { 'aria-label': `${w.almacen} ${w.nombre}` } }} />
                    </TableCell>
                    <TableCell>{w.almacen}</TableCell>
                    <TableCell>{w.centro}</TableCell>
                    <TableCell>{w.nombre}</TableCell>
                    <TableCell align="right">{t('users.warehouses.marked', { marked: w.ubicacionesMarcadas, total: w.numUbicaciones })}</TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell colSpan={6} sx={{ p: 0, borderBottom: open ? undefined : 'none' }}>
                      <Collapse in={open} timeout="auto" unmountOnExit>
                        <LocationsPanel warehouse={w} pending={pending} onPending={setPending} />
                      </Collapse>
                    </TableCell>
                  </TableRow>
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
        <TablePagination component="div" count={list.total} page={Math.max(0, list.page - 1)} rowsPerPage={list.rowsPerPage} rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_e, p) => list.setPage(p + 1)} onRowsPerPageChange={(e) => list.setRowsPerPage(Number(e.target.value))}
          labelRowsPerPage={t('report.rowsPerPage')} labelDisplayedRows={({ from, to, count }) => t('report.displayedRows', { from, to, count })} data-testid="warehouse-pagination" />
      </DialogContent>
      <DialogActions>
        {changes > 0 && <Typography color="text.secondary" sx={{ mr: 'auto', ml: 2 }} data-testid="warehouse-pending">{t('users.warehouses.pending', { count: changes })}</Typography>}
        <Button onClick={() => void close()} disabled={saving}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void accept()} disabled={changes === 0 || saving} data-testid="warehouse-accept"
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>{t('common.accept')}</Button>
      </DialogActions>
    </Dialog>
  );
}
