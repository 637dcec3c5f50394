import type { ErrorObject } from 'ajv';

/** ajv's English message of a schema error, with the allowed values or the unexpected property it names. */
export function schemaMessage(e: ErrorObject): string {
  const params = e.params as { allowedValues?: unknown[]; additionalProperty?: string };
  return `${e.message ?? 'invalid'}${params.allowedValues ? ` (${params.allowedValues.join(', ')})` : ''}${params.additionalProperty ? `: ${params.additionalProperty}` : ''}`;
}
