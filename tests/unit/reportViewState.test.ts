import { describe, expect, it, vi } from 'vitest';
import type { RuleFailure } from '../../src/engine/filters/checkRules';
import {
  filterValues, filtersShown, initialReportViewState, reduceReportView, reportPhase, searchTotal, type ReportViewEvent, type ReportViewState,
} from '../../src/renderer/state/reportViewState';
import { createReportViewStore } from '../../src/renderer/state/reportViewStore';
import { resultStatus, type RowsRequestFlags } from '../../src/renderer/state/resultStatus';
import { searchStep } from '../../src/renderer/state/searchStep';
import { ctxOf, definition } from './support/definitions';

type Dialog = { name: string };
const grid = definition('CERT_MEDIOAMB');
const withChoice = definition('ENTR_REC_TRANS');
const ctx = ctxOf('ADMIN');
const initial = () => initialReportViewState<Dialog>({ fechaInicial: '2026-01-01', fechaFinal: '2026-03-31' });
/** The state after a sequence of events. */
const after = (...events: ReportViewEvent<Dialog>[]) => events.reduce(reduceReportView<Dialog>, initial());
const searched: ReportViewEvent<Dialog> = { type: 'searched', context: ctx };
const reported = (phase: 'searching' | 'results' | 'empty' | 'failed', total: number, searchId = 1): ReportViewEvent<Dialog> => ({ type: 'outcomeReported', searchId, phase, total });

