import { conditionAjv } from '../../conditions/conditionAjv';
import { compileCondition } from '../../conditions/evaluateCondition';
import { definitionError, type DefinitionError } from '../definitionError';
import type { DefinitionNode } from './walkDefinition';
import { checkConditionContext } from './checkConditionContext';
import { compileErrorOnce } from './compileErrorOnce';

/**
 * Checks one condition of the definition: it compiles (ajv strict: an unknown keyword is an error, and the
 * portal's interpreter accepts it: invalidCondition), then it only names what the condition context has.
 */
export function checkConditions(node: DefinitionNode, context: Record<string, unknown>): DefinitionError[] {
  if (node.kind !== 'Condition' || node.value === null || typeof node.value !== 'object') return [];
  const reason = compileError(node.value);
  if (reason !== null) return [definitionError(node.path, 'invalidCondition', `invalid condition: ${reason}`, { reason })];
  return checkConditionContext(node.value, node.path, context);
}

/** Why a condition does not compile (null: it does): strict ajv, then the portal's interpreter. */
const compileError = compileErrorOnce((condition) => {
  conditionAjv.compile(condition);
  compileCondition(condition);
});
