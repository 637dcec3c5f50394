import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { WidgetProps } from '@rjsf/utils';

/** One checkbox; the value is a boolean. */
export function CheckboxWidget({ id, label, value, disabled, readonly, onChange }: WidgetProps) {
  return (
    <FormControlLabel sx={{ height: 40 }} disabled={disabled || readonly} label={label}
      control={<Checkbox id={id} size="small" checked={value === true} onChange={(e) => onChange(e.target.checked)} />} />
  );
}
