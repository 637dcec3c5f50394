import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { erp } from '../../kit/session/portalClient';
import { sessionAtom } from '../../kit/session/sessionStore';
import { deliveryNoteRef } from '../../engine/orders/trackingReply';
import { TrackingTimeline } from '../../renderer/reports/orders/TrackingTimeline';
import '../../renderer/reports/orders/ordersCatalogue';

/** The carrier tracking of a delivery note (/tracking?ejercicio=&albaran=[&empresa=]): the same timeline as the order report's tracking dialog. */
export function TrackingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useAtomValue(sessionAtom);
  const reference = deliveryNoteRef(
    { empresa: params.get('empresa'), ejercicio: params.get('ejercicio'), numeroAlbaran: params.get('albaran') },
    session?.empresa ?? '',
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(-1)} sx={{ alignSelf: 'flex-start' }}>{t('common.back')}</Button>
      <Typography variant="h4" component="h1">{t('orders.tracking.pageTitle')}</Typography>
      {reference ? (
        <Card variant="outlined">
          <CardContent><TrackingTimeline erp={erp()} reference={reference} /></CardContent>
        </Card>
      ) : (
        <Alert severity="info" data-testid="tracking-missing-params">
          <AlertTitle>{t('orders.tracking.missingParams')}</AlertTitle>
          {t('orders.tracking.missingParamsDesc')}
        </Alert>
      )}
    </Stack>
  );
}
