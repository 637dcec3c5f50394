import type { ConditionContext } from '../conditions/conditionContext';
import type { ReportDefinition } from '../definition/reportDefinition.gen';
import { parseDay } from './dates';

/** A date filter outside the role's window (fechaIniLimit … fechaFinLimit): the message key and the limit it crossed (YYYY-MM-DD). */
export interface DateWindowFailure {
  field: string;
  messageKey: 'messages.dateBeforeWindow' | 'messages.dateAfterWindow';
  limit: string;
}

/** Where a date filter's value (any form parseDay reads) lies against the role's window: the message and the crossed limit, or undefined inside it. */
export function outsideWindow(value: unknown, start: string | null | undefined, end: string | null | undefined): Omit<DateWindowFailure, 'field'> | undefined {
  const day = parseDay(value)?.format('YYYY-MM-DD');
  if (!day) return undefined;
  if (start && day < start) return { messageKey: 'messages.dateBeforeWindow', limit: start };
  if (end && day > end) return { messageKey: 'messages.dateAfterWindow', limit: end };
  return undefined;
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
    const outside = outsideWindow(ctx.filters[field], start, end);
    if (outside) failures.push({ field, ...outside });
  }
  return failures;
}
