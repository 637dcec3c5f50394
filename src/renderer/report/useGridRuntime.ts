import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import type { ErpClient } from '../../api/erpClient';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import { evaluateCondition } from '../../engine/conditions/evaluateCondition';
import type { Action, ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import { actionRegistry } from '../actions/actionRegistry';
import type { ActionRun, ActionTarget } from '../actions/actionTypes';
import { openPendingTab } from '../downloads/documentFiles';
import type { ReportRuntime } from '../grid/ReportRuntime';
import { rowIdOf } from '../grid/rowIdOf';
import { searchTotal } from '../state/reportViewState';
import type { ReportViewStore } from '../state/reportViewStore';
import type { GridViewChannel } from '../views/gridViewChannel';
import type { ActionDialog } from './ActionDialogs';

/**
 * What the grid's cells, detail panels and actions share (the report's runtime) while there is a grid: built ahead or for a search. Actions
 * run with the search's context and read the search's total when they run.
 */
export function useGridRuntime({ definition: def, erp, t, queryClient, store, search, ahead, aheadContext, marks, gridView }: {
  definition: ReportDefinition;
  erp: ErpClient;
  t: TFunction;
  queryClient: QueryClient;
  store: ReportViewStore<ActionDialog>;
  search: { context: ConditionContext } | null;
  ahead: boolean;
  /** The context the grid ahead reads until the first search (the filters' initial values; it never searches with them). */
  aheadContext: ConditionContext;
  marks: Record<string, boolean>;
  gridView?: GridViewChannel | undefined;
}): ReportRuntime | null {
  return useMemo(() => {
    if ((!search && !ahead) || def.result.kind !== 'grid') return null;
    const result = def.result;
    const { dispatch } = store;
    const searchContext = search?.context ?? aheadContext;
    const rowId = (row: Record<string, unknown>) => rowIdOf(result.rowKey, row);
    const reload = () => dispatch({ type: 'reloaded' });
    const runAction = (action: Action, target: ActionTarget) => {
      const handler = actionRegistry.get(action.action);
      const count = handler.tabsAtClick?.({ action, ...target }) ?? 0;
      const run: ActionRun = {
        action, definition: def, context: searchContext, erp, t, ...target, total: searchTotal(store.getState().outcome), reload, queryClient, marks,
        setMarks: (next) => dispatch({ type: 'marksSet', marks: next }),
        visibleColumns: target.visibleColumns ?? result.columns.filter((c) => !c.exportOnly && evaluateCondition(c.visibleWhen, searchContext)),
        tabs: Array.from({ length: count }, () => openPendingTab()),
        openDialog: (props) => dispatch({ type: 'dialogOpened', dialog: { handler, run, props } }),
      };
      void handler.run(run);
    };
    return { definition: def, context: searchContext, erp, runAction, reload, marks, setMark: (id, on) => dispatch({ type: 'markSet', rowId: id, on }), rowId, gridView };
  }, [search, ahead, aheadContext, def, erp, t, marks, queryClient, store, gridView]);
}
