import type { ActionTarget } from '../actions/actionTypes';
import { createContext, useContext } from 'react';
import type { ErpClient } from '../../api/erpClient';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import type { Action, ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import type { GridViewChannel } from '../views/gridViewChannel';

/** What grid cells, detail panels and actions share: the definition, the search context and how to run actions. */
export interface ReportRuntime {
  definition: ReportDefinition;
  context: ConditionContext;
  erp: ErpClient;
  /** Runs an action for a row or a set of rows (must be called from the click). */
  runAction: (action: Action, target: ActionTarget) => void;
  reload: () => void;
  /** Per-report state that custom cells share (e.g. purchase-order marks), keyed by row id. */
  marks: Record<string, boolean>;
  setMark: (rowId: string, on: boolean) => void;
  rowId: (row: Record<string, unknown>) => string;
  /** Where the grid starts (a saved view's or a link's state) and where it reports what the user changes; absent in the designer's preview. */
  gridView?: GridViewChannel | undefined;
}

export const ReportRuntimeContext = createContext<ReportRuntime | null>(null);

/** The runtime of the report around a component. */
export function useReportRuntime(): ReportRuntime {
  const runtime = useContext(ReportRuntimeContext);
  if (!runtime) throw new Error('useReportRuntime outside a report');
  return runtime;
}
