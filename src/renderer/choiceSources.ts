import { contractCall } from '../api/contractCall';
import type { ErpClient } from '../api/erpClient';
import type { OrderStatus } from '../domain/session/sessionTypes';
import type { Choice } from './form/formContext';
import { Registry } from './registries/Registry';
import { yearList } from './widgets/YearWidget';

const P = '/wscomun/portalinformes';

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
    // A real ERP may leave an empty list out.
    remote: async (erp) => ((await contractCall(erp, `${P}/AgenciasTransporte`, {})).data.dataRes ?? [])
      .map((a) => ({ value: a.AgenciaTransporte, label: a.NombreAgenica })),
  })
  .register('zones', {
    remote: async (erp) => ((await contractCall(erp, `${P}/lovZon`, { offset: 1, numRows: 1000 })).data.dataRes ?? [])
      .map((z) => ({ value: z.codigo, label: `${z.codigo} - ${z.nombre}` })),
  });
