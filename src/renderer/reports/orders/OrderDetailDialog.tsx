import { detailTables } from '../../../engine/definition/detailTables';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { actionOptions } from '../../../engine/definition/registryOptions';
import { buildPayload } from '../../../engine/request/buildPayload';
import { getPath } from '../../../engine/values/getPath';
import { resolveValue } from '../../../engine/values/resolveValue';
import type { ActionRun } from '../../actions/actionTypes';
import { DetailPanel, detailQuery } from '../../grid/DetailPanel';
import { useReportRuntime } from '../../grid/ReportRuntime';
import { rowIdOf } from '../../grid/rowIdOf';
import { DetailCard } from '../../record/DetailCard';
import { OrderDocuments } from './OrderDocuments';
import { OrderStatusBar } from './OrderStatusBar';

type Row = Record<string, unknown>;

/** The order detail (spec 2 §2.2): status progress, general/shipping/billing cards, document downloads and the lines; lines load first, then the header. */
export function OrderDetailDialog({ run, onClose }: { run: ActionRun; props: Record<string, unknown>; onClose: () => void }) {
  const { t } = run;
  const runtime = useReportRuntime();
  const options = actionOptions(run.action, 'orderDetail');
  const result = run.definition.result;
  if (result.kind !== 'grid' || !result.detail || !run.action.request) throw new Error(`${run.definition.code}: orderDetail needs a grid with a detail and a request`);
  const detail = { ...detailTables(result.detail)[0]!, pageSize: options.linesPageSize ?? 10 };
  const request = run.action.request;
  const order = run.row ?? {};
  const orderId = rowIdOf(result.rowKey, order);
  const lines = useQuery(detailQuery(runtime, detail, order, orderId));
  const header = useQuery({
    queryKey: ['order-detail-header', run.definition.code, orderId],
    enabled: !lines.isPending,
    queryFn: async () => (getPath((await run.erp.post(request.endpoint, buildPayload(request, { ...run.context, row: order }))).data, options.header ?? 'dataRes') ?? {}) as Row,
  });
  const merged: Row = { ...order, ...header.data };
  const titleValue = options.title ? resolveValue(options.title, { ...run.context, row: order }) : '';

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: 1600 } } }} aria-labelledby="order-detail-title" data-testid="order-detail-dialog">
      <DialogTitle id="order-detail-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>{t(options.titleKey, { value: titleValue })}</Box>
        <IconButton onClick={onClose} aria-label={t('common.close')} edge="end"><CloseIcon /></IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          {header.isFetching && <LinearProgress aria-label={t('messages.cargandoContenido')} />}
          {header.isError && <Alert severity="error">{t('messages.errorDefault')}</Alert>}
          {header.isSuccess && options.statusField && <OrderStatusBar status={getPath(header.data, options.statusField)} />}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(options.cards.length, 3)}, minmax(0, 1fr))` }, gap: 2 }}>
            {options.cards.map((c) => <DetailCard key={c.titleKey} titleKey={c.titleKey} fields={c.fields} row={merged} loading={!header.isSuccess} />)}
          </Box>
          {header.isSuccess && (
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{t('orders.detail.documents')}</Typography>
              <OrderDocuments documents={options.documents} order={merged} lines={lines.data ?? []} lineActions={detail.rowActions ?? []} />
            </Box>
          )}
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{t('orders.detail.lines')}</Typography>
            <DetailPanel detail={detail} parent={order} parentId={orderId} />
          </Box>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
