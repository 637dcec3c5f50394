import type { ConditionContext } from '../conditions/conditionContext';
import type { ReportDefinition } from '../definition/reportDefinition.gen';
import { parseDay } from './dates';

/** A date filter outside the role's window (fechaIniLimit … fechaFinLimit): the message key and the limit it crossed (YYYY-MM-DD). */
export interface DateWindowFailure {
  field: string;
  messageKey: 'messages.dateBeforeWindow' | 'messages.dateAfterWindow';
  limit: string;
}

/**
 * Date filters bounded by the role's limits (dateLimits.roleLimits) whose value lies outside them. Such a date is never moved
 * silently: the field says which limit applies and Search stays disabled until the user corrects it.
 */
export function dateWindowFailures(def: ReportDefinition, ctx: ConditionContext): DateWindowFailure[] {
  const failures: DateWindowFailure[] = [];
  const start = ctx.limits?.fechaIniLimit ?? null;
  const end = ctx.limits?.fechaFinLimit ?? null;
  if (!start && !end) return failures;
  for (const [field, spec] of Object.entries(def.filters.fields ?? {})) {
    if (!spec?.dateLimits?.roleLimits) continue;
    const day = parseDay(ctx.filters[field])?.format('YYYY-MM-DD');
    if (!day) continue;
    if (start && day < start) failures.push({ field, messageKey: 'messages.dateBeforeWindow', limit: start });
    else if (end && day > end) failures.push({ field, messageKey: 'messages.dateAfterWindow', limit: end });
  }
  return failures;
}
