import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import contextSchema from '../../schemas/condition-context.schema.json';
import definitionSchema from '../../schemas/report-definition.schema.json';
import { buildContext } from '../../src/engine/conditions/buildContext';
import { DEFINITION_ERROR_CODES, PUBLISH_ERROR_CODES } from '../../src/engine/definition/definitionErrorCodes';
import { orphanErrors } from '../../src/engine/definition/orphanErrors';
import { SYNTAX_ERROR_CODES } from '../../src/engine/definition/parseDefinitionText';
import { formatDefinitionErrors, validateDefinition, type DefinitionError } from '../../src/engine/definition/validateDefinition';
import { definition, facts } from './support/definitions';

/** A committed definition as a plain object to break. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const broken = (code: string): any => JSON.parse(JSON.stringify(definition(code)));

/** The only error of a definition (every test breaks one thing). */
function onlyError(def: unknown): DefinitionError {
  const errors = validateDefinition(def);
  expect(errors).toHaveLength(1);
  return errors[0]!;
}

describe('validateDefinition: schema', () => {
  it('a value of the wrong type (schema)', () => {
    const def = broken('CERT_MEDIOAMB');
    def.searchOnOpen = 'yes';
    expect(onlyError(def)).toEqual({ path: '/searchOnOpen', code: 'schema', params: { detail: 'must be boolean' }, message: 'must be boolean' });
  });
  it('only the errors of the form a value takes: a misspelled value expression is one error naming the forms', () => {
    const def = broken('CERT_MEDIOAMB');
    def.request.payload.x = { filtr: 'cliente' };
    expect(onlyError(def)).toMatchObject({ path: '/request/payload/x', code: 'schema', message: expect.stringMatching(/^must be one of: \{const\}, \{filter\}, \{session\}, /) });
    def.request.payload.x = { filter: 'cliente', formatt: 'code' };
    expect(onlyError(def)).toMatchObject({ path: '/request/payload/x', code: 'schema', message: 'must NOT have additional properties: formatt' });
  });
  it('a grid result with an unknown property is checked as a grid only', () => {
    const def = broken('CERT_MEDIOAMB');
    def.result.pageSise = 10;
    expect(onlyError(def)).toMatchObject({ path: '/result', code: 'schema', message: 'must NOT have additional properties: pageSise' });
  });
  it('the root is an empty path, shown as / by formatDefinitionErrors', () => {
    const errors = validateDefinition({ code: 'X' });
    expect(errors[0]).toMatchObject({ path: '', code: 'schema', message: "must have required property 'titleKey'" });
    expect(formatDefinitionErrors('X.json', errors.slice(0, 1))).toBe("X.json: / must have required property 'titleKey'");
  });
});

