import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import { notify } from '../../../app/dialogs/notifications';
import { alertAdminError } from '../../users/adminDialogs';
import { listRoles } from '../../users/api/usersApi';
import { grantReport } from '../api/designerApi';

export interface GrantDialogProps {
  /** The report to grant; the dialog is open while there is one. */
  code: string | null;
  /** Roles that already hold it (checked at first). */
  holders: string[];
  onClose: () => void;
  onGranted: () => void;
}

/** Grants a report to every portal user of the chosen roles. */
export function GrantDialog({ code, holders, onClose, onGranted }: GrantDialogProps) {
  const { t } = useTranslation();
  const roles = useQuery({ queryKey: ['admin-roles'], queryFn: listRoles, staleTime: Infinity, enabled: code !== null });
  const [checked, setChecked] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (code === null) return;
    setChecked(holders);
    setTouched(false);
  }, [code, holders]);

  const toggle = (role: string) => setChecked((c) => (c.includes(role) ? c.filter((r) => r !== role) : [...c, role]));

  const grant = async () => {
    setTouched(true);
    if (!code || checked.length === 0) return;
    setBusy(true);
    try {
      const reply = await grantReport(code, checked);
      notify('success', t('designer.grant.granted', { count: reply.usuarios }));
      onGranted();
    } catch (error) {
      await alertAdminError(t, 'designer.grant.error', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={code !== null} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth data-testid="designer-grant-dialog">
      <DialogTitle>{t('designer.grant.title', { code })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('designer.grant.text')}</DialogContentText>
        {roles.isFetching && <LinearProgress />}
        <FormGroup>
          {(roles.data ?? []).map((r) => (
            <FormControlLabel key={r.role} label={`${r.role} — ${r.descripcion}`}
              control={<Checkbox checked={checked.includes(r.role)} onChange={() => toggle(r.role)} />} data-testid={`designer-grant-role-${r.role}`} />
          ))}
        </FormGroup>
        {touched && checked.length === 0 && <Alert severity="warning" sx={{ mt: 1 }}>{t('designer.grant.noRoleSelected')}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('designer.actions.cancel')}</Button>
        <Button variant="contained" onClick={() => void grant()} loading={busy} data-testid="designer-grant-confirm">{t('designer.actions.grant')}</Button>
      </DialogActions>
    </Dialog>
  );
}
