import Ajv from 'ajv';
import schema from '../../../schemas/report-definition.schema.json';
import { conditionAjv } from '../conditions/conditionAjv';
import { compileCondition } from '../conditions/evaluateCondition';
import type { ReportDefinition } from './reportDefinition.gen';

/** One problem of a definition: where (JSON path) and what. */
export interface DefinitionError {
  path: string;
  message: string;
}

const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true, strictTuples: false });
const validateSchema = ajv.compile<ReportDefinition>(schema);
const CONDITION_KEYS = new Set(['visibleWhen', 'disabledWhen', 'when', 'highlightWhen', 'selectableWhen']);

function walkConditions(value: unknown, path: string, errors: DefinitionError[]): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => walkConditions(v, `${path}/${i}`, errors));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    const childPath = `${path}/${key}`;
    if (CONDITION_KEYS.has(key) && child && typeof child === 'object' && !Array.isArray(child)) {
      try {
        conditionAjv.compile(child as object);
        compileCondition(child as object);
      } catch (error) {
        errors.push({ path: childPath, message: `invalid condition: ${(error as Error).message}` });
      }
      continue;
    }
    if (key === 'schema' && path.endsWith('/filters')) continue;
    walkConditions(child, childPath, errors);
  }
}

/** Checks a definition: the JSON Schema (strict), every condition compiles, and every field a rule, group, widget or view names exists. */
export function validateDefinition(definition: unknown): DefinitionError[] {
  if (!validateSchema(definition)) {
    return (validateSchema.errors ?? []).map((e) => ({
      path: e.instancePath || '/',
      message: `${e.message ?? 'invalid'}${e.params && 'allowedValues' in e.params ? ` (${(e.params.allowedValues as unknown[]).join(', ')})` : ''}${e.params && 'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : ''}`,
    }));
  }
  const def = definition;
  const errors: DefinitionError[] = [];
  walkConditions(def, '', errors);
  try {
    new Ajv({ strict: false }).compile(def.filters.schema);
  } catch (error) {
    errors.push({ path: '/filters/schema', message: (error as Error).message });
  }
  const fields = new Set(Object.keys(def.filters.schema.properties));
  const need = (name: string, path: string) => {
    if (!fields.has(name)) errors.push({ path, message: `unknown filter field '${name}'` });
  };
  for (const key of Object.keys(def.filters.uiSchema ?? {})) if (!key.startsWith('ui:')) need(key, `/filters/uiSchema/${key}`);
  for (const [name, spec] of Object.entries(def.filters.fields ?? {})) {
    need(name, `/filters/fields/${name}`);
    if (spec?.dependsOn) need(spec.dependsOn.field, `/filters/fields/${name}/dependsOn/field`);
  }
  (def.filters.rules ?? []).forEach((r, i) => (r.fields ?? []).forEach((f, j) => need(f, `/filters/rules/${i}/fields/${j}`)));
  (def.filters.groups ?? []).forEach((g, i) => g.fields.forEach((f, j) => need(f, `/filters/groups/${i}/fields/${j}`)));
  if (def.choiceView) need(def.choiceView.field, '/choiceView/field');
  if (!def.request) errors.push({ path: '/request', message: `a ${def.result.kind} report needs a request` });
  if (def.result.kind === 'grid') {
    const columns = new Set(def.result.columns.map((c) => c.field));
    if (def.result.defaultSort && !columns.has(def.result.defaultSort.column)) {
      errors.push({ path: '/result/defaultSort/column', message: `unknown column '${def.result.defaultSort.column}'` });
    }
    if (!def.result.pageSizes.includes(def.result.pageSize)) errors.push({ path: '/result/pageSize', message: 'must be one of pageSizes' });
  }
  return errors;
}

/** Formats errors as `file: /json/path message` lines. */
export function formatDefinitionErrors(file: string, errors: DefinitionError[]): string {
  return errors.map((e) => `${file}: ${e.path} ${e.message}`).join('\n');
}
