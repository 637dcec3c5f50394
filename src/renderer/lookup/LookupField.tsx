import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { FieldProps } from '@rjsf/utils';
import { resolveMap } from '../../engine/values/resolveValue';
import type { ReportFormContext } from '../form/formContext';
import { LookupDialog, type LookupPage } from './LookupDialog';
import { lookupSources, type LookupItem } from './lookupSources';

/** Lookup field of spec 1 §4.3: code + name with a search dialog. One result selects it, several open the dialog, none shows 'noExisteElemento' and clears; emptying code or name clears both. */
export function LookupField(props: FieldProps) {
  const { t } = useTranslation();
  const ctx = props.registry.formContext as ReportFormContext;
  const name = props.name;
  const spec = ctx.definition.filters.fields?.[name]?.lookup;
  if (!spec) throw new Error(`Filter '${name}' uses the lookup widget without a lookup source`);
  const source = lookupSources.get(spec.source);
  const value = (props.formData ?? null) as LookupItem | null;
  const [code, setCode] = useState(value?.codigo ?? '');
  const [label, setLabel] = useState(value?.nombre ?? '');
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ search: string } | null>(null);
  const disabled = Boolean(props.disabled || props.readonly);
  const { setFieldError } = ctx;

  useEffect(() => {
    setCode(value?.codigo ?? '');
    setLabel(value?.nombre ?? '');
  }, [value?.codigo, value?.nombre]);

  const select = (item: LookupItem | null) => {
    setError(null);
    setFieldError(name, false);
    props.onChange(item ? { codigo: item.codigo, nombre: item.nombre, ...(item.subfield ? { subfield: item.subfield } : {}) } : undefined, props.fieldPathId.path);
  };

  const load = useCallback(async (search: string, page: number, exactCode?: string): Promise<LookupPage> => {
    const params = resolveMap(spec.params ?? {}, ctx.context);
    const pageSize = spec.pageSize ?? source.pageSize;
    const reply = await ctx.erp.post<{ dataRes?: LookupItem[]; numReg?: number }>(source.endpoint, {
      ...source.constants, ...params, offset: pageSize * (page - 1) + 1, numRows: pageSize,
      ...(exactCode ? { [source.codeParam]: exactCode } : search ? { search } : {}),
    });
    const items = reply.data.dataRes ?? [];
    return { items, total: Number(reply.data.numReg ?? items.length) };
  }, [ctx.erp, ctx.context, spec, source]);

  const lookUp = async () => {
    const typed = code.trim();
    if (!typed) return;
    if (typed === value?.codigo) return;
    try {
      const { items } = await load('', 1, typed);
      if (items.length === 1) select(items[0]!);
      else if (items.length > 1) setDialog({ search: typed });
      else {
        select(null);
        setCode('');
        setLabel('');
        setError(t('messages.noExisteElemento'));
        setFieldError(name, true);
      }
    } catch {
      setError(t('messages.errorDefault'));
      setFieldError(name, true);
    }
  };

  const clearBoth = () => {
    setCode('');
    setLabel('');
    select(null);
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '110px 1fr', gap: 1 }} data-testid={`lookup-${name}`}>
      <TextField size="small" label={t('lookup.code')} value={code} disabled={disabled}
        error={Boolean(error)} helperText={error ?? undefined}
        onChange={(e) => { setCode(e.target.value); if (!e.target.value) clearBoth(); }}
        onBlur={() => void lookUp()}
        onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void lookUp(); } }}
        slotProps={{ htmlInput: { 'data-testid': `lookup-${name}-code` } }} />
      <TextField size="small" label={props.schema.title ?? ''} value={label} disabled={disabled}
        onChange={(e) => { setLabel(e.target.value); if (!e.target.value) clearBoth(); }}
        onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); setDialog({ search: label }); } }}
        slotProps={{ htmlInput: { 'data-testid': `lookup-${name}-name` }, input: { endAdornment: (
          <InputAdornment position="end">
            <IconButton size="small" edge="end" disabled={disabled} onClick={() => setDialog({ search: label === value?.nombre ? '' : label })} aria-label={t('lookup.open', { field: props.schema.title ?? '' })}>
              <SearchIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        ) } }} />
      {dialog && (
        <LookupDialog open title={props.schema.title ?? ''} initialSearch={dialog.search} pageSize={spec.pageSize ?? source.pageSize}
          load={load} onClose={() => setDialog(null)} onSelect={(item) => { select(item); setDialog(null); }} />
      )}
    </Box>
  );
}
