import Ajv from 'ajv';
import { definitionError, type DefinitionError } from '../definitionError';
import type { ReportDefinition } from '../reportDefinition.gen';

/** What the schema cannot say: the filter schema compiles, a report has a request, the page size is one of the page sizes. */
export function checkStructure(def: ReportDefinition): DefinitionError[] {
  const errors: DefinitionError[] = [];
  try {
    // A fresh ajv each time: a filter schema with an $id must not clash with the one checked before.
    new Ajv({ strict: false }).compile(def.filters.schema);
  } catch (error) {
    const reason = (error as Error).message;
    errors.push(definitionError('/filters/schema', 'invalidFilterSchema', `the filter schema does not compile: ${reason}`, { reason }));
  }
  if (!def.request) errors.push(definitionError('/request', 'missingRequest', `a ${def.result.kind} report needs a request`, { kind: def.result.kind }));
  if (def.result.kind === 'grid' && !def.result.pageSizes.includes(def.result.pageSize)) {
    errors.push(definitionError('/result/pageSize', 'invalidPageSize', `must be one of pageSizes (${def.result.pageSizes.join(', ')})`, { sizes: def.result.pageSizes.join(', ') }));
  }
  return errors;
}
