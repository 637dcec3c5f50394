import type { ErpClient } from '../../api/erpClient';
import { contractCall } from '../../api/contractCall';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import type { ViewState } from '../../engine/views/viewState';
import { viewStateFromWire, viewStateToWire, type WireViewState } from '../../engine/views/viewWire';
import { viewsKey } from './viewQueryKeys';

const P = '/wscomun/portalinformes';

/** A view the user may open: stored (own or shared with them) or offered by the definition (a preset, id `def:<id>`). */
export interface SavedView {
  id: string;
  /** The stored name; a preset is named by its labelKey. */
  name: string;
  labelKey?: string | undefined;
  own: boolean;
  preset: boolean;
  author: string;
  state: ViewState;
  runOnOpen: boolean;
  sharedRoles: string[];
  sharedAll: boolean;
  pinned: boolean;
}

/** The views of a report for the user, the user's default and column layout, and whether the user may share views (with which roles). */
export interface ReportViews {
  views: SavedView[];
  defaultId: string | null;
  layout: { columns?: string[] | undefined; widths?: Record<string, number> | undefined } | null;
  canShare: boolean;
  roles: { role: string; descripcion: string }[];
}

/** The definition's presets as views. */
function presetViews(definition: ReportDefinition): SavedView[] {
  return (definition.views?.presets ?? []).map((p) => ({
    id: `def:${p.id}`, name: p.id, labelKey: p.labelKey, own: false, preset: true, author: '',
    state: { filters: p.filters ?? {}, ...(p.columns ? { columns: p.columns } : {}), ...(p.sort ? { sort: p.sort } : {}), ...(p.pageSize ? { pageSize: p.pageSize } : {}) },
    runOnOpen: p.searchOnOpen === true, sharedRoles: [], sharedAll: true, pinned: false,
  }));
}

/** The report's views for the user with the definition's presets first (then the stored ones, own first). */
export function withPresets(definition: ReportDefinition, stored: ReportViews): ReportViews {
  return { ...stored, views: [...presetViews(definition), ...stored.views] };
}

/** How long views just fetched count as current (a report opening fetches them beside its definition, and the report takes them). */
export const VIEWS_CURRENT_MS = 2_000;

/** The query of a report's stored views for the user (fetched while the definition travels; the presets come from the definition). */
export const storedViewsQuery = (erp: () => ErpClient, code: string) => ({
  queryKey: viewsKey(code), queryFn: () => fetchStoredViews(erp(), code), staleTime: VIEWS_CURRENT_MS, retry: false, refetchOnWindowFocus: false,
});

/** The report's stored views the user may use (own first), the user's default and column layout, and whether the user may share. */
export async function fetchStoredViews(erp: ErpClient, code: string): Promise<ReportViews> {
  const { data } = await contractCall(erp, `${P}/vistasInforme`, { informe: code });
  const stored: SavedView[] = (data.result ?? []).map((v) => ({
    id: String(v.id), name: v.nombre ?? '', own: v.propia === 'S', preset: false, author: v.autorNombre || v.autor || '',
    state: viewStateFromWire(v as WireViewState), runOnOpen: v.ejecutarAlAbrir === 'S', sharedRoles: v.compartidaRoles ?? [], sharedAll: v.compartidaTodos === 'S',
    pinned: v.fijada === 'S',
  }));
  const layout = data.columnas ? { columns: data.columnas.columnas ?? undefined, widths: (data.columnas.anchos ?? undefined) as Record<string, number> | undefined } : null;
  return {
    views: stored, defaultId: data.predeterminada ?? null, layout,
    canShare: data.puedeCompartir === 'S', roles: (data.roles ?? []).map((r) => ({ role: r.role ?? '', descripcion: r.descripcion ?? '' })),
  };
}

/** What the user sets when saving a view. */
export interface ViewOptions {
  name: string;
  runOnOpen: boolean;
  isDefault: boolean;
  pinned: boolean;
  sharedRoles: string[];
  sharedAll: boolean;
}

/** The options a view opens its edit dialog with. */
export function optionsOf(view: SavedView, defaultId: string | null): ViewOptions {
  return { name: view.name, runOnOpen: view.runOnOpen, isDefault: view.id === defaultId, pinned: view.pinned, sharedRoles: view.sharedRoles, sharedAll: view.sharedAll };
}

/** Saves a view (a new one, or the user's own `id`) and answers its id. */
export async function saveView(erp: ErpClient, code: string, state: ViewState, options: ViewOptions, id?: string): Promise<string> {
  const { data } = await contractCall(erp, `${P}/guardarVista`, {
    informe: code, ...(id ? { id: Number(id) } : {}), nombre: options.name.trim(), ...viewStateToWire(state),
    ejecutarAlAbrir: options.runOnOpen ? 'S' : 'N', predeterminada: options.isDefault ? 'S' : 'N', fijada: options.pinned ? 'S' : 'N',
    compartidaRoles: options.sharedRoles, compartidaTodos: options.sharedAll ? 'S' : 'N',
  });
  return String(data.id);
}

export async function deleteView(erp: ErpClient, id: string): Promise<void> {
  await contractCall(erp, `${P}/borrarVista`, { id: Number(id) });
}

/** Marks a view as the user's default of the report ('' the standard) or pins it on the home. */
export async function markView(erp: ErpClient, code: string, id: string, marks: { isDefault?: boolean; pinned?: boolean }): Promise<void> {
  await contractCall(erp, `${P}/marcarVista`, {
    informe: code, vista: id,
    ...(marks.isDefault !== undefined ? { predeterminada: marks.isDefault ? 'S' : 'N' } : {}),
    ...(marks.pinned !== undefined ? { fijada: marks.pinned ? 'S' : 'N' } : {}),
  });
}

/** Stores the user's own column layout of the report (null clears it). */
export async function saveColumnLayout(erp: ErpClient, code: string, layout: { columns?: string[] | undefined; widths?: Record<string, number> | undefined } | null): Promise<void> {
  await contractCall(erp, `${P}/guardarColumnasInforme`, { informe: code, columnas: layout?.columns ?? null, anchos: layout?.widths ?? null });
}
