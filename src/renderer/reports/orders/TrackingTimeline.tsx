import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { ErpCallError } from '../../../api/ErpCallError';
import type { ErpClient } from '../../../api/erpClient';
import { formatDate } from '../../../engine/format/formatDate';
import { eventsOfBulto, parseTracking, trackingRequestBody, type DeliveryNoteRef, type TrackingEvent } from '../../../engine/orders/trackingReply';
import { getPath } from '../../../engine/values/getPath';
import { alertFailure, alertInfo } from '../../actions/reportAlerts';
import { openPendingTab } from '../../downloads/documentFiles';
import { describeFailure } from '../../../api/describeFailure';
import { FailureAlert } from '../../../kit/dialogs/FailureAlert';

const P = '/wscomun/portalinformes';

function TimelineItem({ event, last }: { event: TrackingEvent; last: boolean }) {
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: '24px 1fr', columnGap: 1.5 }} data-testid="tracking-event">
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.25 }}>
        {last ? <CheckCircleIcon color="success" fontSize="small" /> : <FiberManualRecordIcon color="primary" sx={{ fontSize: 14, my: 0.25 }} />}
        {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', minHeight: 20 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 2 }}>
        <Typography sx={{ fontWeight: last ? 700 : 500 }}>{event.estado}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[formatDate(event.fecha), event.hora, event.ubicacion].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
}

/** The carrier's states of a delivery note as a timeline (oldest first), with a parcel picker when there are several and a button to the carrier's page. */
export function TrackingTimeline({ erp, reference }: { erp: ErpClient; reference: DeliveryNoteRef }) {
  const { t } = useTranslation();
  const [bulto, setBulto] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['tracking', reference.empresa, String(reference.ejercicio), String(reference.numeroAlbaran)],
    queryFn: async () => parseTracking((await erp.post(`${P}/obtenerTraking`, trackingRequestBody(reference))).data),
  });
  const info = query.data;
  const several = (info?.bultos.length ?? 0) > 1;
  const chosen = several ? (bulto ?? info!.bultos[0]!) : null;
  const events = info ? eventsOfBulto(info, chosen) : [];

  const openCarrier = async () => {
    const tab = openPendingTab();
    try {
      const reply = await erp.post(`${P}/obtenerUrlTracking`, trackingRequestBody(reference));
      const url = getPath(reply.data, 'dataRes.result.url') ?? getPath(reply.data, 'dataRes.url');
      if (typeof url === 'string' && url) tab.show(url);
      else {
        tab.close();
        await alertInfo(t, 'orders.tracking.noUrl', 'orders.tracking.noUrlDesc');
      }
    } catch (error) {
      tab.close();
      await alertFailure(t, error);
    }
  };

  return (
    <Stack spacing={2} data-testid="tracking-timeline">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('orders.tracking.deliveryNote', { ejercicio: reference.ejercicio, albaran: reference.numeroAlbaran })}
        </Typography>
        {info?.tipoTracking && <Chip size="small" label={info.tipoTracking} />}
        {info?.codTracking && <Chip size="small" variant="outlined" label={t('orders.tracking.code', { code: info.codTracking })} />}
      </Stack>
      {query.isLoading && <Box><LinearProgress /><Typography sx={{ pt: 1 }}>{t('messages.cargandoContenido')}</Typography></Box>}
      {query.isError && (query.error instanceof ErpCallError && query.error.status === 404
        ? <FailureAlert severity="info" testId="tracking-not-found" title={t('messages.notAlbaranFound')} message={t('orders.tracking.notFoundDesc')} detail={describeFailure(query.error)} />
        : <FailureAlert title={t('messages.errorDefault')} message={t('messages.errorDefaultDesc')} detail={describeFailure(query.error)} />)}
      {info?.error && (
        <FailureAlert severity="warning" testId="tracking-error" title={t('messages.errorMssgTracking')} message={t('orders.tracking.carrierErrorDesc')} detail={`${info.error.message} (${info.error.code})`} />
      )}
      {several && (
        <TextField select size="small" label={t('orders.tracking.parcel')} value={chosen ?? ''} onChange={(e) => setBulto(e.target.value)} sx={{ maxWidth: 260 }}
          slotProps={{ htmlInput: { 'data-testid': 'tracking-bulto' } }}>
          {info!.bultos.map((b) => <MenuItem key={b} value={b}>{t('orders.tracking.parcelN', { bulto: b })}</MenuItem>)}
        </TextField>
      )}
      {info && !info.error && events.length === 0 && <Alert severity="info">{t('messages.noTracking')}</Alert>}
      {events.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('orders.tracking.states')}>
          {events.map((e, i) => <TimelineItem key={`${e.fecha}-${e.hora}-${e.numBulto}-${i}`} event={e} last={i === events.length - 1} />)}
        </Box>
      )}
      {info && (
        <Box>
          <Button variant="outlined" startIcon={<OpenInNewIcon />} onClick={() => void openCarrier()} data-testid="tracking-carrier-link">
            {t('orders.tracking.carrierLink')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
