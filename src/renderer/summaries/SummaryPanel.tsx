import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { Column, GridResult } from '../../engine/definition/reportDefinition.gen';
import type { FilterCondition } from '../../engine/grid/gridTools';
import { groupConditions } from '../../engine/summaries/groupFilter';
import { chartData } from '../../engine/summaries/chartData';
import { formatNumber } from '../../engine/format/formatAmount';
import { formatMeasure } from '../../engine/summaries/formatMeasure';
import type { SummaryGroupRow, SummaryResult } from '../../engine/summaries/SummaryAccumulator';
import { specFits, specReadFields, startingSpec, usablePresets } from '../../engine/summaries/summaryChoices';
import { CHART_KINDS, specKey, SUMMARY_MAX_ROWS, type ChartKind, type SummarySpec } from '../../engine/summaries/summarySpec';
import { alertFailure } from '../actions/reportAlerts';
import { saveBlob } from '../downloads/documentFiles';
import type { SummaryExport } from '../exports/exportJob';
import { summaryFile, summaryFileName } from './summaryDownload';
import { SummarySession, type SummaryProgress } from './SummarySession';
import { summaryJobOf } from './summaryJobOf';
import type { SummaryHolder } from './useSummaryHost';
import { SummaryEditor } from './SummaryEditor';
import { SummaryTable } from './SummaryTable';
import { groupTextsOf, summarySheetTexts } from './summaryTexts';

// The chart library is its own chunk: fetched when a summary first shows a chart.
const SummaryChart = lazy(() => import('./SummaryChart'));

/** A group chosen in a summary: the summary, the group's keys and its label, its rows, and the filter-row conditions that ask the service for them. */
export interface GroupChoice {
  spec: SummarySpec;
  keys: string[];
  label: string;
  rows: number;
  /** Null where the service takes no filter row, or cannot select the group (an empty value, a column only on screen). */
  conditions: FilterCondition[] | null;
}

/** Where the panel's summary stands. */
type Phase = { kind: 'idle' } | { kind: 'reading'; progress: SummaryProgress } | { kind: 'computing' } | { kind: 'done'; spec: SummarySpec; result: SummaryResult } | { kind: 'cancelled' };

export interface SummaryPanelProps {
  /** The report's name (file names). */
  reportName: string;
  /** The grid's result: its summaries. */
  result: GridResult;
  /** The columns the user may see. */
  columns: Column[];
  /** Whether the service takes the filter row's conditions (request.paging.filter): a group's rows are then asked of it. */
  serverFilter: boolean;
  /** Rows of the search on screen. */
  total: number;
  /** The holder of the search on screen's summary session (the panel starts the session in it). */
  holder: () => SummaryHolder;
  /** Stops the session (cancel): its reading ends and its rows are freed. */
  discard: () => void;
  onGroup: (choice: GroupChoice) => void;
  /** Told of the summary shown, for the Excel export to add it as a sheet. */
  onSummary: (summary: SummaryExport | undefined) => void;
  onClose: () => void;
}

/**
 * The Resumen panel above a grid: the definition's summaries and one the user composes, over every row of the search (read in a worker with
 * progress and Cancel), shown as a table (the accessible form) and a chart the user switches between bars, stacked bars, lines and a pie.
 * A group in the table (or the chart) shows its rows in the grid. The summary downloads as CSV or as a spreadsheet, and the report's Excel
 * export adds it as a sheet.
 */
