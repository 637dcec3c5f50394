import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';

/** Clear and Search (Download for a document or a selection, "Preparing…" with a spinner while it is prepared) under the filters. */
export function FilterButtons({ result, disabled, downloading, onClear }: {
  result: ReportDefinition['result'];
  /** A rule keeps the search from being sent. */
  disabled: boolean;
  downloading: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const downloads = result.kind === 'document' || result.kind === 'selection';
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
      <Button onClick={onClear} data-testid="filters-clear">{t('report.clear')}</Button>
      <Button type="submit" variant="contained" disabled={disabled || downloading} data-testid="filters-search"
        startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : undefined}>
        {downloads ? (downloading ? t('report.preparing') : t(result.downloadLabelKey ?? 'report.download')) : t('report.search')}
      </Button>
    </Stack>
  );
}
