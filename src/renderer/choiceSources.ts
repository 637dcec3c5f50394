import type { ErpClient } from '../api/erpClient';
import type { OrderStatus } from '../domain/session/sessionTypes';
import type { Choice } from './form/formContext';
import { Registry } from './registries/Registry';
import { yearList } from './widgets/YearWidget';

const P = '/wscomun/portalinformes';
type Agency = { AgenciaTransporte: string; NombreAgenica: string };
type Zone = { codigo: string; nombre: string };

/** Where a field's options come from: the session (`local`) or a server call (`remote`, cached). */
export interface ChoiceSource {
  local?: (facts: { statuses: readonly OrderStatus[] }) => Choice[];
  remote?: (erp: ErpClient) => Promise<Choice[]>;
}

/** Option sources by the ids definitions use in `options.source`. */
export const choiceSourceRegistry = new Registry<ChoiceSource>('choice source');

choiceSourceRegistry
  .register('orderStatuses', { local: ({ statuses }) => statuses.map((s) => ({ value: s.estadoPedidoWeb, label: s.descripcion })) })
  .register('years', { local: () => yearList().map((y) => ({ value: y, label: String(y) })) })
  .register('transportAgencies', {
    remote: async (erp) => ((await erp.post<{ dataRes?: Agency[] }>(`${P}/AgenciasTransporte`, {})).data.dataRes ?? [])
      .map((a) => ({ value: a.AgenciaTransporte, label: a.NombreAgenica })),
  })
  .register('zones', {
    remote: async (erp) => ((await erp.post<{ dataRes?: Zone[] }>(`${P}/lovZon`, { offset: 1, numRows: 1000 })).data.dataRes ?? [])
      .map((z) => ({ value: z.codigo, label: `${z.codigo} - ${z.nombre}` })),
  });
