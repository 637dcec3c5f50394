import type { Column, GridResult, SummaryPreset } from '../definition/reportDefinition.gen';
import { rowFieldsRead } from '../exports/rowFieldsRead';
import { isNumericFormat } from '../format/isNumericFormat';
import type { SummarySpec } from './summarySpec';

/** Columns a summary may measure: amounts, prices and numbers (computed ones included). */
export function measurableColumns(columns: readonly Column[]): Column[] {
  return columns.filter((c) => isNumericFormat(c.format));
}

/** Columns a summary may group by: any column but amounts, prices and pictures. */
export function groupableColumns(columns: readonly Column[]): Column[] {
  return columns.filter((c) => c.format !== 'amount' && c.format !== 'price' && c.cell !== 'remoteImage');
}

/** The columns a summary groups and measures. */
export function summaryFields(spec: SummarySpec): string[] {
  return [...spec.groupBy.map((g) => g.column), ...spec.measures.flatMap((m) => (m.column ? [m.column] : []))];
}

/** The row fields that name a summary's groups (labelField). */
function summaryLabelFields(spec: SummarySpec): string[] {
  return spec.groupBy.flatMap((g) => (g.labelField ? [g.labelField] : []));
}

/**
 * The definition's summaries this user can use: those whose columns the user sees, and whose group names are not the field of a column hidden
 * from the user (a column a condition hides from the user is never summarised nor named).
 */
export function usablePresets(result: Pick<GridResult, 'summaries' | 'columns'>, columns: readonly Column[]): SummaryPreset[] {
  const fields = new Set(columns.map((c) => c.field));
  const hidden = new Set(result.columns.filter((c) => !fields.has(c.field)).map((c) => c.field));
  return (result.summaries ?? []).filter((p) => summaryFields(p).every((f) => fields.has(f)) && summaryLabelFields(p).every((f) => !hidden.has(f)));
}

/** The summary a user starts composing from: the first date column by month (else the first groupable column), counting the rows. */
export function startingSpec(columns: readonly Column[]): SummarySpec {
  const groupable = groupableColumns(columns);
  const date = groupable.find((c) => c.format === 'date');
  const first = date ?? groupable[0] ?? columns[0]!;
  return { groupBy: [{ column: first.field, ...(date ? { period: 'month' as const } : {}) }], measures: [{ fn: 'count' }] };
}

/** Whether a spec can be computed over these columns: its columns exist, its measures other than count are on numeric columns. */
export function specFits(spec: SummarySpec, columns: readonly Column[]): boolean {
  const byField = new Map(columns.map((c) => [c.field, c]));
  return spec.groupBy.length >= 1 && spec.groupBy.every((g) => byField.has(g.column))
    && spec.measures.length >= 1 && spec.measures.every((m) => (m.column ? (m.fn === 'count' || isNumericFormat(byField.get(m.column)?.format)) && byField.has(m.column) : m.fn === 'count'));
}

/** The row fields a summary reads: those its columns read (computed ones included) and those naming its groups; null when that cannot be told. */
export function specReadFields(spec: SummarySpec, columns: readonly Column[]): string[] | null {
  const wanted = new Set(summaryFields(spec));
  const read = rowFieldsRead(columns.filter((c) => wanted.has(c.field)));
  return read ? [...new Set([...read, ...summaryLabelFields(spec)])] : null;
}
