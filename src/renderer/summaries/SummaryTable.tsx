import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Column } from '../../engine/definition/reportDefinition.gen';
import { formatMeasure } from '../../engine/summaries/formatMeasure';
import type { SummaryGroupRow, SummaryResult } from '../../engine/summaries/SummaryAccumulator';
import type { SummarySheetTexts } from '../../engine/summaries/summarySheet';
import type { SummarySpec } from '../../engine/summaries/summarySpec';

/**
 * A summary as a table, the accessible form of its chart: one row per group (its labels, then its measures) and the totals. A group's first
 * label is a button that shows the group's rows in the grid.
 */
export function SummaryTable({ spec, result, columns, texts, caption, onGroup }: {
  spec: SummarySpec; result: SummaryResult; columns: readonly Column[]; texts: SummarySheetTexts; caption: string;
  onGroup: (group: SummaryGroupRow) => void;
}) {
  const { t } = useTranslation();
  const measureColumn = spec.measures.map((m) => columns.find((c) => c.field === m.column));
  const groupLabel = (g: SummaryGroupRow) => g.labels.join(' · ');
  return (
    <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader data-testid="summary-table" aria-label={caption}>
        <TableHead>
          <TableRow>
            {texts.groupHeaders.map((h) => <TableCell key={`g-${h}`} scope="col">{h}</TableCell>)}
            {texts.measureHeaders.map((h, i) => <TableCell key={`m-${i}`} scope="col" align="right">{h}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {result.groups.map((g) => (
            <TableRow key={g.keys.join('\u0001')} hover data-group={g.keys.join('|')}>
              {g.labels.map((label, i) => (
                <TableCell key={i} scope={i === 0 ? 'row' : undefined} component={i === 0 ? 'th' : 'td'}>
                  {i === 0 ? (
                    <Button size="small" variant="text" sx={{ textTransform: 'none', p: 0, minWidth: 0, textAlign: 'left', justifyContent: 'flex-start' }}
                      aria-label={t('summary.filterGroup', { group: groupLabel(g) })} onClick={() => onGroup(g)}>{label}</Button>
                  ) : label}
                </TableCell>
              ))}
              {g.values.map((v, i) => <TableCell key={`v-${i}`} align="right" data-measure={i}>{formatMeasure(spec.measures[i]!, measureColumn[i], v)}</TableCell>)}
            </TableRow>
          ))}
          <TableRow data-testid="summary-total" sx={{ '& > *': { fontWeight: 700 } }}>
            <TableCell component="th" scope="row" colSpan={texts.groupHeaders.length}>{texts.total}</TableCell>
            {result.totals.map((v, i) => <TableCell key={`t-${i}`} align="right" data-measure={i}>{formatMeasure(spec.measures[i]!, measureColumn[i], v)}</TableCell>)}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
