import type { Column, FilterOperator } from '../definition/reportDefinition.gen';
import { isNumericFormat } from '../format/isNumericFormat';
import { parseDay } from '../filters/dates';

/** What the grid tools read of a column. */
type ToolColumn = Pick<Column, 'field' | 'format' | 'value' | 'sortField' | 'filterable' | 'filterField' | 'filterOperators' | 'hideable' | 'hidden' | 'searchable'>;

/** Operators of text-like columns (texts, codes, states). */
export const TEXT_OPERATORS: readonly FilterOperator[] = ['contains', 'startswith', 'endswith', '=', '<>'];
/** Operators of amounts, numbers, months and dates. */
export const COMPARE_OPERATORS: readonly FilterOperator[] = ['=', '<>', '<', '>', '<=', '>='];

/** How a filter value is read: a number, a day or a text. */
export type FilterKind = 'number' | 'date' | 'text';

/** The kind of value a column's filter cell takes, by format. */
export function filterKind(column: Pick<Column, 'format'>): FilterKind {
  if (isNumericFormat(column.format) || column.format === 'month') return 'number';
  return column.format === 'date' ? 'date' : 'text';
}

/** The operators a column's filter cell offers: the definition's, else by format (texts and codes the text ones, the others the comparisons). */
export function columnOperators(column: Pick<Column, 'format' | 'filterOperators'>): readonly FilterOperator[] {
  if (column.filterOperators?.length) return column.filterOperators;
  if (column.format === 'flagIcon') return ['=', '<>'];
  return filterKind(column) === 'text' ? TEXT_OPERATORS : COMPARE_OPERATORS;
}

/** The column as the server names it for filters and searches: filterField, then sortField, then field. */
export function serverColumn(column: Pick<Column, 'field' | 'sortField' | 'filterField'>): string {
  return column.filterField ?? column.sortField ?? column.field;
}

/** Whether a computed column has no server name of its own (its field exists only on screen). */
const onlyOnScreen = (c: ToolColumn) => c.value !== undefined && !c.filterField && !c.sortField;

/** Whether a column gets a filter cell: unless filterable is false, or it is computed without a server name. */
export function isFilterable(column: ToolColumn): boolean {
  return column.filterable ?? !onlyOnScreen(column);
}

/** Whether the search panel looks in a column: searchable, by default text and code columns with a server name. */
export function isSearchable(column: ToolColumn): boolean {
  return column.searchable ?? ((column.format === undefined || column.format === 'text' || column.format === 'code') && !onlyOnScreen(column));
}

/** The content of one filter cell as the user left it. */
export interface FilterCell {
  operator: FilterOperator;
  value: string;
}

/** The filter row: one cell per column field. */
export type FilterRowState = Record<string, FilterCell | undefined>;

/** One condition the server applies: server column, operator, value. */
export type FilterCondition = [string, FilterOperator, string | number];

/** A filter cell whose value cannot be sent: the column's field and what it should be. */
export interface InvalidFilter {
  field: string;
  expected: 'number' | 'date';
}

/** The filter row as the request carries it: the conditions joined by "and", the same as text, and the cells left out because they are wrong. */
export interface FilterRequest {
  filter?: (FilterCondition | 'and')[];
  query?: string;
  invalid: InvalidFilter[];
}

/** A typed number: digits with a decimal comma or point (a point before three digits and a comma is a thousands point); undefined when not a number. */
export function parseFilterNumber(text: string): number | undefined {
  let s = text.trim().replace(/\s/g, '');
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

/** A typed day (DD/MM/YYYY, D/M/YYYY or YYYY-MM-DD) as DD/MM/YYYY; undefined when not a valid day. */
export function parseFilterDate(text: string): string | undefined {
  const s = text.trim();
  const short = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  const normal = short ? `${short[1]!.padStart(2, '0')}/${short[2]!.padStart(2, '0')}/${short[3]}` : s;
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(normal) && !/^\d{4}-\d{2}-\d{2}$/.test(normal)) return undefined;
  return parseDay(normal)?.format('DD/MM/YYYY');
}

