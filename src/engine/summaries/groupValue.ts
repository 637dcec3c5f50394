import dayjs from 'dayjs';
import type { Column, SummaryGroup } from '../definition/reportDefinition.gen';
import { dayDate } from '../filters/dates';
import { formatCell } from '../format/formatCell';
import { isNumericFormat } from '../format/isNumericFormat';
import { getPath, isEmpty } from '../values/getPath';

/** Period of a date grouping (month when a date column names none). */
export type Period = NonNullable<SummaryGroup['period']>;

/** Texts a group label may need, translated in the user's language. */
export interface GroupTexts {
  /** The label of the group of empty values. */
  empty: string;
  /** A quarter with {{quarter}} and {{year}} (e.g. "T{{quarter}} {{year}}"). */
  quarter: string;
  /** Any other text key a cell shows (enum labels, yes and no). */
  translate: (key: string) => string;
}

/** How a grouping reads a value: its key (what groups), how keys sort, and the label shown. */
export interface GroupReader {
  /** The group key of a cell value: '' for an empty value. */
  keyOf(value: unknown): string;
  /** The text shown for a key (a period's name, an enum's label, a code with its name). */
  labelOf(key: string, value: unknown, name: string | undefined): string;
  /** Whether keys sort as time (dates, months) or numbers, in ascending order, rather than by the first measure. */
  ordered: boolean;
  /** Compares two keys in their natural order. */
  compare(a: string, b: string): number;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The key of a day in a period: YYYY-MM-DD, YYYY-MM, YYYY-Qn or YYYY. */
export function periodKey(date: Date, period: Period): string {
  const y = date.getFullYear();
  const m = date.getMonth() + 1;
  if (period === 'year') return String(y);
  if (period === 'quarter') return `${y}-Q${Math.ceil(m / 3)}`;
  if (period === 'month') return `${y}-${two(m)}`;
  return `${y}-${two(m)}-${two(date.getDate())}`;
}

/** The first and last day (YYYY-MM-DD) of a period key. */
export function periodRange(key: string): [string, string] | null {
  const q = /^(\d{4})-Q([1-4])$/.exec(key);
  if (q) {
    const start = dayjs(`${q[1]}-${two((Number(q[2]) - 1) * 3 + 1)}-01`);
    return [start.format('YYYY-MM-DD'), start.add(2, 'month').endOf('month').format('YYYY-MM-DD')];
  }
  if (/^\d{4}$/.test(key)) return [`${key}-01-01`, `${key}-12-31`];
  if (/^\d{4}-\d{2}$/.test(key)) return [`${key}-01`, dayjs(`${key}-01`).endOf('month').format('YYYY-MM-DD')];
  if (/^\d{4}-\d{2}-\d{2}$/.test(key)) return [key, key];
  return null;
}

/** The name of a period key in the current dayjs locale: 05/10/2026, Octubre 2026, T4 2026, 2026. */
export function periodLabel(key: string, texts: Pick<GroupTexts, 'quarter'>): string {
  const q = /^(\d{4})-Q([1-4])$/.exec(key);
  if (q) return texts.quarter.replace('{{quarter}}', q[2]!).replace('{{year}}', q[1]!);
  if (/^\d{4}-\d{2}$/.test(key)) {
    const name = dayjs(`${key}-01`).format('MMMM YYYY');
    return name.charAt(0).toUpperCase() + name.slice(1);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(key)) return dayjs(key).format('DD/MM/YYYY');
  return key;
}

const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

/** The reader of a grouping by a column: dates by period, numbers and months in their order, codes by their codigo, the rest by their text. */
export function groupReader(column: Pick<Column, 'field' | 'format' | 'enum'>, group: Pick<SummaryGroup, 'period'>, texts: GroupTexts): GroupReader {
  if (column.format === 'date') {
    const period = group.period ?? 'month';
    return {
      keyOf: (value) => {
        const date = isEmpty(value) ? undefined : dayDate(value);
        return date ? periodKey(date, period) : '';
      },
      labelOf: (key) => (key === '' ? texts.empty : periodLabel(key, texts)),
      ordered: true,
      compare: (a, b) => (a === b ? 0 : a === '' ? 1 : b === '' ? -1 : a < b ? -1 : 1),
    };
  }
  const numeric = isNumericFormat(column.format) || column.format === 'month';
  return {
    keyOf: (value) => {
      if (isEmpty(value)) return '';
      return String(column.format === 'code' ? (getPath(value, 'codigo') ?? value) : value);
    },
    labelOf: (key, value, name) => {
      if (key === '') return texts.empty;
      const text = formatCell(column, value ?? key, texts.translate);
      return name && name !== text ? `${text} · ${name}` : text;
    },
    ordered: numeric,
    compare: numeric
      ? (a, b) => (a === '' ? (b === '' ? 0 : 1) : b === '' ? -1 : Number(a) - Number(b))
      : (a, b) => (a === '' ? (b === '' ? 0 : 1) : b === '' ? -1 : collator.compare(a, b)),
  };
}
