import { useCallback, useState } from 'react';

/** The page of a result grid: number (from 1), size, and the rows expanded on it (a new page, size or tool change collapses them). */
export function useGridPage(initialSize: number) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);
  const [expanded, setExpanded] = useState<string[]>([]);
  const toPageOne = useCallback(() => { setPage(1); setExpanded([]); }, []);
  return {
    page, pageSize, expanded, setExpanded, setPage,
    /** Back to page 1 with every row collapsed (a tool changed: filter row, search, columns). */
    toPageOne,
    goTo: (next: number) => { setPage(next); setExpanded([]); },
    resize: (size: number) => { setPageSize(size); setPage(1); setExpanded([]); },
  };
}
