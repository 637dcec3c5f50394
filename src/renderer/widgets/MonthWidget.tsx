import dayjs from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { WidgetProps } from '@rjsf/utils';

/** Month filter: shows MM/YYYY, exchanges YYYY-MM. */
export function MonthWidget({ id, label, value, disabled, readonly, onChange }: WidgetProps) {
  const parsed = typeof value === 'string' && value ? dayjs(`${value}-01`) : null;
  return (
    <DatePicker label={label} value={parsed} views={['year', 'month']} openTo="month" format="MM/YYYY" disabled={disabled || readonly}
      onChange={(d) => onChange(d && d.isValid() ? d.format('YYYY-MM') : undefined)}
      slotProps={{ textField: { id, size: 'small', fullWidth: true } }} />
  );
}
