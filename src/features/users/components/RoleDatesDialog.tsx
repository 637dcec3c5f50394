import { useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DatePickersProvider } from '../../../kit/i18n/DatePickersProvider';
import { notify, showAlert } from '../../../kit/dialogs/notifications';
import { roleDatesAtom, sessionAtom } from '../../../kit/session/sessionStore';
import { roleDates, saveRoleDates, type PortalRole } from '../api/usersApi';
import { alertAdminError, confirmPending } from '../adminDialogs';
import { INVALID, roleChoices, roleDatesBody, roleDatesDirty, roleDatesForm, roleDatesMessage, roleDatesProblem, type RoleDatesForm, type RoleDatesReply } from '../rules';
import { HelpTip } from './HelpTip';

/** What the dialog edits: dates as pickers hold them (possibly invalid while typed), days as typed, the switch. */
interface Editing {
  start: Dayjs | null;
  end: Dayjs | null;
  days: string;
  auto: boolean;
}

const iso = (d: Dayjs | null) => (d ? (d.isValid() ? d.format('YYYY-MM-DD') : INVALID) : null);
const toForm = (e: Editing): RoleDatesForm => ({ fechaInicio: iso(e.start), fechaFinal: iso(e.end), diasAntiguedad: e.days, autoFiltro: e.auto });
const toEditing = (f: RoleDatesForm): Editing => ({ start: f.fechaInicio ? dayjs(f.fechaInicio) : null, end: f.fechaFinal ? dayjs(f.fechaFinal) : null, days: f.diasAntiguedad, auto: f.autoFiltro });

/**
 * The roles dialog (spec 1 §2.10): the list of roles; a chosen role shows its start and end date, days of seniority (integer) and auto-filter, each with
 * help. Accept saves (a role without configuration is inserted, otherwise updated) in the session company; the reply code 1/2/-1 gives the message.
 */
