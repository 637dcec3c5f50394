import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../form/formContext';
import { widgetChoices } from './widgetChoices';

/** One choice from a long list, found by typing part of its text; a value that is not in the list (e.g. a whole range) shows as itself. */
export function AutocompleteWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, label, value, disabled, readonly, onChange } = props;
  const choices = widgetChoices(props);
  const has = value !== undefined && value !== null && value !== '';
  const current: Choice | null = has ? choices.find((c) => String(c.value) === String(value)) ?? { value: value as string | number, label: String(value) } : null;
  return (
    <Autocomplete id={id} size="small" fullWidth options={choices} value={current} disabled={disabled || readonly}
      getOptionLabel={(c) => c.label} isOptionEqualToValue={(a, b) => String(a.value) === String(b.value)}
      onChange={(_e, picked) => onChange(picked ? picked.value : undefined)}
      noOptionsText={t('messages.noResultados')} openText={t('common.open')} closeText={t('common.close')} clearText={t('report.clear')}
      renderInput={(params) => <TextField {...params} label={label} />} />
  );
}
