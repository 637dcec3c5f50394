import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErpClient } from '../../api/erpClient';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import { initialFilters } from '../../engine/filters/initialFilters';
import { layoutOfChoice } from '../../engine/views/columnLayout';
import { staleViewParts, isStale, type StaleViewParts } from '../../engine/views/staleViewParts';
import { applyViewFilters, viewFilters } from '../../engine/views/viewFilters';
import { linkSearch, readViewLink } from '../../engine/views/viewLink';
import { sameViewState, viewsEnabled, type ViewState } from '../../engine/views/viewState';
import { columnChoiceKey, readColumnChoice } from '../../engine/grid/gridTools';
import { filterValues, type ReportScreen, type ReportViewEvent } from '../state/reportViewState';
import { createGridViewChannel, type GridViewChannel, type GridViewState } from './gridViewChannel';
import { PINNED_KEY, viewsKey } from './viewQueryKeys';
import { saveColumnLayout, storedViewsQuery, withPresets, type ReportViews, type SavedView } from './viewCalls';

/** Where the report's address is read and written (the report dialog's page address); absent in the designer's preview. */
export interface ReportAddress {
  /** The address's search part when the report opened. */
  initial: string;
  /** Writes the search part of the address (replacing the history entry). */
  replace: (search: string) => void;
  /** The full address with a search part. */
  href: (search: string) => string;
}

/** What the views say to the user above the filters: a view applied without parts its report no longer has, or a link's view not available. */
export type ViewNotice = { kind: 'stale'; name: string; parts: StaleViewParts } | { kind: 'unavailable' };

/** How long after the last column change the user's layout is stored. */
const LAYOUT_SAVE_MS = 800;

/** The grid part of a view state, only the columns the definition has and a sort on a column it has. */
function gridPart(def: ReportDefinition, state: ViewState, stale: StaleViewParts): GridViewState {
  if (def.result.kind !== 'grid') return {};
  const result = def.result;
  const pageSize = state.pageSize && (!result.pageSizes?.length || result.pageSizes.includes(state.pageSize)) ? state.pageSize : undefined;
  const filterRow = state.filterRow ? Object.fromEntries(Object.entries(state.filterRow).filter(([f]) => !stale.filterRow.includes(f))) : undefined;
  return {
    columns: state.columns?.filter((c) => !stale.columns.includes(c)),
    sort: stale.sort ? undefined : state.sort,
    pageSize,
    filterRow: filterRow && Object.keys(filterRow).length ? filterRow : undefined,
    search: state.search,
  };
}

export interface ReportViewsApi {
  enabled: boolean;
  /** The views have arrived (or failed, or the report has none): the report may build its grid and search on open. */
  ready: boolean;
  channel: GridViewChannel;
  data: ReportViews | undefined;
  activeId: string | null;
  active: SavedView | undefined;
  /** The current state differs from the active view's. */
  dirty: boolean;
  notice: ViewNotice | null;
  dismissNotice: () => void;
  /** The state now: filters that differ from the initial ones, the grid's columns, sort, page size and tools. */
  snapshot: () => ViewState;
  apply: (view: SavedView | null, options?: { search?: boolean }) => void;
  /** After a save: the view saved becomes the active one, unmodified. */
  saved: (id: string) => void;
  refresh: () => Promise<void>;
  /** The active view was deleted: the screen stays as it is, under no view. */
  detach: () => void;
  link: () => string;
  onCleared: () => void;
}

/**
 * The report's saved views: fetched with the report, applied on open (a link's view or state, else the user's default), the grid's
 * layout kept on the services, the address kept in step with what the user sees.
 */
