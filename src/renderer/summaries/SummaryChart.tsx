import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import {
  AgCharts, BarSeriesModule, CategoryAxisModule, LegendModule, LineSeriesModule, LocaleModule, ModuleRegistry, NumberAxisModule, PieSeriesModule,
  type AgChartInstance, type AgChartOptions,
  AG_CHARTS_LOCALE_EN_US,
} from 'ag-charts-community';
import { AG_CHARTS_LOCALE_ES_ES, AG_CHARTS_LOCALE_FR_FR, AG_CHARTS_LOCALE_IT_IT } from 'ag-charts-locale';
import type { ChartData } from '../../engine/summaries/chartData';
import type { ChartKind } from '../../engine/summaries/summarySpec';

// Only the chart kinds the summaries draw (the rest of the library stays out of the chunk).
ModuleRegistry.registerModules([BarSeriesModule, LineSeriesModule, PieSeriesModule, CategoryAxisModule, NumberAxisModule, LegendModule, LocaleModule]);

const LOCALES: Record<string, Record<string, string>> = { es: AG_CHARTS_LOCALE_ES_ES, en: AG_CHARTS_LOCALE_EN_US, fr: AG_CHARTS_LOCALE_FR_FR, it: AG_CHARTS_LOCALE_IT_IT };

/**
 * A summary's chart (AG Charts Community, drawn on a canvas; this module is its own chunk, fetched when a summary first shows a chart):
 * bars, stacked bars, lines or a pie of one measure, the axis and legend titled with the columns' texts, numbers in the user's format.
 * A click on a bar, point or slice is a click on its group. The table beside it is the accessible form of the same figures.
 */
export default function SummaryChart({ chart, kind, title, categoryTitle, valueTitle, format, onGroup }: {
  chart: ChartData; kind: ChartKind; title: string; categoryTitle: string; valueTitle: string;
  format: (value: number | null) => string;
  onGroup: (keys: string[]) => void;
}) {
  const { i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const instance = useRef<AgChartInstance | null>(null);
  const click = useRef(onGroup);
  click.current = onGroup;

  useEffect(() => {
    if (!box.current) return;
    const { data, series, keys } = chart;
    const indexed = data.map((d, i) => ({ ...d, __index: i }));
    const nodeClick = (event: { datum: unknown }) => {
      const i = (event.datum as { __index?: number }).__index;
      if (i !== undefined && keys[i]) click.current(keys[i]!);
    };
    const tooltip = { renderer: (p: { datum: Record<string, unknown>; yKey?: string; angleKey?: string; title?: string }) => ({
      heading: String(p.datum.label ?? ''),
      data: [{ label: p.title ?? valueTitle, value: format((p.datum[p.yKey ?? p.angleKey ?? 'v0'] as number | null) ?? null) }],
    }) };
    const common = {
      container: box.current, data: indexed, title: { text: title, fontSize: 14 }, animation: { enabled: false },
      locale: { localeText: LOCALES[i18n.language.slice(0, 2)] ?? AG_CHARTS_LOCALE_ES_ES },
      legend: { enabled: kind === 'pie' || series.length > 1, position: 'bottom' },
      listeners: {},
    };
    const options = kind === 'pie'
      ? { ...common, series: [{ type: 'pie', angleKey: 'v0', legendItemKey: 'label', angleName: valueTitle, calloutLabelKey: 'label', calloutLabel: { enabled: data.length <= 8 }, tooltip, listeners: { seriesNodeClick: nodeClick } }] }
      : {
        ...common,
        series: series.map((s) => ({
          type: kind === 'line' ? 'line' : 'bar', xKey: 'label', yKey: s.key, yName: s.name, ...(kind === 'stackedBar' ? { stacked: true } : {}),
          tooltip, listeners: { seriesNodeClick: nodeClick },
        })),
        axes: {
          x: { type: 'category', position: 'bottom', title: { text: categoryTitle } },
          y: { type: 'number', position: 'left', title: { text: valueTitle }, label: { formatter: ({ value }: { value: number }) => format(value) } },
        },
      };
    if (instance.current) void instance.current.update(options as unknown as AgChartOptions);
    else instance.current = AgCharts.create(options as unknown as AgChartOptions);
  }, [chart, kind, title, categoryTitle, valueTitle, format, i18n.language]);

  useEffect(() => () => {
    instance.current?.destroy();
    instance.current = null;
  }, []);

  // The library gives the chart its own accessible figure (named by its title), keyboard navigation and legend buttons.
  return <Box ref={box} data-testid="summary-chart" sx={{ height: 340, width: '100%', minWidth: 0 }} />;
}
