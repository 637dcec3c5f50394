import type { ViewFilterCell, ViewState } from './viewState';

/** The longest state a link carries (characters of its JSON); a longer one is not read. */
export const MAX_LINK_STATE = 8000;

/** What a report's address says beyond the report: a view by id, or the state itself (with the page), or nothing. */
export type ViewLink =
  | { kind: 'view'; id: string }
  | { kind: 'state'; state: ViewState; page?: number | undefined }
  | { kind: 'none' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** A state read from an address: only well-formed parts are kept (anything else in the address is ignored, never an error). */
export function readLinkState(value: unknown): { state: ViewState; page?: number | undefined } | null {
  if (!isRecord(value) || !isRecord(value.f)) return null;
  const state: ViewState = { filters: value.f };
  if (Array.isArray(value.c) && value.c.every((c) => typeof c === 'string')) state.columns = value.c as string[];
  if (Array.isArray(value.s) && typeof value.s[0] === 'string' && (value.s[1] === 'asc' || value.s[1] === 'desc')) state.sort = { column: value.s[0], direction: value.s[1] };
  if (isInt(value.p, 1, 1000)) state.pageSize = value.p;
  if (isRecord(value.r)) {
    const cells = Object.entries(value.r).filter((e): e is [string, ViewFilterCell] => isRecord(e[1]) && typeof e[1].operator === 'string' && typeof e[1].value === 'string');
    if (cells.length) state.filterRow = Object.fromEntries(cells);
  }
  if (typeof value.q === 'string' && value.q.trim()) state.search = value.q;
  return { state, ...(isInt(value.n, 1, 1_000_000) ? { page: value.n } : {}) };
}

/** The address's search part for a view (`?vista=<id>`) or an ad-hoc state (`?estado=<JSON>`, with the page). */
export function linkSearch(link: ViewLink): string {
  if (link.kind === 'view') return `?${new URLSearchParams({ vista: link.id }).toString()}`;
  if (link.kind === 'none') return '';
  const s = link.state;
  const compact = {
    f: s.filters, ...(s.columns ? { c: s.columns } : {}), ...(s.sort ? { s: [s.sort.column, s.sort.direction] } : {}), ...(s.pageSize ? { p: s.pageSize } : {}),
    ...(s.filterRow && Object.keys(s.filterRow).length ? { r: s.filterRow } : {}), ...(s.search?.trim() ? { q: s.search } : {}), ...(link.page && link.page > 1 ? { n: link.page } : {}),
  };
  return `?${new URLSearchParams({ estado: JSON.stringify(compact) }).toString()}`;
}

/** What an address's search part says: `vista` wins over `estado`; a malformed or oversized state is no state. */
export function readViewLink(search: string): ViewLink {
  const params = new URLSearchParams(search);
  const id = params.get('vista');
  if (id && id.length <= 60) return { kind: 'view', id };
  const text = params.get('estado');
  if (!text || text.length > MAX_LINK_STATE) return { kind: 'none' };
  try {
    const read = readLinkState(JSON.parse(text));
    return read ? { kind: 'state', ...read } : { kind: 'none' };
  } catch {
    return { kind: 'none' };
  }
}
