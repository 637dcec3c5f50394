import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * Shown instead of a page that failed to load or to draw (a screen's code missing after an update, an unexpected fault): says so in
 * the user's language and offers to load the page again or go to the start; the fault goes to the console for support.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => { console.error('The page failed:', error); }, [error]);
  return (
    <Box role="alert" data-testid="route-error" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 2 }}>
      <Box sx={{ maxWidth: 560 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>{t('routeError.title')}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>{t('routeError.text')}</Typography>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
          {/* A full load of the start page, not a navigation inside the router whose state failed. */}
          <Button variant="outlined" href="/">{t('routeError.home')}</Button>
        </Stack>
      </Box>
    </Box>
  );
}
