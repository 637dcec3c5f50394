import type { ConditionContext } from '../conditions/conditionContext';
import type { ReportDefinition } from '../definition/reportDefinition.gen';
import { fixedValue } from '../filters/initialFilters';
import { canonicalJson } from './viewState';

/** Whether the session fixes a field for this user (a customer's own code…): a view never overrides it. */
function fixedForUser(def: ReportDefinition, field: string, ctx: ConditionContext): boolean {
  const fixed = fixedValue(def.filters.fields?.[field], ctx);
  return fixed !== undefined && !fixed.editable;
}

/**
 * The filter values a view stores: those that differ from the form's initial values (null: a field the user emptied). A value equal to the
 * initial one is not stored, so a relative default (the last 30 days) stays relative; values the session fixes are never stored.
 */
export function viewFilters(def: ReportDefinition, initial: Record<string, unknown>, current: Record<string, unknown>, ctx: ConditionContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of new Set([...Object.keys(initial), ...Object.keys(current)])) {
    if (fixedForUser(def, field, ctx)) continue;
    const now = current[field] ?? null;
    if (canonicalJson(initial[field] ?? null) !== canonicalJson(now)) out[field] = now;
  }
  return out;
}

/**
 * The form's values with a view applied over the initial ones, and the view's fields the definition no longer has (dropped). A field the
 * session fixes for this user keeps the session's value: opening a colleague's view or link applies the caller's own scope.
 */
export function applyViewFilters(
  def: ReportDefinition, initial: Record<string, unknown>, stored: Record<string, unknown>, ctx: ConditionContext,
): { filters: Record<string, unknown>; dropped: string[] } {
  const properties = (def.filters.schema.properties ?? {}) as Record<string, unknown>;
  const filters = { ...initial };
  const dropped: string[] = [];
  for (const [field, value] of Object.entries(stored)) {
    if (!(field in properties) && field !== def.choiceView?.field) dropped.push(field);
    else if (fixedForUser(def, field, ctx)) continue;
    else if (value === null || value === undefined) delete filters[field];
    else filters[field] = structuredClone(value);
  }
  return { filters, dropped };
}
