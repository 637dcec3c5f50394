import Ajv from 'ajv';
import { definitionError, type DefinitionError } from '../definitionError';
import type { ReportDefinition } from '../reportDefinition.gen';
import { compileErrorOnce } from './compileErrorOnce';

// addUsedSchema false: a filter schema with an $id does not stay in the instance to clash with the next one.
const filterAjv = new Ajv({ strict: false, addUsedSchema: false });
/** Why a filter schema does not compile (null: it does). */
const filterSchemaError = compileErrorOnce((schema) => filterAjv.compile(schema));

/** What the schema cannot say: the filter schema compiles, a report has a request, the page size is one of the page sizes. */
export function checkStructure(def: ReportDefinition): DefinitionError[] {
  const errors: DefinitionError[] = [];
  const reason = filterSchemaError(def.filters.schema);
  if (reason !== null) errors.push(definitionError('/filters/schema', 'invalidFilterSchema', `the filter schema does not compile: ${reason}`, { reason }));
  if (!def.request) errors.push(definitionError('/request', 'missingRequest', `a ${def.result.kind} report needs a request`, { kind: def.result.kind }));
  if (def.result.kind === 'grid' && !def.result.pageSizes.includes(def.result.pageSize)) {
    errors.push(definitionError('/result/pageSize', 'invalidPageSize', `must be one of pageSizes (${def.result.pageSizes.join(', ')})`, { sizes: def.result.pageSizes.join(', ') }));
  }
  return errors;
}
