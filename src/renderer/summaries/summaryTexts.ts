import type { TFunction } from 'i18next';
import type { Column, SummaryMeasure } from '../../engine/definition/reportDefinition.gen';
import { sheetTextKeys } from '../../engine/exports/excelSheet';
import type { SummarySheetTexts } from '../../engine/summaries/summarySheet';
import type { SummarySpec } from '../../engine/summaries/summarySpec';

/** The header of a measure in the user's language: "Nº de filas", "Suma de Importe"… */
export function measureHeader(measure: SummaryMeasure, columns: readonly Column[], t: TFunction): string {
  const column = columns.find((c) => c.field === measure.column);
  if (measure.fn === 'count' && !column) return t('summary.fn.rows');
  return t(`summary.fn.${measure.fn}`, { column: column ? t(column.headerKey) : '' });
}

/** The header of a grouping: the column's header, with its period ("Fecha (mes)"). */
export function groupHeader(group: SummarySpec['groupBy'][number], columns: readonly Column[], t: TFunction): string {
  const column = columns.find((c) => c.field === group.column);
  const header = column ? t(column.headerKey) : group.column;
  return column?.format === 'date' ? t('summary.withPeriod', { column: header, period: t(`summary.periods.${group.period ?? 'month'}`) }) : header;
}

/** The texts of a summary's sheet and table. */
export function summarySheetTexts(spec: SummarySpec, columns: readonly Column[], t: TFunction): SummarySheetTexts {
  return {
    sheetName: t('summary.sheetName'),
    groupHeaders: spec.groupBy.map((g) => groupHeader(g, columns, t)),
    measureHeaders: spec.measures.map((m) => measureHeader(m, columns, t)),
    total: t('summary.total'),
  };
}

/** The texts a summary's groups may show, translated for the worker: empty values, quarters, and the cells' own texts (enum labels, yes, no). */
export function groupTextsOf(columns: readonly Column[], t: TFunction): { groupTexts: { empty: string; quarter: string }; texts: Record<string, string> } {
  return {
    groupTexts: { empty: t('summary.empty'), quarter: t('summary.quarter', { quarter: '{{quarter}}', year: '{{year}}', interpolation: { escapeValue: false } }) },
    texts: Object.fromEntries(sheetTextKeys(columns).map((k) => [k, t(k)])),
  };
}