describe('the report view state: every transition', () => {
  it('opens idle: its initial filters, no choice, no search, no grid built, nothing downloading', () => {
    const s = initial();
    expect(s.screen).toMatchObject({ filters: { fechaInicial: '2026-01-01' }, choice: null, fieldErrors: {}, clears: 0, searchAgain: false, search: null, grid: { key: 0, ahead: false }, downloading: false, frameUrl: null, marks: {}, dialogs: [] });
    expect([...s.screen.openGroups]).toEqual([]);
    expect(s.outcome).toEqual({ phase: 'none' });
    expect(reportPhase(grid, s)).toBe('idle');
  });

  it('chose / choiceLeft: a choice shows the filters; Back forgets the choice, the search and its grid', () => {
    const chosen = after({ type: 'chose', value: 'R' });
    expect(chosen.screen.choice).toBe('R');
    expect(reportPhase(withChoice, initial())).toBe('choosing');
    expect(reportPhase(withChoice, chosen)).toBe('idle');
    const back = reduceReportView(reduceReportView(reduceReportView(chosen, { type: 'gridBuiltAhead' }), searched), { type: 'choiceLeft' });
    expect(back.screen).toMatchObject({ choice: null, search: null, grid: { key: 1, ahead: false } });
    expect(back.outcome).toEqual({ phase: 'none' });
    expect(reportPhase(withChoice, back)).toBe('choosing');
  });

  it('groupToggled: opens a filter group, and closes it again', () => {
    const open = after({ type: 'groupToggled', id: 'more' });
    expect([...open.screen.openGroups]).toEqual(['more']);
    expect([...reduceReportView(open, { type: 'groupToggled', id: 'more' }).screen.openGroups]).toEqual([]);
  });

  it('filtersEdited: the new values, with the fields that depend on a changed one cleared', () => {
    const start = initialReportViewState<Dialog>({ cliente: { codigo: '000001' }, sucursal: { codigo: '002' } });
    const values = { cliente: { codigo: '000002' }, sucursal: { codigo: '002' } };
    const next = reduceReportView(start, { type: 'filtersEdited', definition: grid, values, context: ctxOf('ADMIN', values) });
    expect(next.screen.filters).toEqual({ cliente: { codigo: '000002' } });
    const same = { cliente: { codigo: '000001' }, sucursal: { codigo: '003' } };
    expect(reduceReportView(start, { type: 'filtersEdited', definition: grid, values: same, context: ctxOf('ADMIN', same) }).screen.filters).toEqual(same);
  });

  it('filtersFilled: values the view sets itself join the filters', () => {
    expect(after({ type: 'filtersFilled', values: { provinciaIni: '' } }).screen.filters).toEqual({ fechaInicial: '2026-01-01', fechaFinal: '2026-03-31', provinciaIni: '' });
  });

  it('fieldErrorSet: a widget\'s unreadable value is kept, and the same report again changes nothing', () => {
    const s = after({ type: 'fieldErrorSet', field: 'fechaInicial', has: true });
    expect(s.screen.fieldErrors).toEqual({ fechaInicial: true });
    expect(reduceReportView(s, { type: 'fieldErrorSet', field: 'fechaInicial', has: true })).toBe(s);
    expect(reduceReportView(s, { type: 'fieldErrorSet', field: 'fechaInicial', has: false }).screen.fieldErrors).toEqual({ fechaInicial: false });
  });

  it('cleared: the given initial values, no field errors, no search, a fresh grid, no frame, and the selection list starts afresh', () => {
    const s = after(
      { type: 'fieldErrorSet', field: 'fechaInicial', has: true }, { type: 'gridBuiltAhead' }, searched, reported('results', 5), { type: 'frameShown', url: 'https://x/p' },
      { type: 'cleared', filters: { fechaInicial: '2026-02-01' } },
    );
    expect(s.screen).toMatchObject({ filters: { fechaInicial: '2026-02-01' }, fieldErrors: {}, search: null, grid: { key: 1, ahead: false }, frameUrl: null, clears: 1 });
    expect(s.outcome).toEqual({ phase: 'none' });
    expect(reportPhase(grid, s)).toBe('idle');
  });

  it('widened / searchAgainTaken: an empty result\'s earlier start is set and asks for the search again, once', () => {
    const s = after(searched, reported('empty', 0), { type: 'widened', field: 'fechaInicial', value: '2025-01-01' });
    expect(s.screen.filters.fechaInicial).toBe('2025-01-01');
    expect(s.screen.searchAgain).toBe(true);
    const taken = reduceReportView(s, { type: 'searchAgainTaken' });
    expect(taken.screen.searchAgain).toBe(false);
    expect(reduceReportView(taken, { type: 'searchAgainTaken' })).toBe(taken);
  });

  it('searched: a new search number with the context of the filters, marks forgotten, its rows awaited', () => {
    const first = after({ type: 'markSet', rowId: '7', on: true }, searched);
    expect(first.screen.search).toEqual({ id: 1, context: ctx });
    expect(first.screen.marks).toEqual({});
    expect(first.outcome).toEqual({ phase: 'searching', searchId: 1, total: 0 });
    expect(reportPhase(grid, first)).toBe('searching');
    const second = reduceReportView(reduceReportView(first, reported('results', 40)), searched);
    expect(second.screen.search?.id).toBe(2);
    expect(second.outcome).toEqual({ phase: 'searching', searchId: 2, total: 0 });
  });

  it('reloaded: the same search asked again under a new number, keeping its total until the rows arrive; nothing without a search', () => {
    const s = after(searched, reported('results', 40), { type: 'reloaded' });
    expect(s.screen.search).toEqual({ id: 2, context: ctx });
    expect(s.outcome).toEqual({ phase: 'searching', searchId: 2, total: 40 });
    const idle = initial();
    expect(reduceReportView(idle, { type: 'reloaded' })).toBe(idle);
  });

  it('gridBuiltAhead: the grid is built once', () => {
    const s = after({ type: 'gridBuiltAhead' });
    expect(s.screen.grid).toEqual({ key: 0, ahead: true });
    expect(reduceReportView(s, { type: 'gridBuiltAhead' })).toBe(s);
  });

  it('outcomeReported: results, empty and failed of the current search; a report of another search, or without one, is ignored', () => {
    const s = after(searched);
    const results = reduceReportView(s, reported('results', 40));
    expect(results.outcome).toEqual({ phase: 'results', searchId: 1, total: 40 });
    expect(results.screen).toBe(s.screen);
    expect(reportPhase(grid, results)).toBe('results');
    expect(reportPhase(grid, reduceReportView(s, reported('empty', 0)))).toBe('empty');
    expect(reportPhase(grid, reduceReportView(s, reported('failed', 0)))).toBe('failed');
    expect(reduceReportView(results, reported('results', 40))).toBe(results);
    expect(reduceReportView(results, reported('results', 99, 7))).toBe(results);
    const idle = initial();
    expect(reduceReportView(idle, reported('results', 3))).toBe(idle);
  });

  it('downloadStarted / downloadEnded: the view is downloading in between', () => {
    const s = after({ type: 'downloadStarted' });
    expect(s.screen.downloading).toBe(true);
    expect(reportPhase(grid, s)).toBe('downloading');
    expect(reduceReportView(s, { type: 'downloadEnded' }).screen.downloading).toBe(false);
  });

  it('frameShown: the embedded page\'s address', () => {
    const s = after({ type: 'frameShown', url: 'https://consultas.example/panel' });
    expect(s.screen.frameUrl).toBe('https://consultas.example/panel');
    expect(reportPhase(grid, s)).toBe('framed');
  });

  it('marksSet / markSet: the marks shared with cells and actions', () => {
    const s = after({ type: 'marksSet', marks: { a: true } }, { type: 'markSet', rowId: 'b', on: true }, { type: 'markSet', rowId: 'a', on: false });
    expect(s.screen.marks).toEqual({ a: false, b: true });
  });

  it('dialogOpened / dialogClosed: dialogs stack innermost last with growing ids, and close by id', () => {
    const s = after({ type: 'dialogOpened', dialog: { name: 'detail' } }, { type: 'dialogOpened', dialog: { name: 'tracking' } });
    expect(s.screen.dialogs).toEqual([{ id: 1, dialog: { name: 'detail' } }, { id: 2, dialog: { name: 'tracking' } }]);
    const closed = reduceReportView(s, { type: 'dialogClosed', id: 1 });
    expect(closed.screen.dialogs).toEqual([{ id: 2, dialog: { name: 'tracking' } }]);
    expect(reduceReportView(closed, { type: 'dialogOpened', dialog: { name: 'again' } }).screen.dialogs.at(-1)).toEqual({ id: 3, dialog: { name: 'again' } });
  });
});

