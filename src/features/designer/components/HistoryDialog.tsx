import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import { notify, showAlert } from '../../../kit/dialogs/notifications';
import { alertAdminError } from '../../../kit/dialogs/alertAdminError';
import { listVersions, restoreVersion, staleOverlaysOf, versionDetail, type StaleOverlay, type VersionDetail } from '../api/designerApi';
import { downloadJson } from '../downloadJson';
import { formatDate } from '../formatDate';
import { exportFileName, formatJson } from '../jsonText';
import { StaleOverlaysDialog } from './StaleOverlaysDialog';

const JsonDiff = lazy(() => import('../JsonDiff').then((m) => ({ default: m.JsonDiff })));

export interface HistoryDialogProps {
  code: string;
  open: boolean;
  onClose: () => void;
  /** After a restore: the new version number. */
  onRestored: (version: number) => void;
}

/** The published versions of a report and the withdrawals of its publication: who, when, why; compare two, restore one (as a new version), export one as a file. */
export function HistoryDialog({ code, open, onClose, onRestored }: HistoryDialogProps) {
  const { t } = useTranslation();
  const versions = useQuery({ queryKey: ['designer-versions', code], queryFn: () => listVersions(code), enabled: open });
  const [picked, setPicked] = useState<number[]>([]);
  const [compared, setCompared] = useState<[VersionDetail, VersionDetail] | null>(null);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState<{ version: number; overlays: StaleOverlay[] } | null>(null);

  useEffect(() => {
    if (open) return;
    setPicked([]);
    setCompared(null);
  }, [open]);

  const toggle = (version: number) =>
    setPicked((p) => (p.includes(version) ? p.filter((v) => v !== version) : [...p.slice(-1), version]));

  const compare = async () => {
    const [a, b] = [...picked].sort((x, y) => x - y);
    if (a === undefined || b === undefined) return;
    setBusy(true);
    try {
      setCompared([await versionDetail(code, a), await versionDetail(code, b)]);
    } catch (error) {
      await alertAdminError(t, 'designer.history.loadError', error);
    } finally {
      setBusy(false);
    }
  };

  const exportVersion = async (version: number) => {
    try {
      downloadJson(exportFileName(code, version), (await versionDetail(code, version)).definicion);
    } catch (error) {
      await alertAdminError(t, 'designer.history.loadError', error);
    }
  };

  /** Restores after asking; a restoration that would make overlays stale stores nothing and lists them, and goes ahead once confirmed there. */
  const restore = async (version: number, confirmStale = false) => {
    if (!confirmStale) {
      const answer = await showAlert({
        type: 'default', title: t('designer.history.restoreTitle'), message: t('designer.history.restoreQuestion', { version }),
        acceptLabel: t('designer.actions.restore'), cancelLabel: t('designer.actions.cancel'),
      });
      if (answer !== 'accept') return;
    }
    setBusy(true);
    try {
      const reply = await restoreVersion(code, version, t('designer.history.restoreComment', { version }), confirmStale);
      setStale(null);
      notify('success', t('designer.history.restored', { version: reply.version }));
      await versions.refetch();
      onRestored(reply.version);
    } catch (error) {
      const overlays = staleOverlaysOf(error);
      setStale(overlays ? { version, overlays } : null);
      if (!overlays) await alertAdminError(t, 'designer.history.restoreError', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth data-testid="designer-history">
      <DialogTitle>{t('designer.history.title', { code })}</DialogTitle>
      <DialogContent>
        {(versions.isFetching || busy) && <LinearProgress sx={{ mb: 1 }} />}
        {versions.error ? (
          <Alert severity="error">{t('designer.history.loadError')}</Alert>
        ) : versions.data && versions.data.length === 0 ? (
          <Typography color="text.secondary">{t('designer.history.empty')}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('designer.history.compareHelp')}</Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  <TableCell>{t('designer.history.version')}</TableCell>
                  <TableCell>{t('designer.history.author')}</TableCell>
                  <TableCell>{t('designer.history.date')}</TableCell>
                  <TableCell>{t('designer.history.comment')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {(versions.data ?? []).map((v) => (
                  <TableRow key={v.version} hover selected={picked.includes(v.version)} data-testid={v.retirada ? 'designer-version-withdrawn' : 'designer-version'}>
                    <TableCell padding="checkbox">
                      {/* A withdrawal has no content: nothing to compare, export or restore. */}
                      {!v.retirada && <Checkbox checked={picked.includes(v.version)} onChange={() => toggle(v.version)}
                        slotProps={{ input: { 'aria-label': t('designer.history.select', { version: v.version }) } }} />}
                    </TableCell>
                    <TableCell>{v.version}</TableCell>
                    <TableCell>{v.autor}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(v.fecha)}</TableCell>
                    <TableCell>
                      {v.retirada && <Chip size="small" color="error" variant="outlined" label={t('designer.history.withdrawn')} sx={{ mr: 1 }} />}
                      {v.comentario}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {!v.retirada && <>
                        <Tooltip title={t('designer.history.export', { version: v.version })}>
                          <IconButton aria-label={t('designer.history.export', { version: v.version })} onClick={() => void exportVersion(v.version)}><FileDownloadOutlinedIcon /></IconButton>
                        </Tooltip>
                        <Tooltip title={t('designer.history.restore', { version: v.version })}>
                          <IconButton aria-label={t('designer.history.restore', { version: v.version })} onClick={() => void restore(v.version)} disabled={busy}><RestoreIcon /></IconButton>
                        </Tooltip>
                      </>}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
        {compared && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>{t('designer.history.compareTitle', { a: compared[0].version, b: compared[1].version })}</Typography>
            <Suspense fallback={<LinearProgress />}>
              <JsonDiff left={formatJson(compared[0].definicion)} right={formatJson(compared[1].definicion)} height={420} testId="designer-version-diff"
                leftLabel={`${t('designer.history.version')} ${compared[0].version} · ${compared[0].autor} · ${formatDate(compared[0].fecha)}`}
                rightLabel={`${t('designer.history.version')} ${compared[1].version} · ${compared[1].autor} · ${formatDate(compared[1].fecha)}`} />
            </Suspense>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<CompareArrowsIcon />} onClick={() => void compare()} disabled={picked.length !== 2 || busy} data-testid="designer-compare">{t('designer.actions.compare')}</Button>
        <Button onClick={onClose}>{t('designer.actions.close')}</Button>
      </DialogActions>
      <StaleOverlaysDialog code={code} overlays={stale?.overlays ?? null} busy={busy} onKeepEditing={() => setStale(null)}
        onPublishAnyway={() => { if (stale) void restore(stale.version, true); }} />
    </Dialog>
  );
}
