import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { notify } from '../../../kit/dialogs/notifications';
import { formatDate } from '../../../engine/format/formatDate';
import { buildPayload } from '../../../engine/request/buildPayload';
import { getPath } from '../../../engine/values/getPath';
import type { ActionHandler, ActionRun } from '../../actions/actionTypes';
import { alertFailure } from '../../actions/reportAlerts';

/** Validation state of a service row: open (no validadoSN) or decided (S validated, N rejected). */
export function validationState(row: Record<string, unknown> | undefined): 'open' | 'validated' | 'rejected' {
  const v = getPath(row, 'validadoSN');
  return v === 'S' ? 'validated' : v === 'N' ? 'rejected' : 'open';
}

function ValidateServiceDialog({ run, onClose }: { run: ActionRun; props: Record<string, unknown>; onClose: () => void }) {
  const { t } = run;
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const state = validationState(run.row);
  const decide = async (accion: 'S' | 'N') => {
    setBusy(true);
    try {
      const request = run.action.request!;
      await run.erp.post(request.endpoint, buildPayload(request, { ...run.context, row: { ...run.row, accion, comentario: comment } }));
      notify('success', accion === 'S' ? t('pickups.validatedOk') : t('pickups.rejectedOk'));
      onClose();
      run.reload();
    } catch (error) {
      await alertFailure(t, error);
    } finally {
      setBusy(false);
    }
  };
  const when = String(getPath(run.row, 'fechaValidacion') ?? '');
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth slotProps={{ paper: { sx: { maxWidth: 500 } } }} data-testid="validate-panel">
      <DialogTitle>{t('pickups.validateTitle')}</DialogTitle>
      <DialogContent>
        {state === 'open' ? (
          <TextField label={t('pickups.comment')} multiline minRows={3} fullWidth value={comment} onChange={(e) => setComment(e.target.value)} disabled={busy} sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 500 } }} />
        ) : (
          <Alert severity={state === 'validated' ? 'success' : 'warning'} data-testid="validation-done">
            {t(state === 'validated' ? 'pickups.alreadyValidated' : 'pickups.alreadyRejected', {
              date: formatDate(when), time: when.length > 10 ? when.slice(11, 16) : '', user: String(getPath(run.row, 'usuarioValidacion') ?? ''),
            })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('common.cancel')}</Button>
        {state === 'open' && (
          <>
            <Button color="error" onClick={() => void decide('N')} disabled={busy} data-testid="reject-service">{t('pickups.reject')}</Button>
            <Button variant="contained" onClick={() => void decide('S')} disabled={busy} data-testid="validate-service">{t('pickups.validate')}</Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The validate-service panel (permission RES_022): comment, Validate or Reject; read-only once decided. */
export const validateService: ActionHandler = {
  async run(run) {
    run.openDialog({});
  },
  Dialog: ValidateServiceDialog,
};
