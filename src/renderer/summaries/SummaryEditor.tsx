import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { Column, SummaryGroup, SummaryMeasure } from '../../engine/definition/reportDefinition.gen';
import { groupableColumns, measurableColumns } from '../../engine/summaries/summaryChoices';
import { MEASURE_FNS, PERIODS, SUMMARY_MAX_GROUPINGS, type SummarySpec } from '../../engine/summaries/summarySpec';

/** Measures a composed summary takes at most. */
const MAX_MEASURES = 4;

/** One grouping: its column and, for a date column, its period. */
function GroupFields({ index, group, columns, optional, onChange }: {
  index: number; group: SummaryGroup | undefined; columns: Column[]; optional: boolean; onChange: (group: SummaryGroup | undefined) => void;
}) {
  const { t } = useTranslation();
  const column = columns.find((c) => c.field === group?.column);
  return (
    <Stack direction="row" spacing={1}>
      <TextField select size="small" label={t(index === 0 ? 'summary.groupBy' : 'summary.thenBy')} value={group?.column ?? ''} sx={{ minWidth: 200 }}
        data-testid={`summary-group-${index}`}
        onChange={(e) => {
          const next = columns.find((c) => c.field === e.target.value);
          onChange(next ? { column: next.field, ...(next.format === 'date' ? { period: group?.period ?? 'month' } : {}) } : undefined);
        }}>
        {optional && <MenuItem value=""><em>{t('summary.none')}</em></MenuItem>}
        {columns.map((c) => <MenuItem key={c.field} value={c.field}>{t(c.headerKey)}</MenuItem>)}
      </TextField>
      {column?.format === 'date' && group && (
        <TextField select size="small" label={t('summary.period')} value={group.period ?? 'month'} sx={{ minWidth: 130 }} data-testid={`summary-period-${index}`}
          onChange={(e) => onChange({ ...group, period: e.target.value as SummaryGroup['period'] })}>
          {PERIODS.map((p) => <MenuItem key={p} value={p}>{t(`summary.periods.${p}`)}</MenuItem>)}
        </TextField>
      )}
    </Stack>
  );
}

/** One measure: its function and, unless it counts rows, its numeric column. */
function MeasureFields({ index, measure, numeric, onChange, onRemove }: {
  index: number; measure: SummaryMeasure; numeric: Column[]; onChange: (m: SummaryMeasure) => void; onRemove?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const fns = numeric.length ? MEASURE_FNS : (['count'] as const);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField select size="small" label={t('summary.function')} value={measure.fn} sx={{ minWidth: 130 }} data-testid={`summary-fn-${index}`}
        onChange={(e) => {
          const fn = e.target.value as SummaryMeasure['fn'];
          onChange(fn === 'count' ? { fn } : { fn, column: measure.column ?? numeric[0]!.field });
        }}>
        {fns.map((fn) => <MenuItem key={fn} value={fn}>{t(`summary.fnNames.${fn}`)}</MenuItem>)}
      </TextField>
      {measure.fn !== 'count' && (
        <TextField select size="small" label={t('summary.column')} value={measure.column ?? ''} sx={{ minWidth: 200 }} data-testid={`summary-measure-${index}`}
          onChange={(e) => onChange({ fn: measure.fn, column: e.target.value })}>
          {numeric.map((c) => <MenuItem key={c.field} value={c.field}>{t(c.headerKey)}</MenuItem>)}
        </TextField>
      )}
      {onRemove && <IconButton size="small" aria-label={t('summary.removeMeasure')} onClick={onRemove}><DeleteOutlineIcon fontSize="small" /></IconButton>}
    </Stack>
  );
}

/** The summary a user composes: one or two groupings (dates by period) and up to four measures. */
export function SummaryEditor({ spec, columns, onChange }: { spec: SummarySpec; columns: Column[]; onChange: (spec: SummarySpec) => void }) {
  const { t } = useTranslation();
  const groupable = groupableColumns(columns);
  const numeric = measurableColumns(columns);
  const setGroup = (i: number, group: SummaryGroup | undefined) => {
    const groupBy = [...spec.groupBy];
    if (group) groupBy[i] = group;
    else groupBy.splice(i, 1);
    if (groupBy.length) onChange({ ...spec, groupBy: groupBy as SummarySpec['groupBy'] });
  };
  const setMeasure = (i: number, m: SummaryMeasure) => onChange({ ...spec, measures: spec.measures.map((x, j) => (j === i ? m : x)) as SummarySpec['measures'] });
  return (
    <Stack spacing={1.5} data-testid="summary-editor">
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {Array.from({ length: Math.min(SUMMARY_MAX_GROUPINGS, spec.groupBy.length + 1) }, (_, i) => (
          <GroupFields key={i} index={i} group={spec.groupBy[i]} columns={groupable} optional={i > 0} onChange={(g) => setGroup(i, g)} />
        ))}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {spec.measures.map((m, i) => (
          <MeasureFields key={i} index={i} measure={m} numeric={numeric} onChange={(next) => setMeasure(i, next)}
            onRemove={spec.measures.length > 1 ? () => onChange({ ...spec, measures: spec.measures.filter((_, j) => j !== i) as SummarySpec['measures'] }) : undefined} />
        ))}
        {spec.measures.length < MAX_MEASURES && (
          <Button size="small" startIcon={<AddIcon />} data-testid="summary-add-measure"
            onClick={() => onChange({ ...spec, measures: [...spec.measures, numeric[0] ? { fn: 'sum', column: numeric[0].field } : { fn: 'count' }] })}>
            {t('summary.addMeasure')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
