/**
 * Wraps a schema compiler so that it answers why a schema does not compile (null: it does), compiling each schema
 * text once: a designer validating at every edit, or a server re-reading a file, does not compile the same
 * condition or filter schema again (nor grow ajv's cache with copies of it).
 */
export function compileErrorOnce(compile: (schema: object) => unknown): (schema: object) => string | null {
  const reasons = new Map<string, string | null>();
  return (schema) => {
    const key = JSON.stringify(schema);
    let reason = reasons.get(key);
    if (reason === undefined) {
      try {
        compile(JSON.parse(key) as object);
        reason = null;
      } catch (error) {
        reason = (error as Error).message;
      }
      reasons.set(key, reason);
    }
    return reason;
  };
}
