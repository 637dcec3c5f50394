import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ViewNotice } from './useReportViews';

/** What the views tell above the filters: a view opened without the parts its report no longer has, or a linked view the user may not open. */
export function ViewNoticeAlert({ notice, onClose }: { notice: ViewNotice; onClose: () => void }) {
  const { t } = useTranslation();
  if (notice.kind === 'unavailable') {
    return <Alert severity="info" onClose={onClose} data-testid="view-notice" role="status">{t('views.linkUnavailable')}</Alert>;
  }
  const { parts } = notice;
  const lines = [
    parts.filters.length ? t('views.droppedFilters', { names: parts.filters.join(', ') }) : '',
    parts.columns.length ? t('views.droppedColumns', { names: parts.columns.join(', ') }) : '',
    parts.sort ? t('views.droppedSort', { name: parts.sort }) : '',
    parts.filterRow.length ? t('views.droppedFilterRow', { names: parts.filterRow.join(', ') }) : '',
  ].filter(Boolean);
  return (
    <Alert severity="warning" onClose={onClose} data-testid="view-notice" role="status">
      <AlertTitle>{t('views.staleTitle', { name: notice.name })}</AlertTitle>
      {lines.map((line) => <div key={line}>{line}</div>)}
    </Alert>
  );
}