describe('validateDefinition: registry ids (unknownRegistryId)', () => {
  it.each([
    ['widget', (d: any) => { d.filters.uiSchema.cliente['ui:widget'] = 'calendario'; }, '/filters/uiSchema/cliente/ui:widget', 'calendario', 'lookup'],
    ['cell', (d: any) => { d.result.columns[0].cell = 'imagen'; }, '/result/columns/0/cell', 'imagen', 'remoteImage'],
    ['action', (d: any) => { d.result.rowActions[0].action = 'imprimir'; }, '/result/rowActions/0/action', 'imprimir', 'openDocument'],
    ['icon', (d: any) => { d.icon = 'printer'; }, '/icon', 'printer', 'invoice'],
    ['lookupSource', (d: any) => { d.filters.fields.cliente.lookup.source = 'customers'; }, '/filters/fields/cliente/lookup/source', 'customers', 'clientes'],
  ])('an unknown %s names the known ids', (kind, breakIt, path, id, aKnownId) => {
    const def = broken('CERT_MEDIOAMB');
    breakIt(def);
    const error = onlyError(def);
    expect(error).toMatchObject({ path, code: 'unknownRegistryId', params: { kind, id } });
    expect(String(error.params!.known).split(', ')).toContain(aKnownId);
    expect(error.message).toBe(`must be equal to one of the allowed values (${String(error.params!.known)}): '${id}' is not a registered ${kind}`);
  });
  it('the lookup sources registered are the ones the schema allows (source and sourceWhen)', async () => {
    const { lookupSources } = await import('../../src/renderer/lookup/lookupSources');
    type LookupProperties = { source: { enum: string[] }; sourceWhen: { items: { properties: { source: { enum: string[] } } } } };
    const lookup = (definitionSchema.definitions as unknown as { LookupSpec: { properties: LookupProperties } }).LookupSpec.properties;
    expect(lookupSources.ids()).toEqual([...lookup.source.enum].sort());
    expect([...lookup.sourceWhen.items.properties.source.enum].sort()).toEqual([...lookup.source.enum].sort());
  });
  it('an unknown option source', () => {
    const def = broken('CERT_MEDIOAMB');
    def.filters.fields.agenciaTransporte = { options: { source: 'agencies' } };
    expect(onlyError(def)).toMatchObject({ path: '/filters/fields/agenciaTransporte/options/source', code: 'unknownRegistryId', params: { kind: 'optionSource', id: 'agencies' } });
  });
});

describe('validateDefinition: options of cells and actions (invalidOptions)', () => {
  it('a misspelled action option', () => {
    const def = broken('REIMP_FACT');
    def.result.rowActions[0].options.missingKeyy = 'messages.notFoundDefault';
    expect(onlyError(def)).toEqual({
      path: '/result/rowActions/0/options', code: 'invalidOptions', params: { kind: 'action', id: 'openDocument', detail: 'missingKeyy' },
      message: "options of action 'openDocument': unknown option 'missingKeyy'",
    });
  });
  it('a misspelled cell option', () => {
    const def = broken('STOCK_ARTICULOS');
    def.result.columns[0].options.sizee = 40;
    expect(onlyError(def)).toMatchObject({ path: '/result/columns/0/options', code: 'invalidOptions', message: "options of cell 'remoteImage': unknown option 'sizee'" });
  });
  it('a missing required option', () => {
    const def = broken('REIMP_FACT');
    delete def.result.toolbarActions[0].options.zipName;
    expect(onlyError(def)).toMatchObject({ path: '/result/toolbarActions/0/options', code: 'invalidOptions', message: "options of action 'bulkDocuments': must have required property 'zipName'" });
  });
  it('a cell whose options have required settings needs its options', () => {
    const def = broken('STOCK_ARTICULOS');
    delete def.result.columns[0].options;
    expect(onlyError(def)).toEqual({
      path: '/result/columns/0', code: 'invalidOptions', params: { kind: 'cell', id: 'remoteImage', detail: "must have required property 'options'" },
      message: "options of cell 'remoteImage': must have required property 'options'",
    });
  });
  it('an option of the wrong type', () => {
    const def = broken('STOCK_ARTICULOS');
    def.result.columns[0].options.size = 'big';
    expect(onlyError(def)).toMatchObject({ path: '/result/columns/0/options/size', code: 'invalidOptions', message: "options of cell 'remoteImage': must be integer" });
  });
  it('every cell and action id has its options schema, selected by its id', () => {
    type Selector = { if: { properties: Record<string, { const: string }> }; then: { properties: { options: { $ref: string } } } };
    const defs = definitionSchema.definitions as unknown as Record<string, { enum?: string[]; allOf?: Selector[] }>;
    for (const [owner, idKey, prefix] of [['Column', 'cell', 'CellOptions_'], ['Action', 'action', 'ActionOptions_']] as const) {
      const ids = defs[idKey === 'cell' ? 'CellId' : 'ActionId']!.enum!;
      const selected = Object.fromEntries(defs[owner]!.allOf!.map((a) => [a.if.properties[idKey]!.const, a.then.properties.options.$ref]));
      expect(Object.keys(selected).sort()).toEqual([...ids].sort());
      for (const id of ids) {
        const ref = selected[id]!.replace('#/definitions/', '');
        expect(ref === `${prefix}${id}` || (id === 'recordDialog' && ref === 'RecordDialogOptions'), `${owner} ${id} → ${ref}`).toBe(true);
        expect(defs[ref], ref).toMatchObject({ type: 'object', additionalProperties: false });
      }
    }
  });
  it('an action that takes no options', () => {
    const def = broken('ESTADO_PED_ALB');
    const i = def.result.toolbarActions.findIndex((a: { action: string }) => a.action === 'selectAllOc');
    def.result.toolbarActions[i].options = { all: true };
    expect(onlyError(def)).toMatchObject({ path: `/result/toolbarActions/${i}/options`, code: 'invalidOptions', message: "options of action 'selectAllOc': unknown option 'all'" });
  });
});

