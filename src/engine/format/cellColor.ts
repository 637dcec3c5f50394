import { evaluateCondition } from '../conditions/evaluateCondition';
import type { ConditionContext } from '../conditions/conditionContext';
import type { CellColor, Column } from '../definition/reportDefinition.gen';

/** Text colour of a cell: the enum entry's colour for the value, else the first colorWhen entry whose condition holds for the row; undefined for none or 'default'. */
export function cellColor(column: Pick<Column, 'enum' | 'colorWhen'>, value: unknown, ctx: ConditionContext): Exclude<CellColor, 'default'> | undefined {
  const fromEnum = value === undefined || value === null ? undefined : column.enum?.[String(value)]?.color;
  const color = fromEnum ?? column.colorWhen?.find((c) => evaluateCondition(c.when, ctx))?.color;
  return color === 'default' ? undefined : color;
}
