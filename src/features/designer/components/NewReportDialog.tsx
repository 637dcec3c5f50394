import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ErpCallError } from '../../../api/ErpCallError';
import { notify } from '../../../kit/dialogs/notifications';
import { alertAdminError } from '../../../kit/dialogs/alertAdminError';
import { newReport, type DefinitionSummary, type NewReportMode } from '../api/designerApi';
import { isReportCode } from '../reportCode';

const MODES: NewReportMode[] = ['blank', 'copy', 'overlay'];

export interface NewReportDialogProps {
  open: boolean;
  definitions: DefinitionSummary[];
  onClose: () => void;
  /** The report was created (with its draft). */
  onCreated: (code: string) => void;
}

/** Creates a report: its code, description, and whether it starts blank, as a copy of another or as an overlay of a standard report. */
export function NewReportDialog({ open, definitions, onClose, onCreated }: NewReportDialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const [mode, setMode] = useState<NewReportMode>('blank');
  const [from, setFrom] = useState<DefinitionSummary | null>(null);
  const [touched, setTouched] = useState(false);
  const [exists, setExists] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setCode('');
    setDescription('');
    setMode('blank');
    setFrom(null);
    setTouched(false);
    setExists(false);
  }, [open]);

  // An overlay goes on a standard report (never on another overlay); a copy may start from any report.
  const sources = definitions.filter((d) => (mode === 'overlay' ? d.origen === 'standard' && !d.overlayOf : true));
  const codeProblem = !isReportCode(code) ? t('designer.newReport.codeInvalid') : exists ? t('designer.newReport.exists', { code }) : '';
  const descriptionProblem = description.trim() ? '' : t('designer.newReport.descriptionRequired');
  const fromProblem = mode !== 'blank' && !from ? t('designer.newReport.fromRequired') : '';

  const create = async () => {
    setTouched(true);
    if (codeProblem || descriptionProblem || fromProblem) return;
    setBusy(true);
    try {
      const reply = await newReport(code, description.trim(), mode, mode === 'blank' ? undefined : from?.informe);
      notify('success', t('designer.newReport.created', { code: reply.informe }));
      onCreated(reply.informe);
    } catch (error) {
      if (error instanceof ErpCallError && error.status === 409) setExists(true);
      else await alertAdminError(t, 'designer.newReport.error', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth data-testid="designer-new-dialog">
      <DialogTitle>{t('designer.newReport.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={t('designer.newReport.code')} value={code} required autoFocus
            onChange={(e) => { setCode(e.target.value.toUpperCase().replace(/\s/g, '_')); setExists(false); }}
            error={(touched || code !== '') && Boolean(codeProblem)} helperText={(touched || code !== '') && codeProblem ? codeProblem : t('designer.newReport.codeHelp')}
            slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'designer-new-code', style: { fontFamily: 'monospace' } } }} />
          <TextField label={t('designer.newReport.description')} value={description} onChange={(e) => setDescription(e.target.value)} required
            error={touched && Boolean(descriptionProblem)} helperText={touched ? descriptionProblem : ''}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'designer-new-description' } }} />
          <FormControl>
            <FormLabel id="designer-new-mode">{t('designer.newReport.mode')}</FormLabel>
            <RadioGroup aria-labelledby="designer-new-mode" value={mode} onChange={(e) => { setMode(e.target.value as NewReportMode); setFrom(null); }}>
              {MODES.map((m) => <FormControlLabel key={m} value={m} control={<Radio />} label={t(`designer.newReport.modes.${m}`)} data-testid={`designer-new-mode-${m}`} />)}
            </RadioGroup>
          </FormControl>
          {mode !== 'blank' && (
            <Autocomplete options={sources} value={from} onChange={(_e, v) => setFrom(v)} getOptionLabel={(d) => `${d.informe} — ${d.titulo}`}
              isOptionEqualToValue={(a, b) => a.informe === b.informe}
              renderInput={(params) => <TextField {...params} label={t('designer.newReport.from')} required error={touched && Boolean(fromProblem)} helperText={touched ? fromProblem : ''} />}
              data-testid="designer-new-from" />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('designer.actions.cancel')}</Button>
        <Button variant="contained" onClick={() => void create()} loading={busy} data-testid="designer-new-create">{t('designer.actions.create')}</Button>
      </DialogActions>
    </Dialog>
  );
}
