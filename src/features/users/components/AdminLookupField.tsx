import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { LookupDialog } from '../../../renderer/lookup/LookupDialog';
import type { LookupItem } from '../../../renderer/lookup/lookupSources';
import { lookupPage, type AdminLookupSource } from '../api/usersApi';
import { lookupOutcome } from '../rules';

/** The chosen element: code, name and, for a representative, the agent. */
export interface LookupValue {
  codigo: string;
  nombre: string;
  subfield?: string | undefined;
}

const display = (v: LookupValue | null) => (v ? (v.subfield ? `${v.codigo}/${v.subfield}` : v.codigo) : '');

/**
 * Lookup field of spec 1 §4.3 for the association tab: a typed code is looked up on leaving the field or Enter — one result selects it, several open
 * the selection dialog, none shows 'noExisteElemento' and clears; Enter in the name or the search button opens the dialog; emptying code or name
 * clears both. Without a source (e.g. a branch before the customer) it is disabled.
 */
export function AdminLookupField(props: {
  label: string; value: LookupValue | null; source: AdminLookupSource | null; onChange: (item: LookupItem | null) => void;
  required?: boolean; disabled?: boolean; testId: string;
}) {
  const { t } = useTranslation();
  const { value, source, onChange } = props;
  const [code, setCode] = useState(display(value));
  const [name, setName] = useState(value?.nombre ?? '');
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<string | null>(null);
  const disabled = Boolean(props.disabled || !source);

  useEffect(() => {
    setCode(display(value));
    setName(value?.nombre ?? '');
  }, [value]);
  const sourceKey = source ? `${source.endpoint}|${JSON.stringify(source.params)}` : '';
  useEffect(() => setError(null), [sourceKey]);

  const choose = (item: LookupItem | null) => {
    setError(null);
    setDialog(null);
    onChange(item);
  };
  const load = useCallback((search: string, page: number) => (source ? lookupPage(source, search, page) : Promise.resolve({ items: [], total: 0 })), [source]);

  const lookUp = async () => {
    const typed = code.trim();
    if (!source || !typed || typed === display(value)) return;
    const [main = '', sub] = typed.split('/').map((s) => s.trim());
    try {
      const outcome = lookupOutcome((await lookupPage(source, '', 1, { code: main, ...(sub ? { sub } : {}) })).items);
      if (outcome.kind === 'select') choose(outcome.item);
      else if (outcome.kind === 'choose') setDialog(main);
      else {
        choose(null);
        setCode('');
        setName('');
        setError(t('messages.noExisteElemento'));
      }
    } catch {
      setError(t('messages.errorDefault'));
    }
  };
  const clear = () => {
    setCode('');
    setName('');
    if (value) choose(null);
  };
  const requiredMissing = Boolean(props.required && !disabled && !value && !error);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: 1 }} data-testid={props.testId}>
      <TextField size="small" label={t('lookup.code')} value={code} disabled={disabled} required={props.required}
        error={Boolean(error) || requiredMissing} helperText={error ?? (requiredMissing ? t('errors.fieldRequired') : undefined)}
        onChange={(e) => { setCode(e.target.value); if (!e.target.value) clear(); }}
        onBlur={() => void lookUp()}
        onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void lookUp(); } }}
        slotProps={{ htmlInput: { 'data-testid': `${props.testId}-code`, 'aria-label': t('lookup.codeOf', { field: props.label }) } }} />
      <TextField size="small" label={props.label} value={name} disabled={disabled} required={props.required}
        onChange={(e) => { setName(e.target.value); if (!e.target.value) clear(); }}
        onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); setDialog(name === value?.nombre ? '' : name); } }}
        slotProps={{ htmlInput: { 'data-testid': `${props.testId}-name` }, input: { endAdornment: (
          <InputAdornment position="end">
            <IconButton size="small" edge="end" disabled={disabled} onClick={() => setDialog(name === value?.nombre ? '' : name)} aria-label={t('lookup.open', { field: props.label })} data-testid={`${props.testId}-search`}>
              <SearchIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        ) } }} />
      {dialog !== null && source && (
        <LookupDialog open title={props.label} initialSearch={dialog} pageSize={source.pageSize} load={load} onClose={() => setDialog(null)} onSelect={choose} />
      )}
    </Box>
  );
}
