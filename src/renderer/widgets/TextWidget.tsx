import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';

/** Free-text filter. */
export function TextWidget({ id, label, value, disabled, readonly, onChange, rawErrors }: WidgetProps) {
  return (
    <TextField id={id} label={label} size="small" fullWidth value={value ?? ''} disabled={disabled || readonly}
      error={Boolean(rawErrors?.length)} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} />
  );
}
