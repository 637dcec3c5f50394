import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import type { WidgetProps } from '@rjsf/utils';
import { widgetChoices } from './widgetChoices';

/** Several choices from a list (e.g. order statuses). */
export function MultiSelectWidget(props: WidgetProps) {
  const { id, label, disabled, readonly, onChange } = props;
  const choices = widgetChoices(props);
  const value = Array.isArray(props.value) ? (props.value as (string | number)[]) : [];
  const labelOf = (v: string | number) => choices.find((c) => String(c.value) === String(v))?.label ?? String(v);
  return (
    <FormControl size="small" fullWidth disabled={disabled || readonly}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select labelId={`${id}-label`} id={id} multiple value={value.map(String)} input={<OutlinedInput label={label} />}
        renderValue={(selected) => selected.map(labelOf).join(', ')}
        onChange={(e) => {
          const raw = typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value;
          const next = choices.filter((c) => raw.includes(String(c.value))).map((c) => c.value);
          onChange(next.length ? next : undefined);
        }}>
        {choices.map((c) => (
          <MenuItem key={String(c.value)} value={String(c.value)}>
            <Checkbox size="small" checked={value.map(String).includes(String(c.value))} />
            <ListItemText primary={c.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
