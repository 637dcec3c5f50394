import type { Detail } from '../../engine/definition/reportDefinition.gen';
import { initialSubTableState } from '../../engine/grid/subTableRequest';
import type { ReportRuntime } from './ReportRuntime';
import { DetailTablesPanel } from './DetailTablesPanel';
import { fetchSubTable, subTableKey } from './SubTable';

/** The query of a row's detail lines (its first table), cached under ['report-detail', code, parentId] (shared by the panel, dialogs and actions). */
export function detailQuery(runtime: Pick<ReportRuntime, 'definition' | 'context' | 'erp'>, detail: Detail, parent: Record<string, unknown>, parentId: string) {
  const state = initialSubTableState(detail);
  return {
    queryKey: subTableKey(runtime.definition.code, parentId, 0, detail, state),
    queryFn: () => fetchSubTable(runtime, detail, parent, state),
    select: (data: Awaited<ReturnType<typeof fetchSubTable>>) => (Array.isArray(data) ? data : data.rows),
  };
}

/** The lines of one detail (e.g. inside a dialog), loaded on show and paged. */
export function DetailPanel({ detail, parent, parentId }: { detail: Detail; parent: Record<string, unknown>; parentId: string }) {
  return <DetailTablesPanel tables={[detail]} parent={parent} parentId={parentId} />;
}
