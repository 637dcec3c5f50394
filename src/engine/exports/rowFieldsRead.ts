import type { Column, ValueExpr } from '../definition/reportDefinition.gen';

/** Keywords a condition's row schema may use and still name every field it reads (its properties and required). */
const PLAIN_ROW_KEYWORDS = new Set(['type', 'properties', 'required', 'description', 'title']);
const COMBINATORS = ['allOf', 'anyOf', 'oneOf'] as const;

/** The reply field a path starts with (cliente.codigo reads cliente). */
const head = (path: string) => path.split('.')[0] ?? path;

/** Adds the row fields a row schema reads (the schema of row inside a condition); false when it could read fields it does not name. */
function rowSchemaFields(schema: unknown, out: Set<string>): boolean {
  if (typeof schema === 'boolean') return true;
  if (!schema || typeof schema !== 'object') return false;
  const s = schema as Record<string, unknown>;
  for (const [key, value] of Object.entries(s)) {
    if (key === 'properties' && value && typeof value === 'object') for (const name of Object.keys(value)) out.add(name);
    else if (key === 'required' && Array.isArray(value)) for (const name of value) out.add(String(name));
    else if ((COMBINATORS as readonly string[]).includes(key) && Array.isArray(value)) {
      if (!value.every((sub) => rowSchemaFields(sub, out))) return false;
    } else if (key === 'not') {
      if (!rowSchemaFields(value, out)) return false;
    } else if (!PLAIN_ROW_KEYWORDS.has(key)) return false;
  }
  return true;
}

/** Adds the row fields a condition reads (wherever it describes the context's row); false when it could read fields it does not name. */
function conditionFields(condition: unknown, out: Set<string>): boolean {
  if (Array.isArray(condition)) return condition.every((c) => conditionFields(c, out));
  if (!condition || typeof condition !== 'object') return true;
  for (const [key, value] of Object.entries(condition as Record<string, unknown>)) {
    if (key === 'properties' && value && typeof value === 'object' && 'row' in value) {
      const { row, ...others } = value as Record<string, unknown>;
      if (!rowSchemaFields(row, out) || !conditionFields(others, out)) return false;
    } else if (!conditionFields(value, out)) return false;
  }
  return true;
}

/** Adds the row fields a value expression reads; false when it reads the whole row or the context as a whole. */
function exprFields(expr: ValueExpr | undefined, out: Set<string>): boolean {
  if (!expr) return true;
  if ('row' in expr) {
    if (!expr.row) return false;
    out.add(head(expr.row));
    return true;
  }
  if ('context' in expr) {
    const path = expr.context;
    if (path === '' || path === 'row') return false;
    if (path.startsWith('row.')) out.add(head(path.slice(4)));
    return true;
  }
  if ('when' in expr) return conditionFields(expr.when, out) && exprFields(expr.then, out) && exprFields(expr.else, out);
  if ('firstOf' in expr) return expr.firstOf.every((e) => exprFields(e, out));
  if ('concat' in expr) return expr.concat.every((e) => exprFields(e, out));
  if ('add' in expr) return expr.add.every((e) => exprFields(e, out));
  if ('subtract' in expr) return expr.subtract.every((e) => exprFields(e, out));
  if ('multiply' in expr) return expr.multiply.every((e) => exprFields(e, out));
  if ('divide' in expr) return expr.divide.every((e) => exprFields(e, out));
  if ('object' in expr) return Object.values(expr.object).every((e) => exprFields(e, out));
  // A list's items read its elements, not the row: only the list itself is read from the row.
  if ('listOf' in expr) return exprFields(expr.listOf, out);
  return true;
}

/**
 * The reply fields the cells of these columns read, in a stable order: each column's field, or for a computed column every row field its
 * value expression and conditions read. Null when that cannot be told (an expression reading the whole row or context, a condition on the
 * row that does not name its fields): then every field must be asked.
 */
export function rowFieldsRead(columns: readonly Pick<Column, 'field' | 'value'>[]): string[] | null {
  const out = new Set<string>();
  for (const column of columns) {
    if (column.value) {
      if (!exprFields(column.value, out)) return null;
    } else if (column.field) out.add(head(column.field));
    else return null;
  }
  return [...out].sort();
}
