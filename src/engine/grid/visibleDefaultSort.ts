import { evaluateCondition } from '../conditions/evaluateCondition';
import type { ConditionContext } from '../conditions/conditionContext';
import type { GridResult } from '../definition/reportDefinition.gen';

type SortedTable = Pick<GridResult, 'defaultSort' | 'columns'>;

/**
 * The definition's default sort when its column is visible to the user (its visibleWhen holds); otherwise none, and the services' own default
 * applies: a column another party's user cannot see (field-level scope) is not one the services let that user sort by.
 */
export function visibleDefaultSort(table: SortedTable, context: ConditionContext): SortedTable['defaultSort'] {
  const sort = table.defaultSort;
  if (!sort) return undefined;
  const column = table.columns.find((c) => c.field === sort.column);
  return column && !evaluateCondition(column.visibleWhen, context) ? undefined : sort;
}
