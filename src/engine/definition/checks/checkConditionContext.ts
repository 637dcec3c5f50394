import contextSchema from '../../../../schemas/condition-context.schema.json';
import { definitionError, type DefinitionError } from '../definitionError';
import { pointer } from '../jsonPointer';

type SchemaNode = Record<string, unknown>;
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const contextDefinitions = (contextSchema as { definitions: Record<string, SchemaNode> }).definitions;

/** The condition context of one definition: the context schema with filters closed to its filter fields and steps to its request.before ids. */
export function contextSchemaFor(filterFields: string[], stepIds: string[]): SchemaNode {
  const closed = (names: string[], description: unknown) => ({ type: 'object', additionalProperties: false, description, properties: Object.fromEntries(names.map((n) => [n, {}])) });
  const properties = (contextSchema as { properties: Record<string, SchemaNode> }).properties;
  return {
    ...contextSchema,
    properties: { ...properties, filters: closed(filterFields, properties.filters!.description), steps: closed(stepIds, properties.steps!.description) },
  };
}

function resolve(node: SchemaNode): { node: SchemaNode; name?: string } {
  const ref = node.$ref;
  if (typeof ref !== 'string') return { node };
  const name = ref.replace('#/definitions/', '');
  return { node: contextDefinitions[name] ?? {}, name };
}

/** The error for a property the context node does not have (filters → unknownFilterField, steps → unknownStep, else unknownContextProperty); null when it has it. */
function unknownProperty(node: SchemaNode, at: string[], key: string, path: string, what: string): DefinitionError | null {
  const properties = (node.properties as Record<string, unknown> | undefined) ?? {};
  if (key in properties || node.additionalProperties !== false) return null;
  const known = Object.keys(properties).join(', ');
  const name = [...at, key].join('.');
  if (at.length === 1 && at[0] === 'filters') return definitionError(path, 'unknownFilterField', `${what} names the filter field '${key}', which filters.schema.properties does not have (${known})`, { field: key, known });
  if (at.length === 1 && at[0] === 'steps') return definitionError(path, 'unknownStep', `${what} names the step '${key}', which no request.before has (${known || 'none'})`, { step: key, known });
  return definitionError(path, 'unknownContextProperty', `${what} names '${name}', which the condition context does not have (${at.length ? `${at.join('.')}: ` : ''}${known})`, { property: name, known });
}

/** The child context node of a property (free when the node allows any property). */
function child(node: SchemaNode, key: string): SchemaNode {
  const properties = (node.properties as Record<string, SchemaNode> | undefined) ?? {};
  return properties[key] ?? (isObject(node.additionalProperties) ? node.additionalProperties : {});
}

/** Checks a dot path of the context (a value expression's context or session) against the context schema. */
export function checkContextPath(segments: string[], path: string, context: SchemaNode, what: string): DefinitionError | null {
  let node = context;
  const at: string[] = [];
  for (const segment of segments) {
    node = resolve(node).node;
    const error = unknownProperty(node, at, segment, path, what);
    if (error) return error;
    node = child(node, segment);
    at.push(segment);
  }
  return null;
}

function checkRoleValues(values: unknown[], path: string, out: DefinitionError[]): void {
  const roles = (contextDefinitions.Role!.enum as unknown[]);
  for (const value of values) {
    if (isObject(value)) continue; // a $data reference
    if (!roles.includes(value)) out.push(definitionError(path, 'unknownRole', `'${String(value)}' is not a portal role (${roles.filter(Boolean).join(', ')})`, { role: String(value), known: roles.filter(Boolean).join(', ') }));
  }
}

function walk(condition: unknown, contextNode: SchemaNode, at: string[], path: string, root: SchemaNode, out: DefinitionError[]): void {
  if (!isObject(condition)) return;
  const { node, name } = resolve(contextNode);
  if (name === 'Role') {
    if ('const' in condition) checkRoleValues([condition.const], pointer(path, 'const'), out);
    if (Array.isArray(condition.enum)) condition.enum.forEach((v, i) => checkRoleValues([v], pointer(pointer(path, 'enum'), i), out));
  }
  if (isObject(condition.properties)) {
    for (const [key, sub] of Object.entries(condition.properties)) {
      const error = unknownProperty(node, at, key, pointer(pointer(path, 'properties'), key), 'the condition');
      if (error) out.push(error);
      else walk(sub, child(node, key), [...at, key], pointer(pointer(path, 'properties'), key), root, out);
    }
  }
  if (Array.isArray(condition.required)) {
    condition.required.forEach((key, i) => {
      const error = typeof key === 'string' ? unknownProperty(node, at, key, pointer(pointer(path, 'required'), i), 'the condition') : null;
      if (error) out.push(error);
    });
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = condition[key];
    if (Array.isArray(list)) list.forEach((sub, i) => walk(sub, contextNode, at, pointer(pointer(path, key), i), root, out));
  }
  for (const key of ['not', 'if', 'then', 'else', 'contains'] as const) {
    if (key in condition) walk(condition[key], key === 'contains' ? (node.items as SchemaNode | undefined) ?? {} : contextNode, at, pointer(path, key), root, out);
  }
  if (isObject(condition.items)) walk(condition.items, (node.items as SchemaNode | undefined) ?? {}, at, pointer(path, 'items'), root, out);
}

/** Absolute $data pointers of a condition ({"const": {"$data": "/session/sucursal"}}) must name context properties too. */
function checkDataPointers(value: unknown, path: string, root: SchemaNode, out: DefinitionError[]): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkDataPointers(v, pointer(path, i), root, out));
    return;
  }
  if (!isObject(value)) return;
  if (typeof value.$data === 'string' && value.$data.startsWith('/')) {
    const segments = value.$data.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const error = checkContextPath(segments, pointer(path, '$data'), root, 'the $data pointer');
    if (error) out.push(error);
    return;
  }
  for (const [key, child] of Object.entries(value)) checkDataPointers(child, pointer(path, key), root, out);
}

/**
 * Checks that a condition only names what the condition context has: its properties and required names (at every
 * level, also inside not, anyOf, allOf, oneOf, if/then/else), filter fields under filters, session fields under
 * session, step ids under steps, real roles in a role's const or enum, and context properties in $data pointers.
 * row, parameters and step replies are free.
 */
export function checkConditionContext(condition: unknown, path: string, context: SchemaNode): DefinitionError[] {
  const out: DefinitionError[] = [];
  walk(condition, context, [], path, context, out);
  checkDataPointers(condition, path, context, out);
  return out;
}
