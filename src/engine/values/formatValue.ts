import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { ValueFormat } from '../definition/reportDefinition.gen';

dayjs.extend(customParseFormat);

const parseDate = (value: string) => {
  const d = /^\d{2}\/\d{2}\/\d{4}$/.test(value) ? dayjs(value, 'DD/MM/YYYY', true)
    : /^\d{4}-\d{2}$/.test(value) ? dayjs(`${value}-01`, 'YYYY-MM-DD', true)
      : /^\d{2}\/\d{4}$/.test(value) ? dayjs(`01/${value}`, 'DD/MM/YYYY', true) : dayjs(value.slice(0, 10), 'YYYY-MM-DD', true);
  return d.isValid() ? d : undefined;
};

/** Converts a value for the wire: dates to DD/MM/YYYY (dmy), YYYY-MM-DD (iso), MM/YYYY (my, also from a YYYY-MM month) or their year, booleans to S/N, lookup objects to their code. */
export function formatValue(value: unknown, format: ValueFormat | undefined): unknown {
  if (format === undefined || value === undefined || value === null) return value;
  switch (format) {
    case 'dmy':
    case 'iso':
    case 'my': {
      if (typeof value !== 'string' || value === '') return value === '' ? '' : value;
      const d = parseDate(value);
      return d ? d.format(format === 'dmy' ? 'DD/MM/YYYY' : format === 'iso' ? 'YYYY-MM-DD' : 'MM/YYYY') : value;
    }
    case 'upper':
      return String(value).toUpperCase();
    case 'sn':
      return value === true || value === 'S' ? 'S' : 'N';
    case 'number':
      return value === '' ? null : Number(value);
    case 'string':
      return String(value);
    case 'code':
      return typeof value === 'object' ? ((value as { codigo?: unknown }).codigo ?? null) : value;
    case 'year': {
      const d = typeof value === 'string' ? parseDate(value) : undefined;
      return d ? d.year() : value;
    }
  }
}
