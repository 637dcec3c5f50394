import type { ConditionContext } from '../conditions/conditionContext';
import type { Column } from '../definition/reportDefinition.gen';
import { formatCell } from '../format/formatCell';
import { getPath } from './getPath';
import { resolveValue } from './resolveValue';

/** A context with nothing in it but the row (exports and cells built without a report context). */
const BARE_CONTEXT: ConditionContext = { role: null, onPremise: false, domain: '', organisation: null, permissions: [], parameters: {}, session: {}, filters: {} };

/** The value of a column in a row: its computed value (Column.value with the row) when it has one, else the row's field. */
export function cellValue(column: Pick<Column, 'field' | 'value'>, row: Record<string, unknown>, ctx: ConditionContext = BARE_CONTEXT): unknown {
  return column.value ? resolveValue(column.value, { ...ctx, row }) : getPath(row, column.field);
}

/** The display text of a column in a row (computed values included). */
export function cellText(column: Pick<Column, 'field' | 'value' | 'format' | 'enum'>, row: Record<string, unknown>, translate: (key: string) => string, ctx?: ConditionContext): string {
  return formatCell(column, cellValue(column, row, ctx), translate);
}
