import type { Column } from '../definition/reportDefinition.gen';
import { isNumericFormat } from '../format/isNumericFormat';
import { isFilterable, serverColumn, type FilterCondition } from '../grid/gridTools';
import { periodRange } from './groupValue';
import type { SummarySpec } from './summarySpec';

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * The conditions of the grid's filter row that select a summary's group on the server: per grouping, its column equal to the group's
 * key, or a date column between the first and last day of the group's period. Null when the server cannot select it: an empty value,
 * a column without a server name (computed on screen), or a column the filter row does not take.
 */
export function groupConditions(spec: SummarySpec, keys: readonly string[], columns: readonly Column[]): FilterCondition[] | null {
  const out: FilterCondition[] = [];
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const column = columns.find((c) => c.field === spec.groupBy[i]?.column);
    if (!column || key === '' || !isFilterable(column)) return null;
    const name = serverColumn(column);
    if (column.format === 'date') {
      const range = periodRange(key);
      if (!range) return null;
      if (range[0] === range[1]) out.push([name, '=', dmy(range[0])]);
      else out.push([name, '>=', dmy(range[0])], [name, '<=', dmy(range[1])]);
    } else if (isNumericFormat(column.format) || column.format === 'month') {
      const n = Number(key);
      if (!Number.isFinite(n)) return null;
      out.push([name, '=', n]);
    } else out.push([name, '=', key]);
  }
  return out;
}
