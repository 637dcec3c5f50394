import { evaluateCondition } from '../conditions/evaluateCondition';
import type { ConditionContext } from '../conditions/conditionContext';
import type { ValueExpr } from '../definition/reportDefinition.gen';
import { formatValue } from './formatValue';
import { getPath, isEmpty } from './getPath';

/** Evaluates a value expression against the context: constants, filter/session/row/context paths, conditions, first non-empty, lists, objects, texts and arithmetic. */
export function resolveValue(expr: ValueExpr, ctx: ConditionContext): unknown {
  if ('const' in expr) return expr.const;
  if ('filter' in expr) return formatValue(getPath(ctx.filters, expr.filter), expr.format);
  if ('session' in expr) return formatValue(getPath(ctx.session, expr.session), expr.format);
  if ('row' in expr) return formatValue(getPath(ctx.row, expr.row), expr.format);
  if ('context' in expr) return formatValue(getPath(ctx, expr.context), expr.format);
  if ('when' in expr) {
    if (evaluateCondition(expr.when, ctx)) return resolveValue(expr.then, ctx);
    return expr.else ? resolveValue(expr.else, ctx) : undefined;
  }
  if ('firstOf' in expr) {
    for (const candidate of expr.firstOf) {
      const v = resolveValue(candidate, ctx);
      if (!isEmpty(v)) return v;
    }
    return undefined;
  }
  if ('concat' in expr) return expr.concat.map((e) => resolveValue(e, ctx)).filter((v) => !isEmpty(v)).map(String).join('');
  if ('object' in expr) {
    const built = resolveMap(expr.object, ctx);
    return Object.values(built).every(isEmpty) ? undefined : built;
  }
  if ('add' in expr) return expr.add.reduce<number>((sum, e) => sum + numberOf(resolveValue(e, ctx)), 0);
  if ('subtract' in expr) return expr.subtract.slice(1).reduce<number>((rest, e) => rest - numberOf(resolveValue(e, ctx)), numberOf(resolveValue(expr.subtract[0], ctx)));
  if ('multiply' in expr) return expr.multiply.reduce<number>((product, e) => product * numberOf(resolveValue(e, ctx)), 1);
  if ('divide' in expr) {
    const divisor = numberOf(resolveValue(expr.divide[1], ctx));
    return divisor === 0 ? undefined : numberOf(resolveValue(expr.divide[0], ctx)) / divisor;
  }
  const list = resolveValue(expr.listOf, ctx);
  if (!Array.isArray(list)) return [];
  if (!expr.item) return list;
  const item = expr.item;
  return list.map((element) => resolveMap(item, { ...ctx, row: element as Record<string, unknown> }));
}

/** Resolves every entry of a map of expressions. */
export function resolveMap(map: Record<string, ValueExpr | undefined>, ctx: ConditionContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, expr] of Object.entries(map)) {
    const value = expr ? resolveValue(expr, ctx) : undefined;
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** A number from a value for arithmetic: numbers as they are, numeric texts (a comma is a decimal point), anything else 0. */
function numberOf(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(',', '.'));
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}
