import { MAX_DEFINITION_DEPTH, tooDeepPath } from '../../json/nestingDepth';
import { definitionError, type DefinitionError } from '../definitionError';
import { pointer } from '../jsonPointer';

/**
 * The definition's nesting against MAX_DEFINITION_DEPTH (tooDeep, at the JSON pointer of the first object or array too deep), checked before
 * anything walks the definition recursively. Empty when it nests no deeper.
 */
export function checkDepth(definition: unknown): DefinitionError[] {
  const keys = tooDeepPath(definition, MAX_DEFINITION_DEPTH);
  if (!keys) return [];
  const path = keys.reduce(pointer, '');
  return [definitionError(path, 'tooDeep', `nests objects or arrays deeper than ${MAX_DEFINITION_DEPTH} levels`, { max: MAX_DEFINITION_DEPTH })];
}
