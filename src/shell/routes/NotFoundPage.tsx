import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** Shown for an unknown address. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center' }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>{t('notFound.title')}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>{t('notFound.text')}</Typography>
        <Button component={RouterLink} to="/" variant="contained">{t('notFound.back')}</Button>
      </Box>
    </Box>
  );
}
