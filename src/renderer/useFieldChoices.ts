import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { orderStatusesAtom } from '../app/session/sessionStore';
import type { ErpClient } from '../api/erpClient';
import type { ConditionContext } from '../engine/conditions/conditionContext';
import { evaluateCondition } from '../engine/conditions/evaluateCondition';
import type { ReportDefinition } from '../engine/definition/reportDefinition.gen';
import type { Choice } from './form/formContext';
import { yearList } from './widgets/YearWidget';

const P = '/wscomun/portalinformes';

/** Choices of the fields whose options come from the session (order statuses) or the server (transport agencies, zones), minus excluded values. */
export function useFieldChoices(def: ReportDefinition, erp: ErpClient, ctx: ConditionContext): Record<string, Choice[]> {
  const statuses = useAtomValue(orderStatusesAtom);
  const sources = new Set(Object.values(def.filters.fields ?? {}).map((f) => f?.options?.source).filter(Boolean));
  const agencies = useQuery({
    queryKey: ['choices', 'agencias'], enabled: sources.has('transportAgencies'), staleTime: 600_000,
    queryFn: async () => ((await erp.post<{ dataRes?: { AgenciaTransporte: string; NombreAgenica: string }[] }>(`${P}/AgenciasTransporte`, {})).data.dataRes ?? [])
      .map((a) => ({ value: a.AgenciaTransporte, label: a.NombreAgenica })),
  });
  const zones = useQuery({
    queryKey: ['choices', 'zonas'], enabled: sources.has('zones'), staleTime: 600_000,
    queryFn: async () => ((await erp.post<{ dataRes?: { codigo: string; nombre: string }[] }>(`${P}/lovZon`, { offset: 1, numRows: 1000 })).data.dataRes ?? [])
      .map((z) => ({ value: z.codigo, label: `${z.codigo} - ${z.nombre}` })),
  });
  const choices: Record<string, Choice[]> = {};
  for (const [name, spec] of Object.entries(def.filters.fields ?? {})) {
    const source = spec?.options?.source;
    if (!source) continue;
    let list: Choice[] = source === 'orderStatuses' ? statuses.map((s) => ({ value: s.estadoPedidoWeb, label: s.descripcion }))
      : source === 'transportAgencies' ? agencies.data ?? []
      : source === 'zones' ? zones.data ?? []
      : yearList().map((y) => ({ value: y, label: String(y) }));
    for (const rule of spec.options?.exclude ?? []) {
      if (evaluateCondition(rule.when, ctx)) list = list.filter((c) => !rule.values.some((v) => String(v) === String(c.value)));
    }
    choices[name] = list;
  }
  return choices;
}
