import type { SummaryGroup, SummaryMeasure, SummaryPreset } from '../definition/reportDefinition.gen';
import { XLSX_MAX_DATA_ROWS } from '../exports/exportLimits';

/** What a summary computes: one or two groupings and the measures of each group (a preset's, or the one a user composed). */
export type SummarySpec = Pick<SummaryPreset, 'groupBy' | 'measures'>;

/** Charts a summary is drawn as. */
export type ChartKind = NonNullable<SummaryPreset['chart']>;

/** Chart kinds in the order the panel offers them. */
export const CHART_KINDS: readonly ChartKind[] = ['bar', 'stackedBar', 'line', 'pie'];

/** Groups a summary shows: beyond them, the top ones by the first measure. */
export const SUMMARY_MAX_GROUPS = 1000;

/** Rows a summary reads at most: the export's limit (what an Excel sheet holds). */
export const SUMMARY_MAX_ROWS = XLSX_MAX_DATA_ROWS;

/** Groupings a summary takes at most. */
export const SUMMARY_MAX_GROUPINGS = 2;

/** Measure functions in the order the panel offers them. */
export const MEASURE_FNS: readonly SummaryMeasure['fn'][] = ['count', 'sum', 'avg', 'min', 'max'];

/** Date periods in the order the panel offers them. */
export const PERIODS: readonly NonNullable<SummaryGroup['period']>[] = ['day', 'month', 'quarter', 'year'];

/** A stable text of a spec (the same summary gives the same text): a cache and comparison key. */
export function specKey(spec: SummarySpec): string {
  return JSON.stringify([spec.groupBy.map((g) => [g.column, g.period ?? '', g.labelField ?? '']), spec.measures.map((m) => [m.fn, m.column ?? ''])]);
}
