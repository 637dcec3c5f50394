import { compileSchemaTest } from '../schema/compileSchemaTest';
import type { ConditionContext } from './conditionContext';

/** A compiled condition: true when the context satisfies it. */
export type ConditionTest = (context: ConditionContext) => boolean;

const cache = new Map<string, ConditionTest>();
const byObject = new WeakMap<object, ConditionTest>();

/**
 * Compiles a condition once (keyed by its JSON text). Conditions are interpreted, not turned into code, so the portal
 * runs under a Content-Security-Policy without 'unsafe-eval'; ajv's `$data` works as in definitions
 * (`{"const": {"$data": "/session/sucursal"}}`). Throws on a malformed `$data` pointer; the keywords themselves are
 * checked when the definition is validated (conditionAjv, strict).
 */
export function compileCondition(condition: object): ConditionTest {
  let test = byObject.get(condition);
  if (test) return test;
  const key = JSON.stringify(condition);
  test = cache.get(key);
  if (!test) {
    test = compileSchemaTest(condition);
    cache.set(key, test);
  }
  byObject.set(condition, test);
  return test;
}

/** True when the context satisfies the condition; an absent condition holds. */
export function evaluateCondition(condition: object | undefined, context: ConditionContext): boolean {
  if (!condition) return true;
  return compileCondition(condition)(context);
}
