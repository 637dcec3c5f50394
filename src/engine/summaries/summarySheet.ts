import type { Column, SummaryMeasure } from '../definition/reportDefinition.gen';
import type { SheetColumn } from '../exports/excelSheet';
import type { ExportCell, ExportSheet } from '../exports/exportWriter';
import type { SummaryResult } from './SummaryAccumulator';

/** The texts of a summary's sheet: its name, the groupings' and measures' headers and the total row's label. */
export interface SummarySheetTexts {
  sheetName: string;
  groupHeaders: string[];
  measureHeaders: string[];
  total: string;
}

const AMOUNT = '#,##0.00 "€"';

/** The number format of a measure's cells: counts as whole numbers, others in their column's format. */
export function measureNumFmt(measure: SummaryMeasure, column: Pick<Column, 'format'> | undefined): string {
  if (measure.fn === 'count') return '#,##0';
  if (column?.format === 'amount') return AMOUNT;
  if (column?.format === 'price') return '#,##0.00#### "€"';
  return '#,##0.###';
}

/** A summary's sheet before its rows: one column per grouping (its labels) and one per measure, in the measure's number format. */
export function summarySheetOf(measures: readonly SummaryMeasure[], columns: readonly Column[], texts: SummarySheetTexts): ExportSheet {
  const sheetColumns: SheetColumn[] = [
    ...texts.groupHeaders.map((header) => ({ header, width: 30 })),
    ...measures.map((m, i) => ({ header: texts.measureHeaders[i] ?? m.fn, width: 18, numFmt: measureNumFmt(m, columns.find((c) => c.field === m.column)) })),
  ];
  return { sheetName: texts.sheetName, columns: sheetColumns };
}

/** A summary's rows for its sheet: one per group (labels, then measures) and a last row of totals. */
export function summaryRows(result: SummaryResult, texts: Pick<SummarySheetTexts, 'groupHeaders' | 'total'>): ExportCell[][] {
  const rows: ExportCell[][] = result.groups.map((g) => [...g.labels, ...g.values]);
  rows.push([texts.total, ...texts.groupHeaders.slice(1).map(() => null), ...result.totals]);
  return rows;
}
