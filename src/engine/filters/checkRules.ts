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
  /** The request body field the services would refuse (contract failures). */
  payloadKey?: string;
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
      case 'validDates': {
        // Only the fields whose date is missing or impossible are named, so the message shows at them.
        const bad = fields.filter((f) => parseDay(ctx.filters[f]) === undefined);
        if (bad.length > 0) failures.push({ messageKey: rule.messageKey, fields: bad, blocksSearch: rule.blocksSearch === true });
        continue;
      }
      case 'requireOne':
        ok = values.some(filled);
        break;
      case 'required': {
        // Only the empty fields are named, so the message shows at them.
        const empty = fields.filter((f) => !filled(ctx.filters[f]));
        if (empty.length > 0) failures.push({ messageKey: rule.messageKey, fields: empty, blocksSearch: rule.blocksSearch === true });
        continue;
      }
      case 'maxItems':
        ok = values.every((v) => !Array.isArray(v) || v.length <= (rule.max ?? Infinity));
        break;
      case 'numberOrder': {
        const [first, second] = values.map((v) => (isEmpty(v) ? undefined : Number(v)));
        ok = !(first !== undefined && second !== undefined && Number.isFinite(first) && Number.isFinite(second) && first > second);
        break;
      }
      case 'maxMonths': {
        const [start, end] = values.map(parseDay);
        // Calendar months, both ends' months counted (January to March is 3).
        const span = start && end ? (end.year() - start.year()) * 12 + end.month() - start.month() + 1 : 0;
        ok = rule.max === undefined || span <= rule.max;
        break;
      }
    }
    if (!ok) failures.push({ messageKey: rule.messageKey, fields, blocksSearch: rule.blocksSearch === true, ...(rule.max === undefined ? {} : { params: { max: String(rule.max) } }) });
  }
  // A date or month field holding an impossible date (31/02, a half-typed date) is never sent, rule or not.
  const named = new Set(failures.filter((f) => f.messageKey === 'messages.notValidDate').flatMap((f) => f.fields));
  for (const field of impossibleDates(def, ctx.filters)) {
    if (!named.has(field)) failures.push({ messageKey: 'messages.notValidDate', fields: [field], blocksSearch: true });
  }
  for (const n of numberBoundsFailures(def, ctx.filters)) {
    failures.push({ messageKey: n.messageKey, fields: [n.field], blocksSearch: true, params: { min: String(n.min ?? ''), max: String(n.max ?? '') } });
  }
  for (const w of dateWindowFailures(def, ctx)) failures.push({ messageKey: w.messageKey, fields: [w.field], blocksSearch: true, params: { date: toDmy(w.limit) } });
  return failures;
}

/** Widgets whose values are dates (YYYY-MM-DD) or months. */
const DATE_WIDGETS = new Set(['date', 'month']);

/** The date and month fields whose filled value is not a real date. */
function impossibleDates(def: ReportDefinition, filters: Record<string, unknown>): string[] {
  return Object.entries(def.filters.uiSchema ?? {})
    .filter(([field, ui]) => DATE_WIDGETS.has(String((ui as Record<string, unknown> | undefined)?.['ui:widget'])) && !isEmpty(filters[field]) && parseDay(filters[field]) === undefined)
    .map(([field]) => field);
}
