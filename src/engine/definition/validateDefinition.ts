import { checkNamedConditions, resolveConditions, SHARED_CONDITIONS } from './namedConditions';
import { callContract } from './callContract';
import { checkConditions } from './checks/checkConditions';
import { checkContract } from './checks/checkContract';
import { checkDepth } from './checks/checkDepth';
import { contextSchemaFor } from './checks/checkConditionContext';
import { checkStructureReferences, checkValueReferences, definitionNames } from './checks/checkReferences';
import { checkSchema, fitsSchema } from './checks/checkSchema';
import { checkStructure } from './checks/checkStructure';
import { checkTexts, filterTitleKeys } from './checks/checkTexts';
import { portalCatalogues } from './checks/portalCatalogues';
import { walkDefinition, type DefinitionNode } from './checks/walkDefinition';
import type { DefinitionError, ValidateOptions } from './definitionError';
import { checkFormatVersion } from './formatVersion';

export type { DefinitionError, ValidateOptions } from './definitionError';

/**
 * Checks a definition: its nesting depth (tooDeep; nothing else runs on one nested too deep), its format version (formatTooNew), then the JSON Schema (ajv
 * strict; unknown registry ids and per-id options included), then — once it fits — its semantics: references to filter
 * fields, columns and request steps, named conditions (known, no cycle), conditions (they compile and only name the condition context), value expressions,
 * text keys in the four languages, and the services' contract (endpoints, their kind, the reply fields read). Every error has a JSON pointer, a stable code, the params of its translated
 * message and an English message.
 */
export function validateDefinition(definition: unknown, options: ValidateOptions = {}): DefinitionError[] {
  const depthErrors = checkDepth(definition);
  if (depthErrors.length) return depthErrors;
  const versionErrors = checkFormatVersion(definition);
  if (versionErrors.length) return versionErrors;
  const schemaErrors = checkSchema(definition);
  if (schemaErrors.length || !fitsSchema(definition)) return unique(schemaErrors);
  // Named conditions are checked as written, then every other check looks at the definition with them replaced (the paths are the same);
  // a name that cannot be resolved stands for a condition that always holds, so it is reported once.
  const refErrors = checkNamedConditions(definition);
  const unresolved = Object.fromEntries(refErrors.filter((e) => e.code === 'unknownCondition').map((e) => [String(e.params?.name), {}]));
  const def = resolveConditions(definition, { ...SHARED_CONDITIONS, ...unresolved });
  const nodes: DefinitionNode[] = [];
  walkDefinition(def, (node) => nodes.push(node));
  const names = definitionNames(def, nodes);
  const context = contextSchemaFor([...names.filterFields], [...names.stepIds]);
  const errors = [
    ...refErrors,
    ...checkStructure(def),
    ...checkStructureReferences(def, names),
    ...checkContract(def, nodes, options.contract ?? callContract),
    ...nodes.flatMap((node) => [...checkConditions(node, context), ...checkValueReferences(node, names, context)]),
    ...checkTexts([...nodes, ...filterTitleKeys(def.filters.schema)], def.texts, options.catalogues ? [options.catalogues] : portalCatalogues),
  ];
  return unique(errors);
}

/** The same error found twice (a value the schema reaches by two ways) is reported once. */
function unique(errors: DefinitionError[]): DefinitionError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.path}\n${e.code}\n${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Formats errors as `file: /json/path message` lines. */
export function formatDefinitionErrors(file: string, errors: DefinitionError[]): string {
  return errors.map((e) => `${file}: ${e.path || '/'} ${e.message}`).join('\n');
}
