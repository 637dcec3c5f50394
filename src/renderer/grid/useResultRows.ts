import { useEffect, useMemo } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErpClient } from '../../api/erpClient';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import type { GridResult, ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import type { GridToolsQuery } from '../../engine/grid/gridTools';
import { isReplyOk, mapRows } from '../../engine/reply/mapReply';
import { buildPayload } from '../../engine/request/buildPayload';
import { getPath } from '../../engine/values/getPath';
import type { SortRequest } from '../actions/actionTypes';
import { resultStatus, type ResultPhase, type ResultStatus } from '../state/resultStatus';
import type { LocalRows } from '../summaries/useSummaryHost';

/** How long a page's rows count as fresh (a search's pages are otherwise asked again whenever shown again). */
const ROWS_FRESH_MS = 1000;

/** A grid's report of its search: which search, its phase, and the total of its rows. */
export interface GridOutcome {
  searchId: number;
  phase: ResultPhase;
  total: number;
}

/** The rows of a search's page (asked only for a search, not for a grid built ahead), with the total, the server sort and the grid's status. */
export function useResultRows({ definition, result, erp, context, searchId, page, pageSize, sort, toolsQuery, onOutcome, local, grouped }: {
  definition: ReportDefinition;
  result: GridResult;
  erp: ErpClient;
  context: ConditionContext;
  searchId: number | null;
  page: number;
  pageSize: number;
  /** The sort by the grid's column ids. */
  sort: { column: string; direction: 'asc' | 'desc' } | undefined;
  toolsQuery: GridToolsQuery;
  /** Told of the search's phase and total when they change. */
  onOutcome?: ((outcome: GridOutcome) => void) | undefined;
  /** The rows of a summary's group, held by its worker: the grid pages and sorts them there instead of asking the service. */
  local?: LocalRows | undefined;
  /** The rows are a summary's group's, not the search's: the search's outcome is not reported. */
  grouped?: boolean | undefined;
}) {
  const sortField = sort ? (result.columns.find((c) => c.field === sort.column)?.sortField ?? sort.column) : undefined;
  const serverSort: SortRequest | undefined = sort && sortField ? { column: sortField, direction: sort.direction } : undefined;
  const queryKey = local ? ['report-rows', definition.code, searchId, 'group', local.key, page, pageSize, sort?.column, sort?.direction]
    : ['report-rows', definition.code, searchId, page, pageSize, sort?.column, sort?.direction, toolsQuery];
  const queryFn = async ({ signal }: { signal: AbortSignal }) => {
    if (local) return local.page({ page, pageSize, sort });
    const request = definition.request!;
    const reply = await erp.post(request.endpoint, buildPayload(request, context, { page, pageSize, sort: serverSort, ...toolsQuery }), { signal });
    if (!isReplyOk(definition.reply, reply.data)) throw new Error(String(getPath(reply.data, 'errorMsg') ?? ''));
    return mapRows(definition.reply, reply.data);
  };
  // The page is asked while the search is drawn, not once it is committed: the grid's creation (the first search's, in the same commit)
  // then runs while the rows travel. Only when nothing is cached or in flight for the page (as usePrefetchQuery does).
  const queryClient = useQueryClient();
  if (searchId !== null && !local && !queryClient.getQueryState(queryKey)) void queryClient.prefetchQuery({ queryKey, queryFn });
  // Fresh for a second: a page asked during the draw and answered before the grid subscribed to it is not asked again.
  const query = useQuery({ queryKey, placeholderData: keepPreviousData, enabled: searchId !== null, queryFn, staleTime: ROWS_FRESH_MS });
  const rows = useMemo(() => query.data?.rows ?? [], [query.data]);
  const total = query.data?.total ?? 0;
  // Only the flags read here (the query tracks which ones a component reads, and draws it again only when those change).
  const status: ResultStatus = resultStatus(searchId, {
    isError: query.isError, isSuccess: query.isSuccess, isPlaceholderData: query.isPlaceholderData, isFetching: query.isFetching, isLoading: query.isLoading, total,
  });
  // A group's rows are not the search's: the report keeps the search's outcome (its total is what an export reads).
  useEffect(() => {
    if (searchId !== null && !grouped) onOutcome?.({ searchId, phase: status.phase, total });
  }, [searchId, status.phase, total, onOutcome, grouped]);
  return { query, rows, total, serverSort, status };
}
