import fs from 'node:fs';
import { getDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_STATE_BEHAVIOR } from '../../src/renderer/form/defaultFormStateBehavior';
import { schemaValidator } from '../../src/renderer/form/schemaValidator';

/** The filter schema of a report definition. */
const filterSchema = (code: string) => (JSON.parse(fs.readFileSync(`report-definitions/${code}.json`, 'utf8')) as { filters: { schema: RJSFSchema } }).filters.schema;
const defaults = (schema: RJSFSchema, behaviour = DEFAULT_FORM_STATE_BEHAVIOR) =>
  getDefaultFormState(schemaValidator, schema, {}, schema, false, behaviour) as Record<string, unknown>;

describe('a select without a default stays empty', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      invoiced: { type: 'string', oneOf: [{ const: 'S', title: 'Yes' }, { const: 'N', title: 'No' }] },
      state: { type: 'string', default: 'C', oneOf: [{ const: 'T' }, { const: 'P' }, { const: 'C' }] },
    },
  };
  it('takes no first option, keeps a declared default', () => {
    expect(defaults(schema)).toEqual({ state: 'C' });
  });
  it('is what the forms use: without it rjsf would take the first option', () => {
    expect(defaults(schema, {})).toEqual({ invoiced: 'S', state: 'C' });
  });
  it('the pickups report opens with every invoiced state and the completed state', () => {
    const filled = defaults(filterSchema('ENTR_REC_TRANS'));
    expect(filled).not.toHaveProperty('facturadoSN');
    expect(filled.estado).toBe('C');
  });
});
