import { useCallback, useState } from 'react';
import type { GridViewState } from '../views/gridViewChannel';

/**
 * The page of a result grid: number (from 1), size, and the rows expanded on it (a new page, size or tool change collapses them). `report`
 * hears the page and size the user goes to (a saved view's or a link's state).
 */
export function useGridPage(initialSize: number, initialPage = 1, report?: (part: Partial<GridViewState>) => void) {
  const [page, setPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState(initialSize);
  const [expanded, setExpanded] = useState<string[]>([]);
  const toPageOne = useCallback(() => { setPage(1); setExpanded([]); report?.({ page: 1 }); }, [report]);
  return {
    page, pageSize, expanded, setExpanded, setPage,
    /** Back to page 1 with every row collapsed (a tool changed: filter row, search, columns). */
    toPageOne,
    goTo: (next: number) => { setPage(next); setExpanded([]); report?.({ page: next }); },
    resize: (size: number) => { setPageSize(size); setPage(1); setExpanded([]); report?.({ pageSize: size, page: 1 }); },
  };
}
