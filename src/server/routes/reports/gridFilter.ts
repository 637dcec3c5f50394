import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { dialectOf } from '../../db/dialectOf.js';
import { ErpError } from '../../errors.js';
import { INPUT_LIMITS } from '../../schemas/inputBounds.js';
import { contains, parseDate, text } from './reportRequest.js';

/** A grid column the server knows by name: its SQL expression and how values compare (text case-insensitively, numbers as numbers, dates as dates). */
export interface GridColumn { sql: string | Expression<unknown>; type: 'text' | 'number' | 'date' }

/** Operators of the grid's filter row. */
export const GRID_OPERATORS = ['contains', 'startswith', 'endswith', '=', '<>', '<', '>', '<=', '>='] as const;
type Operator = (typeof GRID_OPERATORS)[number];
type Condition = [column: string, operator: string, value: unknown];

const bad = (message: string) => new ErpError(400, 'VALIDATION_ERROR', `Invalid request: ${message}`);
const ref = (c: GridColumn) => (typeof c.sql === 'string' ? sql.ref(c.sql) : c.sql);
/** LIKE pattern of a text, its wildcards and the escape character escaped. */
const likeOf = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);

/** Body schema of the filter field: [[column, operator, value], "and", …] (or one condition), as an array or its JSON text. */
export const filterField = (description: string) => ({
  type: ['array', 'string', 'null'], maxItems: 199, maxLength: INPUT_LIMITS.freeText, description,
  items: {
    type: ['array', 'string'], maxItems: 3, maxLength: 64,
    items: { type: ['string', 'number', 'null'], maxLength: INPUT_LIMITS.text, minimum: -INPUT_LIMITS.decimal, maximum: INPUT_LIMITS.decimal },
  },
});

/** Body schema of searchCols: server column names, comma separated (or a list). */
export const searchColsField = (description: string) => ({
  type: ['string', 'array', 'null'], maxLength: 2000, maxItems: 60, items: { type: 'string', maxLength: 64 }, description,
});

/** The SQL condition of one filter-row condition; an unknown column or operator, or a value that is not a number or date where one is due, is a 400 naming it. */
function condition(db: Kysely<any>, columns: Record<string, GridColumn>, [name, op, raw]: Condition): RawBuilder<SqlBool> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const column = typeof name === 'string' && Object.hasOwn(columns, name.toUpperCase()) ? columns[name.toUpperCase()]! : undefined;
  if (!column) throw bad(`filter column '${String(name).slice(0, 64)}' is not a column; use one of ${Object.keys(columns).join(', ')}`);
  const operator = String(op).toLowerCase() as Operator;
  if (!GRID_OPERATORS.includes(operator)) throw bad(`filter operator '${String(op).slice(0, 20)}' is not one of ${GRID_OPERATORS.join(', ')}`);
  const value = raw === null || raw === undefined ? '' : String(raw);
  const c = ref(column);
  if (operator === 'contains' || operator === 'startswith' || operator === 'endswith') {
    if (operator === 'contains') return contains(db, [column.type === 'text' ? c : sql`cast(${c} as text)`], value);
    // SQLite's LIKE folds ASCII letters itself: upper() per row only where LIKE is case-sensitive (PostgreSQL).
    const target = column.type !== 'text' ? sql`cast(${c} as text)` : dialectOf(db) === 'sqlite' ? c : sql`upper(${c})`;
    const v = likeOf(column.type === 'text' ? value.toUpperCase() : value);
    return sql<SqlBool>`${target} like ${operator === 'startswith' ? `${v}%` : `%${v}`} escape '\\'`;
  }
  const sqlOp = sql.raw(operator);
  if (column.type === 'number') {
    const n = Number(value.replace(',', '.'));
    if (value.trim() === '' || !Number.isFinite(n)) throw bad(`filter value '${value.slice(0, 40)}' of ${name} must be a number`);
    return sql<SqlBool>`${c} ${sqlOp} ${n}`;
  }
  if (column.type === 'date') return sql<SqlBool>`${c} ${sqlOp} ${parseDate(value, `filter value of ${name}`) ?? ''}`;
  return sql<SqlBool>`upper(${c}) ${sqlOp} ${value.toUpperCase()}`;
}

