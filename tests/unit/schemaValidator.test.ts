import fs from 'node:fs';
import path from 'node:path';
import ajvValidator from '@rjsf/validator-ajv8';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { schemaValidator } from '../../src/renderer/form/schemaValidator';

// The filter forms' validator interprets schemas (no 'unsafe-eval' in the portal); rjsf's ajv validator, which compiles them, is the reference.

const richSchema: RJSFSchema = {
  type: 'object',
  required: ['nombre', 'estado'],
  definitions: { codigo: { type: 'string', pattern: '^[0-9]{6}$', title: 'Código' } },
  properties: {
    nombre: { type: 'string', title: 'Nombre', minLength: 2, maxLength: 5 },
    estado: { type: 'string', title: 'Estado', oneOf: [{ const: 'A', title: 'Abierto' }, { const: 'C', title: 'Cerrado' }] },
    tipo: { type: 'string', enum: ['X', 'Y'] },
    importe: { type: 'number', minimum: 0, exclusiveMaximum: 100, multipleOf: 0.5 },
    meses: { type: 'integer', maximum: 24 },
    estados: { type: 'array', items: { type: 'string' }, uniqueItems: true, minItems: 1, maxItems: 2 },
    lineas: { type: 'array', items: { type: 'object' }, uniqueItems: true },
    marcas: { type: 'array', items: { type: ['integer', 'string'] }, uniqueItems: true },
    cliente: { type: 'object', required: ['codigo'], properties: { codigo: { $ref: '#/definitions/codigo' }, nombre: { type: 'string' } }, additionalProperties: false },
  },
};

const richData: unknown[] = [
  {},
  { nombre: 'A', estado: 'Z', tipo: 'Q', importe: 100.25, meses: 30.5, estados: ['a', 'a', 'b'], cliente: { nombre: 'x', extra: 1 } },
  { nombre: 'Perfecto', estado: 'A', importe: -1, estados: [], cliente: { codigo: '12' } },
  { nombre: 'Ana', estado: 'C', tipo: 'X', importe: 99.5, meses: 12, estados: ['a'], cliente: { codigo: '000001', nombre: 'P' } },
  { nombre: 3, estado: null, estados: 'a', cliente: 'x', importe: '1' },
  { nombre: undefined, estado: 'A' },
  { nombre: 'Ana', estado: 'A', lineas: [{ a: 1, b: 2 }, { c: 1 }, { b: 2, a: 1 }, { c: 1 }], marcas: [1, '1', 2, 'x', 1, 'x'] },
  { nombre: 'Ana', estado: 'A', lineas: [1, 1], marcas: [1.5, 1.5, null, null, 'a'] },
];

/** What a user could see of a validation: per field, the messages and stacks rjsf builds. */
function shown(errors: RJSFValidationError[]): string[] {
  return errors.map((e) => `${e.property ?? ''} | ${e.name ?? ''} | ${e.message ?? ''} | ${e.stack} | ${e.title ?? ''}`).sort();
}

const filterSchemas = fs.readdirSync('report-definitions').filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.join('report-definitions', f), 'utf8')) as { code?: string; filters?: { schema: RJSFSchema } })
  .filter((d) => d.filters).map((d) => [d.code!, d.filters!.schema] as const);

describe('rjsf validation without generated code gives what @rjsf/validator-ajv8 gives', () => {
  it.each(richData.map((d, i) => [i, d] as const))('form data %i: errors, messages, titles and error schema', (_i, data) => {
    const uiSchema = { tipo: { 'ui:title': 'Tipo de documento' } };
    const ours = schemaValidator.validateFormData(data, richSchema, undefined, undefined, uiSchema);
    const ajv = ajvValidator.validateFormData(data, richSchema, undefined, undefined, uiSchema);
    expect(shown(ours.errors)).toEqual(shown(ajv.errors));
    expect(ours.errorSchema).toEqual(ajv.errorSchema);
  });
  it.each(filterSchemas)('%s filter schema', (_code, schema) => {
    const samples = [{}, { cliente: { codigo: '000001', nombre: 'A' } }, { meses: 5 }, { meses: 12 }, { estado: 'Q', fechaInicial: 3 }, { estados: ['A', 'A'] }];
    for (const data of samples) {
      expect(shown(schemaValidator.validateFormData(data, schema).errors)).toEqual(shown(ajvValidator.validateFormData(data, schema).errors));
      expect(schemaValidator.isValid(schema, data, schema)).toBe(ajvValidator.isValid(schema, data, schema));
    }
  });
  it('customValidate and transformErrors work as with ajv', () => {
    const customValidate = (formData: { nombre?: string } | undefined, errors: { nombre?: { addError(m: string): void } }) => {
      if (formData?.nombre === 'Ana') errors.nombre?.addError('no Ana');
      return errors;
    };
    const transformErrors = (errors: RJSFValidationError[]) => errors.map((e) => ({ ...e, message: `! ${e.message ?? ''}` }));
    const data = { nombre: 'Ana', estado: 'Z' };
    const ours = schemaValidator.validateFormData(data, richSchema, customValidate as never, transformErrors);
    const ajv = ajvValidator.validateFormData(data, richSchema, customValidate as never, transformErrors);
    expect(shown(ours.errors)).toEqual(shown(ajv.errors));
    expect(ours.errorSchema).toEqual(ajv.errorSchema);
  });
  it('isValid resolves references into the root schema, conditions and absent data as ajv does', () => {
    const root: RJSFSchema = { definitions: { six: { type: 'string', pattern: '^[0-9]{6}$' } }, properties: { c: { $ref: '#/definitions/six' } } };
    const cases: [RJSFSchema, unknown][] = [
      [{ $ref: '#/definitions/six' }, '000001'], [{ $ref: '#/definitions/six' }, '1'],
      [{ properties: { c: { $ref: '#/definitions/six' } } }, { c: 'x' }],
      [{ if: { properties: { a: { const: 1 } } }, then: { required: ['b'] } }, { a: 1 }],
      [{ if: { properties: { a: { const: 1 } } }, then: { required: ['b'] } }, { a: 2 }],
      [{ type: 'string' }, undefined], [{ required: ['a'] }, undefined], [{ not: { const: 1 } }, undefined], [{}, undefined],
      [{ anyOf: [{ type: 'string' }, { required: ['x'] }] }, undefined],
    ];
    for (const [schema, data] of cases) expect(schemaValidator.isValid(schema, data, root), JSON.stringify([schema, data])).toBe(ajvValidator.isValid(schema, data, root));
  });
  it('does not touch the schemas it reads', () => {
    const schema = structuredClone(richSchema);
    schemaValidator.validateFormData(richData[1], schema);
    schemaValidator.isValid(schema, richData[1], schema);
    expect(schema).toEqual(richSchema);
    expect(Object.getOwnPropertyNames(schema.properties!.cliente)).toEqual(Object.getOwnPropertyNames(richSchema.properties!.cliente));
  });
});
