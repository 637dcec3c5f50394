import { useCallback, useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import { DatePickersProvider } from '../../kit/i18n/DatePickersProvider';
import { showAlert } from '../../kit/dialogs/notifications';
import { LoadingDialog } from '../../kit/dialogs/LoadingDialog';
import { whenIdle } from '../../kit/scheduling/whenIdle';
import { erp as portalErp } from '../../kit/session/portalClient';
import { buildContext } from '../../engine/conditions/buildContext';
import { evaluateCondition } from '../../engine/conditions/evaluateCondition';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import { fieldMessages, formFailures } from '../../engine/filters/formFailures';
import { fieldStates } from '../../engine/filters/fieldStates';
import { initialFilters } from '../../engine/filters/initialFilters';
import { resolveValue } from '../../engine/values/resolveValue';
import { alertInfo } from '../actions/reportAlerts';
import type { ReportFormContext } from '../form/formContext';
import { REQUEST_BODIES } from '../../engine/request/requestBodies';
import type { GridOutcome } from '../grid/ResultGrid';
import { filterValues, filtersShown as showsFilters } from '../state/reportViewState';
import { searchStep } from '../state/searchStep';
import { useFieldChoices } from '../useFieldChoices';
import { useSessionFacts } from '../useSessionFacts';
import type { ActionDialog } from './ActionDialogs';
import { ChoiceView } from './ChoiceView';
import { ReportFilters } from './ReportFilters';
import { ReportFrame } from './ReportFrame';
import { ReportHeader } from './ReportHeader';
import { ReportResults } from './ReportResults';
import type { ReportPreview } from './reportPreview';
import { useDocumentRequest } from './useDocumentRequest';
import { useGridRuntime } from './useGridRuntime';
import { useNoOptionValues } from './useNoOptionValues';
import { useReportViewStore } from './useReportViewStore';
import { useReportViews } from '../views/useReportViews';
import type { ReportViewsHost } from '../views/reportViewsHost';
import { ViewMenu } from '../views/ViewMenu';
import { ViewNoticeAlert } from '../views/ViewNoticeAlert';

/**
 * A report's view: optional choice view, filter form with Clear and Search/Download, then the grid, the document or the embedded page.
 * Its state and transitions live in the report view store (state/reportViewState); this binds them to the session, the form and the grid.
 */
export function ReportBody({ definition: def, preview, host }: { definition: ReportDefinition; preview?: ReportPreview | undefined; host?: ReportViewsHost | undefined }) {
  const { t } = useTranslation();
  const erp = preview?.erp ?? portalErp();
  const queryClient = useQueryClient();
  const own = useSessionFacts(erp, def.code);
  const facts = preview?.facts ?? own.facts;
  const baseContext = useMemo(() => buildContext(facts), [facts]);
  const { store, screen } = useReportViewStore<ActionDialog>(() => initialFilters(def, baseContext));
  const { dispatch } = store;
  const { filters, choice, search } = screen;
  // Saved views: the user's default or a link's view applied on open, the grid's layout on the services, the address following the screen.
  const views = useReportViews({ def, erp, address: host?.address, baseContext, screen, dispatch, usuario: baseContext.session.usuario });

  const values = useMemo(() => filterValues(def, { filters, choice }), [def, filters, choice]);
  const onFilters = preview?.onFilters;
  useEffect(() => onFilters?.(values), [onFilters, values]);
  const ctx = useMemo(() => buildContext(facts, values), [facts, values]);
  const states = useMemo(() => fieldStates(def, ctx, screen.openGroups), [def, ctx, screen.openGroups]);
  const failures = useMemo(() => formFailures(def, ctx, REQUEST_BODIES), [def, ctx]);
  const messages = useMemo(() => fieldMessages(failures), [failures]);
  const blocking = failures.filter((f) => f.blocksSearch);
  const fieldChoices = useFieldChoices(def, erp, ctx);
  const setFieldError = useCallback((field: string, has: boolean) => dispatch({ type: 'fieldErrorSet', field, has }), [dispatch]);
  const formContext: ReportFormContext = { erp, definition: def, context: ctx, states, choices: fieldChoices.choices, setFieldError, submit: () => void runSearch(), messages };
  const fill = useCallback((found: Record<string, unknown>) => dispatch({ type: 'filtersFilled', values: found }), [dispatch]);
  useNoOptionValues(def, ctx, fieldChoices, filters, fill);

  const onChange = (next: Record<string, unknown>) => dispatch({ type: 'filtersEdited', definition: def, values: next, context: buildContext(facts, next) });
  const clear = () => {
    views.onCleared();
    dispatch({ type: 'cleared', filters: initialFilters(def, baseContext) });
  };

  // An empty result's offer: the filter takes the earlier value and the search runs again once the form holds it.
  const widen = useCallback((field: string, value: string) => dispatch({ type: 'widened', field, value }), [dispatch]);
  useEffect(() => {
    if (!screen.searchAgain) return;
    dispatch({ type: 'searchAgainTaken' });
    void runSearch();
  });

  const { download, showFrame } = useDocumentRequest(def, erp, ctx, dispatch);
  const runSearch = async () => {
    const step = searchStep(def, screen.fieldErrors, failures);
    switch (step.kind) {
      case 'reviseFilters': await alertInfo(t, 'messages.reviseFiltrosBuscar'); return;
      case 'ruleFailed': await showAlert({ type: 'infoWButton', title: t('messages.aviso'), message: t(step.failure.messageKey) }); return;
      case 'download': await download(); return;
      case 'frame': await showFrame(); return;
      case 'grid': dispatch({ type: 'searched', context: ctx });
    }
  };

  // A report that searches on open does so once, when it shows its filters (after the choice, if any) and they pass their rules.
  const searchedOnOpen = useRef(false);
  const filtersShown = showsFilters(def, screen);
  useEffect(() => {
    if (!def.searchOnOpen || searchedOnOpen.current || !filtersShown || failures.length > 0 || !views.ready) return;
    searchedOnOpen.current = true;
    void runSearch();
    // runSearch reads the current filters; only the moment the filters show matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def.searchOnOpen, filtersShown, failures.length, views.ready]);

  // The result grid is built ahead, out of sight, while the user sets the filters (when the page is idle), so Search only brings its rows;
  // Clear discards it (a new one, with its first page, default sort and no selection, is built for the next search).
  // It waits for the views: the one that opens may arrange the grid.
  const gridWanted = def.result.kind === 'grid' && filtersShown && !def.searchOnOpen && views.ready;
  const gridAhead = screen.grid.ahead;
  useEffect(() => {
    if (!gridWanted || gridAhead || search) return undefined;
    return whenIdle(() => dispatch({ type: 'gridBuiltAhead' }), { timeout: 1000, fallback: 200 });
  }, [gridWanted, gridAhead, search, dispatch]);
  // Until the first search the grid ahead reads the filters' initial values (it never searches with them).
  const aheadContext = useMemo(() => buildContext(facts, initialFilters(def, baseContext)), [facts, def, baseContext]);
  const runtime = useGridRuntime({ definition: def, erp, t, queryClient, store, search, ahead: gridAhead, aheadContext, marks: screen.marks, gridView: views.enabled ? views.channel : undefined });
  // The search's outcome reaches the store without drawing the report again (the grid shows it; actions read its total).
  const onOutcome = useCallback((o: GridOutcome) => dispatch({ type: 'outcomeReported', ...o }), [dispatch]);
  const closeDialog = useCallback((id: number) => dispatch({ type: 'dialogClosed', id }), [dispatch]);

  const subtitleValue = def.result.kind === 'grid' && def.result.subtitle ? resolveValue(def.result.subtitle, ctx) : undefined;
  const subtitle = typeof subtitleValue === 'string' ? subtitleValue : '';
  const groups = (def.filters.groups ?? []).filter((g) => evaluateCondition(g.visibleWhen, ctx));

  const menu = views.enabled ? <ViewMenu code={def.code} erp={erp} views={views} /> : null;
  const placedMenu = menu && host?.slot ? createPortal(menu, host.slot) : menu;
  const notice = views.notice ? <ViewNoticeAlert notice={views.notice} onClose={views.dismissNotice} /> : null;

  if (def.choiceView && !filtersShown) return <>{placedMenu}{notice}<ChoiceView choiceView={def.choiceView} onChoose={(value) => dispatch({ type: 'chose', value })} /></>;

  return (
    <DatePickersProvider>
      <Stack spacing={2} sx={{ py: 1, position: 'relative' }}>
        {placedMenu && !host?.slot && <Stack direction="row">{placedMenu}</Stack>}
        {host?.slot && placedMenu}
        {notice}
        {(def.choiceView || groups.length > 0 || subtitle) && (
          <ReportHeader choiceView={def.choiceView} choice={choice} subtitle={subtitle} groups={groups} openGroups={screen.openGroups}
            onBack={() => dispatch({ type: 'choiceLeft' })} onToggleGroup={(id) => dispatch({ type: 'groupToggled', id })} />
        )}
        <ReportFilters definition={def} filters={filters} values={values} states={states} formContext={formContext} erp={erp} context={ctx} clears={screen.clears}
          blocking={blocking} downloading={screen.downloading} onChange={onChange} onSearch={() => void runSearch()} onClear={clear} />
        {runtime && def.result.kind === 'grid' && (
          <ReportResults runtime={runtime} result={def.result} gridKey={screen.grid.key} searchId={search?.id ?? null} dialogs={screen.dialogs}
            onOutcome={onOutcome} onWiden={widen} onCloseDialog={closeDialog} />
        )}
        {screen.frameUrl && def.result.kind === 'frame' && <ReportFrame url={screen.frameUrl} result={def.result} titleKey={def.titleKey} />}
        <LoadingDialog open={screen.downloading} text={t('report.preparing')} width={300} />
      </Stack>
    </DatePickersProvider>
  );
}
