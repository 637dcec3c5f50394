import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** Asks whether to switch the ERP session to the portal company: change or cancel. */
export function ChangeCompanyDialog(props: { open: boolean; erpCompany: string; portalCompany: string; portalCompanyName: string; busy: boolean; onChange: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onClose={props.busy ? undefined : props.onCancel} maxWidth="xs" fullWidth aria-labelledby="change-company-title" data-testid="change-company-dialog">
      <DialogTitle id="change-company-title">{t('company.changeTitle')}</DialogTitle>
      <DialogContent>
        <Typography>{t('company.changeQuestion', { erp: props.erpCompany, portal: props.portalCompany, name: props.portalCompanyName })}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} disabled={props.busy}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={props.onChange} disabled={props.busy} startIcon={props.busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {t('company.change')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
