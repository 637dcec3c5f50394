import type { ClientConnection } from '../../api/erpClient';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import type { Column } from '../../engine/definition/reportDefinition.gen';
import type { SummaryResult } from '../../engine/summaries/SummaryAccumulator';
import type { LocalPage } from '../../engine/summaries/localRows';
import type { SummarySpec } from '../../engine/summaries/summarySpec';
import type { ExportFailure } from '../exports/exportJob';
import type { PagedSearch } from '../exports/readPages';

/** Everything the summary worker needs, plain data: the search to read, the columns it may group and measure, and their texts. */
export interface SummaryJob {
  search: PagedSearch;
  /** The grid's columns visible to the user by their conditions. */
  columns: Column[];
  /** Texts a cell may show (enum labels, yes and no), translated, by key. */
  texts: Record<string, string>;
  groupTexts: { empty: string; quarter: string };
  language: string;
  context: ConditionContext;
  connection: ClientConnection;
}

/** A page of a group's rows: the summary, the group's keys (one or two, from the first grouping) and the grid's page and sort. */
export interface GroupPageQuery {
  spec: SummarySpec;
  keys: string[];
  page: number;
  pageSize: number;
  sort?: { column: string; direction: 'asc' | 'desc' } | undefined;
}

/**
 * Messages to the summary worker. `fields` are the row fields the answer needs, where the service returns only the fields asked (null: every
 * field): the worker reads the search again, with those fields added, only when the rows it holds lack one.
 */
export type ToSummaryWorker =
  | { type: 'start'; job: SummaryJob }
  | { type: 'token'; token: string | null }
  | { type: 'compute'; id: number; spec: SummarySpec; fields: string[] | null }
  | { type: 'page'; id: number; query: GroupPageQuery; fields: string[] | null };

/** Messages from the summary worker: the progress of a reading, its answers, a token request after a 401. */
export type FromSummaryWorker =
  | { type: 'progress'; done: number; total: number }
  | { type: 'renew' }
  | { type: 'result'; id: number; result: SummaryResult }
  | { type: 'page'; id: number; page: LocalPage }
  | { type: 'error'; id: number; failure: ExportFailure };
