import type { ConditionContext } from '../../engine/conditions/conditionContext';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import { applyFilterChange } from '../../engine/filters/fieldStates';
import type { ResultPhase } from './resultStatus';

/** The search on screen: its number (a new one for each search and reload, so the grid asks again) and the context of its filters. */
export interface SearchRun {
  id: number;
  context: ConditionContext;
}

/** An action dialog open above the report (`dialog` is what the renderer needs to draw it); innermost last. */
export interface OpenDialog<D> {
  id: number;
  dialog: D;
}

/** What the report draws: the form, the search asked, the grid built for it, a document being prepared, the embedded page, marks and dialogs. */
export interface ReportScreen<D = unknown> {
  /** Filter values as edited (the choice view's value apart). */
  filters: Record<string, unknown>;
  /** The choice view's chosen option, null until one is chosen. */
  choice: string | null;
  /** Optional filter groups the user opened. */
  openGroups: ReadonlySet<string>;
  /** Fields whose widget holds a value it cannot read (a date typed halfway): Search then asks to revise the filters. */
  fieldErrors: Record<string, boolean>;
  /** How many times the form was cleared (a selection list starts afresh at each). */
  clears: number;
  /** An empty result's offer changed a filter: the search runs again once the form holds it. */
  searchAgain: boolean;
  /** The search asked, null before the first one and after Clear or Back. */
  search: SearchRun | null;
  /** The result grid: its generation (a fresh one after Clear or Back) and whether it is built ahead, out of sight, before the first search. */
  grid: { key: number; ahead: boolean };
  /** A document (or the embedded page's address) is being prepared. */
  downloading: boolean;
  /** Address of the embedded page shown (frame results). */
  frameUrl: string | null;
  /** Per-report marks shared with custom cells and actions (e.g. purchase-order lines), keyed by row id. */
  marks: Record<string, boolean>;
  dialogs: readonly OpenDialog<D>[];
}

/**
 * What the search's last request brought, as the grid reports it. Kept apart from the screen: its arrival draws nothing again (the grid
 * shows it); actions read the total when they run.
 */
export type SearchOutcome =
  | { phase: 'none' }
  | { phase: ResultPhase; searchId: number; total: number };

/** The report view's state: what it draws, and the outcome of the search. */
export interface ReportViewState<D = unknown> {
  screen: ReportScreen<D>;
  outcome: SearchOutcome;
}

/** The report view's states as one word (see reportPhase). */
export type ReportPhase = 'choosing' | 'idle' | 'downloading' | 'framed' | ResultPhase;

/** Everything that changes the report view. */
export type ReportViewEvent<D = unknown> =
  /** An option of the choice view chosen. */
  | { type: 'chose'; value: string }
  /** Back to the choice view: the search is forgotten. */
  | { type: 'choiceLeft' }
  | { type: 'groupToggled'; id: string }
  /** The form's values changed (context: the condition context of the new values; the definition says which fields depend on which). */
  | { type: 'filtersEdited'; definition: ReportDefinition; values: Record<string, unknown>; context: ConditionContext }
  /** Values set by the view itself (a field whose option list came back empty takes its whenNoOptions value). */
  | { type: 'filtersFilled'; values: Record<string, unknown> }
  | { type: 'fieldErrorSet'; field: string; has: boolean }
  /** Clear: the initial values again, no search, a fresh grid, no embedded page. */
  | { type: 'cleared'; filters: Record<string, unknown> }
  /** A saved view (or a link's state) applied: its filter values and choice, a fresh grid, and a search when asked (run on open, a link). */
  | { type: 'viewApplied'; filters: Record<string, unknown>; choice: string | null; search: boolean; openGroups?: readonly string[] }
  /** An empty result's offer of an earlier start: the filter takes it and the search runs again. */
  | { type: 'widened'; field: string; value: string }
  | { type: 'searchAgainTaken' }
  /** A grid search with the context of the filters now. */
  | { type: 'searched'; context: ConditionContext }
  /** The same search asked again (after an action changed the data). */
  | { type: 'reloaded' }
  | { type: 'gridBuiltAhead' }
  /** The grid's report of its rows request for a search. */
  | { type: 'outcomeReported'; searchId: number; phase: ResultPhase; total: number }
  | { type: 'downloadStarted' }
  | { type: 'downloadEnded' }
  | { type: 'frameShown'; url: string }
  | { type: 'marksSet'; marks: Record<string, boolean> }
  | { type: 'markSet'; rowId: string; on: boolean }
  | { type: 'dialogOpened'; dialog: D }
  | { type: 'dialogClosed'; id: number };

const NO_OUTCOME: SearchOutcome = { phase: 'none' };

/** The state a report opens in: its initial filter values, nothing searched. */
export function initialReportViewState<D = unknown>(filters: Record<string, unknown>): ReportViewState<D> {
  return {
    screen: {
      filters, choice: null, openGroups: new Set(), fieldErrors: {}, clears: 0, searchAgain: false, search: null,
      grid: { key: 0, ahead: false }, downloading: false, frameUrl: null, marks: {}, dialogs: [],
    },
    outcome: NO_OUTCOME,
  };
}

/** No results any more: the search is forgotten and its grid discarded (a fresh one is built ahead for the next search). */
function dropResults<D>(screen: ReportScreen<D>): ReportScreen<D> {
  return { ...screen, search: null, grid: { key: screen.grid.key + 1, ahead: false } };
}

