import dayjs from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { WidgetProps } from '@rjsf/utils';

/** Month filter: shows MM/YYYY, exchanges YYYY-MM (a YYYY-MM-DD default shows as its month). */
export function MonthWidget({ id, label, value, disabled, readonly, onChange }: WidgetProps) {
  const parsed = typeof value === 'string' && value ? dayjs(/^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value) : null;
  return (
    <DatePicker label={label} value={parsed} views={['year', 'month']} openTo="month" format="MM/YYYY" disabled={disabled || readonly}
      onChange={(d) => onChange(d && d.isValid() ? d.format('YYYY-MM') : undefined)}
      slotProps={{ textField: { id, size: 'small', fullWidth: true } }} />
  );
}
