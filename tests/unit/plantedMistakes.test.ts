import { describe, expect, it } from 'vitest';
import { definition } from './support/definitions';
import { plantedErrors } from './support/plantedCheck';

/**
 * Issue 35, point 2: mistakes an implementer could make in a report definition, each planted in a committed definition, with the error code and
 * the JSON path the check must answer. The first group were caught before the contract checks; the second group is what they added.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Def = any;
/** A committed definition broken by `plant`, as the text of its file. */
const planted = (code: string, plant: (d: Def) => void): string => {
  const d: Def = structuredClone(definition(code));
  plant(d);
  return `${JSON.stringify(d, null, 2)}\n`;
};
/** The text of a committed definition with one edit of its text. */
const edited = (code: string, edit: (text: string) => string): string => edit(`${JSON.stringify(definition(code), null, 2)}\n`);

const deep = (levels: number): unknown => (levels === 0 ? 1 : [deep(levels - 1)]);

interface Planted { name: string; text: () => string; code: string; path: string }

const EARLIER_KINDS: Planted[] = [
  { name: 'a value of the wrong type', text: () => planted('CERT_MEDIOAMB', (d) => { d.searchOnOpen = 'yes'; }), code: 'schema', path: '/searchOnOpen' },
  { name: 'a misspelled grid property', text: () => planted('CERT_MEDIOAMB', (d) => { d.result.pageSise = 10; }), code: 'schema', path: '/result' },
  { name: 'an unknown widget', text: () => planted('CERT_MEDIOAMB', (d) => { d.filters.uiSchema.cliente['ui:widget'] = 'calendario'; }), code: 'unknownRegistryId', path: '/filters/uiSchema/cliente/ui:widget' },
  { name: 'an unknown cell', text: () => planted('CERT_MEDIOAMB', (d) => { d.result.columns[0].cell = 'imagen'; }), code: 'unknownRegistryId', path: '/result/columns/0/cell' },
  { name: 'an unknown icon', text: () => planted('CERT_MEDIOAMB', (d) => { d.icon = 'printer'; }), code: 'unknownRegistryId', path: '/icon' },
  { name: 'an unknown row action', text: () => planted('CERT_MEDIOAMB', (d) => { d.result.rowActions[0].action = 'imprimir'; }), code: 'unknownRegistryId', path: '/result/rowActions/0/action' },
  { name: 'a filter schema that does not compile', text: () => planted('CERT_MEDIOAMB', (d) => { d.filters.schema.properties.fechaInicial.type = 'fecha'; }), code: 'invalidFilterSchema', path: '/filters/schema' },
  { name: 'a grid without a request', text: () => planted('CERT_MEDIOAMB', (d) => { delete d.request; }), code: 'missingRequest', path: '/request' },
  { name: 'a page size not offered', text: () => planted('CERT_MEDIOAMB', (d) => { d.result.pageSize = 7; }), code: 'invalidPageSize', path: '/result/pageSize' },
  { name: 'two columns of one field', text: () => planted('CERT_MEDIOAMB', (d) => { d.result.columns[1].field = 'Cliente'; }), code: 'duplicateKey', path: '/result/columns/1/field' },
  { name: 'two row actions of one id', text: () => planted('CERT_MEDIOAMB', (d) => { d.result.rowActions.push({ ...d.result.rowActions[0] }); }), code: 'duplicateKey', path: '/result/rowActions/1/id' },
  { name: 'ui:order naming no field', text: () => planted('CERT_MEDIOAMB', (d) => { d.filters.uiSchema['ui:order'][0] = 'fechaInicio'; }), code: 'unknownFilterField', path: '/filters/uiSchema/ui:order/0' },
  { name: 'a payload {filter} naming no field', text: () => planted('CERT_MEDIOAMB', (d) => { d.request.payload.clienteInicial.filter = 'clientes'; }), code: 'unknownFilterField', path: '/request/payload/clienteInicial/filter' },
  { name: 'dependsOn naming no field', text: () => planted('CERT_MEDIOAMB', (d) => { d.filters.fields.sucursal.dependsOn.field = 'client'; }), code: 'unknownFilterField', path: '/filters/fields/sucursal/dependsOn/field' },
  { name: 'a rule naming no field', text: () => planted('CERT_MEDIOAMB', (d) => { d.filters.rules[1].fields[1] = 'fechaFin'; }), code: 'unknownFilterField', path: '/filters/rules/1/fields/1' },
  { name: 'a default sort on no column', text: () => planted('CERT_MEDIOAMB', (d) => { d.result.defaultSort.column = 'Numero'; }), code: 'unknownColumn', path: '/result/defaultSort/column' },
  { name: 'a condition that does not compile', text: () => planted('CERT_MEDIOAMB', (d) => { d.filters.fields.sucursal.visibleWhen = { type: 'nada' }; }), code: 'invalidCondition', path: '/filters/fields/sucursal/visibleWhen' },
  { name: 'a condition on no context property', text: () => planted('CERT_MEDIOAMB', (d) => { d.filters.fields.sucursal.visibleWhen = { properties: { rol: { const: 'ADMIN' } } }; }), code: 'unknownContextProperty', path: '/filters/fields/sucursal/visibleWhen/properties/rol' },
  { name: 'a condition on no role', text: () => planted('CERT_MEDIOAMB', (d) => { d.filters.fields.cliente.fixed[0].when.properties.role.enum[0] = 'CLIENTES'; }), code: 'unknownRole', path: '/filters/fields/cliente/fixed/0/when/properties/role/enum/0' },
  { name: 'a {session} value of no session field', text: () => planted('CERT_MEDIOAMB', (d) => { d.request.payload.empresa = { session: 'compania' }; }), code: 'unknownContextProperty', path: '/request/payload/empresa/session' },
  { name: 'a text key without texts', text: () => planted('CERT_MEDIOAMB', (d) => { d.result.columns[0].headerKey = 'columns.customerNumberPlate'; }), code: 'missingText', path: '/result/columns/0/headerKey' },
  { name: 'an order line action the detail lacks', text: () => planted('ESTADO_PED_ALB', (d) => { d.result.rowActions[0].options.documents[0].lineAction = 'albaranLinea'; }), code: 'unknownLineAction', path: '/result/rowActions/0/options/documents/0/lineAction' },
  { name: 'values nested too deep', text: () => planted('CERT_MEDIOAMB', (d) => { d.request.payload.x = { const: deep(80) }; }), code: 'tooDeep', path: expect.stringMatching(/^\/request\/payload\/x\/const(\/0)+$/) as unknown as string },
];

