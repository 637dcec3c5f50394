import { useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { alertQueueAtom, rememberDontAsk, type AlertResult } from './notifications';
import { MoreInfo } from './MoreInfo';

/** Renders the first pending alert dialog (types info, infoWButton, errorWButton, dontAsk, default); Esc closes unless forced. */
export function AlertDialogHost() {
  const { t } = useTranslation();
  const [queue, setQueue] = useAtom(alertQueueAtom);
  const [dontAsk, setDontAsk] = useState(false);
  const current = queue[0];
  if (!current) return null;
  const { request, resolve } = current;
  const close = (result: AlertResult) => {
    if (request.type === 'dontAsk' && dontAsk && result === 'accept' && request.dontAskId) rememberDontAsk(request.dontAskId);
    setDontAsk(false);
    setQueue((q) => q.slice(1));
    resolve(result);
  };
  const icon = request.type === 'errorWButton' ? <ErrorOutlineIcon color="error" />
    : request.type === 'default' ? <HelpOutlineIcon color="primary" /> : <InfoOutlinedIcon color="info" />;
  const canDismiss = !request.forced;
  return (
    <Dialog
      open
      maxWidth="sm"
      fullWidth
      onClose={canDismiss ? () => close('cancel') : undefined}
      aria-labelledby="alert-dialog-title"
      data-testid={`alert-${request.type}`}
    >
      <DialogTitle id="alert-dialog-title" sx={{ pr: 6 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>{icon}<span>{request.title}</span></Stack>
        {canDismiss && request.type === 'info' && (
          <IconButton aria-label={t('common.close')} onClick={() => close('cancel')} sx={{ position: 'absolute', right: 8, top: 8 }}><CloseIcon /></IconButton>
        )}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{request.message}</Typography>
        <MoreInfo detail={request.detail} />
        {request.type === 'dontAsk' && (
          <FormControlLabel sx={{ mt: 1 }} control={<Checkbox checked={dontAsk} onChange={(e) => setDontAsk(e.target.checked)} />} label={t('dialogs.dontAskAgain')} />
        )}
      </DialogContent>
      {request.type !== 'info' && (
        <DialogActions>
          {request.type === 'default' && request.auxLabel && <Button onClick={() => close('aux')} sx={{ mr: 'auto' }}>{request.auxLabel}</Button>}
          {request.type === 'default' && canDismiss && <Button onClick={() => close('cancel')}>{request.cancelLabel ?? t('common.cancel')}</Button>}
          <Button variant="contained" autoFocus onClick={() => close('accept')}>{request.acceptLabel ?? t('common.accept')}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
