import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { toDmy } from '../../engine/filters/dates';
import type { ReportFormContext } from '../form/formContext';

/** Marker stored while the typed date is incomplete or impossible (rules answer 'notValidDate'). */
export const INVALID_DATE = 'invalid';

/** Date filter: shows DD/MM/YYYY, exchanges YYYY-MM-DD, bounded by the role's date limits (a date outside them is kept and named at the field, never moved); keeps what the user is typing. */
export function DateWidget(props: WidgetProps) {
  const { id, label, value, disabled, readonly, onChange, rawErrors, name } = props;
  const ctx = props.registry.formContext as ReportFormContext | undefined;
  const state = ctx?.states[name];
  const { t } = useTranslation();
  const [local, setLocal] = useState<Dayjs | null>(typeof value === 'string' && value && value !== INVALID_DATE ? dayjs(value) : null);

  // Follow changes made from outside (Clear, defaults), but not our own partial input.
  useEffect(() => {
    if (value === INVALID_DATE) return;
    const outside = typeof value === 'string' && value ? value : null;
    setLocal((current) => {
      const mine = current && current.isValid() ? current.format('YYYY-MM-DD') : null;
      return mine === outside ? current : outside ? dayjs(outside) : null;
    });
  }, [value]);

  const outside = state?.outsideWindow ? t(state.outsideWindow.messageKey, { date: toDmy(state.outsideWindow.limit) }) : '';

  return (
    <DatePicker
      label={label}
      value={local}
      format="DD/MM/YYYY"
      disabled={disabled || readonly}
      minDate={state?.minDate ? dayjs(state.minDate) : undefined}
      maxDate={state?.maxDate ? dayjs(state.maxDate) : undefined}
      onChange={(d) => {
        setLocal(d);
        onChange(d && d.isValid() ? d.format('YYYY-MM-DD') : d ? INVALID_DATE : undefined);
      }}
      slotProps={{ textField: { id, size: 'small', fullWidth: true, error: Boolean(rawErrors?.length) || value === INVALID_DATE || Boolean(outside), helperText: outside || undefined } }}
    />
  );
}
