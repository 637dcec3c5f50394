import { evaluateCondition } from '../conditions/evaluateCondition';
import type { ConditionContext } from '../conditions/conditionContext';
import type { ReportDefinition } from '../definition/reportDefinition.gen';
import { isEmpty } from '../values/getPath';
import { outsideWindow, type DateWindowFailure } from './dateWindowFailures';
import { fixedValue } from './initialFilters';

/** How a filter field shows now. */
export interface FieldState {
  visible: boolean;
  disabled: boolean;
  /** The value comes from the session and cannot change. */
  fixed: boolean;
  /** Picker bounds (YYYY-MM-DD) from the role's date limits. */
  minDate?: string;
  maxDate?: string;
  /** The value lies outside the role's window: the message to show at the field and the limit it names (YYYY-MM-DD). */
  outsideWindow?: Omit<DateWindowFailure, 'field'>;
}

/** Visibility, disabled state, fixed values and date bounds of every filter field, given the open toggle groups. */
export function fieldStates(def: ReportDefinition, ctx: ConditionContext, openGroups: ReadonlySet<string>): Record<string, FieldState> {
  const groupOf = new Map<string, { id: string; visibleWhen?: object }>();
  for (const g of def.filters.groups ?? []) for (const f of g.fields) groupOf.set(f, g);
  const states: Record<string, FieldState> = {};
  for (const name of Object.keys(def.filters.schema.properties)) {
    const spec = def.filters.fields?.[name];
    const found = fixedValue(spec, ctx);
    const fixed = found?.editable ? undefined : found;
    const group = groupOf.get(name);
    const groupVisible = !group || (openGroups.has(group.id) && evaluateCondition(group.visibleWhen, ctx));
    const dependsUnset = spec?.dependsOn?.disabledUntilSet === true && isEmpty(ctx.filters[spec.dependsOn.field]);
    const state: FieldState = {
      visible: groupVisible && evaluateCondition(spec?.visibleWhen, ctx) && !(fixed?.hide ?? false),
      disabled: Boolean(fixed) || dependsUnset || (spec?.disabledWhen ? evaluateCondition(spec.disabledWhen, ctx) : false),
      fixed: Boolean(fixed),
    };
    if (spec?.dateLimits?.roleLimits) {
      if (ctx.limits?.fechaIniLimit) state.minDate = ctx.limits.fechaIniLimit;
      if (ctx.limits?.fechaFinLimit) state.maxDate = ctx.limits.fechaFinLimit;
      const outside = outsideWindow(ctx.filters[name], ctx.limits?.fechaIniLimit, ctx.limits?.fechaFinLimit);
      if (outside) state.outsideWindow = outside;
    }
    states[name] = state;
  }
  return states;
}

/** Applies a change of filter values: fields that depend on a changed field are cleared; fixed fields keep their session value (editable ones take the user's). */
export function applyFilterChange(def: ReportDefinition, previous: Record<string, unknown>, next: Record<string, unknown>, ctx: ConditionContext): Record<string, unknown> {
  const result = { ...next };
  const changed = (f: string) => JSON.stringify(previous[f] ?? null) !== JSON.stringify(next[f] ?? null);
  for (const [name, spec] of Object.entries(def.filters.fields ?? {})) {
    if (!spec) continue;
    const fixed = fixedValue(spec, { ...ctx, filters: result });
    if (fixed && !fixed.editable) {
      result[name] = fixed.value;
      continue;
    }
    if (spec.dependsOn?.clearOnChange && changed(spec.dependsOn.field)) delete result[name];
  }
  return result;
}
