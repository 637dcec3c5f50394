import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import TuneIcon from '@mui/icons-material/Tune';
import { DatePickersProvider } from '../kit/i18n/DatePickersProvider';
import { showAlert } from '../kit/dialogs/notifications';
import { LoadingDialog } from '../kit/dialogs/LoadingDialog';
import { whenIdle } from '../kit/scheduling/whenIdle';
import { erp as portalErp } from '../kit/session/portalClient';
import { buildContext } from '../engine/conditions/buildContext';
import { evaluateCondition } from '../engine/conditions/evaluateCondition';
import type { ConditionContext } from '../engine/conditions/conditionContext';
import type { ErpClient } from '../api/erpClient';
import type { SessionFacts } from '../engine/conditions/buildContext';
import type { Action, ReportDefinition } from '../engine/definition/reportDefinition.gen';
import { fieldMessages, formFailures } from '../engine/filters/formFailures';
import { REQUEST_BODIES } from '../engine/request/requestBodies';
import { applyFilterChange, fieldStates } from '../engine/filters/fieldStates';
import { initialFilters } from '../engine/filters/initialFilters';
import { buildPayload } from '../engine/request/buildPayload';
import { isUrl, replyDocument, replyError } from '../engine/reply/mapReply';
import { resolveValue } from '../engine/values/resolveValue';
import { actionRegistry } from './actions/actionRegistry';
import type { ActionHandler, ActionRun, ActionTarget } from './actions/actionTypes';
import { alertFailure, alertInfo } from './actions/reportAlerts';
import { DefinitionTextsProvider } from './DefinitionTextsProvider';
import { openPendingTab } from './downloads/documentFiles';
import { FilterForm } from './form/FilterForm';
import type { ReportFormContext } from './form/formContext';
import { ResultGrid } from './grid/ResultGrid';
import { ReportRuntimeContext, type ReportRuntime } from './grid/ReportRuntime';
import { rowIdOf } from './grid/rowIdOf';
import { iconRegistry } from './registries/iconRegistry';
import { useFieldChoices } from './useFieldChoices';
import { runBeforeSteps } from './runBeforeSteps';
import { SelectionList } from './selection/SelectionList';
import { useSessionFacts } from './useSessionFacts';
import './grid/agGridSetup';
import './reports';

/**
 * A report drawn for someone else than the signed-in user (the designer's preview): the client to call the services with (a
 * preview session's token), that user's session facts, and a listener of the filter values as they change.
 */
export interface ReportPreview {
  erp: ErpClient;
  facts: SessionFacts;
  onFilters?: (values: Record<string, unknown>) => void;
}

/** A report opened from the home: optional choice view, filter form with Clear and Search/Download, then the grid or the document. */
export function ReportView({ definition, preview }: { definition: ReportDefinition; preview?: ReportPreview }) {
  // Every text of the report resolves from the definition's own texts first, then from the catalogues.
  return <DefinitionTextsProvider definition={definition}><ReportBody definition={definition} preview={preview} /></DefinitionTextsProvider>;
}

