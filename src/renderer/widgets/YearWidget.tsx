import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** First year of year lists (spec 2 §2.6). */
export const FIRST_YEAR = 2000;

/** Years from FIRST_YEAR to the current one, newest first. */
export function yearList(now = new Date()): number[] {
  return Array.from({ length: now.getFullYear() - FIRST_YEAR + 1 }, (_, i) => now.getFullYear() - i);
}

/** Year filter from 2000 to the current year, newest first. */
export function YearWidget({ id, label, value, disabled, readonly, onChange }: WidgetProps) {
  const { t } = useTranslation();
  const years = yearList();
  return (
    <TextField id={id} select label={label} size="small" fullWidth value={value ?? ''} disabled={disabled || readonly}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}>
      <MenuItem value=""><em>{t('filters.any')}</em></MenuItem>
      {years.map((y) => <MenuItem key={y} value={y}>{y}</MenuItem>)}
    </TextField>
  );
}