/** A filter-row array: [[column, operator, value], "and"|"or", …], or one condition; its JSON text too. */
function parseFilter(filter: unknown): (Condition | 'and' | 'or')[] {
  let value = filter;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw bad('filter must be a JSON array [[column, operator, value], "and", …]');
    }
  }
  if (!Array.isArray(value)) throw bad('filter must be an array [[column, operator, value], "and", …]');
  if (value.length === 0) return [];
  if (!Array.isArray(value[0])) return [checkCondition(value)];
  return value.map((item, i) => {
    if (i % 2 === 1) {
      const join = String(item).toLowerCase();
      if (join !== 'and' && join !== 'or') throw bad(`filter joins conditions with "and" or "or"; got '${String(item).slice(0, 20)}'`);
      return join;
    }
    return checkCondition(item);
  });
}

function checkCondition(item: unknown): Condition {
  if (!Array.isArray(item) || item.length !== 3 || typeof item[0] !== 'string' || typeof item[1] !== 'string') throw bad('each filter condition is [column, operator, value]');
  return item as Condition;
}

const QUERY_CONDITION = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s+(contains|startswith|endswith|<=|>=|<>|=|<|>)\s*'((?:[^']|'')*)'\s*/i;
const QUERY_JOIN = /^(and|or)\s+/i;

/** The query text `COL op 'value' and COL op 'value'` (values single-quoted, quotes doubled) as filter items; anything else is a 400. */
export function parseQuery(query: string): (Condition | 'and' | 'or')[] {
  const out: (Condition | 'and' | 'or')[] = [];
  let rest = query.trim();
  while (rest.length) {
    const m = QUERY_CONDITION.exec(rest);
    if (!m) throw bad(`query must be conditions COLUMN operator 'value' joined by and/or; cannot read '${rest.slice(0, 60)}'`);
    out.push([m[1]!, m[2]!.toLowerCase(), m[3]!.replace(/''/g, "'")]);
    rest = rest.slice(m[0].length);
    if (!rest.length) break;
    const j = QUERY_JOIN.exec(rest);
    if (!j) throw bad(`query joins conditions with and/or; cannot read '${rest.slice(0, 60)}'`);
    out.push(j[1]!.toLowerCase() as 'and' | 'or');
    rest = rest.slice(j[0].length);
  }
  return out;
}

/** The SQL condition of a grid's filter (or, without one, its query text); undefined when there is neither. */
export function gridFilter(db: Kysely<any>, columns: Record<string, GridColumn>, filter: unknown, query: unknown): RawBuilder<SqlBool> | undefined { // eslint-disable-line @typescript-eslint/no-explicit-any
  const hasFilter = filter !== null && filter !== undefined && filter !== '' && !(Array.isArray(filter) && filter.length === 0);
  const q = text(query);
  const items = hasFilter ? parseFilter(filter) : q ? parseQuery(q) : [];
  if (!items.length) return undefined;
  // SQL's precedence (and before or) applies, as in the grid's own filter expressions.
  return sql<SqlBool>`(${sql.join(items.map((item) => (typeof item === 'string' ? sql.raw(item) : sql`(${condition(db, columns, item)})`)), sql` `)})`;
}

/** The search-panel condition: the text (contains, any case) in any of searchCols (server names), by default every text column. */
export function gridSearch(db: Kysely<any>, columns: Record<string, GridColumn>, search: unknown, searchCols: unknown): RawBuilder<SqlBool> | undefined { // eslint-disable-line @typescript-eslint/no-explicit-any
  const needle = text(search);
  if (!needle) return undefined;
  const names = (Array.isArray(searchCols) ? searchCols.map(String) : String(searchCols ?? '').split(',')).map((s) => s.trim().toUpperCase()).filter(Boolean);
  const unknown = names.find((n) => !Object.hasOwn(columns, n));
  if (unknown) throw bad(`searchCols '${unknown.slice(0, 64)}' is not a column; use ${Object.keys(columns).join(', ')}`);
  const chosen = names.length ? names.map((n) => columns[n]!) : Object.values(columns).filter((c) => c.type === 'text');
  return contains(db, chosen.map((c) => (c.type === 'text' ? ref(c) : sql`cast(${ref(c)} as text)`)), needle);
}
