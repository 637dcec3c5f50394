import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { describeError } from '../quoteAlerts';
import { quotesApi } from '../api/quotesApi';

/** Height of the embedded quote PDF (spec 3 §2.1). */
export const PDF_FRAME_HEIGHT = 700;

/** The quote's PDF in a 700 px frame; a new link is asked for whenever the quote changes (version), so the frame never shows an old document. */
export function QuotePdfFrame({ id, version, title }: { id: number; version: string; title: string }) {
  const { t } = useTranslation();
  const url = useQuery({ queryKey: ['quote-pdf', id, version], queryFn: () => quotesApi.pdfUrl(id), staleTime: 5 * 60_000, gcTime: 0 });
  if (url.isPending) {
    return <Box sx={{ height: PDF_FRAME_HEIGHT, display: 'grid', placeItems: 'center' }}><CircularProgress aria-label={t('messages.cargandoContenido')} /></Box>;
  }
  if (url.isError) {
    return (
      <Alert severity="error" data-testid="quote-pdf-error" action={<Button color="inherit" size="small" onClick={() => void url.refetch()}>{t('quotes.summary.retry')}</Button>}>
        {t('quotes.errors.context.reportUrl')}: {describeError(t, url.error)}
      </Alert>
    );
  }
  return (
    <Box component="iframe" src={url.data} title={title} data-testid="quote-pdf"
      sx={{ width: '100%', height: PDF_FRAME_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.100' }} />
  );
}
