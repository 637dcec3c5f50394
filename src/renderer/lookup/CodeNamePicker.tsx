import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { LookupDialog, type LookupPage } from './LookupDialog';
import type { LookupItem } from './lookupSources';

/** How a picker finds items: a page of a search, or the items with exactly one code. */
export type PickerLoad = (search: string, page: number, exactCode?: string) => Promise<LookupPage>;

/**
 * Code and name with a search dialog (spec 1 §4.3): a typed code that matches one item selects it, several open the dialog, none shows
 * 'element does not exist' and clears; Enter on the name or the search button opens the dialog; emptying either field clears both.
 */
export function CodeNamePicker(props: {
  label: string; value: LookupItem | null; onChange: (item: LookupItem | null) => void; load: PickerLoad; pageSize: number;
  disabled?: boolean; error?: string | null; testId: string; onLoadError?: (error: unknown) => void; onNotFound?: () => void;
}) {
  const { t } = useTranslation();
  const { value, onChange, load, disabled } = props;
  const [code, setCode] = useState(value?.codigo ?? '');
  const [name, setName] = useState(value?.nombre ?? '');
  const [notFound, setNotFound] = useState(false);
  const [dialog, setDialog] = useState<string | null>(null);

  useEffect(() => {
    setCode(value?.codigo ?? '');
    setName(value?.nombre ?? '');
  }, [value?.codigo, value?.nombre]);

  const choose = (item: LookupItem | null) => {
    setNotFound(false);
    setDialog(null);
    onChange(item ? { codigo: item.codigo, nombre: item.nombre, ...(item.subfield ? { subfield: item.subfield } : {}) } : null);
  };
  const lookUp = async () => {
    const typed = code.trim();
    if (!typed || typed === value?.codigo) return;
    try {
      const { items } = await load('', 1, typed);
      if (items.length === 1) choose(items[0]!);
      else if (items.length > 1) setDialog(typed);
      else {
        choose(null);
        setCode('');
        setName('');
        setNotFound(true);
        props.onNotFound?.();
      }
    } catch (error) {
      props.onLoadError?.(error);
    }
  };
  const clear = () => {
    setCode('');
    setName('');
    choose(null);
  };
  const helper = notFound ? t('messages.noExisteElemento') : props.error ?? undefined;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 1 }} data-testid={props.testId}>
      <TextField size="small" label={t('lookup.code')} value={code} disabled={disabled} error={Boolean(helper)} helperText={helper}
        onChange={(e) => { setCode(e.target.value); if (!e.target.value) clear(); }}
        onBlur={() => void lookUp()}
        onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void lookUp(); } }}
        slotProps={{ htmlInput: { 'data-testid': `${props.testId}-code`, 'aria-label': t('lookup.codeOf', { field: props.label }) } }} />
      <TextField size="small" label={props.label} value={name} disabled={disabled} error={Boolean(props.error)}
        onChange={(e) => { setName(e.target.value); if (!e.target.value) clear(); }}
        onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); setDialog(name === value?.nombre ? '' : name); } }}
        slotProps={{
          htmlInput: { 'data-testid': `${props.testId}-name` },
          input: { endAdornment: (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" disabled={disabled} onClick={() => setDialog(name === value?.nombre ? '' : name)} aria-label={t('lookup.open', { field: props.label })}
                data-testid={`${props.testId}-search`}>
                <SearchIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) },
        }} />
      {dialog !== null && (
        <LookupDialog open title={props.label} initialSearch={dialog} pageSize={props.pageSize} load={load} onClose={() => setDialog(null)} onSelect={choose} />
      )}
    </Box>
  );
}
