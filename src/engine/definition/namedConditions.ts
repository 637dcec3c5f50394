import shared from '../../../report-definitions/shared/conditions.json';
import { walkDefinition } from './checks/walkDefinition';
import { definitionError, type DefinitionError } from './definitionError';
import { pointer, pointerSegments } from './jsonPointer';

/** Conditions by name. */
export type NamedConditions = Record<string, object>;

/** The named conditions every definition may refer to (report-definitions/shared/conditions.json, without its comment). */
export const SHARED_CONDITIONS: NamedConditions = Object.fromEntries(Object.entries(shared).filter(([name]) => !name.startsWith('$'))) as NamedConditions;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The name a condition refers to, when it is a reference `{ "condition": "<name>" }`; else undefined. */
export function conditionRefName(condition: unknown): string | undefined {
  if (!isObject(condition)) return undefined;
  const keys = Object.keys(condition);
  return keys.length === 1 && keys[0] === 'condition' && typeof condition.condition === 'string' ? condition.condition : undefined;
}

/** A definition's own named conditions (its `conditions`). */
function ownConditions(definition: unknown): NamedConditions {
  const own = isObject(definition) ? definition.conditions : undefined;
  return isObject(own) ? own as NamedConditions : {};
}

/**
 * Visits the references of a condition: the condition itself, and inside allOf, anyOf, oneOf and not (the places where a part of a condition is
 * again a condition over the whole context). A reference anywhere else is not one: strict validation refuses its unknown keyword.
 */
function forEachRef(condition: unknown, path: string, visit: (name: string, path: string) => void): void {
  const name = conditionRefName(condition);
  if (name !== undefined) return visit(name, path);
  if (!isObject(condition)) return;
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const parts = condition[key];
    if (Array.isArray(parts)) parts.forEach((part, i) => forEachRef(part, pointer(pointer(path, key), i), visit));
  }
  if ('not' in condition) forEachRef(condition.not, pointer(path, 'not'), visit);
}

/** Replaces the references of a condition by what they name (recursively; an unknown name or a cycle is left as written). */
function resolveCondition(condition: unknown, names: NamedConditions, seen: readonly string[]): unknown {
  const name = conditionRefName(condition);
  if (name !== undefined) {
    const target = names[name];
    return target === undefined || seen.includes(name) ? condition : resolveCondition(target, names, [...seen, name]);
  }
  if (!isObject(condition)) return condition;
  let out: Record<string, unknown> | undefined;
  const set = (key: string, value: unknown) => {
    if (value === condition[key]) return;
    out ??= { ...condition };
    out[key] = value;
  };
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const parts = condition[key];
    if (!Array.isArray(parts)) continue;
    const resolved = parts.map((part) => resolveCondition(part, names, seen));
    if (resolved.some((part, i) => part !== parts[i])) set(key, resolved);
  }
  if ('not' in condition) set('not', resolveCondition(condition.not, names, seen));
  return out ?? condition;
}

/** Sets a value at a JSON pointer of a tree of plain objects and arrays (the path exists). */
function setAt(root: unknown, path: string, value: unknown): void {
  const parts = pointerSegments(path);
  const last = parts.pop()!;
  let node = root as Record<string, unknown>;
  for (const part of parts) node = node[part] as Record<string, unknown>;
  node[last] = value;
}

/**
 * The definition with every condition reference `{ "condition": "<name>" }` replaced by the condition it names: the definition's own
 * `conditions` first, then the shared ones. Returns the same object when it refers to none; otherwise a copy (the input is not changed).
 * Unknown names and cycles stay as written (checkNamedConditions reports them).
 */
export function resolveConditions<T>(definition: T, sharedConditions: NamedConditions = SHARED_CONDITIONS): T {
  const names = { ...sharedConditions, ...ownConditions(definition) };
  const replacements: { path: string; value: unknown }[] = [];
  walkDefinition(definition, (node) => {
    if (node.kind !== 'Condition') return;
    const resolved = resolveCondition(node.value, names, []);
    if (resolved !== node.value) replacements.push({ path: node.path, value: resolved });
  });
  if (!replacements.length) return definition;
  const copy = structuredClone(definition);
  for (const { path, value } of replacements) setAt(copy, path, structuredClone(value));
  return copy;
}

/**
 * Checks a definition's named conditions: every reference names a condition of the definition or a shared one (unknownCondition), no named
 * condition refers to itself through others (conditionCycle), and an own name does not reuse a shared one (conditionNameTaken).
 */
export function checkNamedConditions(definition: unknown, sharedConditions: NamedConditions = SHARED_CONDITIONS): DefinitionError[] {
  const own = ownConditions(definition);
  const names = { ...sharedConditions, ...own };
  const errors: DefinitionError[] = [];
  for (const name of Object.keys(own)) {
    if (name in sharedConditions) errors.push(definitionError(pointer('/conditions', name), 'conditionNameTaken', `condition '${name}' is a shared condition's name`, { name }));
  }
  walkDefinition(definition, (node) => {
    if (node.kind !== 'Condition') return;
    forEachRef(node.value, node.path, (name, path) => {
      if (!(name in names)) errors.push(definitionError(path, 'unknownCondition', `unknown named condition '${name}'`, { name }));
    });
  });
  for (const name of Object.keys(own)) {
    if (refersTo(name, name, names, new Set())) errors.push(definitionError(pointer('/conditions', name), 'conditionCycle', `condition '${name}' refers to itself`, { name }));
  }
  return errors;
}

/** True when the named condition `from` refers, directly or through others, to `target`. */
function refersTo(from: string, target: string, names: NamedConditions, seen: Set<string>): boolean {
  if (seen.has(from)) return false;
  seen.add(from);
  let found = false;
  forEachRef(names[from], '', (name) => {
    if (found) return;
    found = name === target || refersTo(name, target, names, seen);
  });
  return found;
}
