import type { ConditionContext } from '../conditions/conditionContext';
import type { RequestSpec } from '../definition/reportDefinition.gen';
import type { GridToolsQuery } from '../grid/gridTools';
import { resolveMap } from '../values/resolveValue';

/** Page and sort of a grid request, and the grid tools' filter row and search panel (when used). */
export interface PageRequest extends GridToolsQuery {
  page: number;
  pageSize: number;
  sort?: { column: string; direction: 'asc' | 'desc' } | undefined;
}

/** The grid tools' values and the paging names that carry them. */
const TOOL_FIELDS = ['filter', 'query', 'search', 'searchCols'] as const;

/**
 * Builds a request body from the definition: mapped values plus paging (offset = pageSize*(page-1)+1), sort, and the grid tools'
 * filter, query, search and searchCols under the names request.paging gives them (only those it names, only when set).
 */
export function buildPayload(request: RequestSpec, ctx: ConditionContext, page?: PageRequest): Record<string, unknown> {
  const body = resolveMap(request.payload, ctx);
  if (page && request.paging) {
    const p = request.paging;
    if (p.offset) body[p.offset] = page.pageSize * (page.page - 1) + 1;
    if (p.numRows) body[p.numRows] = page.pageSize;
    if (page.sort) {
      if (p.orderBy) body[p.orderBy] = page.sort.column;
      if (p.order) body[p.order] = page.sort.direction.toUpperCase();
    }
    for (const name of TOOL_FIELDS) {
      const field = p[name];
      if (field && page[name] !== undefined) body[field] = page[name];
    }
  }
  return body;
}
