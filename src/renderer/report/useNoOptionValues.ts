import { useEffect, useMemo } from 'react';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import { resolveValue } from '../../engine/values/resolveValue';
import type { FieldChoices } from '../useFieldChoices';

/** A field whose loaded option list comes back empty takes its whenNoOptions value (e.g. a province range for a country without provinces). */
export function useNoOptionValues(def: ReportDefinition, ctx: ConditionContext, { choices, settled }: FieldChoices,
  filters: Record<string, unknown>, fill: (values: Record<string, unknown>) => void): void {
  const noOptionValues = useMemo(() => {
    const out: Record<string, unknown> = {};
    for (const [name, spec] of Object.entries(def.filters.fields ?? {})) {
      if (spec?.whenNoOptions && settled[name] && choices[name]?.length === 0) out[name] = resolveValue(spec.whenNoOptions, ctx);
    }
    return out;
  }, [def, settled, choices, ctx]);
  useEffect(() => {
    const missing = Object.entries(noOptionValues).filter(([name, v]) => JSON.stringify(filters[name] ?? null) !== JSON.stringify(v ?? null));
    if (missing.length > 0) fill(Object.fromEntries(missing));
  }, [noOptionValues, filters, fill]);
}
