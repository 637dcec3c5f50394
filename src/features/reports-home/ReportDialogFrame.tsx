import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import CloseIcon from '@mui/icons-material/Close';
import { reportPresentation } from './reportIcons';
import type { ReportCardData } from './filterReports';

/** The dialog a report opens in: full screen or max width, with title, description and close. The report engine renders its body. */
export function ReportDialogFrame({ report, onClose }: { report: ReportCardData | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!report) return null;
  const fullScreen = reportPresentation(report.code).fullScreen;
  return (
    <Dialog open fullScreen={fullScreen} maxWidth="md" fullWidth onClose={onClose} aria-labelledby="report-dialog-title" data-testid="report-dialog">
      <AppBar position="relative" elevation={0}>
        <Toolbar>
          <Typography id="report-dialog-title" variant="h6" component="h2" sx={{ flex: 1 }}>{report.name}</Typography>
          <IconButton edge="end" color="inherit" onClick={onClose} aria-label={t('common.close')}><CloseIcon /></IconButton>
        </Toolbar>
      </AppBar>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>{report.description}</Typography>
        <Alert severity="info">{t('reports.notAvailable')}</Alert>
      </DialogContent>
    </Dialog>
  );
}
