import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDebouncedValue } from '../../kit/hooks/useDebouncedValue';
import type { LookupItem } from './lookupSources';

/** A page of lookup results. */
export interface LookupPage {
  items: LookupItem[];
  total: number;
}

/** Selection dialog of a lookup: debounced search, paged table, click to choose. */
export function LookupDialog(props: {
  open: boolean; title: string; initialSearch: string; pageSize: number;
  load: (search: string, page: number) => Promise<LookupPage>; onSelect: (item: LookupItem) => void; onClose: () => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(props.initialSearch);
  const debounced = useDebouncedValue(search);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<LookupPage>({ items: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const { open, load } = props;

  useEffect(() => setPage(1), [debounced]);
  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    load(debounced, page).then((d) => live && setData(d)).catch(() => live && setData({ items: [], total: 0 })).finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [open, load, debounced, page]);

  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="sm" fullWidth data-testid="lookup-dialog" slotProps={{ paper: { sx: { maxWidth: 800 } } }}>
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <TextField autoFocus size="small" fullWidth placeholder={t('lookup.search')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ mb: 1 }}
          slotProps={{ htmlInput: { 'aria-label': t('lookup.search') } }} />
        {loading ? <LinearProgress /> : <div style={{ height: 4 }} />}
        <Table size="small">
          <TableHead><TableRow><TableCell>{t('lookup.code')}</TableCell><TableCell>{t('lookup.name')}</TableCell></TableRow></TableHead>
          <TableBody>
            {data.items.map((item) => (
              <TableRow key={`${item.codigo}-${item.subfield ?? ''}`} hover sx={{ cursor: 'pointer' }} onClick={() => props.onSelect(item)}>
                <TableCell>{item.subfield ? `${item.codigo} / ${item.subfield}` : item.codigo}</TableCell>
                <TableCell>{item.nombre}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {!loading && data.items.length === 0 && <Typography sx={{ p: 2 }} color="text.secondary">{t('messages.noResultados')}</Typography>}
        <TablePagination component="div" count={data.total} page={page - 1} rowsPerPage={props.pageSize} rowsPerPageOptions={[props.pageSize]}
          onPageChange={(_e, p) => setPage(p + 1)} />
      </DialogContent>
      <DialogActions><Button onClick={props.onClose}>{t('common.cancel')}</Button></DialogActions>
    </Dialog>
  );
}