/** The screen after an event (the same object when nothing changes). */
function nextScreen<D>(s: ReportScreen<D>, event: ReportViewEvent<D>): ReportScreen<D> {
  switch (event.type) {
    case 'chose': return { ...s, choice: event.value };
    case 'choiceLeft': return dropResults({ ...s, choice: null });
    case 'groupToggled': {
      const openGroups = new Set(s.openGroups);
      if (openGroups.has(event.id)) openGroups.delete(event.id);
      else openGroups.add(event.id);
      return { ...s, openGroups };
    }
    case 'filtersEdited': return { ...s, filters: applyFilterChange(event.definition, s.filters, event.values, event.context) };
    case 'filtersFilled': return { ...s, filters: { ...s.filters, ...event.values } };
    case 'fieldErrorSet': return s.fieldErrors[event.field] === event.has ? s : { ...s, fieldErrors: { ...s.fieldErrors, [event.field]: event.has } };
    case 'cleared': return { ...dropResults(s), clears: s.clears + 1, filters: event.filters, fieldErrors: {}, frameUrl: null };
    case 'viewApplied': return {
      ...dropResults(s), clears: s.clears + 1, filters: event.filters, choice: event.choice ?? s.choice, fieldErrors: {}, frameUrl: null, searchAgain: event.search,
      openGroups: event.openGroups?.length ? new Set([...s.openGroups, ...event.openGroups]) : s.openGroups,
    };
    case 'widened': return { ...s, filters: { ...s.filters, [event.field]: event.value }, searchAgain: true };
    case 'searchAgainTaken': return s.searchAgain ? { ...s, searchAgain: false } : s;
    case 'searched': return { ...s, marks: {}, search: { id: (s.search?.id ?? 0) + 1, context: event.context } };
    case 'reloaded': return s.search ? { ...s, search: { ...s.search, id: s.search.id + 1 } } : s;
    case 'gridBuiltAhead': return s.grid.ahead ? s : { ...s, grid: { ...s.grid, ahead: true } };
    case 'downloadStarted': return { ...s, downloading: true };
    case 'downloadEnded': return { ...s, downloading: false };
    case 'frameShown': return { ...s, frameUrl: event.url };
    case 'marksSet': return { ...s, marks: event.marks };
    case 'markSet': return { ...s, marks: { ...s.marks, [event.rowId]: event.on } };
    case 'dialogOpened': return { ...s, dialogs: [...s.dialogs, { id: (s.dialogs.at(-1)?.id ?? 0) + 1, dialog: event.dialog }] };
    case 'dialogClosed': return { ...s, dialogs: s.dialogs.filter((d) => d.id !== event.id) };
    case 'outcomeReported': return s;
  }
}

/** The outcome after an event: a new search waits for its rows, a dropped one has none, and only the current search's report counts. */
function nextOutcome<D>(outcome: SearchOutcome, before: ReportScreen<D>, after: ReportScreen<D>, event: ReportViewEvent<D>): SearchOutcome {
  if (event.type === 'outcomeReported') {
    if (after.search?.id !== event.searchId) return outcome;
    const same = outcome.phase === event.phase && 'searchId' in outcome && outcome.searchId === event.searchId && outcome.total === event.total;
    return same ? outcome : { phase: event.phase, searchId: event.searchId, total: event.total };
  }
  if (after.search === before.search) return outcome;
  if (!after.search) return NO_OUTCOME;
  // A reload keeps the total on screen until its rows arrive.
  return { phase: 'searching', searchId: after.search.id, total: event.type === 'reloaded' && 'total' in outcome ? outcome.total : 0 };
}

/** The report view's transitions; the same state object when an event changes nothing. */
export function reduceReportView<D>(state: ReportViewState<D>, event: ReportViewEvent<D>): ReportViewState<D> {
  const screen = nextScreen(state.screen, event);
  const outcome = nextOutcome(state.outcome, state.screen, screen, event);
  return screen === state.screen && outcome === state.outcome ? state : { screen, outcome };
}

/** The filter values the form and the request read: the filters with the choice view's field set to the chosen option. */
export function filterValues(definition: ReportDefinition, screen: Pick<ReportScreen, 'filters' | 'choice'>): Record<string, unknown> {
  return definition.choiceView && screen.choice ? { ...screen.filters, [definition.choiceView.field]: screen.choice } : screen.filters;
}

/** Whether the filters show (after the choice, when the report has a choice view). */
export function filtersShown(definition: ReportDefinition, screen: Pick<ReportScreen, 'choice'>): boolean {
  return !definition.choiceView || Boolean(screen.choice);
}

/**
 * The report view's state as one word: choosing (the choice view), idle (filters, nothing searched), downloading (a document being
 * prepared), framed (an embedded page shown), or the search's phase (searching, results, empty, failed).
 */
export function reportPhase(definition: ReportDefinition, { screen, outcome }: ReportViewState): ReportPhase {
  if (!filtersShown(definition, screen)) return 'choosing';
  if (screen.downloading) return 'downloading';
  if (screen.search) return outcome.phase === 'none' ? 'searching' : outcome.phase;
  if (screen.frameUrl) return 'framed';
  return 'idle';
}

/** The total of the search's rows as last reported (0 before any). */
export function searchTotal(outcome: SearchOutcome): number {
  return 'total' in outcome ? outcome.total : 0;
}
