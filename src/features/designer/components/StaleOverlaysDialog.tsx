import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import PublishIcon from '@mui/icons-material/Publish';
import type { StaleOverlay } from '../api/designerApi';

export interface StaleOverlaysDialogProps {
  code: string;
  /** The overlays the publication would make stale; null: the dialog is closed. */
  overlays: StaleOverlay[] | null;
  busy: boolean;
  /** Back to the editor (nothing is published). */
  onKeepEditing: () => void;
  /** Publish knowing those overlays become stale. */
  onPublishAnyway: () => void;
  /** What is held back: a publication (also a restored version) or the withdrawal of one. */
  kind?: 'publish' | 'withdraw';
}

/**
 * A publication held back because it would make overlays of the report stale (409 OVERLAYS_STALE): lists each overlay with the keys that
 * would lose their target (customisations its users would lose), then publishes anyway or goes back to editing.
 */
export function StaleOverlaysDialog({ code, overlays, busy, onKeepEditing, onPublishAnyway, kind = 'publish' }: StaleOverlaysDialogProps) {
  const { t } = useTranslation();
  const withdraw = kind === 'withdraw';
  const count = overlays?.length ?? 0;
  return (
    <Dialog open={overlays !== null} onClose={busy ? undefined : onKeepEditing} maxWidth="sm" fullWidth data-testid="designer-stale-overlays" aria-describedby="designer-stale-text">
      <DialogTitle>{t(withdraw ? 'designer.staleOverlays.withdrawTitle' : 'designer.staleOverlays.title', { count })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="designer-stale-text">{t(withdraw ? 'designer.staleOverlays.withdrawText' : 'designer.staleOverlays.text', { code, count })}</DialogContentText>
        <List dense>
          {(overlays ?? []).map((o) => (
            <ListItem key={o.informe} data-overlay={o.informe} disableGutters>
              <ListItemText primary={o.informe} secondary={t('designer.staleOverlays.keys', { keys: o.huerfanos.join(', '), count: o.huerfanos.length })}
                slotProps={{ secondary: { sx: { fontFamily: 'monospace', wordBreak: 'break-all' } } }} />
            </ListItem>
          ))}
        </List>
        <DialogContentText>{t(withdraw ? 'designer.staleOverlays.withdrawNothingStored' : 'designer.staleOverlays.nothingStored')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeepEditing} disabled={busy} data-testid="designer-stale-keep">{t('designer.conflict.keepEditing')}</Button>
        <Button variant="contained" color="warning" startIcon={<PublishIcon />} onClick={onPublishAnyway} loading={busy} data-testid="designer-stale-publish">
          {t(withdraw ? 'designer.staleOverlays.withdrawAnyway' : 'designer.staleOverlays.publishAnyway')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
