import { dereference, validate, type Schema } from '@cfworker/json-schema';
import { bindDataReferences } from './bindDataReferences';
import { toJsonValue } from './toJsonValue';

/**
 * The JSON Schema draft the interpreter follows. ajv's default class is draft-07, but ajv 8 applies the keywords beside
 * a `$ref`, as 2019-09 does; no draft-07 keyword reads differently in 2019-09.
 */
export const SCHEMA_DRAFT = '2019-09';

/** ajv's `nullable: true` (OpenAPI) beside `type` admits null; the interpreter knows only `type`. */
function applyNullable(schema: unknown): void {
  if (Array.isArray(schema)) {
    schema.forEach(applyNullable);
    return;
  }
  if (schema === null || typeof schema !== 'object') return;
  const s = schema as Record<string, unknown>;
  if (s.nullable === true && s.type !== undefined) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (!types.includes('null')) s.type = [...types, 'null'];
  }
  for (const [key, value] of Object.entries(s)) if (key !== 'const' && key !== 'enum' && key !== 'default' && key !== 'examples') applyNullable(value);
}

/**
 * Turns a JSON Schema into a test of data, interpreted by @cfworker/json-schema — no code is generated, so it runs under a
 * Content-Security-Policy without 'unsafe-eval'. Data is read as JSON (properties holding undefined are absent, as ajv
 * sees them) and ajv's `$data` references and `nullable` are honoured. Throws on a malformed `$data` pointer.
 */
export function compileSchemaTest(schema: object): (data: unknown) => boolean {
  const own = structuredClone(schema);
  applyNullable(own);
  const bind = bindDataReferences(own);
  const fixedLookup = bind ? undefined : dereference(own as Schema);
  return (data) => {
    const json = toJsonValue(data);
    if (json === undefined) return false;
    const bound = (bind ? bind(json) : own) as Schema;
    try {
      return validate(json, bound, SCHEMA_DRAFT, fixedLookup ?? dereference(bound), true).valid;
    } catch {
      // An unresolvable $ref (definitions are checked by ajv beforehand); the condition does not hold.
      return false;
    }
  };
}
