import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import PublishIcon from '@mui/icons-material/Publish';
import { versionDetail, type VersionConflict } from '../api/designerApi';
import { formatDate } from '../formatDate';
import { formatJson } from '../jsonText';

const JsonDiff = lazy(() => import('../JsonDiff').then((m) => ({ default: m.JsonDiff })));

export interface VersionConflictDialogProps {
  code: string;
  /** The refused publication's newer version; null: the dialog is closed. */
  conflict: VersionConflict | null;
  /** The published version the edit started from (0: none). */
  base: number;
  /** The edited text, as it was sent. */
  text: string;
  busy: boolean;
  /** Back to the editor, the text as it is (nothing is published). */
  onKeepEditing: () => void;
  /** Publish the text on top of the newer version, knowingly. */
  onPublishOnTop: () => void;
}

/**
 * A publication refused because someone published a newer version meanwhile (409 VERSION_CONFLICT): says who and when, compares the edited text
 * with that version, then publishes on top of it knowingly or goes back to editing. The text stays in the editor whatever is chosen.
 */
export function VersionConflictDialog({ code, conflict, base, text, busy, onKeepEditing, onPublishOnTop }: VersionConflictDialogProps) {
  const { t } = useTranslation();
  const [newer, setNewer] = useState<{ version: number; text: string } | null>(null);
  const [comparing, setComparing] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const version = conflict?.versionActual ?? 0;

  useEffect(() => {
    setComparing(false);
    setFailed(false);
  }, [conflict]);

  const compare = async () => {
    setComparing(true);
    if (newer?.version === version) return;
    setLoading(true);
    setFailed(false);
    try {
      setNewer({ version, text: formatJson((await versionDetail(code, version)).definicion) });
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  const values = { code, version, base, author: conflict?.autor ?? '', date: formatDate(conflict?.fecha) };
  const withdrawn = conflict?.retirada === true;
  return (
    <Dialog open={conflict !== null} onClose={busy ? undefined : onKeepEditing} maxWidth={comparing ? 'lg' : 'md'} fullWidth data-testid="designer-conflict"
      aria-describedby="designer-conflict-text">
      <DialogTitle>{t(withdrawn ? 'designer.conflict.withdrawnTitle' : 'errors.versionConflictTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="designer-conflict-text" sx={{ mb: 1 }}>
          {t(withdrawn ? 'designer.conflict.withdrawn' : 'errors.versionConflict', values)} {t(base ? 'designer.conflict.startedFrom' : 'designer.conflict.startedFromNone', values)}
        </DialogContentText>
        <DialogContentText sx={{ mb: comparing ? 2 : 0 }}>{t(withdrawn ? 'designer.conflict.keptWithdrawn' : 'designer.conflict.kept', values)}</DialogContentText>
        {comparing && (loading ? <LinearProgress /> : failed ? <Alert severity="error">{t('designer.conflict.loadError', values)}</Alert> : newer && (
          <Box data-testid="designer-conflict-compare">
            <Suspense fallback={<LinearProgress />}>
              <JsonDiff left={newer.text} right={text} height={380} testId="designer-conflict-diff"
                leftLabel={t('designer.conflict.theirs', values)} rightLabel={t('designer.conflict.yours')} />
            </Suspense>
          </Box>
        ))}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button onClick={onKeepEditing} disabled={busy} data-testid="designer-conflict-keep">{t('designer.conflict.keepEditing')}</Button>
        {/* A withdrawal has no content to compare with. */}
        {!withdrawn && (
          <Button startIcon={<CompareArrowsIcon />} onClick={() => (comparing ? setComparing(false) : void compare())} disabled={busy} data-testid="designer-conflict-compare-toggle">
            {t(comparing ? 'designer.conflict.hideCompare' : 'designer.conflict.compare', values)}
          </Button>
        )}
        <Button variant="contained" color="warning" startIcon={<PublishIcon />} onClick={onPublishOnTop} loading={busy} data-testid="designer-conflict-publish">
          {t(withdrawn ? 'designer.conflict.publishAgain' : 'designer.conflict.publishOnTop', values)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
