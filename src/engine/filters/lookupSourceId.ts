import { evaluateCondition } from '../conditions/evaluateCondition';
import type { ConditionContext } from '../conditions/conditionContext';
import type { LookupSpec } from '../definition/reportDefinition.gen';

/** The lookup source a field queries for this user: the first `sourceWhen` entry whose condition holds, else `source`. */
export function lookupSourceId(spec: LookupSpec, ctx: ConditionContext): LookupSpec['source'] {
  return spec.sourceWhen?.find((s) => evaluateCondition(s.when, ctx))?.source ?? spec.source;
}
