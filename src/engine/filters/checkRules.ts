import { evaluateCondition } from '../conditions/evaluateCondition';
import type { ConditionContext } from '../conditions/conditionContext';
import type { ReportDefinition } from '../definition/reportDefinition.gen';
import { isEmpty } from '../values/getPath';
import { dateWindowFailures } from './dateWindowFailures';
import { numberBoundsFailures } from './numberBoundsFailures';
import { parseDay, toDmy } from './dates';

/** A rule that does not hold. */
export interface RuleFailure {
  messageKey: string;
  fields: string[];
  /** The Search button stays disabled (instead of an alert on Search). */
  blocksSearch: boolean;
  /** Values the message names (e.g. the first date of the role's window, DD/MM/YYYY). */
  params?: Record<string, string>;
}

const filled = (v: unknown) => v !== false && !isEmpty(v) && !(typeof v === 'object' && v !== null && !Array.isArray(v) && isEmpty((v as { codigo?: unknown }).codigo));

/** Checks the definition's validation rules against the current filters (spec 2 §5), then number bounds and the role's date window of bounded date fields (blocking). */
export function checkRules(def: ReportDefinition, ctx: ConditionContext): RuleFailure[] {
  const failures: RuleFailure[] = [];
  for (const rule of def.filters.rules ?? []) {
    if (rule.when && !evaluateCondition(rule.when, ctx)) continue;
    const fields = rule.fields ?? [];
    const values = fields.map((f) => ctx.filters[f]);
    let ok = true;
    switch (rule.kind) {
      case 'dateOrder': {
        const [start, end] = values.map(parseDay);
        ok = !(start && end && start.isAfter(end));
        break;
      }
      case 'validDates':
        ok = values.every((v) => parseDay(v) !== undefined);
        break;
      case 'requireOne':
        ok = values.some(filled);
        break;
      case 'required':
        ok = values.every(filled);
        break;
      case 'maxItems':
        ok = values.every((v) => !Array.isArray(v) || v.length <= (rule.max ?? Infinity));
        break;
    }
    if (!ok) failures.push({ messageKey: rule.messageKey, fields, blocksSearch: rule.blocksSearch === true, ...(rule.max === undefined ? {} : { params: { max: String(rule.max) } }) });
  }
  for (const n of numberBoundsFailures(def, ctx.filters)) {
    failures.push({ messageKey: n.messageKey, fields: [n.field], blocksSearch: true, params: { min: String(n.min ?? ''), max: String(n.max ?? '') } });
  }
  for (const w of dateWindowFailures(def, ctx)) failures.push({ messageKey: w.messageKey, fields: [w.field], blocksSearch: true, params: { date: toDmy(w.limit) } });
  return failures;
}
