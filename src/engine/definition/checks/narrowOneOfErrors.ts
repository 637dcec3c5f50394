import type Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import schema from '../../../../schemas/report-definition.schema.json';
import { valueAtPointer } from '../jsonPointer';
import type { OneOfChoice } from './walkDefinition';

const SCHEMA_ID = (schema as { $id: string }).$id;

/** The schema node at a schema pointer ('#/definitions/ValueExpr/oneOf'). */
function schemaAt(schemaPointer: string): unknown {
  return valueAtPointer(schema, schemaPointer.slice(1));
}

/** What each branch of a oneOf is: its definition name, else its first required key. */
function branchNames(schemaPointer: string): string {
  const branches = (schemaAt(schemaPointer) as Record<string, unknown>[] | undefined) ?? [];
  return branches.map((b) => (typeof b.$ref === 'string' ? b.$ref.replace('#/definitions/', '') : `{${String((b.required as string[] | undefined)?.[0] ?? '?')}}`)).join(', ');
}

const validators = new Map<string, ValidateFunction>();

/**
 * ajv reports the errors of every branch of a failed oneOf (a grid result is also checked as a selection, a document
 * and a frame; a misspelled value expression against its fourteen forms). Keeps only the errors of the branch the
 * value takes (the one its required keys and constants point at), or, when it takes none, one error naming the
 * branches.
 */
export function narrowOneOfErrors(ajv: Ajv, errors: ErrorObject[], definition: unknown, oneOfs: Map<string, OneOfChoice>, done = new Set<string>()): ErrorObject[] {
  const failed = errors
    .filter((e) => e.keyword === 'oneOf' && oneOfs.has(e.instancePath) && !done.has(e.instancePath))
    .sort((a, b) => a.instancePath.length - b.instancePath.length)[0];
  if (!failed) return errors;
  const at = failed.instancePath;
  done.add(at);
  const choice = oneOfs.get(at)!;
  const under = (e: ErrorObject) => e.instancePath === at || e.instancePath.startsWith(`${at}/`);
  const others = errors.filter((e) => !under(e));
  let replaced: ErrorObject[];
  if (choice.chosen < 0) {
    replaced = [{ ...failed, message: `must be one of: ${branchNames(choice.schemaPointer)}` }];
  } else {
    const key = `${choice.schemaPointer}/${choice.chosen}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.getSchema(`${SCHEMA_ID}${key}`) as ValidateFunction;
      validators.set(key, validate);
    }
    replaced = validate(valueAtPointer(definition, at)) ? [] : (validate.errors ?? []).map((e) => ({ ...e, instancePath: `${at}${e.instancePath}` }));
  }
  return narrowOneOfErrors(ajv, [...others, ...replaced], definition, oneOfs, done);
}
