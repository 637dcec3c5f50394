import type { ViewFilterCell, ViewSort } from '../../engine/views/viewState';

/** What a result grid shows beyond its rows: the columns shown in order and their widths, the sort, the page and its size, the tools' filter row and search. */
export interface GridViewState {
  columns?: string[] | undefined;
  widths?: Record<string, number> | undefined;
  sort?: ViewSort | undefined;
  pageSize?: number | undefined;
  page?: number | undefined;
  filterRow?: Record<string, ViewFilterCell> | undefined;
  search?: string | undefined;
}

/**
 * Between a report's views and its result grid: a grid starts from `start()` and reports what the user changes; a view applied sets where the
 * next grids start. The user's own column layout (columns and widths) is told to `onLayout` when it changes.
 */
export interface GridViewChannel {
  start(): GridViewState;
  current(): GridViewState;
  /** A view applied (or the report's standard state): the grids after it start here. */
  set(next: GridViewState): void;
  /** Clear: the sort, page and tools go back to the view's; the columns the user arranged stay. */
  resetRun(): void;
  /** The user's own layout: the columns and widths of a grid whose view does not say them. */
  setFallback(layout: Pick<GridViewState, 'columns' | 'widths'>): void;
  report(part: Partial<GridViewState>): void;
  subscribe(listener: () => void): () => void;
}

/** A channel; `onLayout` hears the user's column changes (shown columns in order, widths). */
export function createGridViewChannel(onLayout?: (layout: Pick<GridViewState, 'columns' | 'widths'>) => void): GridViewChannel {
  let base: GridViewState = {};
  let current: GridViewState = {};
  let fallback: Pick<GridViewState, 'columns' | 'widths'> = {};
  const listeners = new Set<() => void>();
  const changed = () => { for (const l of [...listeners]) l(); };
  return {
    start: () => ({ ...current, columns: current.columns ?? fallback.columns, widths: current.widths ?? fallback.widths }),
    current: () => current,
    set(next) {
      base = next;
      current = next;
      changed();
    },
    setFallback(layout) {
      fallback = layout;
    },
    resetRun() {
      current = { ...base, columns: current.columns, widths: current.widths };
      changed();
    },
    report(part) {
      const next = { ...current, ...part };
      if (Object.keys(part).every((k) => JSON.stringify(next[k as keyof GridViewState]) === JSON.stringify(current[k as keyof GridViewState]))) return;
      current = next;
      if ('columns' in part || 'widths' in part) onLayout?.({ columns: current.columns ?? fallback.columns, widths: { ...fallback.widths, ...current.widths } });
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
