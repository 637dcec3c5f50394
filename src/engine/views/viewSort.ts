import { evaluateCondition } from '../conditions/evaluateCondition';
import type { ConditionContext } from '../conditions/conditionContext';
import type { GridResult } from '../definition/reportDefinition.gen';
import type { ViewSort } from './viewState';

/** A view's sort when the grid can sort by it for this user: its column exists, is sortable and visible to the user; else none. */
export function viewSort(result: Pick<GridResult, 'columns'>, sort: ViewSort | undefined, context: ConditionContext): ViewSort | undefined {
  if (!sort) return undefined;
  const column = result.columns.find((c) => c.field === sort.column);
  return column && column.sortable !== false && !column.exportOnly && evaluateCondition(column.visibleWhen, context) ? sort : undefined;
}
