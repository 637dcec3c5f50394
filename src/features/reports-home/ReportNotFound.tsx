import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The page of a report address that matches none of the user's reports (an unknown code, or a report the user does not have). */
export function ReportNotFound() {
  const { t } = useTranslation();
  const { report } = useParams();
  return (
    <Box sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', textAlign: 'center' }} data-testid="report-not-found">
      <Box>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>{t('reports.notFound.title')}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>{t('reports.notFound.text', { code: (report ?? '').toUpperCase() })}</Typography>
        <Button component={RouterLink} to="/informes" variant="contained">{t('reports.notFound.back')}</Button>
      </Box>
    </Box>
  );
}
