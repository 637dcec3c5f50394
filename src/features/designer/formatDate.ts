import dayjs from 'dayjs';

/** A server date as DD/MM/YYYY HH:mm (the text as it came when it is not a date). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD/MM/YYYY HH:mm') : value;
}
