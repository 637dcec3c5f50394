import type { TFunction } from 'i18next';
import type { ErpClient } from '../../api/erpClient';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import type { Column, ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import type { GridToolsQuery } from '../../engine/grid/gridTools';
import type { SortRequest } from '../actions/actionTypes';
import { pagedSearchOf, workerConnection } from '../exports/pagedSearchOf';
import type { SummaryJob } from './summaryJob';
import { groupTextsOf } from './summaryTexts';

/** The summary worker's job for the search on screen: every row of it (with the grid's filter row and search), the columns the user may see. */
export function summaryJobOf(s: { definition: ReportDefinition; context: ConditionContext; erp: ErpClient; sort?: SortRequest | undefined; gridQuery?: GridToolsQuery | undefined; total: number },
  columns: Column[], t: TFunction, language: string, pageUrl: string): SummaryJob {
  return {
    // The worker sets the fields of each reading itself (those the summary asked reads).
    search: pagedSearchOf(s, columns),
    columns,
    ...groupTextsOf(columns, t),
    language,
    // Plain data only: the context crosses to the worker by structured clone.
    context: JSON.parse(JSON.stringify(s.context)) as ConditionContext,
    connection: workerConnection(s.erp, pageUrl),
  };
}
