import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { dialectOf } from '../../db/dialectOf.js';
import { ErpError } from '../../errors.js';
import { INT32_MAX } from '../../schemas/inputBounds.js';

/** A code or text that may travel as string or number; blank means absent. */
export function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const s = String(value).trim();
  return s === '' ? undefined : s;
}

/**
 * An integer code (order, delivery-note or invoice number); blank means absent. Anything not numeric, or outside `range` (default: what an integer
 * column holds, ±INT32_MAX), is a 400 naming the field.
 */
export function integer(value: unknown, field: string, range: { min: number; max: number } = { min: -INT32_MAX, max: INT32_MAX }): number | undefined {
  const s = text(value);
  if (s === undefined) return undefined;
  if (!/^-?\d+$/.test(s)) throw new ErpError(400, 'VALIDATION_ERROR', `Invalid request: ${field} must be a number; got '${s.slice(0, 40)}'`);
  const n = Number(s);
  if (n < range.min || n > range.max) throw new ErpError(400, 'VALIDATION_ERROR', `Invalid request: ${field} must be between ${range.min} and ${range.max}; got '${s.slice(0, 40)}'`);
  return n;
}

/** An integer code that must be present. */
export function requiredInteger(value: unknown, field: string): number {
  const n = integer(value, field);
  if (n === undefined) throw new ErpError(400, 'VALIDATION_ERROR', `Invalid request: ${field} is required`);
  return n;
}

/** A code that must be present. */
export function requiredText(value: unknown, field: string): string {
  const s = text(value);
  if (s === undefined) throw new ErpError(400, 'VALIDATION_ERROR', `Invalid request: ${field} is required`);
  return s;
}

/**
 * A report date: DD/MM/YYYY (what the report payloads send) or YYYY-MM-DD (optionally with a time), returned as YYYY-MM-DD.
 * Blank is absent; anything else, or a day that does not exist, is a 400 naming the field.
 */