describe('validateDefinition: references', () => {
  it('a rule naming a misspelled filter field (unknownFilterField)', () => {
    const def = broken('REIMP_FACT');
    def.filters.rules[0].fields = ['fechaIni', 'fechaDesdee'];
    expect(onlyError(def)).toEqual({
      path: '/filters/rules/0/fields/1', code: 'unknownFilterField',
      params: { field: 'fechaDesdee', known: 'numeroAlbaran, suReferencia, representante, cliente, sucursal, fechaIni, fechaFin' },
      message: "unknown filter field 'fechaDesdee' (filters.schema.properties: numeroAlbaran, suReferencia, representante, cliente, sucursal, fechaIni, fechaFin)",
    });
  });
  it.each([
    ['a uiSchema key', (d: any) => { d.filters.uiSchema.clientee = { 'ui:widget': 'lookup' }; }, '/filters/uiSchema/clientee'],
    ['ui:order', (d: any) => { d.filters.uiSchema['ui:order'][0] = 'clientee'; }, '/filters/uiSchema/ui:order/0'],
    ['a field spec', (d: any) => { d.filters.fields.clientee = {}; }, '/filters/fields/clientee'],
    ['dependsOn', (d: any) => { d.filters.fields.sucursal.dependsOn.field = 'clientee'; }, '/filters/fields/sucursal/dependsOn/field'],
    ['a payload value', (d: any) => { d.request.payload.clienteInicial = { filter: 'clientee', format: 'code' }; }, '/request/payload/clienteInicial/filter'],
    ['a value inside a condition expression', (d: any) => { d.request.payload.x = { when: { properties: { role: { const: 'ADMIN' } } }, then: { filter: 'clientee.codigo' } }; }, '/request/payload/x/then/filter'],
    ['an action request', (d: any) => { d.result.rowActions[0].request.payload.y = { filter: 'clientee' }; }, '/result/rowActions/0/request/payload/y/filter'],
    ['a condition on filters', (d: any) => { d.result.rowActions[0].visibleWhen = { properties: { filters: { required: ['clientee'] } } }; }, '/result/rowActions/0/visibleWhen/properties/filters/required/0'],
  ])('%s naming a missing filter field', (_what, breakIt, path) => {
    const def = broken('CERT_MEDIOAMB');
    breakIt(def);
    expect(onlyError(def)).toMatchObject({ path, code: 'unknownFilterField', params: { field: 'clientee' }, message: expect.stringMatching(/'clientee'/) });
  });
  it('groups and the choice view', () => {
    const contracts = broken('CONT_TRAT');
    contracts.filters.groups[0].fields.push('nada');
    expect(onlyError(contracts)).toMatchObject({ path: `/filters/groups/0/fields/${contracts.filters.groups[0].fields.length - 1}`, code: 'unknownFilterField' });
    const pickups = broken('ENTR_REC_TRANS');
    pickups.choiceView.field = 'tipoo';
    expect(onlyError(pickups)).toMatchObject({ path: '/choiceView/field', code: 'unknownFilterField' });
  });
  it('a default sort on a missing column (unknownColumn)', () => {
    const def = broken('CERT_MEDIOAMB');
    def.result.defaultSort.column = 'NumCertificadoo';
    expect(onlyError(def)).toEqual({
      path: '/result/defaultSort/column', code: 'unknownColumn',
      params: { column: 'NumCertificadoo', known: 'Cliente, Sucursal, Nombre, NumCertificado, Ejercicio, MesInicial, MesFinal, nombreAGT' },
      message: "unknown column 'NumCertificadoo' (columns: Cliente, Sucursal, Nombre, NumCertificado, Ejercicio, MesInicial, MesFinal, nombreAGT)",
    });
  });
  it('a sub-table sort on a missing column', () => {
    const def = broken('STOCK_ARTICULOS');
    def.result.detail.tables[0].defaultSort.column = 'loteX';
    expect(onlyError(def)).toMatchObject({ path: '/result/detail/tables/0/defaultSort/column', code: 'unknownColumn', params: { column: 'loteX' } });
  });
  it('a step context naming a missing request.before id (unknownStep)', () => {
    const def = broken('IMPAGADOS');
    const [name] = Object.entries(def.request.payload as Record<string, { context?: string }>).find(([, v]) => v.context?.startsWith('steps.'))!;
    def.request.payload[name] = { context: 'steps.branch.dataRes.0.proveedor' };
    expect(onlyError(def)).toEqual({
      path: `/request/payload/${name}/context`, code: 'unknownStep', params: { step: 'branch', known: 'sucursal' },
      message: "the value names the step 'branch', which no request.before has (sucursal)",
    });
  });
  it('a value naming a missing context or session property (unknownContextProperty)', () => {
    const def = broken('CERT_MEDIOAMB');
    def.filters.fields.cliente.fixed[0].value.object.nombre = { session: 'nombreCliente' };
    expect(onlyError(def)).toMatchObject({ path: '/filters/fields/cliente/fixed/0/value/object/nombre/session', code: 'unknownContextProperty', params: { property: 'session.nombreCliente' } });
    const other = broken('CERT_MEDIOAMB');
    other.request.payload.hoy = { context: 'limits.hoy' };
    expect(onlyError(other)).toMatchObject({ path: '/request/payload/hoy/context', code: 'unknownContextProperty', params: { property: 'limits.hoy' } });
  });
  it('a default taken from a missing session field', () => {
    const def = broken('CERT_MEDIOAMB');
    def.filters.fields.agenciaTransporte = { default: { session: 'agencia' } };
    expect(onlyError(def)).toMatchObject({ path: '/filters/fields/agenciaTransporte/default/session', code: 'unknownContextProperty', params: { property: 'session.agencia' } });
  });
  it('two columns with the same field (duplicateKey)', () => {
    const def = broken('CERT_MEDIOAMB');
    def.result.columns.push({ ...def.result.columns[0] });
    expect(onlyError(def)).toEqual({ path: `/result/columns/${def.result.columns.length - 1}/field`, code: 'duplicateKey', params: { key: 'Cliente' }, message: "'Cliente' is the field of an earlier item of this list" });
  });
  it('an order-detail document naming a missing line action (unknownLineAction)', () => {
    const def = broken('ESTADO_PED_ALB');
    def.result.rowActions[0].options.documents[0].lineAction = 'albaran';
    expect(onlyError(def)).toMatchObject({ path: '/result/rowActions/0/options/documents/0/lineAction', code: 'unknownLineAction', params: { action: 'albaran' } });
  });
  it('what the schema cannot say: request, page size, filter schema', () => {
    const noRequest = broken('CERT_MEDIOAMB');
    delete noRequest.request;
    expect(onlyError(noRequest)).toEqual({ path: '/request', code: 'missingRequest', params: { kind: 'grid' }, message: 'a grid report needs a request' });
    const pageSize = broken('CERT_MEDIOAMB');
    pageSize.result.pageSize = 7;
    expect(onlyError(pageSize)).toMatchObject({ path: '/result/pageSize', code: 'invalidPageSize' });
    const filterSchema = broken('CERT_MEDIOAMB');
    filterSchema.filters.schema.properties.fechaInicial.type = 'fecha';
    expect(onlyError(filterSchema)).toMatchObject({ path: '/filters/schema', code: 'invalidFilterSchema' });
  });
});

