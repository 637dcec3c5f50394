import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import type { ViewOptions } from './viewCalls';
import { viewErrorText } from './viewErrors';

/** The longest name of a view. */
export const MAX_VIEW_NAME = 80;

/**
 * Saving a view under a name (Save as…) or editing one of the user's own (name, default, run on open, pinned, sharing): the name is checked
 * here (1–80 characters, not another own view's name) and the services' refusal is said in the dialog, nothing lost.
 */
export function SaveViewDialog({ title, initial, takenNames, canShare, roles, onSubmit, onClose }: {
  title: string;
  initial: ViewOptions;
  /** The user's other views' names (lower case). */
  takenNames: ReadonlySet<string>;
  canShare: boolean;
  roles: { role: string; descripcion: string }[];
  onSubmit: (options: ViewOptions) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [options, setOptions] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = options.name.trim();
  const nameError = !name ? t('views.nameRequired') : name.length > MAX_VIEW_NAME ? t('views.nameTooLong', { max: MAX_VIEW_NAME })
    : takenNames.has(name.toLowerCase()) ? t('views.errors.VIEW_NAME_TAKEN') : null;
  const set = (part: Partial<ViewOptions>) => setOptions((o) => ({ ...o, ...part }));
  const toggleRole = (role: string, on: boolean) => set({ sharedRoles: on ? [...options.sharedRoles, role] : options.sharedRoles.filter((r) => r !== role) });
  const submit = async () => {
    setTouched(true);
    if (nameError) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({ ...options, name });
      onClose();
    } catch (error) {
      setFailure(viewErrorText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="save-view-title" data-testid="save-view-dialog" fullWidth maxWidth="xs">
      <DialogTitle id="save-view-title">{title}</DialogTitle>
      <DialogContent>
        <form id="save-view-form" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
          <TextField autoFocus fullWidth margin="dense" label={t('views.name')} value={options.name} required
            onChange={(e) => set({ name: e.target.value })} onBlur={() => setTouched(true)}
            error={touched && Boolean(nameError)} helperText={touched && nameError ? nameError : ' '}
            slotProps={{ htmlInput: { maxLength: MAX_VIEW_NAME + 20, 'data-testid': 'view-name' } }} />
          <FormGroup>
            <FormControlLabel control={<Checkbox checked={options.isDefault} onChange={(e) => set({ isDefault: e.target.checked })} />} label={t('views.setDefault')} />
            <FormControlLabel control={<Checkbox checked={options.runOnOpen} onChange={(e) => set({ runOnOpen: e.target.checked })} />} label={t('views.runOnOpen')} />
            <FormControlLabel control={<Checkbox checked={options.pinned} onChange={(e) => set({ pinned: e.target.checked })} />} label={t('views.pin')} />
          </FormGroup>
          {canShare && (
            <FormGroup sx={{ mt: 1 }} role="group" aria-labelledby="share-view-label">
              <FormLabel id="share-view-label">{t('views.shareWith')}</FormLabel>
              <FormControlLabel control={<Checkbox checked={options.sharedAll} onChange={(e) => set({ sharedAll: e.target.checked })} />} label={t('views.shareAll')} />
              {roles.map((r) => (
                <FormControlLabel key={r.role} disabled={options.sharedAll} label={r.descripcion || r.role}
                  control={<Checkbox checked={options.sharedAll || options.sharedRoles.includes(r.role)} onChange={(e) => toggleRole(r.role, e.target.checked)} slotProps={{ input: { 'data-role': r.role } as object }} />} />
              ))}
            </FormGroup>
          )}
          {failure && <Alert severity="error" role="alert" sx={{ mt: 1 }}>{failure}</Alert>}
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" form="save-view-form" variant="contained" disabled={busy} data-testid="save-view-submit">{t('views.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
