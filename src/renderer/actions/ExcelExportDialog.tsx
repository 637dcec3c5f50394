import { useEffect, useRef, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ActionOptionsExcelExport } from '../../engine/definition/reportDefinition.gen';
import { actionOptions } from '../../engine/definition/registryOptions';
import { evaluateCondition } from '../../engine/conditions/evaluateCondition';
import { sheetColumns, sheetRow } from '../../engine/exports/excelSheet';
import { saveBlob } from '../downloads/documentFiles';
import { fetchExportRows } from '../exports/fetchExportRows';
import { buildExcel } from '../exports/buildExcel';
import type { ActionRun } from './actionTypes';
import { alertFailure, alertInfo } from './reportAlerts';

/** Options of the Excel export. */
export type ExcelOptions = ActionOptionsExcelExport;

/** Fetches every row of the search (in pages) and builds the spreadsheet in a worker, with progress. */
export function ExcelExportDialog({ run, onClose }: { run: ActionRun; props: Record<string, unknown>; onClose: () => void }) {
  const { t } = run;
  const [phase, setPhase] = useState<'fetching' | 'building'>('fetching');
  const [progress, setProgress] = useState(0);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const o = actionOptions(run.action, 'excelExport');
    void (async () => {
      try {
        const total = Math.max(run.total ?? 0, 1);
        const rows = await fetchExportRows(run, o, total, (done) => setProgress(Math.round((done / total) * 100)));
        if (rows.length === 0) {
          await alertInfo(t, 'messages.notFoundDefault', 'messages.notFoundDefaultDesc');
          return;
        }
        setProgress(0);
        setPhase('building');
        // The columns on screen in their order, then the export-only ones the user may see (once: a field already on screen is not repeated).
        const shown = run.visibleColumns ?? [];
        const columns = [...shown, ...(o.extraColumns ?? []).filter((c) => evaluateCondition(c.visibleWhen, run.context) && !shown.some((v) => v.field === c.field))];
        const translate = (k: string) => t(k);
        const blob = await buildExcel({ sheetName: o.sheetName, columns: sheetColumns(columns, translate), rows: rows.map((r) => sheetRow(columns, r, translate, run.context)) },
          (done, all) => setProgress(Math.round((done / Math.max(all, 1)) * 100)));
        saveBlob(blob, o.fileName);
      } catch (error) {
        await alertFailure(t, error);
      } finally {
        onClose();
      }
    })();
  }, [run, t, onClose]);

  return (
    <Dialog open slotProps={{ paper: { sx: { width: 450 } } }} data-testid="excel-dialog">
      <DialogTitle>{t('report.excelTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{phase === 'fetching' ? t('report.excelFetching') : t('report.excelBuilding', { percent: progress })}</Typography>
        <LinearProgress variant={phase === 'fetching' && progress === 0 ? 'indeterminate' : 'determinate'} value={progress} />
      </DialogContent>
    </Dialog>
  );
}
