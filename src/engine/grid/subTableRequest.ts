import type { ConditionContext } from '../conditions/conditionContext';
import type { Column, Detail } from '../definition/reportDefinition.gen';
import { buildPayload } from '../request/buildPayload';
import { cellValue } from '../values/cellValue';
import { getPath, isEmpty } from '../values/getPath';

/** Paging and sort of one sub-table of an expanded row: page from 0, rows per page, sort by a column's field. */
export interface SubTableState {
  page: number;
  pageSize: number;
  sort?: { column: string; direction: 'asc' | 'desc' } | undefined;
}

/** A sub-table pages and sorts on the server when its request names paging fields; otherwise it loads every line and pages them on screen. */
export function isServerPaged(detail: Pick<Detail, 'request'>): boolean {
  const p = detail.request.paging;
  return Boolean(p && (p.offset || p.numRows));
}

/** The first state of a sub-table: its page size (else the first offered, else 5), the first page and its default sort. */
export function initialSubTableState(detail: Pick<Detail, 'pageSize' | 'pageSizes' | 'defaultSort'>): SubTableState {
  return { page: 0, pageSize: detail.pageSize ?? detail.pageSizes?.[0] ?? 5, sort: detail.defaultSort ? { ...detail.defaultSort } : undefined };
}

/** The page sizes offered: the definition's, always including the current one, ascending. */
export function subTablePageSizes(detail: Pick<Detail, 'pageSizes'>, state: SubTableState): number[] {
  return [...new Set([...(detail.pageSizes ?? []), state.pageSize])].sort((a, b) => a - b);
}

/** A click on a column header: the same column flips its direction, another one sorts ascending; either way back to the first page. */
export function sortByColumn(state: SubTableState, column: string): SubTableState {
  const direction = state.sort?.column === column && state.sort.direction === 'asc' ? 'desc' : 'asc';
  return { ...state, page: 0, sort: { column, direction } };
}

/** Another page size shows the first page. */
export function withPageSize(state: SubTableState, pageSize: number): SubTableState {
  return { ...state, page: 0, pageSize };
}

/** Whether a column's header sorts: not when marked unsortable, nor a computed column without a server column to sort by. */
export function isSortableColumn(column: Pick<Column, 'sortable' | 'value' | 'sortField'>): boolean {
  return column.sortable !== false && (!column.value || Boolean(column.sortField));
}

/** The request body of a sub-table: the payload with the parent row as context, plus (when server-paged) offset, rows and sort by server column name. */
export function subTablePayload(detail: Pick<Detail, 'request' | 'columns'>, ctx: ConditionContext, state: SubTableState): Record<string, unknown> {
  if (!isServerPaged(detail)) return buildPayload(detail.request, ctx);
  const sorted = state.sort ? detail.columns.find((c) => c.field === state.sort!.column) : undefined;
  const sort = state.sort ? { column: sorted?.sortField ?? state.sort.column, direction: state.sort.direction } : undefined;
  return buildPayload(detail.request, ctx, { page: state.page + 1, pageSize: state.pageSize, sort });
}

/** The lines a sub-table shows: the reply's page when server-paged, else the slice of the page among all lines. */
export function linesShown<T>(detail: Pick<Detail, 'request'>, state: SubTableState, rows: readonly T[]): T[] {
  return isServerPaged(detail) ? [...rows] : rows.slice(state.page * state.pageSize, (state.page + 1) * state.pageSize);
}

/** The value a column shows for a line: its computed value (with the line as row) or the line's field. */
export function lineValue(column: Pick<Column, 'field' | 'value'>, line: Record<string, unknown>, ctx: ConditionContext): unknown {
  return cellValue(column, line, ctx);
}

/** The footer of a sub-table: the distinct non-empty values of its field among the lines shown, in order of appearance. */
export function footerValues(lines: readonly Record<string, unknown>[], field: string): string[] {
  const seen = new Set<string>();
  for (const line of lines) {
    const v = getPath(line, field);
    if (isEmpty(v)) continue;
    const text = String(v).trim();
    if (text) seen.add(text);
  }
  return [...seen];
}