export function useReportViews({ def, erp, address, baseContext, screen, dispatch, usuario }: {
  def: ReportDefinition;
  erp: ErpClient;
  address: ReportAddress | undefined;
  baseContext: ConditionContext;
  screen: ReportScreen<unknown>;
  dispatch: (event: ReportViewEvent<never>) => void;
  usuario: unknown;
}): ReportViewsApi {
  const enabled = Boolean(address) && viewsEnabled(def);
  const queryClient = useQueryClient();
  const query = useQuery({ ...storedViewsQuery(() => erp, def.code), enabled });
  const data = useMemo(() => (query.data ? withPresets(def, query.data) : undefined), [def, query.data]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [applied, setApplied] = useState<ViewState | null>(null);
  const [notice, setNotice] = useState<ViewNotice | null>(null);
  const activeRef = useRef<string | null>(null);
  activeRef.current = activeId;

  // The user's own layout is stored when it changes while no view is active (a view's columns change the view, marked modified): at
  // once in the views held (the report opened again takes it), on the services after a pause, and at the latest when the report closes.
  const layoutTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pendingLayout = useRef<(() => void) | null>(null);
  const [channel] = useState(() => createGridViewChannel((layout) => {
    if (!enabled || activeRef.current !== null) return;
    channel.setFallback(layout);
    queryClient.setQueryData<ReportViews>(viewsKey(def.code), (held) => (held ? { ...held, layout } : held));
    clearTimeout(layoutTimer.current);
    pendingLayout.current = () => {
      pendingLayout.current = null;
      void saveColumnLayout(erp, def.code, layout).catch(() => undefined);
    };
    layoutTimer.current = setTimeout(() => pendingLayout.current?.(), LAYOUT_SAVE_MS);
  }));
  useEffect(() => () => {
    clearTimeout(layoutTimer.current);
    pendingLayout.current?.();
  }, []);
  const gridState = useSyncExternalStore(channel.subscribe, channel.current);

  const initial = useCallback(() => initialFilters(def, baseContext), [def, baseContext]);
  const screenRef = useRef(screen);
  screenRef.current = screen;
  const snapshot = useCallback((): ViewState => {
    const g = channel.current();
    const grid = def.result.kind === 'grid';
    return {
      filters: viewFilters(def, initial(), filterValues(def, screenRef.current), baseContext),
      ...(grid && g.columns ? { columns: g.columns } : {}), ...(grid && g.sort ? { sort: g.sort } : {}), ...(grid && g.pageSize ? { pageSize: g.pageSize } : {}),
      ...(grid && g.filterRow && Object.keys(g.filterRow).length ? { filterRow: g.filterRow } : {}), ...(grid && g.search?.trim() ? { search: g.search } : {}),
    };
  }, [channel, def, initial, baseContext]);

  const apply = useCallback((view: SavedView | null, options: { search?: boolean; page?: number } = {}) => {
    const start = initial();
    const state: ViewState = view?.state ?? { filters: {} };
    const { filters: all, dropped } = applyViewFilters(def, start, state.filters, baseContext);
    const stale = staleViewParts(def, state);
    stale.filters = [...new Set([...stale.filters, ...dropped])];
    const field = def.choiceView?.field;
    const filters = { ...all };
    let choice: string | null = null;
    if (field && typeof filters[field] === 'string') {
      choice = filters[field] as string;
      delete filters[field];
    }
    const grid = gridPart(def, state, stale);
    channel.set({ ...grid, page: options.page });
    setActiveId(view?.id ?? null);
    setApplied({ filters: viewFilters(def, start, all, baseContext), ...Object.fromEntries(Object.entries(grid).filter(([, v]) => v !== undefined)) } as ViewState);
    setNotice(view && isStale(stale) ? { kind: 'stale', name: view.name, parts: stale } : null);
    const searchable = def.result.kind === 'grid' && (!def.choiceView || choice !== null);
    // The optional filter groups holding a value of the view open, so the user sees what the view sets.
    const set = Object.entries(state.filters).filter(([, v]) => v !== null && v !== undefined).map(([f]) => f);
    const openGroups = (def.filters.groups ?? []).filter((g) => g.fields.some((f) => set.includes(f))).map((g) => g.id);
    dispatch({ type: 'viewApplied', filters, choice, search: Boolean(options.search) && searchable, openGroups });
    // Without a search to follow, the address says the view chosen (or nothing, the standard) at once.
    if (!options.search || !searchable) address?.replace(view?.id ? linkSearch({ kind: 'view', id: view.id }) : '');
  }, [channel, def, initial, baseContext, dispatch, address]);

  // Once the views are there: a link's view or state, else the user's default view; the user's own layout underneath.
  const opened = useRef(false);
  const ready = !enabled || query.isFetched || query.isError;
  useEffect(() => {
    if (!enabled || opened.current || !ready) return;
    opened.current = true;
    const views = data?.views ?? [];
    channel.set({});
    const fallback = data?.layout ?? migrateLocalLayout(def, usuario, erp);
    if (fallback) channel.setFallback(fallback);
    const link = readViewLink(address?.initial ?? '');
    if (link.kind === 'view') {
      const view = views.find((v) => v.id === link.id);
      if (view) apply(view, { search: true });
      else setNotice({ kind: 'unavailable' });
      return;
    }
    if (link.kind === 'state') {
      apply({ id: '', name: '', own: false, preset: false, author: '', state: link.state, runOnOpen: true, sharedRoles: [], sharedAll: false, pinned: false }, { search: true, page: link.page });
      setActiveId(null);
      return;
    }
    const byDefault = views.find((v) => v.id === data?.defaultId);
    if (byDefault) apply(byDefault, { search: byDefault.runOnOpen });
  }, [enabled, ready, data, apply, address, channel, def, usuario, erp]);

  const active = activeId === null ? undefined : data?.views.find((v) => v.id === activeId);
  const dirty = Boolean(active && applied) && !sameViewState(snapshot(), applied!);
  // gridState and the screen are read by snapshot(): the marker follows every change.
  void gridState;

  const link = useCallback(() => {
    const a = activeRef.current;
    if (a !== null && !dirty) return linkSearch({ kind: 'view', id: a });
    return linkSearch({ kind: 'state', state: snapshot(), page: channel.current().page });
  }, [dirty, snapshot, channel]);

  // The address follows what the user sees: the view while unmodified, else the state searched (with its page).
  const searchId = screen.search?.id ?? null;
  // Before any search or view the address is left as it came (a link being opened).
  useEffect(() => {
    if (!enabled || !address || !opened.current || (searchId === null && activeId === null)) return;
    address.replace(searchId === null ? (dirty ? '' : linkSearch({ kind: 'view', id: activeId! })) : link());
  }, [enabled, address, searchId, activeId, dirty, gridState, link]);

  const refresh = useCallback(async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: viewsKey(def.code) }), queryClient.invalidateQueries({ queryKey: PINNED_KEY })]);
  }, [queryClient, def.code]);
  const saved = useCallback((id: string) => {
    setActiveId(id);
    setApplied(snapshot());
    setNotice(null);
  }, [snapshot]);

  return {
    enabled, ready, channel, data, activeId, active, dirty, notice, dismissNotice: () => setNotice(null), snapshot,
    apply, saved, refresh, detach: () => { setActiveId(null); setApplied(null); }, link: () => address?.href(link()) ?? '',
    onCleared: () => {
      channel.resetRun();
      address?.replace(activeId === null ? '' : linkSearch({ kind: 'view', id: activeId }));
    },
  };
}

/** A column choice an earlier portal kept in this browser: moved to the services once (and removed here), so it follows the user. */
function migrateLocalLayout(def: ReportDefinition, usuario: unknown, erp: ErpClient): { columns: string[] } | null {
  if (def.result.kind !== 'grid' || !def.result.tools?.columnChooser) return null;
  const key = columnChoiceKey(usuario, def.code);
  let text: string | null = null;
  try {
    text = localStorage.getItem(key);
  } catch {
    return null;
  }
  const choice = readColumnChoice(text);
  if (!text || Object.keys(choice).length === 0) return null;
  const layout = { columns: layoutOfChoice(def.result.columns.filter((c) => !c.exportOnly), choice) };
  void saveColumnLayout(erp, def.code, layout).then(() => localStorage.removeItem(key), () => undefined);
  return layout;
}
