import { dereference, validate, type Schema } from '@cfworker/json-schema';
import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import processRawValidationErrors, { type RawValidationErrorsType } from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { ErrorObject } from 'ajv';
import { SCHEMA_DRAFT } from '../../engine/schema/compileSchemaTest';
import { toJsonValue } from '../../engine/schema/toJsonValue';
import { ajvStyleErrors } from './ajvStyleErrors';

type Lookup = ReturnType<typeof dereference>;

/** ajv's answer for an absent value: only `type`, `const` and `enum` (directly or through not/allOf/anyOf/oneOf) reject it. */
function acceptsUndefined(schema: unknown): boolean {
  if (schema === false) return false;
  if (schema === null || typeof schema !== 'object') return true;
  const s = schema as Record<string, unknown>;
  if (s.type !== undefined || s.const !== undefined || s.enum !== undefined) return false;
  if (s.not !== undefined && acceptsUndefined(s.not)) return false;
  const list = (key: string) => (Array.isArray(s[key]) ? (s[key] as unknown[]) : null);
  if (list('allOf') && !list('allOf')!.every(acceptsUndefined)) return false;
  if (list('anyOf') && !list('anyOf')!.some(acceptsUndefined)) return false;
  if (list('oneOf') && list('oneOf')!.filter(acceptsUndefined).length !== 1) return false;
  return true;
}

/**
 * rjsf's ValidatorType over @cfworker/json-schema, which interprets schemas instead of compiling them into functions as
 * @rjsf/validator-ajv8 does, so the filter forms run under a Content-Security-Policy without 'unsafe-eval'.
 * Errors keep ajv 8's shape and English wording and go through rjsf's own processing (field titles, transformErrors,
 * customValidate), as with the ajv validator. Formats outside the JSON Schema set (rjsf's `color`, `data-url`) are not checked.
 */
export class InterpretedValidator implements ValidatorType<unknown, RJSFSchema> {
  private lookups = new WeakMap<object, Lookup>();

  /** References of a root schema, resolvable as `#/...` from any of its subschemas (read from a copy: the schema is not touched). */
  private lookupOf(root: RJSFSchema): Lookup {
    let lookup = this.lookups.get(root);
    if (!lookup) {
      const copy = structuredClone(root) as Schema;
      lookup = dereference(copy);
      const base = (copy as { __absolute_uri__?: string }).__absolute_uri__ ?? '';
      for (const [uri, target] of Object.entries(lookup)) {
        if (base && uri.startsWith(base)) lookup[uri.slice(base.length) || '#'] = target;
      }
      this.lookups.set(root, lookup);
    }
    return lookup;
  }

  /** Validates and reports every error (ajv's allErrors), in ajv's ErrorObject shape; a schema the interpreter cannot read answers validationError. */
  rawValidation<Result = ErrorObject>(schema: RJSFSchema, formData?: unknown): RawValidationErrorsType<Result> {
    try {
      const data = toJsonValue(formData);
      if (data === undefined) {
        if (acceptsUndefined(schema)) return {};
        const type = Array.isArray(schema.type) ? schema.type.join(',') : String(schema.type ?? 'defined');
        return { errors: [{ instancePath: '', schemaPath: '#/type', keyword: 'type', params: { type }, message: `must be ${type}` }] as Result[] };
      }
      const result = validate(data, schema as Schema, SCHEMA_DRAFT, this.lookupOf(schema), false);
      return { errors: result.valid ? undefined : (ajvStyleErrors(result.errors, schema, data) as Result[]) };
    } catch (error) {
      return { validationError: error as Error };
    }
  }

  /** Validates form data against the schema for rjsf, with its error list and error schema. */
  validateFormData(formData: unknown, schema: RJSFSchema, customValidate?: CustomValidator<unknown, RJSFSchema>,
    transformErrors?: ErrorTransformer<unknown, RJSFSchema>, uiSchema?: UiSchema<unknown, RJSFSchema>): ValidationData<unknown> {
    return processRawValidationErrors(this, this.rawValidation<ErrorObject>(schema, formData), formData, schema, customValidate, transformErrors, uiSchema);
  }

  /** True when the data is valid against a subschema whose `#/...` references point into rootSchema; false when the schema cannot be read. */
  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
    try {
      const data = toJsonValue(formData);
      if (data === undefined) return acceptsUndefined(schema);
      return validate(data, schema as Schema, SCHEMA_DRAFT, this.lookupOf(rootSchema), true).valid;
    } catch (error) {
      console.warn('Error encountered validating against a schema:', error);
      return false;
    }
  }

  /** Forgets the resolved references of the schemas seen so far. */
  reset(): void {
    this.lookups = new WeakMap();
  }
}

/** The validator of the portal's rjsf forms. */
export const schemaValidator = new InterpretedValidator();
