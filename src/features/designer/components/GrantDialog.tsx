import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { notify } from '../../../kit/dialogs/notifications';
import { alertAdminError } from '../../../kit/dialogs/alertAdminError';
import { listPortalUsers } from '../../../kit/session/portalUsers';
import { changeHolders, reportHolders } from '../api/designerApi';
import { changesSomething, holderChanges, holderSelection, namedHolders, type Holder, type HolderSelection } from '../holderChanges';

export interface GrantDialogProps {
  /** The report whose holders are shown and set; the dialog is open while there is one. */
  code: string | null;
  onClose: () => void;
  onGranted: () => void;
}

const userLabel = (u: Pick<Holder, 'usuario' | 'nombre'>) => (u.nombre ? `${u.usuario} — ${u.nombre}` : u.usuario);

/** Who holds a report, to set exactly: roles all of whose users hold it, and users one by one; saving grants the added and revokes the removed at once. */
export function GrantDialog({ code, onClose, onGranted }: GrantDialogProps) {
  const { t } = useTranslation();
  const holders = useQuery({ queryKey: ['designer-holders', code], queryFn: () => reportHolders(code!), enabled: code !== null, gcTime: 0, refetchOnWindowFocus: false });
  const initial = useMemo(() => (holders.data ? holderSelection(holders.data) : null), [holders.data]);
  const [selection, setSelection] = useState<HolderSelection>({ roles: [], usuarios: [] });
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const candidates = useQuery({
    queryKey: ['designer-grant-users', search], enabled: code !== null, staleTime: 60_000,
    queryFn: async () => (await listPortalUsers({ page: 1, rowsPerPage: 20, orderBy: 'usuario', order: 'ASC', search })).rows,
  });

  useEffect(() => {
    if (initial) setSelection(initial);
  }, [initial]);

  const named = namedHolders(selection);
  const changes = initial ? holderChanges(initial, selection) : null;
  const granted = changes ? [...changes.conceder.roles, ...changes.conceder.usuarios] : [];
  const revoked = changes ? [...changes.retirar.roles, ...changes.retirar.usuarios] : [];
  const toggleRole = (role: string) => setSelection((s) => ({ ...s, roles: s.roles.includes(role) ? s.roles.filter((r) => r !== role) : [...s.roles, role] }));
  const removeUser = (usuario: string) => setSelection((s) => ({ ...s, usuarios: s.usuarios.filter((u) => u.usuario !== usuario) }));
  const addUser = (u: Holder) => setSelection((s) => ({ ...s, usuarios: [...s.usuarios.filter((x) => x.usuario !== u.usuario), u] }));
  const options = (candidates.data ?? []).map((u): Holder => ({ usuario: u.usuario, nombre: u.nombre, role: u.role ?? null, activo: u.activoSN === 'S' }))
    .filter((u) => !named.some((n) => n.usuario === u.usuario) && !(u.role && selection.roles.includes(u.role)));

  const save = async () => {
    if (!code || !changes) return;
    setBusy(true);
    try {
      const reply = await changeHolders(code, changes.conceder, changes.retirar);
      notify('success', t('designer.grant.saved', { count: reply.usuarios }));
      onGranted();
    } catch (error) {
      await alertAdminError(t, 'designer.grant.error', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={code !== null} onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth data-testid="designer-grant-dialog">
      <DialogTitle>{t('designer.grant.title', { code })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('designer.grant.text')}</DialogContentText>
        {(holders.isFetching || busy) && <LinearProgress />}
        {holders.error && <Alert severity="error">{t('designer.grant.loadError')}</Alert>}
        {holders.data && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>{t('designer.grant.roles')}</Typography>
            <FormGroup>
              {holders.data.roles.map((r) => {
                const checked = selection.roles.includes(r.role);
                const some = !checked && named.some((u) => u.role === r.role);
                return (
                  <FormControlLabel key={r.role} data-testid={`designer-grant-role-${r.role}`} disabled={r.usuarios === 0}
                    control={<Checkbox checked={checked} indeterminate={some} onChange={() => toggleRole(r.role)} />}
                    label={<>{`${r.role} — ${r.descripcion}`} <Typography component="span" variant="body2" color="text.secondary">
                      {t('designer.grant.roleHolders', { count: r.usuarios, holders: r.titulares })}</Typography></>} />
                );
              })}
            </FormGroup>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>{t('designer.grant.users')}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }} data-testid="designer-grant-users">
              {named.length === 0 && <Typography variant="body2" color="text.secondary">{t('designer.grant.noUsers')}</Typography>}
              {named.map((u) => (
                <Chip key={u.usuario} label={u.activo ? userLabel(u) : t('designer.grant.inactive', { user: userLabel(u) })} onDelete={() => removeUser(u.usuario)}
                  data-testid={`designer-grant-user-${u.usuario}`} />
              ))}
            </Box>
            <Autocomplete size="small" options={options} value={null} loading={candidates.isLoading} filterOptions={(o) => o}
              getOptionLabel={userLabel} isOptionEqualToValue={(a, b) => a.usuario === b.usuario}
              onChange={(_e, v) => { if (v) addUser(v); }} onInputChange={(_e, v, reason) => { if (reason === 'input') setSearch(v); }}
              noOptionsText={t('designer.grant.noCandidates')}
              renderInput={(params) => <TextField {...params} label={t('designer.grant.addUser')} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'designer-grant-add-user' } }} />} />
            {changes && (
              <Box sx={{ mt: 1.5 }} data-testid="designer-grant-summary">
                {!changesSomething(changes) && <Typography variant="body2" color="text.secondary">{t('designer.grant.noChanges')}</Typography>}
                {granted.length > 0 && <Typography variant="body2">{t('designer.grant.willGrant', { list: granted.join(', ') })}</Typography>}
                {revoked.length > 0 && <Typography variant="body2" color="warning.dark">{t('designer.grant.willRevoke', { list: revoked.join(', ') })}</Typography>}
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('designer.actions.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} loading={busy} disabled={!changes || !changesSomething(changes)} data-testid="designer-grant-confirm">
          {t('designer.actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
