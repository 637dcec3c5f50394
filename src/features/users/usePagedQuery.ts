import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../kit/hooks/useDebouncedValue';
import type { ListQuery, Page } from './api/usersApi';

/** Where a paged table starts: rows per page, sort, and the search debounce (spec 1 §2.12, §9). */
export interface PagedQueryInit {
  rowsPerPage: number;
  orderBy: string;
  order?: 'ASC' | 'DESC';
  debounceMs?: number;
  enabled?: boolean;
}

/**
 * A server-paged, sortable, searchable table: typing waits for the debounce and goes back to the first page; a click on the sorted column
 * flips the direction, on another column sorts it ascending; the previous page stays on screen while the next one loads.
 */
export function usePagedQuery<T>(key: readonly unknown[], load: (q: ListQuery) => Promise<Page<T>>, init: PagedQueryInit) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [rowsPerPage, setRows] = useState(init.rowsPerPage);
  const [sort, setSort] = useState<{ orderBy: string; order: 'ASC' | 'DESC' }>({ orderBy: init.orderBy, order: init.order ?? 'ASC' });
  const debounced = useDebouncedValue(search.trim(), init.debounceMs ?? SEARCH_DEBOUNCE_MS);
  const q: ListQuery = { page, rowsPerPage, orderBy: sort.orderBy, order: sort.order, search: debounced };
  const query = useQuery({ queryKey: [...key, q], queryFn: () => load(q), placeholderData: keepPreviousData, enabled: init.enabled !== false });
  return {
    query,
    rows: query.data?.rows ?? [],
    total: query.data?.total ?? 0,
    search,
    setSearch: (text: string) => { setSearchText(text); setPage(1); },
    page,
    setPage,
    rowsPerPage,
    setRowsPerPage: (n: number) => { setRows(n); setPage(1); },
    ...sort,
    sortBy: (column: string) => setSort((s) => ({ orderBy: column, order: s.orderBy === column && s.order === 'ASC' ? 'DESC' : 'ASC' })),
  };
}
