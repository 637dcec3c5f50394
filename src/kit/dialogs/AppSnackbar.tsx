import { useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatAmount } from '../../engine/format/formatAmount';
import { snackbarQueueAtom } from './notifications';

/** Shows queued snackbar messages one at a time: top right below the header above 600 px, with optional detail and product card. */
export function AppSnackbar() {
  const { t } = useTranslation();
  const [queue, setQueue] = useAtom(snackbarQueueAtom);
  const [expanded, setExpanded] = useState(false);
  const wide = useMediaQuery('(min-width:600px)');
  const current = queue[0];
  const close = () => {
    setExpanded(false);
    setQueue((q) => q.slice(1));
  };
  return (
    <Snackbar
      key={current?.id}
      open={Boolean(current)}
      autoHideDuration={expanded ? null : current?.durationMs ?? null}
      onClose={(_e, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={wide ? { vertical: 'top', horizontal: 'right' } : { vertical: 'bottom', horizontal: 'center' }}
      // Below the application bar (a 64 px toolbar from 600 px on), never over the header.
      sx={wide ? { top: { sm: 72 } } : undefined}
    >
      {current ? (
        <Alert severity={current.type} variant="filled" onClose={close} sx={{ minWidth: 280, maxWidth: 420 }} data-testid={`snackbar-${current.type}`}>
          <Typography variant="body2">{current.message}</Typography>
          {current.product && (
            <Stack spacing={0.25} sx={{ mt: 1 }}>
              <Typography variant="subtitle2">{current.product.description}</Typography>
              <Typography variant="body2">{t('snackbar.itemPrice', { price: formatAmount(current.product.itemPrice), quantity: current.product.quantity })}</Typography>
              <Typography variant="body2">{t('snackbar.finalPrice', { price: formatAmount(current.product.finalPrice), withTax: formatAmount(current.product.finalPriceImp) })}</Typography>
              {current.product.imagesLink && <Link href={current.product.imagesLink} color="inherit" target="_blank" rel="noopener">{t('snackbar.images')}</Link>}
            </Stack>
          )}
          {current.detail && (
            <>
              <Button size="small" color="inherit" onClick={() => setExpanded((v) => !v)} sx={{ px: 0, mt: 0.5 }}>{t('common.moreInfo')}</Button>
              <Collapse in={expanded}><Typography variant="body2" sx={{ wordBreak: 'break-word' }}>{current.detail}</Typography></Collapse>
            </>
          )}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
