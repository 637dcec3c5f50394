import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ErpClient } from '../../api/erpClient';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import type { Action, Column, ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import type { GridToolsQuery } from '../../engine/grid/gridTools';
import type { PendingTab } from '../downloads/documentFiles';
import type { SummaryExport } from '../exports/exportJob';

/** A server sort: column as the request names it, direction. */
export interface SortRequest { column: string; direction: 'asc' | 'desc' }

/** What an action runs on: a row, rows, and for toolbar actions the grid's sort, filter row and search, and the columns shown. */
export interface ActionTarget {
  row?: Record<string, unknown>;
  rows?: Record<string, unknown>[];
  sort?: SortRequest;
  gridQuery?: GridToolsQuery;
  visibleColumns?: Column[];
  /** The summary open in the Resumen panel (an export writes it as its own sheet). */
  summary?: SummaryExport | undefined;
}

/** Everything an action gets when it runs. */
export interface ActionRun {
  action: Action;
  definition: ReportDefinition;
  /** Context of the search that produced the rows (filters of that search). */
  context: ConditionContext;
  erp: ErpClient;
  t: TFunction;
  /** The row of a row action. */
  row?: Record<string, unknown>;
  /** The selected rows of a bulk action, or the rows on screen for a toolbar action. */
  rows?: Record<string, unknown>[];
  /** The server sort of the rows on screen (column as the server names it), for actions that fetch them again (exports). */
  sort?: SortRequest;
  /** The grid's filter row and search panel values (request names come from request.paging), for actions that fetch the rows again. */
  gridQuery?: GridToolsQuery;
  /** Total rows of the search (exports). */
  total?: number;
  /** Columns the user sees, in their order (exports). */
  visibleColumns?: Column[];
  /** The summary open in the Resumen panel (an export writes it as its own sheet). */
  summary?: SummaryExport | undefined;
  /** Tabs opened at the click (one per document the action will open). */
  tabs?: PendingTab[];
  /** The server-state cache (detail rows live under ['report-detail', code, rowId]). */
  queryClient: QueryClient;
  /** Per-report marks shared with custom cells (e.g. purchase-order lines), keyed by row id. */
  marks: Record<string, boolean>;
  setMarks: (marks: Record<string, boolean>) => void;
  /** Reloads the results (after validating, generating…). */
  reload: () => void;
  /** Opens the action's dialog with props. */
  openDialog: (props: Record<string, unknown>) => void;
}

/** A registered action: what it does on click, how many tabs to open at the click, and an optional dialog. */
export interface ActionHandler {
  /** Tabs to open synchronously at the click (documents shown in new tabs). */
  tabsAtClick?: (run: Pick<ActionRun, 'action' | 'row' | 'rows'>) => number;
  run: (run: ActionRun) => Promise<void>;
  /** A bulk action that works on the selected rows: disabled until rows are selected, and its label counts them. */
  usesSelection?: boolean;
  /** Dialog rendered while open (props from openDialog plus the run). */
  Dialog?: ComponentType<{ run: ActionRun; props: Record<string, unknown>; onClose: () => void }>;
}
