import dayjs from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { WidgetProps } from '@rjsf/utils';
import type { ReportFormContext } from '../form/formContext';

/** Date filter: shows DD/MM/YYYY, exchanges YYYY-MM-DD, bounded by the role's date limits. */
export function DateWidget(props: WidgetProps) {
  const { id, label, value, disabled, readonly, onChange, rawErrors, name } = props;
  const ctx = props.registry.formContext as ReportFormContext | undefined;
  const state = ctx?.states[name];
  const parsed = typeof value === 'string' && value ? dayjs(value) : null;
  return (
    <DatePicker
      label={label}
      value={parsed}
      format="DD/MM/YYYY"
      disabled={disabled || readonly}
      minDate={state?.minDate ? dayjs(state.minDate) : undefined}
      maxDate={state?.maxDate ? dayjs(state.maxDate) : undefined}
      onChange={(d) => onChange(d && d.isValid() ? d.format('YYYY-MM-DD') : d ? 'invalid' : undefined)}
      slotProps={{ textField: { id, size: 'small', fullWidth: true, error: Boolean(rawErrors?.length) } }}
    />
  );
}
