import type { ConditionContext } from '../conditions/conditionContext';
import type { RequestSpec } from '../definition/reportDefinition.gen';
import { resolveMap } from '../values/resolveValue';

/** Page and sort of a grid request. */
export interface PageRequest {
  page: number;
  pageSize: number;
  sort?: { column: string; direction: 'asc' | 'desc' } | undefined;
}

/** Builds a request body from the definition: mapped values plus paging (offset = pageSize*(page-1)+1) and sort. */
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
  }
  return body;
}
