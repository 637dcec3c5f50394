import Ajv, { type ValidateFunction } from 'ajv';
import schema from '../../../../schemas/report-definition.schema.json';
import { definitionError, type DefinitionError } from '../definitionError';
import type { ReportDefinition } from '../reportDefinition.gen';
import { checkRegistryOptions } from './checkRegistryOptions';
import { narrowOneOfErrors } from './narrowOneOfErrors';
import { schemaMessage } from './schemaMessage';
import { walkDefinition, type DefinitionNode, type OneOfChoice } from './walkDefinition';

const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true, strictTuples: false, verbose: true });
ajv.addSchema(schema);
const validateSchema = ajv.getSchema((schema as { $id: string }).$id) as ValidateFunction<ReportDefinition>;

/**
 * The definition against the JSON Schema (ajv strict): unknown registry ids (unknownRegistryId), options that do not
 * fit their cell or action (invalidOptions), anything else (schema), only for the branch of a oneOf the value takes.
 * Empty when the definition fits the schema.
 */
export function checkSchema(definition: unknown): DefinitionError[] {
  if (validateSchema(definition)) return [];
  const nodes = new Map<string, DefinitionNode[]>();
  const oneOfs = new Map<string, OneOfChoice>();
  walkDefinition(definition, (node) => nodes.set(node.path, [...(nodes.get(node.path) ?? []), node]), (choice) => oneOfs.set(choice.path, choice));
  return narrowOneOfErrors(ajv, [...(validateSchema.errors ?? [])], definition, oneOfs)
    // 'must match "then" schema' only repeats the errors found inside the selected options schema.
    .filter((e) => e.keyword !== 'if')
    .map((e) => checkRegistryOptions(e, nodes) ?? definitionError(e.instancePath, 'schema', schemaMessage(e), { detail: schemaMessage(e) }));
}

/** True when the definition fits the schema (a type guard for the semantic checks). */
export function fitsSchema(definition: unknown): definition is ReportDefinition {
  return validateSchema(definition);
}
