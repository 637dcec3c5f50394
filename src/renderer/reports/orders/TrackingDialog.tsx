import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import { actionOptions } from '../../../engine/definition/registryOptions';
import { deliveryNoteRef } from '../../../engine/orders/trackingReply';
import { resolveValue } from '../../../engine/values/resolveValue';
import type { ActionRun } from '../../actions/actionTypes';
import { TrackingTimeline } from './TrackingTimeline';

/** The carrier tracking states of a line's delivery note (spec 2 §2.3). */
export function TrackingDialog({ run, onClose }: { run: ActionRun; props: Record<string, unknown>; onClose: () => void }) {
  const { t } = run;
  const options = actionOptions(run.action, 'trackingDialog');
  const value = resolveValue(options.deliveryNote, { ...run.context, row: run.row ?? {} });
  const reference = deliveryNoteRef((value ?? {}) as Record<string, unknown>, String(run.context.session.empresa ?? ''));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="tracking-dialog" aria-labelledby="tracking-dialog-title">
      <DialogTitle id="tracking-dialog-title">{t('orders.tracking.title')}</DialogTitle>
      <DialogContent>
        {reference ? <TrackingTimeline erp={run.erp} reference={reference} /> : <Alert severity="info">{t('messages.noTracking')}</Alert>}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{t('common.close')}</Button></DialogActions>
    </Dialog>
  );
}
