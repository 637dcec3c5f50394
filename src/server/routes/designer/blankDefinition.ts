/** The definition a blank new report starts from: a grid of the customer lookup with a code and a name column, and its own title and description texts. */
export function blankDefinition(code: string, descripcion: string): Record<string, unknown> {
  const titleKey = `reports.codes.${code}.name`;
  const descriptionKey = `reports.codes.${code}.description`;
  const texts = Object.fromEntries(['es', 'en', 'fr', 'it'].map((lang) => [lang, { [titleKey]: descripcion, [descriptionKey]: descripcion }]));
  return {
    code, titleKey, descriptionKey, texts, icon: 'document', dialog: { maxWidth: 1000 },
    filters: { schema: { type: 'object', properties: {} }, uiSchema: {} },
    request: { endpoint: '/wscomun/portalinformes/lovClte', payload: {} },
    reply: { rows: ['dataRes'], total: ['numReg'] },
    result: {
      kind: 'grid', rowKey: ['cliente'], pageSize: 25, pageSizes: [25, 50, 100],
      columns: [{ field: 'cliente', headerKey: 'columns.client', format: 'code' }, { field: 'nombre', headerKey: 'columns.name', flex: 2 }],
    },
  };
}
