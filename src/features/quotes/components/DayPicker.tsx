import dayjs from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** A date field showing DD/MM/YYYY and exchanging YYYY-MM-DD ('' when empty, 'invalid' while the typed date is not a day); weeks start on Monday. */
export function DayPicker(props: { label: string; value: string; onChange: (iso: string) => void; error?: string | null; minDate?: string; disabled?: boolean; testId: string; required?: boolean }) {
  const parsed = props.value && props.value !== 'invalid' ? dayjs(props.value) : null;
  return (
    <DatePicker
      label={props.label}
      value={parsed}
      format="DD/MM/YYYY"
      disabled={props.disabled}
      minDate={props.minDate ? dayjs(props.minDate) : undefined}
      onChange={(d) => props.onChange(d ? (d.isValid() ? d.format('YYYY-MM-DD') : 'invalid') : '')}
      slotProps={{
        textField: {
          size: 'small', fullWidth: true, required: props.required, error: Boolean(props.error) || props.value === 'invalid', helperText: props.error ?? undefined,
          ...({ 'data-testid': props.testId } as object),
        },
      }}
    />
  );
}
