import { useQueries } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { orderStatusesAtom } from '../kit/session/sessionStore';
import type { ErpClient } from '../api/erpClient';
import type { ConditionContext } from '../engine/conditions/conditionContext';
import { evaluateCondition } from '../engine/conditions/evaluateCondition';
import type { ReportDefinition } from '../engine/definition/reportDefinition.gen';
import { optionPayload, rangeChoices, replyChoices } from '../engine/options/optionChoices';
import { choiceSourceRegistry } from './choiceSources';
import type { Choice } from './form/formContext';

/** Options of the fields that load them, and which of those lists have arrived (an empty arrived list may give the field its whenNoOptions value). */
export interface FieldChoices {
  choices: Record<string, Choice[]>;
  settled: Record<string, boolean>;
}

/**
 * Choices of the fields whose options come from the session, a registered source, a request (sent again whenever its payload, built from
 * other fields and the session, changes) or a range, minus excluded values.
 */
export function useFieldChoices(def: ReportDefinition, erp: ErpClient, ctx: ConditionContext): FieldChoices {
  const statuses = useAtomValue(orderStatusesAtom);
  const fields = Object.entries(def.filters.fields ?? {}).filter(([, spec]) => spec?.options);
  const sourceIds = [...new Set(fields.map(([, f]) => f?.options?.source).filter((s): s is NonNullable<typeof s> => Boolean(s)))].sort();
  const remoteIds = sourceIds.filter((id) => choiceSourceRegistry.get(id).remote);
  const remote = useQueries({
    queries: remoteIds.map((id) => ({
      queryKey: ['choices', id], staleTime: 600_000,
      queryFn: () => choiceSourceRegistry.get(id).remote!(erp),
    })),
  });
  const requested = fields.flatMap(([name, spec]) => {
    const request = spec?.options?.request;
    if (!request || spec?.options?.source) return [];
    const enabled = evaluateCondition(spec.options?.enabledWhen, ctx);
    return [{ name, request, enabled, payload: enabled ? optionPayload(request, ctx) : {} }];
  });
  const fetched = useQueries({
    queries: requested.map((r) => ({
      queryKey: ['options', r.request.endpoint, r.payload], staleTime: 600_000, enabled: r.enabled,
      queryFn: async () => replyChoices(r.request, (await erp.post(r.request.endpoint, r.payload)).data),
    })),
  });
  const loaded = new Map<string, Choice[]>(remoteIds.map((id, i) => [id, remote[i]?.data ?? []]));
  const choices: Record<string, Choice[]> = {};
  const settled: Record<string, boolean> = {};
  for (const [name, spec] of fields) {
    const options = spec!.options!;
    let list: Choice[];
    if (options.source) {
      const local = choiceSourceRegistry.get(options.source).local;
      list = local ? local({ statuses }) : loaded.get(options.source) ?? [];
      settled[name] = Boolean(local) || remote[remoteIds.indexOf(options.source)]?.isSuccess === true;
    } else if (options.request) {
      const at = requested.findIndex((r) => r.name === name);
      const query = fetched[at];
      list = requested[at]?.enabled ? query?.data ?? [] : [];
      settled[name] = !requested[at]?.enabled || query?.isSuccess === true || query?.isError === true;
    } else {
      list = options.range ? rangeChoices(options.range, ctx) : [];
      settled[name] = true;
    }
    for (const rule of options.exclude ?? []) {
      if (evaluateCondition(rule.when, ctx)) list = list.filter((c) => !rule.values.some((v) => String(v) === String(c.value)));
    }
    choices[name] = list;
  }
  return { choices, settled };
}
