import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { formatAmount } from '../../engine/format/formatAmount';
import { quotesApi } from './api/quotesApi';
import { QuotePdfFrame } from './components/QuotePdfFrame';
import { QuoteStatusChip } from './components/QuoteStatusChip';
import { writeCurrentQuote } from './currentQuoteStore';
import { quoteEditable } from '../../domain/quotes/quoteRules';
import { describeError } from './quoteAlerts';
import './quotesCatalogue';

/** The printed number of a quote: 1042, or 1042-1 for a bis. */
export const quoteLabel = (q: { numeroPedido: number; numeroBis: number }): string => (q.numeroBis ? `${q.numeroPedido}-${q.numeroBis}` : String(q.numeroPedido));

/** Quote summary (/presupuestos/resumen/:id, spec 3 §2.1): the number in the title, back to the list, Edit (open quotes only) and the PDF in a 700 px frame. */
export function QuoteSummaryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const header = useQuery({ queryKey: ['quote-header', id], queryFn: () => quotesApi.header(id), enabled: Number.isInteger(id) && id > 0 });
  const q = header.data;

  const edit = () => {
    writeCurrentQuote({ id, step: 1, origin: 'summary' });
    void navigate('/presupuestos/asistente');
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton onClick={() => void navigate('/presupuestos')} aria-label={t('quotes.summary.backToList')} data-testid="quote-summary-back"><ArrowBackIcon /></IconButton>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }} data-testid="quote-summary-title">
          {q ? t('quotes.summary.title', { number: quoteLabel(q) }) : t('quotes.summary.loading')}
        </Typography>
        {q && <QuoteStatusChip estado={q.estado} name={q.nombreEstado} />}
        <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={edit} disabled={!q || !quoteEditable(q.estado)} data-testid="quote-summary-edit">{t('quotes.summary.edit')}</Button>
      </Stack>
      {header.isPending && <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress aria-label={t('messages.cargandoContenido')} /></Box>}
      {header.isError && <Alert severity="error" data-testid="quote-summary-error">{t('quotes.errors.context.header')}: {describeError(t, header.error)}</Alert>}
      {q && (
        <>
          <Typography color="text.secondary" data-testid="quote-summary-subtitle">
            {t('quotes.summary.subtitle', { customer: `${q.cliente} · ${q.nombreCliente}`, branch: `${q.sucursalEnvio} · ${q.razonSocial}`, amount: formatAmount(q.importePedidoEntrado), date: q.fechaCreacion })}
          </Typography>
          {!quoteEditable(q.estado) && <Alert severity="info">{t('quotes.summary.locked', { status: q.nombreEstado })}</Alert>}
          <QuotePdfFrame id={id} version={`${q.importePedidoEntrado}-${q.estado}`} title={t('quotes.summary.title', { number: quoteLabel(q) })} />
        </>
      )}
    </Stack>
  );
}
