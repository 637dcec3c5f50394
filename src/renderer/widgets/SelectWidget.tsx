import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { widgetChoices } from './widgetChoices';

/** Single choice with an empty option. */
export function SelectWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, label, value, disabled, readonly, onChange, required } = props;
  const choices = widgetChoices(props);
  return (
    <TextField id={id} select label={label} size="small" fullWidth value={value ?? ''} disabled={disabled || readonly}
      onChange={(e) => {
        const picked = choices.find((c) => String(c.value) === e.target.value);
        onChange(picked ? picked.value : undefined);
      }}>
      {!required && <MenuItem value=""><em>{t('filters.any')}</em></MenuItem>}
      {choices.map((c) => <MenuItem key={String(c.value)} value={String(c.value)}>{c.label}</MenuItem>)}
    </TextField>
  );
}
