import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ClearIcon from '@mui/icons-material/Clear';
import ListAltIcon from '@mui/icons-material/ListAlt';
import SearchIcon from '@mui/icons-material/Search';
import { formatAmount, formatNumber } from '../../../engine/format/formatAmount';
import { quotesApi } from '../api/quotesApi';
import type { FoundArticle } from '../../../domain/quotes/quoteTypes';
import { ArticleImage, useArticleImages } from '../components/ArticleImage';
import { QuantityField } from '../components/QuantityField';
import { clampQuantity, round2 } from '../../../domain/quotes/priceRules';
import { describeError } from '../quoteAlerts';

/** Articles per page of the finder (spec 3 §9). */
export const FINDER_PAGE = 5;

/** An article chosen in the finder with its quantity (sales unit). */
export interface ChosenArticle { article: FoundArticle; quantity: number }

/**
 * The product finder (spec 3 §2.1): search on Enter, 5 a page with previous/next and 'from–to of total', a quantity spinner and an add button per row
 * (disabled at 0), a menu of the chosen articles with their quantities, Clear, Cancel and Apply (adds the chosen articles to the quote).
 */
export function ProductFinderDialog(props: { cliente: string; sucursal: string; quoteId: number; onApply: (chosen: ChosenArticle[]) => Promise<boolean>; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [chosen, setChosen] = useState<Map<string, ChosenArticle>>(new Map());
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [applying, setApplying] = useState(false);
  const result = useQuery({
    queryKey: ['quote-finder', props.cliente, props.sucursal, search, page],
    queryFn: () => quotesApi.articles({ cliente: props.cliente, sucursal: props.sucursal, offset: FINDER_PAGE * (page - 1) + 1, numRows: FINDER_PAGE, search, id: props.quoteId }),
    placeholderData: keepPreviousData,
  });
  const rows = result.data?.ARTICULOS ?? [];
  const total = result.data?.totalRows ?? 0;
  const images = useArticleImages(rows.map((a) => a.artImagen));
  const from = total === 0 ? 0 : FINDER_PAGE * (page - 1) + 1;
  const to = Math.min(total, FINDER_PAGE * page);
  const count = chosen.size;

  const quantityOf = (a: FoundArticle) => quantities[a.artArticulo] ?? '1';
  const add = (a: FoundArticle) => {
    const qty = clampQuantity(quantityOf(a));
    if (qty <= 0) return;
    setChosen((c) => {
      const next = new Map(c);
      next.set(a.artArticulo, { article: a, quantity: round2(Math.min(100_000, (c.get(a.artArticulo)?.quantity ?? 0) + qty)) });
      return next;
    });
  };
  const drop = (code: string) => setChosen((c) => {
    const next = new Map(c);
    next.delete(code);
    return next;
  });
  const apply = async () => {
    setApplying(true);
    const ok = await props.onApply([...chosen.values()]);
    setApplying(false);
    if (ok) props.onClose();
  };

  return (
    <Dialog open onClose={applying ? undefined : props.onClose} maxWidth="md" fullWidth aria-labelledby="finder-title" data-testid="finder-dialog">
      <DialogTitle id="finder-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>{t('quotes.finder.title')}</Box>
        <Button onClick={(e) => setMenu(e.currentTarget)} startIcon={<Badge badgeContent={count} color="primary" showZero><ListAltIcon /></Badge>} data-testid="finder-selected"
          aria-haspopup="menu">{t('quotes.finder.selected')}</Button>
      </DialogTitle>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)} data-testid="finder-selected-menu">
        {count === 0 && <MenuItem disabled>{t('quotes.finder.noneSelected')}</MenuItem>}
        {[...chosen.values()].map(({ article, quantity }) => (
          <MenuItem key={article.artArticulo} data-testid="finder-selected-item" data-article={article.artArticulo} sx={{ gap: 2 }}>
            <ListItemText primary={`${article.artArticulo} · ${article.artDescripcion}`} secondary={t('quotes.finder.count', { quantity: formatNumber(quantity), unit: article.artUnidadMedVentas })} />
            <IconButton size="small" edge="end" onClick={() => drop(article.artArticulo)} aria-label={t('quotes.finder.remove', { article: article.artArticulo })}><ClearIcon fontSize="small" /></IconButton>
          </MenuItem>
        ))}
      </Menu>
      <DialogContent dividers>
        <TextField autoFocus size="small" fullWidth value={text} onChange={(e) => setText(e.target.value)} placeholder={t('quotes.finder.search')}
          onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); setSearch(text.trim()); setPage(1); } }}
          slotProps={{ htmlInput: { 'aria-label': t('quotes.finder.search'), 'data-testid': 'finder-search' }, input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }} />
        {result.isFetching ? <LinearProgress sx={{ mt: 1 }} /> : <Box sx={{ height: 4, mt: 1 }} />}
        {result.isError && <Typography color="error" sx={{ my: 1 }}>{t('quotes.errors.context.articles')}: {describeError(t, result.error)}</Typography>}
        <Table size="small" data-testid="finder-table">
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell>{t('quotes.finder.article')}</TableCell>
              <TableCell align="right">{t('quotes.finder.price')}</TableCell>
              <TableCell>{t('quotes.finder.quantity')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((a) => {
              const qty = clampQuantity(quantityOf(a));
              return (
                <TableRow key={a.artArticulo} data-testid="finder-row" data-article={a.artArticulo}>
                  <TableCell sx={{ width: 56 }}><ArticleImage name={a.artImagen} images={images} alt={a.artDescripcion} /></TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>{a.artDescripcion}</Typography>
                    <Typography variant="caption" color="text.secondary">{`${a.artArticulo} · ${a.artFamilia}`}{a.artFactor !== 1 ? ` · ${t('quotes.finder.pack', { factor: formatNumber(a.artFactor), ump: a.artUnidadMedPrecio, umv: a.artUnidadMedVentas })}` : ''}</Typography>
                  </TableCell>
                  <TableCell align="right">{`${formatAmount(a.artPrecio)} / ${a.artUnidadMedPrecio}`}</TableCell>
                  <TableCell sx={{ width: 170 }}>
                    <QuantityField label={a.artUnidadMedVentas} value={quantityOf(a)} onChange={(v) => setQuantities((q) => ({ ...q, [a.artArticulo]: v }))} testId="finder-quantity" width={110} />
                  </TableCell>
                  <TableCell align="right" sx={{ width: 60 }}>
                    <IconButton color="primary" disabled={!(qty > 0)} onClick={() => add(a)} aria-label={t('quotes.finder.add', { article: a.artDescripcion })} data-testid="finder-add">
                      <AddShoppingCartIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
            {!result.isPending && rows.length === 0 && <TableRow><TableCell colSpan={5}><Typography color="text.secondary">{t('messages.noResultados')}</Typography></TableCell></TableRow>}
          </TableBody>
        </Table>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
          <Typography variant="body2" data-testid="finder-range">{t('quotes.finder.range', { from, to, total })}</Typography>
          <IconButton onClick={() => setPage((p) => p - 1)} disabled={page <= 1} aria-label={t('quotes.finder.previous')} data-testid="finder-previous"><ChevronLeftIcon /></IconButton>
          <IconButton onClick={() => setPage((p) => p + 1)} disabled={to >= total} aria-label={t('quotes.finder.next')} data-testid="finder-next"><ChevronRightIcon /></IconButton>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setChosen(new Map())} disabled={count === 0 || applying} sx={{ mr: 'auto' }} data-testid="finder-clear">{t('quotes.finder.clear')}</Button>
        <Button onClick={props.onClose} disabled={applying} data-testid="finder-cancel">{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void apply()} disabled={count === 0 || applying} startIcon={applying ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="finder-apply">{t('quotes.finder.apply')}</Button>
      </DialogActions>
    </Dialog>
  );
}
