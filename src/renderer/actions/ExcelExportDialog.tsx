import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ActionOptionsExcelExport } from '../../engine/definition/reportDefinition.gen';
import { actionOptions } from '../../engine/definition/registryOptions';
import { exportFileName, exportFormatsFor, XLSX_MAX_DATA_ROWS, type ExportFormat } from '../../engine/exports/exportLimits';
import { saveBlob } from '../downloads/documentFiles';
import { exportJobOf } from '../exports/exportJobOf';
import { startExport, type RunningExport } from '../exports/startExport';
import type { ActionRun } from './actionTypes';
import { alertFailure, alertInfo } from './reportAlerts';

/** Options of the Excel export. */
export type ExcelOptions = ActionOptionsExcelExport;

/**
 * The export of the search on screen: a worker asks every row in pages and writes the file as they arrive, the dialog shows rows done of
 * total with a Cancel button (nothing is downloaded then). A search larger than an Excel sheet is offered as CSV instead.
 */
export function ExcelExportDialog({ run, onClose }: { run: ActionRun; props: Record<string, unknown>; onClose: () => void }) {
  const { t } = run;
  const language = useTranslation().i18n.language;
  const total = run.total ?? 0;
  const formats = exportFormatsFor(total);
  const [format, setFormat] = useState<ExportFormat | null>(formats.includes('xlsx') ? 'xlsx' : null);
  const [progress, setProgress] = useState({ done: 0, total });
  const running = useRef<RunningExport | null>(null);
  const number = (n: number) => n.toLocaleString(language);

  useEffect(() => {
    if (!format || running.current) return;
    const o = actionOptions(run.action, 'excelExport');
    const job = exportJobOf(run, o, format, language, window.location.href);
    const current = startExport(job, run.erp, (done, all) => setProgress({ done, total: all }));
    running.current = current;
    void (async () => {
      try {
        const { blob, rows } = await current.done;
        if (rows === 0) await alertInfo(t, 'messages.notFoundDefault', 'messages.notFoundDefaultDesc');
        else saveBlob(blob, exportFileName(o.fileName, format));
      } catch (error) {
        if (error instanceof Error && error.name === 'SheetFullError') await alertInfo(t, 'report.exportTooLarge', 'report.exportTooLargeDesc');
        else await alertFailure(t, error);
      } finally {
        onClose();
      }
    })();
  }, [format, run, t, language, onClose]);

  // Closing the report (or the page) while the export runs stops it.
  useEffect(() => () => running.current?.cancel(), []);

  const cancel = useCallback(() => {
    running.current?.cancel();
    onClose();
  }, [onClose]);

  const percent = progress.total > 0 ? Math.min(100, (progress.done / progress.total) * 100) : 0;
  return (
    <Dialog open slotProps={{ paper: { sx: { width: 480 } } }} data-testid="excel-dialog" aria-labelledby="excel-dialog-title">
      <DialogTitle id="excel-dialog-title">{t(format === 'csv' || !formats.includes('xlsx') ? 'report.csvTitle' : 'report.excelTitle')}</DialogTitle>
      <DialogContent>
        {format ? (
          <>
            <Typography sx={{ mb: 1 }} data-testid="export-progress">
              {progress.done === 0 ? t('report.excelFetching') : t('report.exportProgress', { done: number(progress.done), total: number(progress.total) })}
            </Typography>
            {/* Determinate from the start: the indeterminate bar animates its layout on the page's thread at every frame. */}
            <LinearProgress variant="determinate" value={percent} aria-label={t('report.excelTitle')} />
          </>
        ) : (
          <Typography data-testid="export-csv-offer">{t('report.exportCsvOffer', { total: number(total), max: number(XLSX_MAX_DATA_ROWS) })}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} data-testid="export-cancel">{t('report.exportCancel')}</Button>
        {!format && <Button variant="contained" onClick={() => setFormat('csv')} data-testid="export-csv">{t('report.exportCsv')}</Button>}
      </DialogActions>
    </Dialog>
  );
}
