import { CURRENT_FORMAT_VERSION } from '../../../engine/definition/formatVersion';

/**
 * The definition a blank new report starts from: the order headers of the user's scope in a grid (order, customer code and name) with the report's
 * own title and description texts, to be changed in the editor. Its data call is a report call a standard report names already: publishing it adds
 * the new report's holders to those who may make the call, and takes it from no one.
 */
export function blankDefinition(code: string, descripcion: string): Record<string, unknown> {
  const titleKey = `reports.codes.${code}.name`;
  const descriptionKey = `reports.codes.${code}.description`;
  const texts = Object.fromEntries(['es', 'en', 'fr', 'it'].map((lang) => [lang, { [titleKey]: descripcion, [descriptionKey]: descripcion }]));
  return {
    code, formatVersion: CURRENT_FORMAT_VERSION, titleKey, descriptionKey, texts, icon: 'document', dialog: { maxWidth: 1000 },
    filters: { schema: { type: 'object', properties: {} }, uiSchema: {} },
    request: { endpoint: '/wscomun/portalinformes/getPedidosAlbaranesCab', payload: { usuario: { session: 'usuario' } } },
    reply: { rows: ['dataRes'], total: ['numReg'] },
    result: {
      kind: 'grid', rowKey: ['clteCodigo', 'cpmNumPedido'], pageSize: 25, pageSizes: [25, 50, 100],
      columns: [
        { field: 'cpmNumPedido', headerKey: 'orders.columns.orderNumber', format: 'code' },
        { field: 'clteCodigo', headerKey: 'columns.clientCode', format: 'code' },
        { field: 'clteNombre', headerKey: 'columns.name', flex: 2 },
      ],
    },
  };
}
