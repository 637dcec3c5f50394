/** One ajv error as Fastify reports it in `error.validation`. */
export interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string | undefined;
  params: Record<string, unknown>;
}

/** The field an ajv error is about: the path, plus the property an additionalProperties or required error names. */
function fieldOf(issue: ValidationIssue, context: string): string {
  const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra = issue.params.additionalProperty ?? issue.params.missingProperty ?? issue.params.unevaluatedProperty;
  const field = [base, typeof extra === 'string' ? extra : ''].filter(Boolean).join('.');
  return field ? `${context}.${field}` : context;
}

/** The 400 message of an invalid request: every problem with the field it is about, e.g. `body.sqlInjection must NOT have additional properties`. */
export function validationMessage(issues: readonly ValidationIssue[], context = 'body'): string {
  const parts = issues.map((i) => `${fieldOf(i, context)} ${i.message ?? i.keyword}`);
  return `Invalid request: ${[...new Set(parts)].join('; ')}`;
}
