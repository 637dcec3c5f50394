import type { ActionOptionsExcelExport } from '../../engine/definition/reportDefinition.gen';
import { evaluateCondition } from '../../engine/conditions/evaluateCondition';
import { sheetTextKeys } from '../../engine/exports/excelSheet';
import type { ExportFormat } from '../../engine/exports/exportLimits';
import type { ActionRun } from '../actions/actionTypes';
import type { ExportJob } from './exportJob';
import { specReadFields } from '../../engine/summaries/summaryChoices';
import { pagedSearchOf, workerConnection } from './pagedSearchOf';

/**
 * The worker's job for an export of the search on screen (pagedSearchOf, with the export's own payload fields): the columns on screen in their
 * order, then the export-only ones the user may see (once: a field already on screen is not repeated); their headers and texts translated here,
 * in the user's language; the client's connection with an absolute base address; and the summary open in the Resumen panel, if any.
 */
export function exportJobOf(run: Pick<ActionRun, 'definition' | 'context' | 'erp' | 'sort' | 'gridQuery' | 'total' | 'visibleColumns' | 't' | 'summary'>, o: ActionOptionsExcelExport, format: ExportFormat, language: string, pageUrl: string): ExportJob {
  const shown = run.visibleColumns ?? [];
  const columns = [...shown, ...(o.extraColumns ?? []).filter((c) => evaluateCondition(c.visibleWhen, run.context) && !shown.some((v) => v.field === c.field))];
  // A summary's sheet reads the fields of its own columns and group names too (a service that returns only the fields asked).
  const summary = run.summary;
  const grouped = summary ? summary.columns.filter((c) => summary.spec.groupBy.some((g) => g.column === c.field)) : [];
  const search = pagedSearchOf(run, columns, { payload: o.payload, reply: o.reply, fields: summary ? specReadFields(summary.spec, summary.columns) : [] });
  const keys = [...columns.map((c) => c.headerKey), ...sheetTextKeys([...columns, ...grouped])];
  return {
    ...search, format, sheetName: o.sheetName, columns,
    texts: Object.fromEntries(keys.map((k) => [k, run.t(k)])), language,
    // Plain data only: the context crosses to the worker by structured clone.
    context: JSON.parse(JSON.stringify(run.context)) as ExportJob['context'],
    connection: workerConnection(run.erp, pageUrl),
    ...(summary ? { summary } : {}),
  };
}
