import schema from '../../../../schemas/report-definition.schema.json';
import { pointer } from '../jsonPointer';

type SchemaNode = Record<string, unknown>;

/** A value of the definition whose schema is a named definition (Condition, ValueExpr, I18nKey, Column…), with its JSON pointer. */
export interface DefinitionNode {
  /** Name of the schema definition ('Condition', 'ValueExpr', 'I18nKey', …). */
  kind: string;
  value: unknown;
  path: string;
}

/** A oneOf of the schema met at a place of the definition: the schema pointer of the oneOf and the branch the value takes (-1: none). */
export interface OneOfChoice {
  path: string;
  schemaPointer: string;
  chosen: number;
}

const definitions = (schema as { definitions: Record<string, SchemaNode> }).definitions;

function resolve(node: SchemaNode, schemaPointer: string): { node: SchemaNode; name?: string; schemaPointer: string } {
  const ref = node.$ref;
  if (typeof ref !== 'string') return { node, schemaPointer };
  const name = ref.replace('#/definitions/', '');
  return { node: definitions[name] ?? {}, name, schemaPointer: ref };
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Cheap match of a value against a branch (oneOf, anyOf, if): its required keys are present and its const
 * properties equal; strict also refuses keys the branch does not have.
 */
function matches(value: unknown, branch: SchemaNode, strict: boolean): boolean {
  const { node } = resolve(branch, '');
  if (node.type === 'object' || node.properties || node.required) {
    if (!isObject(value)) return false;
    for (const key of (node.required as string[] | undefined) ?? []) if (!(key in value)) return false;
    for (const [key, sub] of Object.entries((node.properties as Record<string, SchemaNode> | undefined) ?? {})) {
      if (key in value && 'const' in sub && value[key] !== sub.const) return false;
    }
    if (strict && node.additionalProperties === false && node.properties) {
      const known = node.properties as Record<string, unknown>;
      if (Object.keys(value).some((k) => !(k in known))) return false;
    }
  }
  return true;
}

/** The branch a value takes: the first that fits strictly, else the first whose required keys and constants fit (-1: none). */
function choose(value: unknown, branches: SchemaNode[]): number {
  const strict = branches.findIndex((b) => matches(value, b, true));
  return strict >= 0 ? strict : branches.findIndex((b) => matches(value, b, false));
}

/** A value of the definition with the place of the schema that describes it (before its $ref is followed). */
export interface SchemaValue {
  /** e.g. '#/properties/code', '#/definitions/Column/properties/format', '#/definitions/ValueExpr/oneOf/1/properties/filter'. */
  schemaPointer: string;
  value: unknown;
  path: string;
}

interface Visitors {
  node: (node: DefinitionNode) => void;
  oneOf?: (choice: OneOfChoice) => void;
  value?: (value: SchemaValue) => void;
}

function walk(value: unknown, schemaNode: SchemaNode, at: string, path: string, visit: Visitors): void {
  visit.value?.({ schemaPointer: at, value, path });
  const { node, name, schemaPointer } = resolve(schemaNode, at);
  if (name) visit.node({ kind: name, value, path });
  if (value === undefined) return;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = node[key] as SchemaNode[] | undefined;
    if (!branches) continue;
    const chosen = choose(value, branches);
    if (key === 'oneOf') visit.oneOf?.({ path, schemaPointer: `${schemaPointer}/oneOf`, chosen });
    if (chosen >= 0) walk(value, branches[chosen]!, `${schemaPointer}/${key}/${chosen}`, path, visit);
  }
  ((node.allOf as SchemaNode[] | undefined) ?? []).forEach((part, i) => {
    const partPointer = `${schemaPointer}/allOf/${i}`;
    if (part.if) {
      const branch = matches(value, part.if as SchemaNode, false) ? 'then' : 'else';
      if (part[branch]) walk(value, part[branch] as SchemaNode, `${partPointer}/${branch}`, path, visit);
    } else walk(value, part, partPointer, path, visit);
  });
  if (Array.isArray(value) && isObject(node.items)) {
    value.forEach((item, i) => walk(item, node.items as SchemaNode, `${schemaPointer}/items`, pointer(path, i), visit));
    return;
  }
  if (!isObject(value)) return;
  const properties = (node.properties as Record<string, SchemaNode> | undefined) ?? {};
  const additional = node.additionalProperties;
  for (const [key, child] of Object.entries(value)) {
    if (properties[key]) walk(child, properties[key], pointer(`${schemaPointer}/properties`, key), pointer(path, key), visit);
    else if (isObject(additional)) walk(child, additional, `${schemaPointer}/additionalProperties`, pointer(path, key), visit);
  }
}

/**
 * Walks a definition along the definition schema and calls visit for every value whose schema is a named definition:
 * every Condition, ValueExpr, I18nKey, Column, Action… wherever the schema allows one (including the typed options of
 * cells and actions), with its JSON pointer; and onOneOf for every oneOf met, with the branch the value takes. Works
 * on an invalid definition too (a oneOf branch is then chosen by its required keys and constants).
 */
export function walkDefinition(definition: unknown, visit: (node: DefinitionNode) => void, onOneOf?: (choice: OneOfChoice) => void): void {
  walk(definition, schema as SchemaNode, '#', '', { node: visit, oneOf: onOneOf });
}

/**
 * Walks a definition along the definition schema like {@link walkDefinition} and calls visit for every value met, with the schema pointer of
 * the place that describes it: the definition itself ('#'), every property ('#/definitions/Column/properties/format'), list item and map entry,
 * the branch of a oneOf it takes and the `then` of a typed registry option ('#/definitions/Column/allOf/0/then/properties/options').
 */
export function walkSchemaValues(definition: unknown, visit: (value: SchemaValue) => void): void {
  walk(definition, schema as SchemaNode, '#', '', { node: () => undefined, value: visit });
}
