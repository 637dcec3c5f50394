import type { ConditionContext } from '../conditions/conditionContext';
import type { Column, SummaryMeasure } from '../definition/reportDefinition.gen';
import { cellValue } from '../values/cellValue';
import { getPath, isEmpty } from '../values/getPath';
import { groupReader, type GroupReader, type GroupTexts } from './groupValue';
import { SUMMARY_MAX_GROUPS, type SummarySpec } from './summarySpec';

/** One group of a summary: its key and label per grouping, its rows and its measures (null: no value to measure). */
export interface SummaryGroupRow {
  keys: string[];
  labels: string[];
  rows: number;
  values: (number | null)[];
}

/** A computed summary: its groups in the order shown, the totals over every row, and what was cut. */
export interface SummaryResult {
  groups: SummaryGroupRow[];
  /** With two groupings: the first grouping's groups on their own (subtotals), in the order shown. */
  parents?: SummaryGroupRow[];
  totals: (number | null)[];
  /** Rows read. */
  rows: number;
  /** Groups found; more than groups.length when only the top ones are kept. */
  groupCount: number;
  truncated: boolean;
}

/** A running measure: non-empty values counted, their compensated sum, minimum and maximum. */
interface Tally {
  n: number;
  sum: number;
  carry: number;
  min: number;
  max: number;
}

interface Entry {
  keys: string[];
  labels: string[];
  rows: number;
  tallies: Tally[];
}

const tally = (): Tally => ({ n: 0, sum: 0, carry: 0, min: Infinity, max: -Infinity });

/** A sum without the float noise of adding cents thousands of times (the sum is kept compensated; this rounds the last digits away). */
const clean = (x: number) => Math.round(x * 1e6) / 1e6;

/** The final figure of a measure from its tally and the group's rows. */
function figure(m: SummaryMeasure, t: Tally, rows: number): number | null {
  switch (m.fn) {
    case 'count':
      return m.column ? t.n : rows;
    case 'sum':
      return t.n ? clean(t.sum + t.carry) : null;
    case 'avg':
      return t.n ? clean((t.sum + t.carry) / t.n) : null;
    case 'min':
      return t.n ? t.min : null;
    default:
      return t.n ? t.max : null;
  }
}

/** Adds one number to a tally (Neumaier's compensated sum). */
function addTo(t: Tally, x: number): void {
  t.n++;
  const s = t.sum + x;
  t.carry += Math.abs(t.sum) >= Math.abs(x) ? (t.sum - s) + x : (x - s) + t.sum;
  t.sum = s;
  if (x < t.min) t.min = x;
  if (x > t.max) t.max = x;
}

/** The number a measured cell holds, or undefined (empty, or not a number). */
function numberOf(value: unknown): number | undefined {
  if (isEmpty(value)) return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Summarises rows as they arrive (page by page, in the worker): each row goes to its group by the grouping columns' values (dates by period,
 * computed columns included), and every measure of the group takes its value. result() gives the groups in the order shown: dates and
 * numbers in their order, other groups by their first measure, largest first; past SUMMARY_MAX_GROUPS only the top ones by the first measure.
 */
export class SummaryAccumulator {
  private readonly groups = new Map<string, Entry>();
  private readonly parentGroups = new Map<string, Entry>();
  private readonly total: Tally[];
  private readonly readers: GroupReader[];
  private readonly groupColumns: Column[];
  private readonly measureColumns: (Column | undefined)[];
  private read = 0;

  constructor(private readonly spec: SummarySpec, columns: readonly Column[], texts: GroupTexts, private readonly ctx?: ConditionContext) {
    const byField = (field: string | undefined) => (field === undefined ? undefined : columns.find((c) => c.field === field));
    this.groupColumns = spec.groupBy.map((g) => {
      const column = byField(g.column);
      if (!column) throw new Error(`Unknown summary column ${g.column}`);
      return column;
    });
    this.readers = spec.groupBy.map((g, i) => groupReader(this.groupColumns[i]!, g, texts));
    this.measureColumns = spec.measures.map((m) => byField(m.column));
    this.total = spec.measures.map(tally);
  }