export function RoleDatesDialog(props: { open: boolean; onClose: () => void; roles: PortalRole[]; onPremise: boolean }) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const [, setOwnDates] = useAtom(roleDatesAtom);
  const [role, setRole] = useState<PortalRole | null>(null);
  const [saved, setSaved] = useState<{ form: RoleDatesForm; isNew: boolean } | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState(false);
  const empresa = session?.empresa ?? '';
  const roles = roleChoices(props.roles, { onPremise: props.onPremise, savedRole: null }).map((c) => c.role);
  const form = editing ? toForm(editing) : null;
  const dirty = Boolean(form && saved && roleDatesDirty(form, saved.form));
  const problem = form ? roleDatesProblem(form) : null;

  const load = async (r: PortalRole) => {
    setRole(r);
    setEditing(null);
    setBusy(true);
    try {
      const reply = await roleDates(r.idRol, empresa);
      const f = roleDatesForm(reply);
      setSaved({ form: f, isNew: !reply });
      setEditing(toEditing(f));
    } catch (error) {
      setRole(null);
      await alertAdminError(t, 'users.messages.loadError', error);
    } finally {
      setBusy(false);
    }
  };

  const save = async (): Promise<boolean> => {
    if (!role || !form || problem) return false;
    setBusy(true);
    try {
      const reply = await saveRoleDates(roleDatesBody(empresa, role.idRol, form));
      const message = roleDatesMessage(reply.codigo);
      if (message.type === 'error') {
        await showAlert({ type: 'errorWButton', title: t(message.key), message: t('messages.errorDefaultDesc'), detail: reply.errorMsg });
        return false;
      }
      notify('success', t(message.key));
      setSaved({ form, isNew: false });
      if (session?.idRol === role.idRol) {
        const dmy = (d: string | null) => (d ? dayjs(d).format('DD/MM/YYYY') : null);
        const body = roleDatesBody(empresa, role.idRol, form);
        setOwnDates({ fechaInicio: dmy(form.fechaInicio), fechaFinal: dmy(form.fechaFinal), diasAntiguedad: body.diasAntiguedad, autoFiltro: body.autoFiltro } satisfies RoleDatesReply);
      }
      return true;
    } catch (error) {
      await alertAdminError(t, 'users.roleDates.errorRoles', error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** Runs `next` after asking about unsaved changes (yes saves first, no discards, keep editing stays). */
  const leave = async (next: () => void) => {
    if (dirty) {
      const choice = await confirmPending(t);
      if (choice === 'stay' || (choice === 'save' && !(await save()))) return;
    }
    next();
  };
  const close = () => void leave(() => { setRole(null); setSaved(null); setEditing(null); props.onClose(); });

  const picker = (key: 'start' | 'end', label: string, help: string) => (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <DatePicker label={label} value={editing?.[key] ?? null} format="DD/MM/YYYY" onChange={(d) => setEditing((e) => (e ? { ...e, [key]: d } : e))}
        slotProps={{ textField: { size: 'small', fullWidth: true, error: iso(editing?.[key] ?? null) === INVALID }, field: { clearable: true } }} />
      <HelpTip text={help} testId={`help-${key}`} />
    </Stack>
  );

  return (
    <Dialog open={props.open} onClose={busy ? undefined : close} maxWidth="md" fullWidth data-testid="role-dates-dialog" slotProps={{ paper: { sx: { maxWidth: 800 } } }}>
      <DialogTitle>
        {t('users.roleDates.title')}
        <Typography variant="body2" color="text.secondary">{t('users.roleDates.company', { company: `${empresa} · ${session?.nombreEmpresa ?? ''}` })}</Typography>
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 2, minHeight: 340 }}>
          <List dense sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 0 }} aria-label={t('users.association.role')}>
            {roles.map((r) => (
              <ListItemButton key={r.idRol} selected={role?.idRol === r.idRol} disabled={busy} data-testid={`role-${r.role}`}
                onClick={() => { if (role?.idRol !== r.idRol) void leave(() => void load(r)); }}>
                <ListItemText primary={t(`roles.${r.role}`, { defaultValue: r.descripcion })} />
              </ListItemButton>
            ))}
          </List>
          <Box>
            {busy && <LinearProgress sx={{ mb: 1 }} />}
            {!role && <Typography color="text.secondary">{t('users.roleDates.chooseRole')}</Typography>}
            {role && editing && (
              <DatePickersProvider>
                <Stack spacing={2} data-testid="role-dates-form">
                  <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{t(`roles.${role.role}`, { defaultValue: role.descripcion })}</Typography>
                  {saved?.isNew && <Alert severity="info" data-testid="role-dates-new">{t('users.roleDates.newConfig')}</Alert>}
                  {picker('start', t('users.roleDates.start'), t('users.roleDates.startHelp'))}
                  {picker('end', t('users.roleDates.end'), t('users.roleDates.endHelp'))}
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                    <TextField size="small" fullWidth label={t('users.roleDates.days')} value={editing.days} error={problem === 'users.roleDates.daysInvalid'}
                      onChange={(e) => { const days = e.target.value; setEditing((x) => (x ? { ...x, days } : x)); }}
                      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'role-days' } }} />
                    <HelpTip text={t('users.roleDates.daysHelp')} testId="help-days" />
                  </Stack>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <FormControlLabel sx={{ flex: 1 }} label={t('users.roleDates.autoFilter')}
                      control={<Switch checked={editing.auto} onChange={(e) => { const auto = e.target.checked; setEditing((x) => (x ? { ...x, auto } : x)); }} slotProps={{ input: { 'data-testid': 'role-auto' } as Record<string, string> }} />} />
                    <HelpTip text={t('users.roleDates.autoFilterHelp')} testId="help-auto" />
                  </Stack>
                  {problem && <Alert severity="warning" data-testid="role-dates-problem">{t(problem)}</Alert>}
                </Stack>
              </DatePickersProvider>
            )}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>{t('common.close')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={!role || (!dirty && !saved?.isNew) || Boolean(problem) || busy} data-testid="role-dates-accept"
          startIcon={busy && role ? <CircularProgress size={16} color="inherit" /> : undefined}>{t('common.accept')}</Button>
      </DialogActions>
    </Dialog>
  );
}