describe('validateDefinition: conditions', () => {
  it("'rol' instead of 'role' (unknownContextProperty)", () => {
    const def = broken('CERT_MEDIOAMB');
    def.filters.fields.cliente.fixed[0].when = { properties: { rol: { enum: ['CLIENTE', 'MULTISUCURSAL', 'SUCURSAL'] } } };
    expect(onlyError(def)).toEqual({
      path: '/filters/fields/cliente/fixed/0/when/properties/rol', code: 'unknownContextProperty',
      params: { property: 'rol', known: 'role, onPremise, domain, organisation, permissions, parameters, session, filters, row, limits, steps, search' },
      message: "the condition names 'rol', which the condition context does not have (role, onPremise, domain, organisation, permissions, parameters, session, filters, row, limits, steps, search)",
    });
  });
  it.each([
    ['required', { required: ['rol'] }, '/required/0', 'rol'],
    ['not', { not: { properties: { rol: { const: 'ADMIN' } } } }, '/not/properties/rol', 'rol'],
    ['anyOf', { anyOf: [{ properties: { role: { const: 'ADMIN' } } }, { properties: { sesion: {} } }] }, '/anyOf/1/properties/sesion', 'sesion'],
    ['allOf', { allOf: [{ properties: { limits: { properties: { hoy: { const: 'x' } } } } }] }, '/allOf/0/properties/limits/properties/hoy', 'limits.hoy'],
    ['oneOf', { oneOf: [{ properties: { session: { required: ['clienteCodigo'] } } }, {}] }, '/oneOf/0/properties/session/required/0', 'session.clienteCodigo'],
    ['if/then/else', { if: { properties: { role: { const: 'ADMIN' } } }, then: true, else: { properties: { permisos: {} } } }, '/else/properties/permisos', 'permisos'],
    ['a session field', { properties: { session: { properties: { proveedorNombre: { type: 'string' } } } } }, '/properties/session/properties/proveedorNombre', 'session.proveedorNombre'],
    ['a $data pointer', { properties: { row: { properties: { sucursal: { const: { $data: '/session/sucursall' } } } } } }, '/properties/row/properties/sucursal/const/$data', 'session.sucursall'],
  ])('a missing context property in %s', (_where, condition, subPath, property) => {
    const def = broken('CERT_MEDIOAMB');
    def.result.rowActions[0].visibleWhen = condition;
    expect(onlyError(def)).toMatchObject({ path: `/result/rowActions/0/visibleWhen${subPath}`, code: 'unknownContextProperty', params: { property } });
  });
  it('row properties are free, and every context property may be named', () => {
    const def = broken('CERT_MEDIOAMB');
    def.result.rowActions[0].visibleWhen = {
      properties: {
        row: { properties: { anything: { const: 1 }, nested: { properties: { deep: {} } } } }, parameters: { properties: { panel: {} } }, search: { minLength: 1 },
        role: {}, onPremise: {}, domain: {}, organisation: {}, permissions: { contains: { const: 'RES_022' } }, session: { properties: { cliente: {} } }, filters: { properties: { cliente: {} } }, limits: { properties: { today: {} } },
      },
    };
    expect(validateDefinition(def)).toEqual([]);
  });
  it('a role that does not exist (unknownRole), also inside not and anyOf', () => {
    const def = broken('CERT_MEDIOAMB');
    def.filters.fields.cliente.fixed[0].when = { properties: { role: { enum: ['CLIENTE', 'CLIENT'] } } };
    expect(onlyError(def)).toEqual({
      path: '/filters/fields/cliente/fixed/0/when/properties/role/enum/1', code: 'unknownRole',
      params: { role: 'CLIENT', known: 'ADMIN, REPRESENTANTE, CLIENTE, SUCURSAL, PROVEEDOR, SOPORTE, MULTISUCURSAL' },
      message: "'CLIENT' is not a portal role (ADMIN, REPRESENTANTE, CLIENTE, SUCURSAL, PROVEEDOR, SOPORTE, MULTISUCURSAL)",
    });
    const nested = broken('CERT_MEDIOAMB');
    nested.result.rowActions[0].visibleWhen = { not: { anyOf: [{ properties: { session: { properties: { role: { const: 'REPRESENTATIVE' } } } } }] } };
    expect(onlyError(nested)).toMatchObject({ path: '/result/rowActions/0/visibleWhen/not/anyOf/0/properties/session/properties/role/const', code: 'unknownRole', params: { role: 'REPRESENTATIVE' } });
  });
  it('a condition that does not compile (invalidCondition)', () => {
    const def = broken('CERT_MEDIOAMB');
    def.filters.fields.sucursal.visibleWhen = { propertis: { role: { const: 'ADMIN' } } };
    expect(onlyError(def)).toMatchObject({ path: '/filters/fields/sucursal/visibleWhen', code: 'invalidCondition', message: expect.stringMatching(/^invalid condition: .*propertis/) });
  });
  it('conditions inside typed options are checked too', () => {
    const def = broken('ESTADO_PED_ALB');
    const i = def.result.columns.findIndex((c: { cell?: string }) => c.cell === 'lateDelivery');
    def.result.columns[i].options.lateWhen = { properties: { rol: { enum: ['ADMIN'] } } };
    expect(onlyError(def)).toMatchObject({ path: `/result/columns/${i}/options/lateWhen/properties/rol`, code: 'unknownContextProperty' });
  });
  it('the context the portal builds fits the condition-context schema', () => {
    const validate = new Ajv({ strict: true, allowUnionTypes: true }).compile(contextSchema);
    for (const role of ['ADMIN', 'CLIENTE', 'SUCURSAL', 'REPRESENTANTE', 'PROVEEDOR']) {
      const ctx = buildContext(facts(role, {}, {
        tira: 't', nombreUsuario: 'n', nombreEmpresa: 'e', proveedor: null, sucursalProv: null, idRol: 1, sucursales: [], nivelMaxArt: 5, usuarioExpertSN: 'N', permiteCreaOCSN: 'N',
      }), { cliente: { codigo: '000001' } }, { a: 1 });
      expect(validate({ ...ctx, steps: { sucursal: { dataRes: [] } }, search: 'x' }), JSON.stringify(validate.errors)).toBe(true);
    }
  });
});