/** The value of one filter cell as the server receives it, or what it should have been. */
function cellValue(column: ToolColumn, text: string): { value: string | number } | { expected: 'number' | 'date' } {
  const kind = filterKind(column);
  if (kind === 'number') {
    const n = parseFilterNumber(text);
    return n === undefined ? { expected: 'number' } : { value: n };
  }
  if (kind === 'date') {
    const d = parseFilterDate(text);
    return d === undefined ? { expected: 'date' } : { value: d };
  }
  return { value: text.trim() };
}

/**
 * The filter row as a request: filter = [[column, op, value], "and", …] with server column names (numbers as numbers, days DD/MM/YYYY),
 * query = `COLUMN op 'value' and …` (single quotes doubled). Empty cells, cells of columns without a filter and operators the column
 * does not offer are left out; numbers and days that cannot be read are reported in invalid and not sent.
 */
export function filterRequest(columns: readonly ToolColumn[], state: FilterRowState): FilterRequest {
  const conditions: FilterCondition[] = [];
  const invalid: InvalidFilter[] = [];
  for (const column of columns) {
    const cell = state[column.field];
    if (!cell || cell.value.trim() === '' || !isFilterable(column) || !columnOperators(column).includes(cell.operator)) continue;
    const read = cellValue(column, cell.value);
    if ('expected' in read) invalid.push({ field: column.field, expected: read.expected });
    else conditions.push([serverColumn(column), cell.operator, read.value]);
  }
  if (conditions.length === 0) return { invalid };
  return {
    filter: conditions.flatMap((c, i) => (i === 0 ? [c] : ['and' as const, c])),
    query: conditions.map(([col, op, value]) => `${col} ${op} '${String(value).replace(/'/g, "''")}'`).join(' and '),
    invalid,
  };
}

/** The search panel as a request: the text and the server names of the shown columns it looks in (comma separated); nothing for a blank text. */
export function searchRequest(columns: readonly ToolColumn[], text: string): { search?: string; searchCols?: string } {
  const search = text.trim();
  if (!search) return {};
  const cols = [...new Set(columns.filter(isSearchable).map(serverColumn))];
  return { search, ...(cols.length ? { searchCols: cols.join(',') } : {}) };
}

/** The filter row and search panel values a grid request carries (absent when unused). */
export interface GridToolsQuery {
  filter?: FilterRequest['filter'];
  query?: string;
  search?: string;
  searchCols?: string;
}

/** The request values of the grid tools for the columns shown, and the filter cells that could not be sent. */
export function gridToolsQuery(columns: readonly ToolColumn[], filters: FilterRowState, search: string): GridToolsQuery & { invalid: InvalidFilter[] } {
  const { invalid, ...filter } = filterRequest(columns, filters);
  return { ...filter, ...searchRequest(columns, search), invalid };
}

/** The user's remembered choice of shown columns: field → shown. */
export type ColumnChoice = Record<string, boolean>;

/** Where an earlier portal kept a user's column choice of a report in the browser (read once, to move it to the services). */
export function columnChoiceKey(usuario: unknown, code: string): string {
  return `portal.gridColumns.${typeof usuario === 'string' || typeof usuario === 'number' ? usuario : ''}.${code}`;
}

/** Reads a remembered choice; anything unreadable is no choice (and only field → boolean entries count). */
export function readColumnChoice(text: string | null | undefined): ColumnChoice {
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
  } catch {
    return {};
  }
}

/** Whether the user can hide a column with the chooser. */
export function isHideable(column: Pick<Column, 'hideable'>): boolean {
  return column.hideable !== false;
}

/** Whether a column shows: always when it cannot be hidden; else the user's choice, then the definition (hidden starts hidden). */
export function isColumnShown(column: Pick<Column, 'field' | 'hideable' | 'hidden'>, choice: ColumnChoice): boolean {
  if (!isHideable(column)) return true;
  return choice[column.field] ?? !column.hidden;
}

/** The values of the pager text: current page (1-based), pages (at least 1) and total rows. */
export function pagerValues(page: number, pageSize: number, total: number): { page: number; pages: number; total: number } {
  const pages = Math.max(1, Math.ceil(total / Math.max(pageSize, 1)));
  return { page: Math.min(Math.max(page, 1), pages), pages, total };
}
