import type { ConditionContext } from '../conditions/conditionContext';
import type { FieldSpec } from '../definition/reportDefinition.gen';
import { getPath } from '../values/getPath';
import { resolveMap, resolveValue } from '../values/resolveValue';

/** One option of a select field. */
export interface OptionChoice {
  value: string | number;
  label: string;
}

type Options = NonNullable<FieldSpec['options']>;
type OptionRequest = NonNullable<Options['request']>;

/** The integers of a range option list (from..to or the last count up to to, both ends included; at most 1000), or none when a bound is missing. */
export function rangeChoices(range: NonNullable<Options['range']>, ctx: ConditionContext): OptionChoice[] {
  const to = Number(resolveValue(range.to, ctx));
  const from = range.from ? Number(resolveValue(range.from, ctx)) : to - (range.count ?? 1) + 1;
  if (!Number.isInteger(from) || !Number.isInteger(to) || to < from) return [];
  const list = Array.from({ length: Math.min(to - from + 1, 1000) }, (_, i) => ({ value: from + i, label: String(from + i) }));
  return range.descending ? list.reverse() : list;
}

/** The body of an option request, from other fields and the session. */
export function optionPayload(request: OptionRequest, ctx: ConditionContext): Record<string, unknown> {
  return resolveMap(request.payload, ctx);
}

/** The options a reply lists: rows at the first rows path found (default dataRes), each giving its value and label ('value - label' when asked). */
export function replyChoices(request: OptionRequest, body: unknown): OptionChoice[] {
  const rows = (request.rows ?? ['dataRes']).map((p) => getPath(body, p)).find(Array.isArray) as Record<string, unknown>[] | undefined;
  const choices: OptionChoice[] = [];
  for (const row of rows ?? []) {
    const value = row?.[request.value];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = row[request.label];
    const label = text === undefined || text === null || text === '' ? String(value) : String(text);
    choices.push({ value, label: request.labelWithCode ? `${String(value)} - ${label}` : label });
  }
  return choices;
}
