import { Fragment, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import { formatAmount, formatNumber } from '../../../engine/format/formatAmount';
import { quotesApi } from '../api/quotesApi';
import type { LineSave, QuoteHeader, QuoteLine } from '../../../domain/quotes/quoteTypes';
import { ArticleImage, useArticleImages } from '../components/ArticleImage';
import { GroupingsDialog } from '../dialogs/GroupingsDialog';
import { ProductFinderDialog, type ChosenArticle } from '../dialogs/ProductFinderDialog';
import { wireToIso } from '../../../domain/quotes/quoteDates';
import { lineEditable } from '../../../domain/quotes/quoteRules';
import { confirmYesNo, describeError } from '../quoteAlerts';
import { LineEditForm } from './LineEditForm';
import { QuoteTotalsTable } from './QuoteTotalsTable';

/** Rows-per-page options of the wizard tables (spec 3 §9). */
export const WIZARD_ROWS = [5, 15, 25, 50];
const COLUMN_COUNT = 13;

/** Step 3 (spec 3 §2.1): the lines with image, number, product, grouping, both quantities, volume, price, discount, net price and amount; a row expands to its edit form. */
export function ArticlesStep(props: {
  header: QuoteHeader; empresa: string;
  saveLines: (lines: LineSave[]) => Promise<boolean>; deleteLine: (line: QuoteLine) => Promise<void>;
  onBack: () => void; onContinue: () => void; busy: boolean;
}) {
  const { t } = useTranslation();
  const { header } = props;
  const lines = header.lineas;
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(WIZARD_ROWS[0]!);
  const [finder, setFinder] = useState(false);
  const [groupingsOpen, setGroupingsOpen] = useState(false);
  const images = useArticleImages(lines.map((l) => l.imagen));
  const groupings = useQuery({ queryKey: ['quote-groupings', props.empresa], queryFn: () => quotesApi.groupings({ empresa: props.empresa, offset: 1, numRows: 1000 }), staleTime: 60_000 });
  const fecha = wireToIso(header.fechaCreacion) ?? new Date().toISOString().slice(0, 10);
  const lineDiscounts = useQuery({ queryKey: ['quote-discounts', 'LIN', fecha], queryFn: () => quotesApi.discounts('LIN', header.fechaCreacion), staleTime: 600_000 });
  const visible = lines.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  const toggle = (l: QuoteLine) => setExpanded((s) => {
    const next = new Set(s);
    if (next.has(l.idLinea)) next.delete(l.idLinea); else next.add(l.idLinea);
    return next;
  });
  /** Saves a line; once saved its form closes, a refused save keeps it open with what was typed. */
  const saveAndClose = async (l: QuoteLine, save: LineSave) => {
    const ok = await props.saveLines([save]);
    if (ok) setExpanded((s) => {
      const next = new Set(s);
      next.delete(l.idLinea);
      return next;
    });
    return ok;
  };
  /** Continue: a quote without lines asks first whether to go on to the summary anyway. */
  const continueFromLines = async () => {
    if (lines.length === 0 && !(await confirmYesNo(t, 'quotes.wizard.noLinesTitle', t('quotes.wizard.noLinesQuestion')))) return;
    props.onContinue();
  };
  const applyFinder = (chosen: ChosenArticle[]) => props.saveLines(chosen.map(({ article, quantity }) => ({
    idCabecera: header.id, articulo: article.artArticulo, accion: 'I', cantidadUmv: quantity, ump: article.artUnidadMedPrecio, umv: article.artUnidadMedVentas,
    fechaTarifa: header.fechaCreacion, recalcularPrecio: 'S', agrupacion: 0,
  })));

  return (
    <Stack spacing={2} data-testid="wizard-step-3">
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" startIcon={<AddShoppingCartIcon />} onClick={() => setFinder(true)} data-testid="lines-add">{t('quotes.wizard.addArticles')}</Button>
        <Button variant="outlined" startIcon={<WorkspacesOutlinedIcon />} onClick={() => setGroupingsOpen(true)} data-testid="lines-groupings">{t('quotes.wizard.groupings')}</Button>
      </Stack>
      {(groupings.isError || lineDiscounts.isError) && (
        <Typography color="error">{t(groupings.isError ? 'quotes.errors.context.groupings' : 'quotes.errors.context.discounts')}: {describeError(t, groupings.error ?? lineDiscounts.error)}</Typography>
      )}
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" data-testid="lines-table" sx={{ '& td, & th': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                {['image', 'item', 'product', 'grouping', 'quantityPrice', 'quantitySales', 'volume', 'price', 'discount', 'net', 'amount'].map((c) => (
                  <TableCell key={c} align={['item', 'quantityPrice', 'quantitySales', 'volume', 'price', 'discount', 'net', 'amount'].includes(c) ? 'right' : 'left'}>{t(`quotes.lines.${c}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {visible.map((l) => {
                const editable = lineEditable(l);
                const open = editable && expanded.has(l.idLinea);
                return (
                  <Fragment key={l.idLinea}>
                    <TableRow hover={editable} onClick={editable ? () => toggle(l) : undefined} sx={{ cursor: editable ? 'pointer' : 'default', '& > td': { borderBottom: open ? 0 : undefined } }}
                      data-testid="line-row" data-line={l.numeroItem} data-article={l.articulo} data-generated={l.generadaDpc}>
                      <TableCell padding="checkbox">
                        {editable
                          ? <IconButton size="small" aria-label={t(open ? 'report.collapse' : 'report.expand')} aria-expanded={open} data-testid="line-expand">{open ? <ExpandLessIcon /> : <ExpandMoreIcon />}</IconButton>
                          : <Tooltip title={t('quotes.lines.generated')}><LockOutlinedIcon fontSize="small" color="disabled" sx={{ ml: 1 }} /></Tooltip>}
                      </TableCell>
                      <TableCell sx={{ width: 56 }}><ArticleImage name={l.imagen} images={images} alt={l.nombreArticulo} /></TableCell>
                      <TableCell align="right">{l.numeroItem}</TableCell>
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>{l.nombreArticulo}</Typography>
                        <Typography variant="caption" color="text.secondary">{[l.articulo, l.referencia && `${t('quotes.lines.ref')} ${l.referencia}`, !editable && t('quotes.lines.generated')].filter(Boolean).join(' · ')}</Typography>
                      </TableCell>
                      <TableCell data-testid="line-grouping-name">{l.nombreAgrupacion || '—'}</TableCell>
                      <TableCell align="right">{`${formatNumber(l.cantidad)} ${l.ump}`}</TableCell>
                      <TableCell align="right">{`${formatNumber(l.cantidadUmv)} ${l.umv}`}</TableCell>
                      <TableCell align="right">{formatNumber(l.volumen)}</TableCell>
                      <TableCell align="right">{formatAmount(l.precioArticulo)}</TableCell>
                      <TableCell align="right" data-testid="line-discount">{l.brutoNeto === 'N' ? t('quotes.lines.netPrice') : `${formatNumber(l.descuento)} %`}</TableCell>
                      <TableCell align="right" data-testid="line-net">{formatAmount(l.netoArticulo)}</TableCell>
                      <TableCell align="right" data-testid="line-amount">{formatAmount(l.importeLinea)}</TableCell>
                      <TableCell padding="none" onClick={(e) => e.stopPropagation()}>
                        <Tooltip title={editable ? t('quotes.lines.delete') : t('quotes.lines.generated')}>
                          <span>
                            <IconButton size="small" color="error" disabled={!editable || props.busy} onClick={() => void props.deleteLine(l)} aria-label={t('quotes.lines.deleteLine', { item: l.numeroItem })}
                              data-testid="line-delete"><DeleteOutlineIcon fontSize="small" /></IconButton>
                          </span>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                    {editable && (
                      <TableRow>
                        <TableCell colSpan={COLUMN_COUNT} sx={{ py: 0, ...(open ? {} : { borderBottom: 0 }) }}>
                          <Collapse in={open} unmountOnExit>
                            <Box sx={{ py: 1 }}>
                              <LineEditForm key={`${l.idLinea}`} line={l} header={header} groupings={groupings.data?.AGRUPACIONES ?? []} lineDiscounts={lineDiscounts.data ?? []}
                                onSave={(save) => saveAndClose(l, save)} onManageGroupings={() => setGroupingsOpen(true)} />
                            </Box>
                          </Collapse>
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
              {lines.length === 0 && (
                <TableRow><TableCell colSpan={COLUMN_COUNT}><Typography color="text.secondary" sx={{ py: 2 }} data-testid="lines-empty">{t('quotes.lines.empty')}</Typography></TableCell></TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination component="div" count={lines.length} page={page} rowsPerPage={rowsPerPage} rowsPerPageOptions={WIZARD_ROWS}
          onPageChange={(_e, p) => setPage(p)} onRowsPerPageChange={(e) => { setRowsPerPage(Number(e.target.value)); setPage(0); }}
          labelRowsPerPage={t('report.rowsPerPage')} labelDisplayedRows={({ from, to, count }) => t('report.displayedRows', { from, to, count })} />
      </Paper>
      <QuoteTotalsTable header={header} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={props.onBack} data-testid="wizard-back">{t('quotes.wizard.back')}</Button>
        <Button variant="contained" onClick={() => void continueFromLines()} disabled={props.busy} data-testid="wizard-continue">{t('quotes.wizard.continue')}</Button>
      </Stack>
      {finder && <ProductFinderDialog cliente={header.cliente} sucursal={header.sucursalEnvio} quoteId={header.id} onApply={applyFinder} onClose={() => setFinder(false)} />}
      {groupingsOpen && <GroupingsDialog empresa={props.empresa} onClose={() => setGroupingsOpen(false)} />}
    </Stack>
  );
}
