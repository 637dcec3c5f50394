import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** Display format of dates (spec 1 §9). */
export const DISPLAY_DATE = 'DD/MM/YYYY';
/** Exchange format of date pickers. */
export const PICKER_DATE = 'YYYY-MM-DD';

/** Formats YYYY-MM-DD, DD/MM/YYYY, an ISO timestamp or a Date as DD/MM/YYYY; '' for empty or invalid input. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = typeof value === 'string' && /^\d{2}\/\d{2}\/\d{4}$/.test(value) ? dayjs(value, DISPLAY_DATE, true) : dayjs(value);
  return d.isValid() ? d.format(DISPLAY_DATE) : '';
}
