import TextField from '@mui/material/TextField';
import { QUANTITY_LIMITS, quantityText } from '../../../domain/quotes/priceRules';

/** A quantity spinner (spec 3 §5.1): minimum 0, maximum 100000, step 1, two decimals, clamped as typed. */
export function QuantityField(props: { label: string; value: string; onChange: (value: string) => void; error?: string | undefined; testId: string; required?: boolean; width?: number }) {
  return (
    <TextField size="small" type="number" label={props.label} value={props.value} required={props.required} error={Boolean(props.error)} helperText={props.error}
      onChange={(e) => props.onChange(quantityText(e.target.value))} sx={props.width ? { width: props.width } : undefined}
      slotProps={{ htmlInput: { min: QUANTITY_LIMITS.min, max: QUANTITY_LIMITS.max, step: QUANTITY_LIMITS.step, inputMode: 'decimal', 'data-testid': props.testId } }} />
  );
}