function ReportBody({ definition: def, preview }: { definition: ReportDefinition; preview?: ReportPreview | undefined }) {
  const { t } = useTranslation();
  const erp = preview?.erp ?? portalErp();
  const queryClient = useQueryClient();
  const own = useSessionFacts(erp, def.code);
  const facts = preview?.facts ?? own.facts;
  const baseContext = useMemo(() => buildContext(facts), [facts]);
  const [filters, setFilters] = useState<Record<string, unknown>>(() => initialFilters(def, baseContext));
  const [choice, setChoice] = useState<string | null>(null);
  const [openGroups, setOpenGroups] = useState<Set<string>>(new Set());
  const [fieldErrors, setFieldErrors] = useState<Record<string, boolean>>({});
  const [search, setSearch] = useState<{ id: number; context: ConditionContext } | null>(null);
  // The result grid is built ahead, out of sight, while the user sets the filters (when the page is idle), so Search only brings its
  // rows; Clear discards it (a new one, with its first page, default sort and no selection, is built for the next search).
  const [gridKey, setGridKey] = useState(0);
  const [gridAhead, setGridAhead] = useState(false);
  // The last search's total, read by an action when it runs: its arrival draws nothing again (the grid shows it).
  const totalNow = useRef(0);
  const onTotal = useCallback((count: number) => { totalNow.current = count; }, []);
  const [downloading, setDownloading] = useState(false);
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const [marks, setMarks] = useState<Record<string, boolean>>({});
  // Open action dialogs, innermost last (an action inside a dialog, e.g. tracking from the order detail, opens above it).
  const [dialogs, setDialogs] = useState<{ id: number; handler: ActionHandler; run: ActionRun; props: Record<string, unknown> }[]>([]);

  const values = useMemo(() => (def.choiceView && choice ? { ...filters, [def.choiceView.field]: choice } : filters), [def.choiceView, choice, filters]);
  const onFilters = preview?.onFilters;
  useEffect(() => onFilters?.(values), [onFilters, values]);
  const ctx = useMemo(() => buildContext(facts, values), [facts, values]);
  const states = useMemo(() => fieldStates(def, ctx, openGroups), [def, ctx, openGroups]);
  const failures = useMemo(() => formFailures(def, ctx, REQUEST_BODIES), [def, ctx]);
  const messages = useMemo(() => fieldMessages(failures), [failures]);
  const blocking = failures.filter((f) => f.blocksSearch);
  const { choices, settled } = useFieldChoices(def, erp, ctx);
  const setFieldError = useCallback((field: string, has: boolean) => setFieldErrors((e) => (e[field] === has ? e : { ...e, [field]: has })), []);
  const formContext: ReportFormContext = { erp, definition: def, context: ctx, states, choices, setFieldError, submit: () => void runSearch(), messages };

  // A field whose loaded option list comes back empty takes its whenNoOptions value (e.g. a province range for a country without provinces).
  const noOptionValues = useMemo(() => {
    const out: Record<string, unknown> = {};
    for (const [name, spec] of Object.entries(def.filters.fields ?? {})) {
      if (spec?.whenNoOptions && settled[name] && choices[name]?.length === 0) out[name] = resolveValue(spec.whenNoOptions, ctx);
    }
    return out;
  }, [def, settled, choices, ctx]);
  useEffect(() => {
    const missing = Object.entries(noOptionValues).filter(([name, v]) => JSON.stringify(filters[name] ?? null) !== JSON.stringify(v ?? null));
    if (missing.length > 0) setFilters((prev) => ({ ...prev, ...Object.fromEntries(missing) }));
  }, [noOptionValues, filters]);

  const onChange = (next: Record<string, unknown>) => setFilters((prev) => applyFilterChange(def, prev, next, buildContext(facts, next)));
  /** No results any more: the search is forgotten and its grid discarded (a fresh one is built ahead for the next search). */
  const dropResults = () => {
    setSearch(null);
    setGridKey((k) => k + 1);
    setGridAhead(false);
  };
  // Clear starts a selection list afresh too: its search text and page go with the chosen rows.
  const [clears, setClears] = useState(0);
  const clear = () => {
    setClears((n) => n + 1);
    setFilters(initialFilters(def, baseContext));
    setFieldErrors({});
    dropResults();
    setFrameUrl(null);
  };

  // An empty result's offer: the filter takes the earlier value and the search runs again once the form holds it.
  const [searchAgain, setSearchAgain] = useState(false);
  const widen = useCallback((field: string, value: string) => {
    setFilters((prev) => ({ ...prev, [field]: value }));
    setSearchAgain(true);
  }, []);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render: the flag says when to search (runSearch reads the state just set)
  useEffect(() => {
    if (!searchAgain) return;
    setSearchAgain(false);
    void runSearch();
  });

  const runSearch = async () => {
    if (Object.values(fieldErrors).some(Boolean)) {
      await alertInfo(t, 'messages.reviseFiltrosBuscar');
      return;
    }
    const failure = failures[0];
    if (failure) {
      await showAlert({ type: 'infoWButton', title: t('messages.aviso'), message: t(failure.messageKey) });
      return;
    }
    if (def.result.kind === 'document' || def.result.kind === 'selection') {
      await download();
      return;
    }
    if (def.result.kind === 'frame') {
      await showFrame();
      return;
    }
    setMarks({});
    setSearch((s) => ({ id: (s?.id ?? 0) + 1, context: ctx }));
  };

  /**
   * Sends the report's request and hands the document (url or base64) of the reply to `take`, which says whether it could use it; when
   * there is none, or `take` refuses it, the definition's empty message. `cancel` runs on every outcome without a document, errors included.
   */
  const requestDocument = async (take: (doc: string) => boolean, cancel: () => void = () => undefined) => {
    setDownloading(true);
    try {
      const prepared = await runBeforeSteps(erp, def.request!, ctx);
      if ('emptyMessageKey' in prepared) {
        cancel();
        await alertInfo(t, prepared.emptyMessageKey, `${prepared.emptyMessageKey}Desc`);
        return;
      }
      const reply = await erp.post(def.request!.endpoint, buildPayload(def.request!, prepared.context));
      const error = replyError(def.reply, reply.data);
      if (error) {
        cancel();
        await showAlert({ type: 'errorWButton', title: t('messages.errorDefault'), message: error.message || t('messages.errorDefaultDesc'), detail: error.code });
        return;
      }
      const doc = replyDocument(def.reply, reply.data);
      if (doc && take(doc)) return;
      cancel();
      await alertInfo(t, def.reply?.emptyMessageKey ?? 'messages.notFoundDefault', 'messages.notFoundDefaultDesc');
    } catch (error) {
      cancel();
      await alertFailure(t, error);
    } finally {
      setDownloading(false);
    }
  };

  /** Document form: the PDF opens in a tab opened at the click. */
  const download = () => {
    const tab = openPendingTab();
    return requestDocument((doc) => {
      tab.show(doc);
      return true;
    }, () => tab.close());
  };

  /** Embedded page: the request gives its address (spec 3 §2.2 item 8, query dashboard). */
  const showFrame = () => requestDocument((doc) => {
    if (isUrl(doc)) setFrameUrl(doc);
    return isUrl(doc);
  });

  // A report that searches on open does so once, when it shows its filters (after the choice, if any) and they pass their rules.
  const searchedOnOpen = useRef(false);
  const filtersShown = !def.choiceView || Boolean(choice);
  useEffect(() => {
    if (!def.searchOnOpen || searchedOnOpen.current || !filtersShown || failures.length > 0) return;
    searchedOnOpen.current = true;
    void runSearch();
    // runSearch reads the current filters; only the moment the filters show matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def.searchOnOpen, filtersShown, failures.length]);

  const gridWanted = def.result.kind === 'grid' && filtersShown && !def.searchOnOpen;
  useEffect(() => {
    if (!gridWanted || gridAhead || search) return undefined;
    return whenIdle(() => setGridAhead(true), { timeout: 1000, fallback: 200 });
  }, [gridWanted, gridAhead, search]);
  // Until the first search the grid ahead reads the filters' initial values (it never searches with them).
  const aheadContext = useMemo(() => buildContext(facts, initialFilters(def, baseContext)), [facts, def, baseContext]);

  const runtime: ReportRuntime | null = useMemo(() => {
    if ((!search && !gridAhead) || def.result.kind !== 'grid') return null;
    const result = def.result;
    const searchContext = search?.context ?? aheadContext;
    const rowId = (row: Record<string, unknown>) => rowIdOf(result.rowKey, row);
    const reload = () => setSearch((s) => (s ? { ...s, id: s.id + 1 } : s));
    const runAction = (action: Action, target: ActionTarget) => {
      const handler = actionRegistry.get(action.action);
      const count = handler.tabsAtClick?.({ action, ...target }) ?? 0;
      const run: ActionRun = {
        action, definition: def, context: searchContext, erp, t, ...target, total: totalNow.current, reload, queryClient, marks, setMarks,
        visibleColumns: target.visibleColumns ?? result.columns.filter((c) => !c.exportOnly && evaluateCondition(c.visibleWhen, searchContext)),
        tabs: Array.from({ length: count }, () => openPendingTab()),
        openDialog: (props) => setDialogs((open) => [...open, { id: (open.at(-1)?.id ?? 0) + 1, handler, run, props }]),
      };
      void handler.run(run);
    };
    return { definition: def, context: searchContext, erp, runAction, reload, marks, setMark: (id, on) => setMarks((m) => ({ ...m, [id]: on })), rowId };
  }, [search, gridAhead, aheadContext, def, erp, t, marks, queryClient]);

  const subtitleValue = def.result.kind === 'grid' && def.result.subtitle ? resolveValue(def.result.subtitle, ctx) : undefined;
  const subtitle = typeof subtitleValue === 'string' ? subtitleValue : '';
  const groups = (def.filters.groups ?? []).filter((g) => evaluateCondition(g.visibleWhen, ctx));

  if (def.choiceView && !choice) {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 2, py: 2 }} data-testid="choice-view">
        {def.choiceView.options.map((o) => {
          const Icon = iconRegistry.get(o.icon);
          return (
            <Card key={o.value} variant="outlined">
              <CardActionArea onClick={() => setChoice(o.value)} sx={{ height: '100%' }} data-choice={o.value}>
                <CardContent>
                  <Icon color="primary" sx={{ fontSize: 40 }} />
                  <Typography variant="h6" component="h3">{t(o.labelKey)}</Typography>
                  <Typography variant="body2" color="text.secondary">{t(o.descriptionKey)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    );
  }

  return (
    <DatePickersProvider>
      <Stack spacing={2} sx={{ py: 1, position: 'relative' }}>
        {(def.choiceView || groups.length > 0 || subtitle) && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {def.choiceView && (
              <Button startIcon={<ArrowBackIcon />} onClick={() => { setChoice(null); dropResults(); }}>{t('common.back')}</Button>
            )}
            {def.choiceView && choice && <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{t(def.choiceView.options.find((o) => o.value === choice)?.labelKey ?? '')}</Typography>}
            {subtitle && <Typography variant="subtitle1" data-testid="report-subtitle">{subtitle}</Typography>}
            <Box sx={{ flex: 1 }} />
            {groups.map((g) => (
              <ToggleButton key={g.id} size="small" value={g.id} selected={openGroups.has(g.id)} data-group={g.id}
                onChange={() => setOpenGroups((s) => { const n = new Set(s); if (n.has(g.id)) n.delete(g.id); else n.add(g.id); return n; })}>
                <TuneIcon fontSize="small" sx={{ mr: 0.5 }} />{t(g.labelKey)}
              </ToggleButton>
            ))}
          </Stack>
        )}
        <Box component="form" onSubmit={(e) => { e.preventDefault(); void runSearch(); }} data-testid="report-filters">
          <FilterForm definition={def} values={values} states={states} formContext={formContext} onChange={onChange} />
          {def.result.kind === 'selection' && (
            <SelectionList key={clears} result={def.result} erp={erp} context={ctx} value={Array.isArray(values[def.result.field]) ? values[def.result.field] as Record<string, unknown>[] : []}
              onChange={(rows) => onChange({ ...filters, [(def.result as { field: string }).field]: rows })} />
          )}
          {blocking.length > 0 && <Alert severity="warning" sx={{ mt: 2 }} data-testid="filter-warning">{blocking.map((b) => t(b.messageKey, b.params)).join(' ')}</Alert>}
          {/* A search-box form is only its fields: Enter or Tab in them searches. */}
          {!def.filters.searchBox && <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button onClick={clear} data-testid="filters-clear">{t('report.clear')}</Button>
            <Button type="submit" variant="contained" disabled={blocking.length > 0 || downloading} data-testid="filters-search"
              startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : undefined}>
              {def.result.kind === 'document' || def.result.kind === 'selection'
                ? (downloading ? t('report.preparing') : t(def.result.downloadLabelKey ?? 'report.download')) : t('report.search')}
            </Button>
          </Stack>}
        </Box>
        {runtime && def.result.kind === 'grid' && (
          <ReportRuntimeContext.Provider value={runtime}>
            <ResultGrid key={gridKey} result={def.result} searchId={search?.id ?? null} onTotal={onTotal} onWiden={widen} />
            {dialogs.map((d) => d.handler.Dialog && <d.handler.Dialog key={d.id} run={d.run} props={d.props} onClose={() => setDialogs((open) => open.filter((o) => o.id !== d.id))} />)}
          </ReportRuntimeContext.Provider>
        )}
        {frameUrl && def.result.kind === 'frame' && (
          <Box component="iframe" src={frameUrl} title={t(def.titleKey)} data-testid="report-frame"
            sx={{ width: '100%', height: def.result.height ?? 700, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }} />
        )}
        <LoadingDialog open={downloading} text={t('report.preparing')} width={300} />
      </Stack>
    </DatePickersProvider>
  );
}