export default function SummaryPanel({ reportName, result, columns, serverFilter, total, holder, discard, onGroup, onSummary, onClose }: SummaryPanelProps) {
  const { t, i18n } = useTranslation();
  // The definition's summaries whose columns the user sees.
  const presets = useMemo(() => usablePresets(result, columns), [result, columns]);
  const [choice, setChoice] = useState<string>(presets[0]?.id ?? 'custom');
  const [custom, setCustom] = useState<SummarySpec>(() => startingSpec(columns));
  const preset = presets.find((p) => p.id === choice);
  const [chart, setChart] = useState<ChartKind>(preset?.chart ?? 'bar');
  const [chartMeasure, setChartMeasure] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const running = useRef(0);
  const tooMany = total > SUMMARY_MAX_ROWS;
  // Counts in the messages as the table and the grid write them (1.500).
  const number = (n: number) => formatNumber(n);
  // The session of the search on screen: its worker reads the rows once for every summary of it.
  const session = useCallback(() => {
    const h = holder();
    if (!h.current || h.current.isClosed) h.current = new SummarySession(summaryJobOf(h.search, h.columns, t, i18n.language, window.location.href), h.search.erp);
    return h.current;
  }, [holder, t, i18n.language]);

  const run = useCallback(async (wanted: SummarySpec) => {
    if (tooMany || total === 0 || !specFits(wanted, columns)) return;
    const turn = ++running.current;
    const current = session();
    // The worker says when it reads the search (the first summary, or one that reads fields not read yet); otherwise it only computes.
    setPhase({ kind: 'computing' });
    const stop = current.onProgress((progress) => { if (turn === running.current) setPhase({ kind: 'reading', progress }); });
    try {
      const result = await current.compute(wanted, specReadFields(wanted, columns));
      if (turn === running.current) setPhase({ kind: 'done', spec: wanted, result });
    } catch (error) {
      if (turn !== running.current || (error instanceof Error && (error.name === 'AbortError' || error.message === 'closed'))) return;
      setPhase({ kind: 'idle' });
      discard();
      await alertFailure(t, error);
    } finally {
      stop();
    }
  }, [tooMany, total, columns, session, discard, t]);

  // A definition's summary runs as soon as it is chosen; a composed one when the user asks (Calcular).
  // (Only a new choice runs it: the panel's other props change with every drawing of the grid.)
  const presetKey = preset ? specKey(preset) : '';
  const runNow = useRef(run);
  runNow.current = run;
  useEffect(() => {
    if (preset) void runNow.current(preset);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [presetKey]);

  const cancel = () => {
    running.current++;
    discard();
    setPhase({ kind: 'cancelled' });
  };

  const done = phase.kind === 'done' ? phase : null;
  // The chart is drawn in a task of its own once the table has painted: the table shows first, and neither waits for the other.
  const [chartFor, setChartFor] = useState<Phase | null>(null);
  useEffect(() => {
    if (!done) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => { timer = setTimeout(() => setChartFor(done), 0); });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [done]);
  const texts = useMemo(() => (done ? summarySheetTexts(done.spec, columns, t) : null), [done, columns, t]);
  // The summary shown goes with the report's Excel export as its own sheet.
  useEffect(() => {
    onSummary(done && texts ? { spec: done.spec, columns, texts, groupTexts: groupTextsOf(columns, t).groupTexts } : undefined);
  }, [done, texts, columns, t, onSummary]);
  useEffect(() => () => onSummary(undefined), [onSummary]);

  const title = preset ? t(preset.labelKey) : t('summary.custom');
  const chartKinds = CHART_KINDS.filter((k) => k !== 'stackedBar' || (done?.spec.groupBy.length ?? 0) > 1);
  const kind = chartKinds.includes(chart) ? chart : 'bar';
  const measureIndex = done && chartMeasure < done.spec.measures.length ? chartMeasure : 0;
  const measure = done?.spec.measures[measureIndex];
  const measureColumn = columns.find((c) => c.field === measure?.column);
  const format = useCallback((v: number | null) => (measure ? formatMeasure(measure, measureColumn, v) : String(v)), [measure, measureColumn]);
  const data = useMemo(() => (done && texts ? chartData(done.spec, done.result, kind, measureIndex, { measure: texts.measureHeaders[measureIndex]!, rest: t('summary.rest') }) : null), [done, texts, kind, measureIndex, t]);

  const chooseGroup = (keys: string[]) => {
    if (!done) return;
    const group = done.result.groups.find((g) => keys.every((k, i) => g.keys[i] === k)) ?? done.result.parents?.find((g) => g.keys[0] === keys[0]);
    const rows = keys.length === 1 ? done.result.groups.filter((g) => g.keys[0] === keys[0]).reduce((s, g) => s + g.rows, 0) : group?.rows ?? 0;
    const label = keys.length === 1 ? (group?.labels[0] ?? '') : (group?.labels.join(' · ') ?? '');
    onGroup({ spec: done.spec, keys, label, rows, conditions: serverFilter ? groupConditions(done.spec, keys, columns) : null });
  };
  const download = (format: 'csv' | 'xlsx') => {
    if (!done || !texts) return;
    saveBlob(summaryFile(format, done.spec, done.result, columns, texts), summaryFileName(reportName, title, format));
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="summary-panel" role="region" aria-label={t('summary.title')}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>{t('summary.title')}</Typography>
          <IconButton size="small" aria-label={t('summary.close')} onClick={onClose} data-testid="summary-close"><CloseIcon fontSize="small" /></IconButton>
        </Stack>
        {tooMany ? (
          <Alert severity="warning" data-testid="summary-too-many">{t('summary.tooMany', { total: number(total), max: number(SUMMARY_MAX_ROWS) })}</Alert>
        ) : (
          <>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <TextField select size="small" label={t('summary.choose')} value={choice} sx={{ minWidth: 260 }} data-testid="summary-choice"
                onChange={(e) => {
                  const next = presets.find((p) => p.id === e.target.value);
                  setChoice(e.target.value);
                  setChartMeasure(0);
                  if (next?.chart) setChart(next.chart);
                  if (!next) setPhase({ kind: 'idle' });
                }}>
                {presets.map((p) => <MenuItem key={p.id} value={p.id}>{t(p.labelKey)}</MenuItem>)}
                <MenuItem value="custom">{t('summary.custom')}</MenuItem>
              </TextField>
              {!preset && (
                <Button variant="contained" size="small" onClick={() => void run(custom)} disabled={phase.kind === 'reading' || phase.kind === 'computing' || !specFits(custom, columns)}
                  data-testid="summary-run">{t('summary.calculate')}</Button>
              )}
            </Stack>
            {!preset && <SummaryEditor spec={custom} columns={columns} onChange={setCustom} />}
          </>
        )}
        {phase.kind === 'reading' && (
          <Box data-testid="summary-progress">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ flex: 1 }} aria-live="polite">
                {t('summary.reading', { done: number(phase.progress.done), total: number(phase.progress.total) })}
              </Typography>
              <Button size="small" onClick={cancel} data-testid="summary-cancel">{t('summary.cancel')}</Button>
            </Stack>
            <LinearProgress variant="determinate" value={phase.progress.total ? Math.min(100, (phase.progress.done / phase.progress.total) * 100) : 0} aria-label={t('summary.title')} />
          </Box>
        )}
        {phase.kind === 'computing' && <Typography variant="body2" data-testid="summary-computing">{t('summary.computing')}</Typography>}
        {phase.kind === 'cancelled' && <Alert severity="info" data-testid="summary-cancelled">{t('summary.cancelled')}</Alert>}
        {done && texts && data && (
          <>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="body2" sx={{ flex: 1 }} data-testid="summary-rows">{t('summary.rows', { count: done.result.rows, rows: number(done.result.rows) })}</Typography>
              <ToggleButtonGroup size="small" exclusive value={kind} onChange={(_, v: ChartKind | null) => v && setChart(v)} aria-label={t('summary.chartKind')}>
                {chartKinds.map((k) => <ToggleButton key={k} value={k} data-chart={k}>{t(`summary.charts.${k}`)}</ToggleButton>)}
              </ToggleButtonGroup>
              {done.spec.measures.length > 1 && (
                <TextField select size="small" label={t('summary.chartMeasure')} value={measureIndex} sx={{ minWidth: 200 }} onChange={(e) => setChartMeasure(Number(e.target.value))}>
                  {texts.measureHeaders.map((h, i) => <MenuItem key={i} value={i}>{h}</MenuItem>)}
                </TextField>
              )}
              <Button size="small" onClick={() => download('csv')} data-testid="summary-csv">{t('summary.downloadCsv')}</Button>
              <Button size="small" onClick={() => download('xlsx')} data-testid="summary-xlsx">{t('summary.downloadXlsx')}</Button>
            </Stack>
            {done.result.truncated && (
              <Alert severity="info" data-testid="summary-truncated">
                {t('summary.truncated', { count: number(done.result.groupCount), shown: number(done.result.groups.length), measure: texts.measureHeaders[0] })}
              </Alert>
            )}
            {data.omitted > 0 && <Typography variant="body2" color="text.secondary">{t('summary.chartOmitted', { count: data.omitted })}</Typography>}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}>
              <SummaryTable spec={done.spec} result={done.result} columns={columns} texts={texts} caption={title} onGroup={(g: SummaryGroupRow) => chooseGroup(g.keys)} />
              <Suspense fallback={<Box sx={{ height: 340 }} data-testid="summary-chart-loading" />}>
                {chartFor !== done ? <Box sx={{ height: 340 }} data-testid="summary-chart-loading" /> : <SummaryChart chart={data} kind={kind} title={`${title} · ${texts.measureHeaders[measureIndex]}`} categoryTitle={texts.groupHeaders[0]!}
                  valueTitle={texts.measureHeaders[measureIndex]!} format={format} onGroup={chooseGroup} />}
              </Suspense>
            </Box>
          </>
        )}
      </Stack>
    </Paper>
  );
}
