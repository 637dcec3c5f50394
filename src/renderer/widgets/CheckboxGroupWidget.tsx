import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Box from '@mui/material/Box';
import type { WidgetProps } from '@rjsf/utils';
import { widgetChoices } from './widgetChoices';

/** A row of checkboxes over a list of values (e.g. order types P, C, A). */
export function CheckboxGroupWidget(props: WidgetProps) {
  const { id, label, disabled, readonly, onChange } = props;
  const choices = widgetChoices(props);
  const value = Array.isArray(props.value) ? (props.value as (string | number)[]) : [];
  const toggle = (v: string | number, on: boolean) => {
    const next = on ? [...value, v] : value.filter((x) => x !== v);
    onChange(choices.map((c) => c.value).filter((c) => next.includes(c)));
  };
  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`} sx={{ fontSize: 12 }}>{label}</FormLabel>
      <FormGroup row>
        {choices.map((c) => (
          <FormControlLabel key={String(c.value)} label={c.label} disabled={disabled || readonly}
            control={<Checkbox size="small" checked={value.includes(c.value)} onChange={(e) => toggle(c.value, e.target.checked)} />} />
        ))}
      </FormGroup>
    </Box>
  );
}
