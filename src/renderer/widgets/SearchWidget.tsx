import { useRef, type KeyboardEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { WidgetProps } from '@rjsf/utils';
import type { ReportFormContext } from '../form/formContext';

/** Whether a key press in a search box runs the search: Enter always; Tab forward when the text changed since the last search. */
export function searchKeyRunsSearch(key: { key: string; shiftKey: boolean }, value: unknown, lastSearched: unknown): boolean {
  if (key.key === 'Enter') return true;
  return key.key === 'Tab' && !key.shiftKey && (value ?? '') !== (lastSearched ?? '');
}

/** A search box: full-width text with a search icon; Enter (or Tab after a change) runs the report's search. */
export function SearchWidget({ id, label, value, disabled, readonly, onChange, rawErrors, registry }: WidgetProps) {
  const ctx = registry.formContext as ReportFormContext | undefined;
  // The text of the last search this box ran (its first value is what a search on open used).
  const lastSearched = useRef<unknown>(value);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!ctx?.submit || e.nativeEvent.isComposing || !searchKeyRunsSearch(e, value, lastSearched.current)) return;
    // Enter would also submit the form; Tab keeps its default so focus moves on.
    if (e.key === 'Enter') e.preventDefault();
    lastSearched.current = value;
    ctx.submit();
  };
  return (
    <TextField id={id} label={label} type="search" size="small" fullWidth value={value ?? ''} disabled={disabled || readonly}
      error={Boolean(rawErrors?.length)} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} onKeyDown={onKeyDown}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" aria-hidden /></InputAdornment> } }} />
  );
}