const CONTRACT_KINDS: Planted[] = [
  { name: 'a request endpoint the services lack', text: () => planted('CERT_MEDIOAMB', (d) => { d.request.endpoint = '/wscomun/portalinformes/CertificadosMedioAmbiental'; }), code: 'unknownEndpoint', path: '/request/endpoint' },
  { name: 'a detail endpoint the services lack', text: () => planted('CERT_MEDIOAMB', (d) => { d.result.detail.request.endpoint = '/wscomun/portalinformes/CertificadosDetalle'; }), code: 'unknownEndpoint', path: '/result/detail/request/endpoint' },
  { name: 'a row action endpoint the services lack', text: () => planted('CERT_MEDIOAMB', (d) => { d.result.rowActions[0].request.endpoint = '/wscomun/portalinformes/certificadoPdf'; }), code: 'unknownEndpoint', path: '/result/rowActions/0/request/endpoint' },
  { name: 'a step before the request of an endpoint the services lack', text: () => planted('IMPAGADOS', (d) => { d.request.before[0].endpoint = '/wscomun/portalinformes/datosDelCliente'; }), code: 'unknownEndpoint', path: '/request/before/0/endpoint' },
  { name: 'a request that deletes a user (admin)', text: () => planted('CERT_MEDIOAMB', (d) => { d.request.endpoint = '/wscomun/portalinformes/eliminarUsuario'; }), code: 'unreadableEndpoint', path: '/request/endpoint' },
  { name: 'a request that publishes a definition (admin)', text: () => planted('CERT_MEDIOAMB', (d) => { d.request.endpoint = '/wscomun/portaldesigner/publicarDefinicion'; }), code: 'unreadableEndpoint', path: '/request/endpoint' },
  { name: 'a detail request of a quotes module call', text: () => planted('CERT_MEDIOAMB', (d) => { d.result.detail.request.endpoint = '/wscomun/portalinformes/borraPresupuesto'; }), code: 'unreadableEndpoint', path: '/result/detail/request/endpoint' },
  { name: 'a request of a report call that writes', text: () => planted('CERT_MEDIOAMB', (d) => { d.request.endpoint = '/wscomun/portalinformes/validateService'; }), code: 'unreadableEndpoint', path: '/request/endpoint' },
  { name: 'filter options from an admin call', text: () => planted('IMPAGADOS', (d) => { d.filters.fields.situacionCartera.options.request.endpoint = '/wscomun/portalinformes/listaUsuarios'; }), code: 'unreadableEndpoint', path: '/filters/fields/situacionCartera/options/request/endpoint' },
  { name: 'a column of a field the reply lacks', text: () => planted('CERT_MEDIOAMB', (d) => { d.result.columns[2].field = 'NombreCliente'; }), code: 'unknownReplyField', path: '/result/columns/2/field' },
  { name: 'a detail column of a field the detail reply lacks', text: () => planted('CERT_MEDIOAMB', (d) => { d.result.detail.columns[1].field = 'CodLER'; }), code: 'unknownReplyField', path: '/result/detail/columns/1/field' },
  { name: 'a computed column reading a field the reply lacks', text: () => planted('CERT_MEDIOAMB', (d) => { d.result.columns[0].value = { concat: [{ row: 'Cliente' }, { const: '-' }, { row: 'SucursalCliente' }] }; }), code: 'unknownReplyField', path: '/result/columns/0/value/concat/2/row' },
  { name: 'a row action {row} value the reply lacks', text: () => planted('CERT_MEDIOAMB', (d) => { d.result.rowActions[0].request.payload.identificador.row = 'Id'; }), code: 'unknownReplyField', path: '/result/rowActions/0/request/payload/identificador/row' },
  { name: 'a detail request {row} value the reply lacks', text: () => planted('CERT_MEDIOAMB', (d) => { d.result.detail.request.payload.identificador = { row: 'identificador' }; }), code: 'unknownReplyField', path: '/result/detail/request/payload/identificador/row' },
  { name: 'a row key field the reply lacks', text: () => planted('CERT_MEDIOAMB', (d) => { d.result.rowKey = ['Id']; }), code: 'unknownReplyField', path: '/result/rowKey/0' },
  { name: 'filter options labelled by a field the reply lacks', text: () => planted('IMPAGADOS', (d) => { d.filters.fields.situacionCartera.options.request.label = 'descripcion'; }), code: 'unknownReplyField', path: '/filters/fields/situacionCartera/options/request/label' },
  { name: 'a {filter} member the filter schema lacks', text: () => planted('CERT_MEDIOAMB', (d) => { d.request.payload.nombreCliente = { filter: 'cliente.razonSocial' }; }), code: 'unknownFilterSubfield', path: '/request/payload/nombreCliente/filter' },
  { name: 'a {filter} member of a text field', text: () => planted('CERT_MEDIOAMB', (d) => { d.request.payload.numeroCertificado = { filter: 'numeroCertificado.codigo' }; }), code: 'unknownFilterSubfield', path: '/request/payload/numeroCertificado/filter' },
  { name: 'two fields depending on each other', text: () => planted('CERT_MEDIOAMB', (d) => { d.filters.fields.cliente.dependsOn = { field: 'sucursal' }; }), code: 'dependsOnCycle', path: '/filters/fields/cliente/dependsOn/field' },
  { name: 'a field depending on itself', text: () => planted('CERT_MEDIOAMB', (d) => { d.filters.fields.sucursal.dependsOn.field = 'sucursal'; }), code: 'dependsOnCycle', path: '/filters/fields/sucursal/dependsOn/field' },
  { name: 'a trailing comma in the column list', text: () => edited('CERT_MEDIOAMB', (t) => t.replace(/("headerKey": "columns.transportAgency",\n\s+"flex": 1.5\n\s+})/, '$1,')), code: 'jsonTrailingComma', path: '/result/columns' },
  { name: 'a missing comma between two members', text: () => edited('CERT_MEDIOAMB', (t) => t.replace('"pageSize": 10,', '"pageSize": 10')), code: 'jsonExpectedComma', path: '/result' },
  { name: 'a key written twice in one object', text: () => edited('CERT_MEDIOAMB', (t) => t.replace('"pageSize": 10,', '"pageSize": 10,\n    "pageSize": 25,')), code: 'duplicateProperty', path: '/result/pageSize' },
];

const table = [...EARLIER_KINDS.map((p) => ({ ...p, group: 'earlier' })), ...CONTRACT_KINDS.map((p) => ({ ...p, group: 'contract' }))];

describe('planted mistakes: each is caught with its error code and JSON path', () => {
  it('the table plants at least 29 mistakes, every kind of the issue among them', () => {
    expect(table.length).toBeGreaterThanOrEqual(29);
    const codes = new Set(CONTRACT_KINDS.map((p) => p.code));
    for (const code of ['unknownEndpoint', 'unreadableEndpoint', 'unknownReplyField', 'unknownFilterSubfield', 'dependsOnCycle', 'duplicateProperty', 'jsonTrailingComma']) expect(codes).toContain(code);
  });

  it.each(table)('$group: $name → $code at $path', ({ text, code, path }) => {
    expect(plantedErrors(text())).toContainEqual(expect.objectContaining({ code, path }));
  });

  it('every committed definition plants nothing', () => {
    for (const code of ['CERT_MEDIOAMB', 'ESTADO_PED_ALB', 'IMPAGADOS']) expect(plantedErrors(edited(code, (t) => t))).toEqual([]);
  });
});
