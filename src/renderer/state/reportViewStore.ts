import { initialReportViewState, reduceReportView, type ReportViewEvent, type ReportViewState } from './reportViewState';

/** A report view's state with its transitions: read it, send it events, hear of its changes. */
export interface ReportViewStore<D = unknown> {
  getState: () => ReportViewState<D>;
  dispatch: (event: ReportViewEvent<D>) => void;
  /** Calls the listener after each change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/** A store of one report view, opening with the report's initial filter values. */
export function createReportViewStore<D = unknown>(filters: Record<string, unknown>): ReportViewStore<D> {
  let state = initialReportViewState<D>(filters);
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch: (event) => {
      const next = reduceReportView(state, event);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
