import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ErpClient } from '../../api/erpClient';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import type { Column, ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import type { GridToolsQuery } from '../../engine/grid/gridTools';
import type { LocalPage } from '../../engine/summaries/localRows';
import { rowFieldsRead } from '../../engine/exports/rowFieldsRead';
import { withConditions } from '../../engine/grid/withConditions';
import type { SortRequest } from '../actions/actionTypes';
import type { SummaryExport } from '../exports/exportJob';
import type { GroupChoice } from './SummaryPanel';
import type { SummarySession } from './SummarySession';

/** The search a summary reads: the report, its context and client, the grid's sort, filter row and search, and its rows. */
export interface SummarySearch {
  definition: ReportDefinition;
  context: ConditionContext;
  erp: ErpClient;
  sort?: SortRequest | undefined;
  gridQuery?: GridToolsQuery | undefined;
  total: number;
}

/** The summary session of the search on screen, made by the panel's chunk (this module only holds it): one per search, key and all. */
export interface SummaryHolder {
  key: string;
  search: SummarySearch;
  columns: Column[];
  current: SummarySession | null;
}

/** The grid's data while it shows a group's rows: its key (for the rows cache) and its pages, from the summary's worker. */
export interface LocalRows {
  key: string;
  page: (query: { page: number; pageSize: number; sort?: { column: string; direction: 'asc' | 'desc' } | undefined }) => Promise<LocalPage>;
}

/**
 * What a result grid keeps of its summaries: whether the Resumen panel is open, the session of the search on screen (closed when the search,
 * filter row or search text change, or the grid goes), the group whose rows the grid shows (and how: the service's query, or the worker's
 * pages), and the summary the Excel export adds.
 */
export function useSummaryHost({ columns, gridQuery, searchId, onGroupChange }: {
  columns: Column[]; gridQuery: GridToolsQuery; searchId: number | null; onGroupChange: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [group, setGroup] = useState<GroupChoice | null>(null);
  // The summary shown, read by the Excel export when it starts (kept aside: a new summary does not draw the grid again).
  const exported = useRef<SummaryExport | undefined>(undefined);
  const setExported = useCallback((summary: SummaryExport | undefined) => { exported.current = summary; }, []);
  const key = `${searchId ?? ''}|${JSON.stringify(gridQuery)}`;
  const holder = useRef<SummaryHolder | null>(null);

  const discard = useCallback(() => {
    holder.current?.current?.close();
    if (holder.current) holder.current.current = null;
  }, []);

  // Another search (or filter row, or search text) ends the group view and the session; closing the grid stops its worker.
  useEffect(() => {
    setGroup(null);
    return () => {
      holder.current?.current?.close();
      holder.current = null;
    };
  }, [key]);

  /** The holder of the search on screen, new when the search changed. */
  const holderOf = useCallback((search: SummarySearch): SummaryHolder => {
    if (!holder.current || holder.current.key !== key) {
      holder.current?.current?.close();
      holder.current = { key, search, columns, current: null };
    }
    return holder.current;
  }, [key, columns]);

  const chooseGroup = useCallback((choice: GroupChoice | null) => {
    setGroup(choice);
    onGroupChange();
  }, [onGroupChange]);

  // A group's rows: asked of the service with the group's conditions added to the filter row where it takes them, else paged by the
  // worker from the rows it holds (read again with the grid's fields if it holds fewer).
  const groupQuery: GridToolsQuery | undefined = useMemo(() => (group?.conditions ? withConditions(gridQuery, group.conditions) : undefined), [group, gridQuery]);
  const local: LocalRows | undefined = useMemo(() => {
    const session = holder.current?.current;
    if (!group || groupQuery || !session) return undefined;
    const fields = rowFieldsRead(columns);
    return {
      key: JSON.stringify([key, group.keys, group.spec]),
      page: (query) => session.page({ spec: group.spec, keys: group.keys, ...query }, fields),
    };
  }, [group, groupQuery, key, columns]);

  return { open, setOpen, group, chooseGroup, groupQuery, local, holderOf, discard, exported, setExported };
}