  /** The group keys of a row, one per grouping. */
  keysOf(row: Record<string, unknown>): string[] {
    return this.groupColumns.map((c, i) => this.readers[i]!.keyOf(cellValue(c, row, this.ctx)));
  }

  /** Takes a page of rows. */
  add(rows: readonly Record<string, unknown>[]): void {
    const { spec, measureColumns } = this;
    const two = spec.groupBy.length > 1;
    for (const row of rows) {
      this.read++;
      const values = measureColumns.map((c) => (c ? numberOf(cellValue(c, row, this.ctx)) : undefined));
      const keys = this.keysOf(row);
      const entry = this.entry(this.groups, keys.join('\u0001'), keys, row);
      const parent = two ? this.entry(this.parentGroups, keys[0]!, keys.slice(0, 1), row) : undefined;
      for (const target of parent ? [entry, parent] : [entry]) target.rows++;
      values.forEach((x, i) => {
        if (x === undefined) return;
        addTo(entry.tallies[i]!, x);
        if (parent) addTo(parent.tallies[i]!, x);
        addTo(this.total[i]!, x);
      });
    }
  }

  /** The summary of the rows taken so far. */
  result(maxGroups = SUMMARY_MAX_GROUPS): SummaryResult {
    const rowOf = (e: Entry): SummaryGroupRow => ({ keys: e.keys, labels: e.labels, rows: e.rows, values: this.spec.measures.map((m, i) => figure(m, e.tallies[i]!, e.rows)) });
    let groups = [...this.groups.values()].map(rowOf);
    const groupCount = groups.length;
    const first = (g: SummaryGroupRow) => g.values[0] ?? -Infinity;
    const truncated = groupCount > maxGroups;
    if (truncated) groups = groups.sort((a, b) => first(b) - first(a)).slice(0, maxGroups);
    const parents = this.spec.groupBy.length > 1 ? [...this.parentGroups.values()].map(rowOf) : undefined;
    // Each level in its order: time and numbers ascending, anything else by its first measure (the parent's, for the first of two).
    const order = (level: number, measureOf: (g: SummaryGroupRow) => number) => (a: SummaryGroupRow, b: SummaryGroupRow) => {
      const reader = this.readers[level]!;
      if (reader.ordered) return reader.compare(a.keys[level]!, b.keys[level]!);
      return measureOf(b) - measureOf(a) || reader.compare(a.keys[level]!, b.keys[level]!);
    };
    if (parents) {
      parents.sort(order(0, first));
      const rank = new Map(parents.map((p, i) => [p.keys[0]!, i]));
      groups.sort((a, b) => rank.get(a.keys[0]!)! - rank.get(b.keys[0]!)! || order(1, first)(a, b));
    } else groups.sort(order(0, first));
    return {
      groups,
      ...(parents ? { parents } : {}),
      totals: this.spec.measures.map((m, i) => figure(m, this.total[i]!, this.read)),
      rows: this.read,
      groupCount,
      truncated,
    };
  }

  private entry(map: Map<string, Entry>, id: string, keys: string[], row: Record<string, unknown>): Entry {
    let entry = map.get(id);
    if (!entry) {
      const labels = keys.map((key, i) => {
        const field = this.spec.groupBy[i]!.labelField;
        const named = field && key !== '' ? getPath(row, field) : undefined;
        const name = isEmpty(named) ? undefined : String(named);
        return this.readers[i]!.labelOf(key, cellValue(this.groupColumns[i]!, row, this.ctx), name);
      });
      entry = { keys, labels, rows: 0, tallies: this.spec.measures.map(tally) };
      map.set(id, entry);
    }
    return entry;
  }
}