describe('what the view reads from the state', () => {
  it('filterValues: the choice view\'s field takes the chosen option; filtersShown once chosen', () => {
    const s = after({ type: 'chose', value: 'E' }).screen;
    expect(filterValues(withChoice, s)).toMatchObject({ tipoGestion: 'E', fechaInicial: '2026-01-01' });
    expect(filterValues(grid, s)).toBe(s.filters);
    expect(filtersShown(withChoice, initial().screen)).toBe(false);
    expect(filtersShown(withChoice, s)).toBe(true);
    expect(filtersShown(grid, initial().screen)).toBe(true);
  });

  it('searchTotal: the reported total, 0 before any', () => {
    expect(searchTotal({ phase: 'none' })).toBe(0);
    expect(searchTotal({ phase: 'results', searchId: 1, total: 12 })).toBe(12);
  });

  it('searchStep: field errors first, then the first rule, then by the kind of result', () => {
    const rule: RuleFailure = { messageKey: 'messages.fechaInicialMayorFinal', fields: ['fechaInicial', 'fechaFinal'], blocksSearch: true };
    expect(searchStep(grid, { fechaInicial: true }, [rule])).toEqual({ kind: 'reviseFilters' });
    expect(searchStep(grid, { fechaInicial: false }, [rule])).toEqual({ kind: 'ruleFailed', failure: rule });
    expect(searchStep(grid, {}, [])).toEqual({ kind: 'grid' });
    expect(searchStep(definition('ESTADO_VENCI'), {}, [])).toEqual({ kind: 'download' });
    expect(searchStep(definition('RIESGOS'), {}, [])).toEqual({ kind: 'download' });
    expect(searchStep(definition('CONSULTAS'), {}, [])).toEqual({ kind: 'frame' });
  });
});

describe('the grid\'s status from its rows request', () => {
  const flags = (over: Partial<RowsRequestFlags>): RowsRequestFlags => ({ isError: false, isSuccess: false, isPlaceholderData: false, isFetching: false, isLoading: false, total: 0, ...over });
  it('ahead without a search; searching until its own rows arrive (the previous rows shown meanwhile); results, empty or failed', () => {
    expect(resultStatus(null, flags({}))).toEqual({ phase: 'ahead', fetching: false, firstLoad: false });
    expect(resultStatus(1, flags({ isFetching: true, isLoading: true }))).toEqual({ phase: 'searching', fetching: true, firstLoad: true });
    expect(resultStatus(1, flags({ isSuccess: true, isPlaceholderData: true, isFetching: true, total: 30 }))).toEqual({ phase: 'searching', fetching: true, firstLoad: false });
    expect(resultStatus(1, flags({ isSuccess: true, total: 30 })).phase).toBe('results');
    expect(resultStatus(1, flags({ isSuccess: true, total: 0 })).phase).toBe('empty');
    expect(resultStatus(1, flags({ isError: true })).phase).toBe('failed');
  });
});

describe('the report view store', () => {
  it('tells its listeners of each change, not of an event that changes nothing, and stops telling after unsubscribing', () => {
    const store = createReportViewStore<Dialog>({});
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: 'gridBuiltAhead' });
    store.dispatch({ type: 'gridBuiltAhead' });
    expect(listener).toHaveBeenCalledTimes(1);
    const before: ReportViewState<Dialog> = store.getState();
    store.dispatch({ type: 'searched', context: ctx });
    expect(store.getState()).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.dispatch({ type: 'reloaded' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState().screen.search?.id).toBe(2);
  });
});
