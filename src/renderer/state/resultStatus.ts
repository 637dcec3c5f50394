/** Where a grid's search stands: built ahead (no search yet), searching, rows on screen, an empty result, or a failed request. */
export type ResultPhase = 'ahead' | 'searching' | 'results' | 'empty' | 'failed';

/** What the grid draws from its rows request: the phase, a request on its way (the progress bar), the first rows awaited (the grid's loading overlay). */
export interface ResultStatus {
  phase: ResultPhase;
  fetching: boolean;
  firstLoad: boolean;
}

/** The flags of the rows request (TanStack Query's names) and the total it brought. */
export interface RowsRequestFlags {
  isError: boolean;
  isSuccess: boolean;
  isPlaceholderData: boolean;
  isFetching: boolean;
  isLoading: boolean;
  total: number;
}

/**
 * The grid's status for a search (`searchId` null: built ahead, asking for nothing). While another page or search is on its way the rows
 * of the previous one stay on screen: searching, not results, until its own rows arrive.
 */
export function resultStatus(searchId: number | null, q: RowsRequestFlags): ResultStatus {
  const base = { fetching: q.isFetching, firstLoad: q.isLoading };
  if (searchId === null) return { ...base, phase: 'ahead' };
  if (q.isError) return { ...base, phase: 'failed' };
  if (q.isSuccess && !q.isPlaceholderData) return { ...base, phase: q.total === 0 ? 'empty' : 'results' };
  return { ...base, phase: 'searching' };
}