describe('validateDefinition: texts (missingText)', () => {
  const catalogues = { es: { a: { title: 'Título' } }, en: { a: { title: 'Title' } }, fr: { a: { title: 'Titre' } }, it: {} };
  it('a key missing from the catalogues', () => {
    const def = broken('CERT_MEDIOAMB');
    def.result.columns[1].headerKey = 'columns.sucursalX';
    expect(onlyError(def)).toEqual({
      path: '/result/columns/1/headerKey', code: 'missingText', params: { key: 'columns.sucursalX', languages: 'es, en, fr, it' },
      message: "the text key 'columns.sucursalX' has no text in es, en, fr, it (neither in the definition's texts nor in the catalogues)",
    });
  });
  it('a key missing in one language of the injected catalogues, completed by the definition texts', () => {
    const def = broken('CERT_MEDIOAMB');
    const keys: string[] = [];
    // Every key of the definition in the four texts, except one that the catalogues have in three languages.
    for (const e of validateDefinition(def, { catalogues: { es: {}, en: {}, fr: {}, it: {} } })) keys.push(String(e.params!.key));
    const texts = Object.fromEntries(['es', 'en', 'fr', 'it'].map((l) => [l, Object.fromEntries(keys.map((k) => [k, `${l} ${k}`]))]));
    def.texts = texts;
    def.titleKey = 'a.title';
    expect(validateDefinition(def, { catalogues })).toEqual([
      expect.objectContaining({ path: '/titleKey', code: 'missingText', params: { key: 'a.title', languages: 'it' } }),
    ]);
    expect(validateDefinition(def, { catalogues: { ...catalogues, it: { a: { title: 'Titolo' } } } })).toEqual([]);
  });
  it('the titles of the filter form are text keys too', () => {
    const def = broken('CERT_MEDIOAMB');
    def.filters.schema.properties.fechaInicial.title = 'filters.dateFromm';
    expect(onlyError(def)).toMatchObject({ path: '/filters/schema/properties/fechaInicial/title', code: 'missingText', params: { key: 'filters.dateFromm' } });
  });
  it('a key of texts in one language only', () => {
    const def = broken('CERT_MEDIOAMB');
    def.texts = { es: { 'custom.note': 'Nota' }, en: {}, fr: {}, it: {} };
    expect(onlyError(def)).toEqual({
      path: '/texts/es/custom.note', code: 'missingText', params: { key: 'custom.note', languages: 'en, fr, it' },
      message: "the text key 'custom.note' of texts has no text in en, fr, it",
    });
  });
});

