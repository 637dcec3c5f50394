import type { SummaryMeasure } from '../definition/reportDefinition.gen';
import type { SummaryGroupRow, SummaryResult } from './SummaryAccumulator';
import type { ChartKind, SummarySpec } from './summarySpec';

/** Slices a pie shows at most (the others are summed into one, or left to the table). */
export const PIE_SLICES = 12;
/** Series a chart of two groupings shows at most (the second grouping's values with the largest totals). */
export const CHART_SERIES = 20;

/** A chart's data: one datum per category (label, then a value per series key), the series, and what was left to the table. */
export interface ChartData {
  data: Record<string, string | number | null>[];
  series: { key: string; name: string }[];
  /** Categories or series the chart leaves out (the table shows them). */
  omitted: number;
  /** The group keys of each datum (for a click on it). */
  keys: string[][];
}

const additive = (m: SummaryMeasure | undefined) => m?.fn === 'count' || m?.fn === 'sum';

/**
 * The data of a summary's chart for one of its measures: with one grouping, a category per group; with two (bars, stacked bars, lines), a
 * category per first-grouping value and a series per second-grouping value (the CHART_SERIES largest); a pie shows the first grouping (its
 * subtotals with two), the PIE_SLICES largest groups and, for counts and sums, the rest as one slice named `rest`.
 */
export function chartData(spec: SummarySpec, result: SummaryResult, kind: ChartKind, measure: number, names: { measure: string; rest: string }): ChartData {
  const m = spec.measures[measure];
  const value = (g: SummaryGroupRow) => g.values[measure] ?? null;
  if (kind === 'pie') {
    const groups = result.parents ?? result.groups;
    const sorted = [...groups].sort((a, b) => Math.abs(value(b) ?? 0) - Math.abs(value(a) ?? 0));
    const shown = sorted.slice(0, PIE_SLICES);
    const rest = sorted.slice(PIE_SLICES);
    const data: ChartData['data'] = shown.map((g) => ({ label: g.labels[0]!, v0: value(g) }));
    const keys = shown.map((g) => g.keys.slice(0, 1));
    if (rest.length && additive(m)) data.push({ label: names.rest, v0: rest.reduce((s, g) => s + (value(g) ?? 0), 0) });
    return { data, series: [{ key: 'v0', name: names.measure }], omitted: additive(m) ? 0 : rest.length, keys };
  }
  if (spec.groupBy.length < 2) {
    return { data: result.groups.map((g) => ({ label: g.labels[0]!, v0: value(g) })), series: [{ key: 'v0', name: names.measure }], omitted: 0, keys: result.groups.map((g) => g.keys) };
  }
  // The second grouping's values, largest total first; each becomes a series.
  const totals = new Map<string, { label: string; total: number }>();
  for (const g of result.groups) {
    const entry = totals.get(g.keys[1]!) ?? { label: g.labels[1]!, total: 0 };
    entry.total += Math.abs(value(g) ?? 0);
    totals.set(g.keys[1]!, entry);
  }
  const seriesKeys = [...totals.entries()].sort((a, b) => b[1].total - a[1].total).slice(0, CHART_SERIES);
  const seriesOf = new Map(seriesKeys.map(([key], i) => [key, `s${i}`]));
  const categories = new Map<string, Record<string, string | number | null>>();
  for (const g of result.groups) {
    const series = seriesOf.get(g.keys[1]!);
    if (!series) continue;
    const datum = categories.get(g.keys[0]!) ?? { label: g.labels[0]! };
    datum[series] = value(g);
    categories.set(g.keys[0]!, datum);
  }
  return {
    data: [...categories.values()],
    series: seriesKeys.map(([, v], i) => ({ key: `s${i}`, name: v.label })),
    omitted: totals.size - seriesKeys.length,
    keys: [...categories.keys()].map((k) => [k]),
  };
}
