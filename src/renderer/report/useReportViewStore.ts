import { useState, useSyncExternalStore } from 'react';
import type { ReportScreen } from '../state/reportViewState';
import { createReportViewStore, type ReportViewStore } from '../state/reportViewStore';

/**
 * The report view's store, made once with the report's initial filter values, and the screen it draws: the component draws again when the
 * screen changes, not when only the search's outcome arrives (the grid shows that).
 */
export function useReportViewStore<D>(initialFilters: () => Record<string, unknown>): { store: ReportViewStore<D>; screen: ReportScreen<D> } {
  const [store] = useState(() => createReportViewStore<D>(initialFilters()));
  const screen = useSyncExternalStore(store.subscribe, () => store.getState().screen);
  return { store, screen };
}
