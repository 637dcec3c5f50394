import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { GridResult } from '../../engine/definition/reportDefinition.gen';
import { pagerValues } from '../../engine/grid/gridTools';

/** The line under the grid: the search's total, the definition's pager text, and the pager with its page sizes. */
export function ResultPager({ result, page, pageSize, total, onPage, onPageSize }: {
  result: GridResult;
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const { t } = useTranslation();
  // On a narrow screen the total and the pager's parts wrap onto new lines, so the page buttons stay in reach.
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}>
      <Typography variant="body2" color="text.secondary" data-testid="grid-total">{t('report.total', { count: total })}</Typography>
      <Box sx={{ flex: 1 }} />
      {result.tools?.pagerTextKey && (
        <Typography variant="body2" color="text.secondary" data-testid="grid-pager-text">{t(result.tools.pagerTextKey, pagerValues(page, pageSize, total))}</Typography>
      )}
      <TablePagination component="div" count={total} page={total === 0 ? 0 : page - 1} rowsPerPage={pageSize} rowsPerPageOptions={result.pageSizes}
        labelRowsPerPage={t('report.rowsPerPage')} labelDisplayedRows={({ from, to, count }) => t('report.displayedRows', { from, to, count })}
        onPageChange={(_e, p) => onPage(p + 1)}
        onRowsPerPageChange={(e) => onPageSize(Number(e.target.value))}
        sx={{ maxWidth: '100%', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 0 }, '& .MuiTablePagination-spacer': { display: 'none' } }} />
    </Stack>
  );
}
