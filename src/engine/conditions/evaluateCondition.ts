import Ajv, { type ValidateFunction } from 'ajv';
import type { ConditionContext } from './conditionContext';

/**
 * Strict ajv for conditions: an unknown keyword in a definition is an error, not a silent 'true'.
 * `$data` lets a condition compare two context values (`{"const": {"$data": "/session/sucursal"}}`).
 */
export const conditionAjv = new Ajv({ strict: true, strictTypes: false, strictRequired: false, allowUnionTypes: true, allErrors: false, $data: true });

const cache = new Map<string, ValidateFunction>();

/** Compiles a condition once (keyed by its JSON text); throws on an invalid schema. */
export function compileCondition(condition: object): ValidateFunction {
  const key = JSON.stringify(condition);
  let fn = cache.get(key);
  if (!fn) {
    fn = conditionAjv.compile(condition);
    cache.set(key, fn);
  }
  return fn;
}

/** True when the context satisfies the condition; an absent condition holds. */
export function evaluateCondition(condition: object | undefined, context: ConditionContext): boolean {
  if (!condition) return true;
  return compileCondition(condition)(context) === true;
}
