import type { ConditionContext } from '../conditions/conditionContext';
import type { GridResult } from '../definition/reportDefinition.gen';
import { parseDay, toDmy } from '../filters/dates';
import { defaultValue } from '../filters/initialFilters';

/** What an empty search says: the window it searched (DD/MM/YYYY) and, when the definition offers it, an earlier start to search again from. */
export interface EmptyResultOffer {
  from: string;
  to: string;
  /** The start field and its earlier value (YYYY-MM-DD); absent when the search already started there or earlier. */
  widen?: { field: string; value: string; label: string };
}

/** The searched window of an empty result (result.emptyResult), from the search's filters; undefined without both dates. */
export function emptyResultOffer(result: Pick<GridResult, 'emptyResult'>, ctx: ConditionContext, roleLimits = true): EmptyResultOffer | undefined {
  const spec = result.emptyResult;
  if (!spec) return undefined;
  const [startField, endField] = spec.dates;
  const start = parseDay(ctx.filters[startField]);
  const end = parseDay(ctx.filters[endField]) ?? parseDay(ctx.limits?.today);
  if (!start || !end) return undefined;
  const offer: EmptyResultOffer = { from: start.format('DD/MM/YYYY'), to: end.format('DD/MM/YYYY') };
  const earlier = spec.widen ? parseDay(defaultValue(spec.widen, ctx, roleLimits)) : undefined;
  if (earlier && earlier.isBefore(start)) {
    const value = earlier.format('YYYY-MM-DD');
    offer.widen = { field: startField, value, label: toDmy(value) };
  }
  return offer;
}
