import { erp } from '../../app/session/portalClient';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';

/** The query of a report's definition (kept five minutes): the dialog reads it; a card being pointed at fetches it ahead. */
export const definitionQuery = (code: string | undefined) => ({
  queryKey: ['definition', code],
  staleTime: 300_000,
  retry: false,
  queryFn: async () => (await erp().post<{ definicion: ReportDefinition }>('/wscomun/portalinformes/definicionInforme', { informe: code })).data.definicion,
});
