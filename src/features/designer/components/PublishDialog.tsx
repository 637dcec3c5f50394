import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export interface PublishDialogProps {
  code: string;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onPublish: (comment: string) => void;
}

/** Asks for the version's comment (required) before publishing. */
export function PublishDialog({ code, open, busy, onClose, onPublish }: PublishDialogProps) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = comment.trim() === '';
  useEffect(() => {
    if (!open) return;
    setComment('');
    setTouched(false);
  }, [open]);
  const submit = () => {
    setTouched(true);
    if (!missing) onPublish(comment.trim());
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth data-testid="designer-publish-dialog">
      <DialogTitle>{t('designer.publish.title', { code })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('designer.publish.text')}</DialogContentText>
        <TextField label={t('designer.publish.comment')} value={comment} onChange={(e) => setComment(e.target.value)} onBlur={() => setTouched(true)}
          required fullWidth multiline minRows={2} autoFocus error={touched && missing} helperText={touched && missing ? t('designer.publish.commentRequired') : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'designer-publish-comment', maxLength: 500 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('designer.actions.cancel')}</Button>
        <Button variant="contained" onClick={submit} loading={busy} data-testid="designer-publish-confirm">{t('designer.actions.publish')}</Button>
      </DialogActions>
    </Dialog>
  );
}
