import dayjs from 'dayjs';
import { evaluateCondition } from '../conditions/evaluateCondition';
import type { ConditionContext } from '../conditions/conditionContext';
import type { DefaultSpec, FieldSpec, ReportDefinition } from '../definition/reportDefinition.gen';
import { getPath } from '../values/getPath';
import { resolveValue } from '../values/resolveValue';
import { earlierOf, ISO, laterOf } from './dates';

type Properties = Record<string, { default?: unknown }>;

/** The value a role fixes for a field (spec: CLIENTE fixed to its client…), or undefined when no rule applies; an editable one is only the starting value. */
export function fixedValue(spec: FieldSpec | undefined, ctx: ConditionContext): { value: unknown; hide: boolean; editable: boolean } | undefined {
  const rule = spec?.fixed?.find((f) => evaluateCondition(f.when, ctx));
  return rule ? { value: resolveValue(rule.value, ctx), hide: rule.hide === true, editable: rule.editable === true } : undefined;
}

/** Evaluates a default: constant, today, a window start (days/months back or the role's days of seniority), or a session value. Date limits of the role win when later (start) or earlier (end). */
export function defaultValue(spec: DefaultSpec, ctx: ConditionContext, roleLimits: boolean): unknown {
  const today = dayjs(ctx.limits?.today ?? undefined).startOf('day');
  if (spec.session !== undefined) return getPath(ctx.session, spec.session);
  if (spec.expr !== undefined) return resolveValue(spec.expr, ctx);
  if (spec.today) {
    const value = today.format(ISO);
    return roleLimits ? earlierOf(value, ctx.limits?.fechaFinLimit) : value;
  }
  if (spec.daysAgo !== undefined || spec.monthsAgo !== undefined) {
    const seniority = ctx.limits?.diasAntiguedad;
    const start = spec.useSeniority && seniority && seniority > 0 ? today.subtract(seniority, 'day')
      : spec.monthsAgo !== undefined ? today.subtract(spec.monthsAgo, 'month') : today.subtract(spec.daysAgo ?? 0, 'day');
    const value = start.format(ISO);
    return roleLimits ? laterOf(value, ctx.limits?.fechaIniLimit) : value;
  }
  if (spec.atMost !== undefined && typeof spec.value === 'number') {
    const most = Number(resolveValue(spec.atMost, ctx));
    return Number.isFinite(most) && most > 0 ? Math.min(spec.value, most) : spec.value;
  }
  return spec.value;
}

/**
 * The role's own window for an empty date field when the role's auto-filter is on (autoFiltro S): a start field opens on the later of
 * fechaIniLimit and today minus diasAntiguedad, an end field on the earlier of today and fechaFinLimit. Undefined otherwise.
 */
export function autoFilterValue(spec: FieldSpec | undefined, ctx: ConditionContext): string | undefined {
  const bound = spec?.dateLimits?.roleLimits ? spec.dateLimits.bound : undefined;
  const limits = ctx.limits;
  if (!bound || !limits?.autoFiltro) return undefined;
  const today = dayjs(limits.today).startOf('day');
  if (bound === 'end') return earlierOf(today.format(ISO), limits.fechaFinLimit) ?? undefined;
  const seniority = limits.diasAntiguedad && limits.diasAntiguedad > 0 ? today.subtract(limits.diasAntiguedad, 'day').format(ISO) : null;
  return laterOf(seniority, limits.fechaIniLimit) ?? undefined;
}

/** Initial filter values: fixed session values first, then defaults, then the role's auto-filter window, then the schema's own defaults. */
export function initialFilters(def: ReportDefinition, ctx: ConditionContext): Record<string, unknown> {
  const properties = def.filters.schema.properties as Properties;
  const values: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(properties)) {
    const spec = def.filters.fields?.[name];
    const fixed = fixedValue(spec, ctx);
    if (fixed) values[name] = fixed.value;
    else if (spec?.default) values[name] = defaultValue(spec.default, ctx, spec.dateLimits?.roleLimits === true);
    else values[name] = autoFilterValue(spec, ctx) ?? (prop.default === undefined ? undefined : structuredClone(prop.default));
    if (values[name] === undefined || values[name] === null) delete values[name];
  }
  return values;
}
