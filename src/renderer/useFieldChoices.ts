import { useQueries } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { orderStatusesAtom } from '../app/session/sessionStore';
import type { ErpClient } from '../api/erpClient';
import type { ConditionContext } from '../engine/conditions/conditionContext';
import { evaluateCondition } from '../engine/conditions/evaluateCondition';
import type { ReportDefinition } from '../engine/definition/reportDefinition.gen';
import { choiceSourceRegistry } from './choiceSources';
import type { Choice } from './form/formContext';

/** Choices of the fields whose options come from the session or the server (registered sources), minus excluded values. */
export function useFieldChoices(def: ReportDefinition, erp: ErpClient, ctx: ConditionContext): Record<string, Choice[]> {
  const statuses = useAtomValue(orderStatusesAtom);
  const sourceIds = [...new Set(Object.values(def.filters.fields ?? {}).map((f) => f?.options?.source).filter((s): s is NonNullable<typeof s> => Boolean(s)))].sort();
  const remoteIds = sourceIds.filter((id) => choiceSourceRegistry.get(id).remote);
  const remote = useQueries({
    queries: remoteIds.map((id) => ({
      queryKey: ['choices', id], staleTime: 600_000,
      queryFn: () => choiceSourceRegistry.get(id).remote!(erp),
    })),
  });
  const loaded = new Map<string, Choice[]>(remoteIds.map((id, i) => [id, remote[i]?.data ?? []]));
  const choices: Record<string, Choice[]> = {};
  for (const [name, spec] of Object.entries(def.filters.fields ?? {})) {
    const source = spec?.options?.source;
    if (!source) continue;
    const local = choiceSourceRegistry.get(source).local;
    let list: Choice[] = local ? local({ statuses }) : loaded.get(source) ?? [];
    for (const rule of spec.options?.exclude ?? []) {
      if (evaluateCondition(rule.when, ctx)) list = list.filter((c) => !rule.values.some((v) => String(v) === String(c.value)));
    }
    choices[name] = list;
  }
  return choices;
}
