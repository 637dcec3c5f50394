import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { widgetChoices } from './widgetChoices';

/** Single choice with an empty 'any' option, unless the field is required or its options already hold an 'all' value (ui:options emptyOption false). */
export function SelectWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, label, value, disabled, readonly, onChange, required } = props;
  const choices = widgetChoices(props);
  const emptyOption = !required && props.options.emptyOption !== false;
  return (
    <TextField id={id} select label={label} size="small" fullWidth value={value ?? ''} disabled={disabled || readonly}
      onChange={(e) => {
        const picked = choices.find((c) => String(c.value) === e.target.value);
        onChange(picked ? picked.value : undefined);
      }}>
      {emptyOption && <MenuItem value=""><em>{t('filters.any')}</em></MenuItem>}
      {choices.map((c) => <MenuItem key={String(c.value)} value={String(c.value)}>{c.label}</MenuItem>)}
    </TextField>
  );
}
