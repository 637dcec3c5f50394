import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** Whole or decimal number within the bounds of its schema (minimum, maximum); a value outside them is kept and named at the field. */
export function NumberWidget({ id, label, value, disabled, readonly, onChange, schema, rawErrors }: WidgetProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value === undefined || value === null ? '' : String(value));
  useEffect(() => {
    setText((current) => (Number(current) === value && current !== '' ? current : value === undefined || value === null ? '' : String(value)));
  }, [value]);
  const { minimum: min, maximum: max } = schema;
  const n = text === '' ? undefined : Number(text);
  const bad = n !== undefined && (!Number.isFinite(n) || (schema.type === 'integer' && !Number.isInteger(n)));
  const outside = !bad && n !== undefined && ((min !== undefined && n < min) || (max !== undefined && n > max));
  const helper = bad ? t('messages.notANumber') : outside ? t('messages.numberOutOfRange', { min: min ?? '', max: max ?? '' }) : undefined;
  return (
    <TextField id={id} label={label} size="small" fullWidth type="number" value={text} disabled={disabled || readonly}
      error={Boolean(helper) || Boolean(rawErrors?.length)} helperText={helper}
      onChange={(e) => {
        setText(e.target.value);
        const next = e.target.value === '' ? undefined : Number(e.target.value);
        onChange(next === undefined || Number.isNaN(next) ? (e.target.value === '' ? undefined : e.target.value) : next);
      }}
      slotProps={{ htmlInput: { min, max, step: schema.type === 'integer' ? 1 : 'any', inputMode: schema.type === 'integer' ? 'numeric' : 'decimal' } }} />
  );
}