describe('orphanErrors', () => {
  it('an overlay key whose standard item no longer exists (staleOverlayPath)', () => {
    expect(orphanErrors(['/result/columns/2'])).toEqual([{
      path: '/result/columns/2', code: 'staleOverlayPath',
      message: '/result/columns/2 patches something the standard definition no longer has (add "$add": true to add it, or remove it from the overlay)',
    }]);
  });
});

describe('error codes', () => {
  it('every code the engine emits is listed, and every listed code is emitted somewhere', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (p.endsWith('.ts') && !p.endsWith('definitionErrorCodes.ts')) files.push(p);
      }
    };
    walk('src/engine/definition');
    // The code is the first quoted word after each definitionError( or textError( call; the syntax errors' codes are listed by their parser.
    const calls = (f: string) => fs.readFileSync(f, 'utf8').split(/(?:definitionError|textError)\(/).slice(1);
    const emitted = new Set([...files.flatMap((f) => calls(f).flatMap((call) => /'([a-z][A-Za-z]+)'/.exec(call)?.[1] ?? [])), ...SYNTAX_ERROR_CODES]);
    expect([...emitted].filter((c) => !(DEFINITION_ERROR_CODES as readonly string[]).includes(c))).toEqual([]);
    expect(DEFINITION_ERROR_CODES.filter((c) => !emitted.has(c))).toEqual([]);
  });
  it.each(['es', 'en', 'fr', 'it'])('the designer catalogue %s has a text for every code, with the params it uses', (lng) => {
    const catalogue = JSON.parse(fs.readFileSync(`src/features/designer/locales/errors/${lng}.json`, 'utf8')) as { designer: { errors: Record<string, string> } };
    const texts = catalogue.designer.errors;
    expect(Object.keys(texts).sort()).toEqual([...DEFINITION_ERROR_CODES, ...PUBLISH_ERROR_CODES].sort());
    const es = (JSON.parse(fs.readFileSync('src/features/designer/locales/errors/es.json', 'utf8')) as typeof catalogue).designer.errors;
    const placeholders = (t: string) => [...t.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const code of [...DEFINITION_ERROR_CODES, ...PUBLISH_ERROR_CODES]) {
      expect(texts[code]!.trim(), code).not.toBe('');
      expect(placeholders(texts[code]!), `${lng} ${code}`).toEqual(placeholders(es[code]!));
    }
  });
});
