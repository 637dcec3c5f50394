import type { ConditionContext } from '../conditions/conditionContext';
import type { ReportDefinition } from '../definition/reportDefinition.gen';
import { contractFailures, type RequestBodies } from '../request/contractFailures';
import { checkRules, type RuleFailure } from './checkRules';

/**
 * Everything that keeps a report's form from being sent as it is: the definition's rules, number bounds and the role's date window
 * (checkRules), then what the services' contract would refuse in the request the form builds (contractFailures) for fields no rule
 * already names — so no request built from a form reaches the services as invalid.
 */
export function formFailures(def: ReportDefinition, ctx: ConditionContext, bodies: RequestBodies): RuleFailure[] {
  const rules = checkRules(def, ctx);
  const named = new Set(rules.flatMap((f) => f.fields));
  return [...rules, ...contractFailures(def, ctx, bodies).filter((f) => f.fields.length === 0 || !f.fields.some((field) => named.has(field)))];
}

/**
 * The message to show at each field: of a failure about that field alone, or of a value the services would refuse (the first failure of a
 * field wins). A rule about several fields together (one of them required, start before end) is said once, under the form.
 */
export function fieldMessages(failures: RuleFailure[]): Record<string, RuleFailure> {
  const out: Record<string, RuleFailure> = {};
  for (const f of failures) if (f.payloadKey !== undefined || f.fields.length === 1) for (const field of f.fields) out[field] ??= f;
  return out;
}
