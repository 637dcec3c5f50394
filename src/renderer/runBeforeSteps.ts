import type { ErpClient } from '../api/erpClient';
import type { ConditionContext } from '../engine/conditions/conditionContext';
import { evaluateCondition } from '../engine/conditions/evaluateCondition';
import type { RequestSpec } from '../engine/definition/reportDefinition.gen';
import { buildPayload } from '../engine/request/buildPayload';
import { getPath, isEmpty } from '../engine/values/getPath';

/**
 * Makes the calls a request asks for first (request.before), in order, each seeing the replies before it as context steps.<id>; returns
 * the context the request's own payload is built with, or the message to show when a required value is missing from a reply.
 */
export async function runBeforeSteps(erp: ErpClient, request: RequestSpec, ctx: ConditionContext): Promise<{ context: ConditionContext } | { emptyMessageKey: string }> {
  let context = ctx;
  for (const step of request.before ?? []) {
    if (!evaluateCondition(step.when, context)) continue;
    const reply = (await erp.post(step.endpoint, buildPayload({ endpoint: step.endpoint, payload: step.payload }, context))).data;
    if (step.require && isEmpty(getPath(reply, step.require))) return { emptyMessageKey: step.emptyMessageKey ?? 'messages.notFoundDefault' };
    context = { ...context, steps: { ...context.steps, [step.id]: reply } };
  }
  return { context };
}