export function parseDate(value: unknown, field: string): string | undefined {
  const s = text(value);
  if (s === undefined) return undefined;
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(s);
  const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  const iso = `${y}-${m}-${d}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (!y || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw new ErpError(400, 'VALIDATION_ERROR', `Invalid request: ${field} must be a date DD/MM/YYYY or YYYY-MM-DD; got '${s}'`);
  }
  return iso;
}

/** Both ends of a date range, refusing a start after the end (message key fechaInicialMayorFinal). */
export function dateRange(from: unknown, to: unknown, fields: [string, string]): { from?: string; to?: string } {
  const a = parseDate(from, fields[0]);
  const b = parseDate(to, fields[1]);
  if (a && b && a > b) throw new ErpError(400, 'VALIDATION_ERROR', `fechaInicialMayorFinal: ${fields[0]} is after ${fields[1]}`);
  return { ...(a ? { from: a } : {}), ...(b ? { to: b } : {}) };
}

/** Today as YYYY-MM-DD (UTC, like the stored dates). */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);

/** Conditions of an inclusive range on a column; open ends are left out. */
export function between(column: string | Expression<unknown>, from: string | number | undefined, to: string | number | undefined): RawBuilder<SqlBool>[] {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  const out: RawBuilder<SqlBool>[] = [];
  if (from !== undefined) out.push(sql<SqlBool>`${ref} >= ${from}`);
  if (to !== undefined) out.push(sql<SqlBool>`${ref} <= ${to}`);
  return out;
}

/**
 * Case-insensitive "contains" on any of the columns. Each column costs one LIKE per row read, so a needle is compared no more ways than it
 * needs. SQLite's LIKE already ignores the case of ASCII letters (and its upper() folds nothing else), so there a needle is compared as typed,
 * and a needle with other letters in upper case too ("SALDAÑA" finds "Saldaña" only through the typed form's ASCII letters, as before).
 * PostgreSQL's LIKE is case-sensitive: a needle without letters (digits, a code's punctuation) is compared as typed, an ASCII one in upper
 * case (upper() folds ASCII, and whatever the needle matches as typed it matches in upper case too), any other both ways.
 */
export function contains(db: Kysely<any>, columns: (string | Expression<unknown>)[], needle: string): RawBuilder<SqlBool> { // eslint-disable-line @typescript-eslint/no-explicit-any
  // The escape character itself is escaped too: a needle ending in a backslash would otherwise end the pattern with a bare escape (an error on PostgreSQL).
  const escape = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const upper = escape(needle.toUpperCase());
  const typed = escape(needle);
  const uncased = needle.toUpperCase() === needle && needle.toLowerCase() === needle;
  // eslint-disable-next-line no-control-regex -- ASCII is \x00 to \x7f
  const ascii = /^[\x00-\x7f]*$/.test(needle);
  const sqlite = dialectOf(db) === 'sqlite';
  const parts = columns.flatMap((c) => {
    const ref = typeof c === 'string' ? sql.ref(c) : c;
    const asTyped = sql<SqlBool>`${ref} like ${typed} escape '\\'`;
    if (uncased || (sqlite && ascii)) return [asTyped];
    // SQLite: "x like UPPER" is what "upper(x) like UPPER" was (its LIKE folds the ASCII letters upper() would), without a call per row.
    const folded = sqlite ? sql<SqlBool>`${ref} like ${upper} escape '\\'` : sql<SqlBool>`upper(${ref}) like ${upper} escape '\\'`;
    return ascii ? [folded] : [folded, asTyped];
  });
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** All conditions joined with and (true when there are none). */
export function allOf(conditions: RawBuilder<unknown>[]): RawBuilder<SqlBool> {
  return conditions.length ? sql<SqlBool>`(${sql.join(conditions, sql` and `)})` : sql<SqlBool>`1 = 1`;
}

/** Paging and sort fields of a list body. */
export interface PagingBody { offset?: number; numRows?: number; orderBy?: string; order?: string }

/** Resolved paging: LIMIT/OFFSET and the ORDER BY expressions (sort column, then the tie-breakers that make pages stable). */
export interface Page {
  limit: number;
  offset: number;
  orderBy: RawBuilder<unknown>;
  /** The reply column the rows are sorted by (the body's orderBy, or the default). */
  sortColumn: string;
}

/**
 * Paging of a list call: offset is 1-based (rowsPerPage * (page - 1) + 1); orderBy names a column of the reply row, mapped to SQL through the
 * whitelist `columns` (an unknown name is a 400 listing the valid ones); blank orderBy uses the default sort.
 */
export function paging(body: PagingBody, columns: Record<string, string | Expression<unknown>>, defaults: { orderBy: string; order: 'ASC' | 'DESC'; tiebreak: string[]; numRows?: number; nullsLast?: boolean }): Page {
  const name = text(body.orderBy) ?? defaults.orderBy;
  const column = Object.hasOwn(columns, name) ? columns[name] : undefined;
  if (column === undefined) throw new ErpError(400, 'VALIDATION_ERROR', `Invalid request: orderBy '${name}' is not a column; use one of ${Object.keys(columns).join(', ')}`);
  const direction = (text(body.order) ?? (text(body.orderBy) ? 'ASC' : defaults.order)).toUpperCase() === 'DESC' ? sql`desc` : sql`asc`;
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  // A tie-breaker written "column desc" keeps its own direction (e.g. newest first within a name); the others follow the sort.
  const ties = defaults.tiebreak.map((c) => (c.endsWith(' desc') ? sql`${sql.ref(c.slice(0, -5))} desc` : sql`${sql.ref(c)} ${direction}`));
  return {
    limit: body.numRows ?? defaults.numRows ?? 10,
    offset: Math.max(0, (body.offset ?? 1) - 1),
    // With nullsLast, rows without a value come after the others in either direction (as the ERP's database orders them ascending).
    orderBy: sql.join([...(defaults.nullsLast ? [sql`${ref} is null`] : []), sql`${ref} ${direction}`, ...ties]),
    sortColumn: name,
  };
}

/** The S/N flags of a body that are S. */
export const isS = (v: unknown): boolean => String(v ?? '').toUpperCase() === 'S';
