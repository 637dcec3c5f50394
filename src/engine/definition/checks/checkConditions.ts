import { conditionAjv } from '../../conditions/conditionAjv';
import { compileCondition } from '../../conditions/evaluateCondition';
import { definitionError, type DefinitionError } from '../definitionError';
import type { DefinitionNode } from './walkDefinition';
import { checkConditionContext } from './checkConditionContext';

/**
 * Checks one condition of the definition: it compiles (ajv strict: an unknown keyword is an error, and the
 * portal's interpreter accepts it: invalidCondition), then it only names what the condition context has.
 */
export function checkConditions(node: DefinitionNode, context: Record<string, unknown>): DefinitionError[] {
  if (node.kind !== 'Condition' || node.value === null || typeof node.value !== 'object') return [];
  try {
    conditionAjv.compile(node.value);
    compileCondition(node.value);
  } catch (error) {
    const reason = (error as Error).message;
    return [definitionError(node.path, 'invalidCondition', `invalid condition: ${reason}`, { reason })];
  }
  return checkConditionContext(node.value, node.path, context);
}
